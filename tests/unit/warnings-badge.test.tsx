import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../src/api/errors';
import { call } from '../../src/api/client';
import { WarningBadge } from '../../src/resources/warnings/WarningBadge';
import { POLL_MS } from '../../src/resources/warnings/pendingCount';
import { renderInShell, sessionWith } from './helpers/shellHarness';
import { FrameFollowsRouter } from '../../src/routing/screenPlace';

vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return { ...actual, call: vi.fn() };
});

const mocked = vi.mocked(call);
const countCalls = () => mocked.mock.calls.filter(([path]) => path === 'admin/standing/error-inspect-list');

function answer(total: number) {
  mocked.mockImplementation(async () => ({ list: [], total, page: 1, limit: 1 }));
}

beforeEach(() => {
  mocked.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the warnings badge', () => {
  it('shows the pending count and links to the pending warnings, asking quietly', async () => {
    answer(74);
    await renderInShell(<WarningBadge />);
    const badge = await screen.findByRole('link', { name: '74 pending warnings' });
    expect(badge).toHaveTextContent('74');
    const url = new URL(badge.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/warn/index');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ handle_status: 0 });
    expect(countCalls()[0]).toEqual(['admin/standing/error-inspect-list', { handle_status: 0, page: 1, limit: 1 }, expect.objectContaining({ silent: true })]);
  });

  it('caps the number at 99+ and hides it at zero', async () => {
    answer(1234);
    const { unmount } = await renderInShell(<WarningBadge />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
    // Its name holds what it shows (axe: label-content-name-mismatch), then the exact count.
    expect(screen.getByRole('link', { name: '99+ pending warnings (1234)' })).toHaveTextContent('99+');
    unmount();
    answer(0);
    await renderInShell(<WarningBadge />);
    const badge = await screen.findByRole('link', { name: '0 pending warnings' });
    expect(badge.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('with the server down shows no number, says the count is unavailable, and polls less often', async () => {
    mocked.mockRejectedValue(new ApiError(-1, 'app.api.network'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await renderInShell(<WarningBadge />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pending warnings (count unavailable)' })).toBeInTheDocument());
    expect(countCalls()).toHaveLength(1);
    // After one failure the next try waits two minutes, not one.
    await act(async () => void vi.advanceTimersByTime(POLL_MS + 1000));
    expect(countCalls()).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(POLL_MS));
    expect(countCalls()).toHaveLength(2);
    // The server is back: the count shows again.
    answer(3);
    await act(async () => void vi.advanceTimersByTime(4 * POLL_MS + 1000));
    await waitFor(() => expect(screen.getByRole('link', { name: '3 pending warnings' })).toBeInTheDocument());
  });

  it('refreshes every minute and after navigation (at most every 15 s)', async () => {
    answer(5);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // In the navbar's place: the frame follows the router itself (FrameFollowsRouter).
    await renderInShell(
      <FrameFollowsRouter>
        <WarningBadge />
        <Link to="/gov/index">gov</Link>
        <Link to="/company/index">company</Link>
      </FrameFollowsRouter>,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: '5 pending warnings' })).toBeInTheDocument());
    expect(countCalls()).toHaveLength(1);
    fireEvent.click(screen.getByText('gov'));
    expect(countCalls()).toHaveLength(1); // too soon after the last answer
    await act(async () => void vi.advanceTimersByTime(16_000));
    answer(6);
    fireEvent.click(screen.getByText('company'));
    await waitFor(() => expect(screen.getByRole('link', { name: '6 pending warnings' })).toBeInTheDocument());
    expect(countCalls()).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(POLL_MS + 1000));
    expect(countCalls()).toHaveLength(3);
  });

  it('is not there for a role that may not list warnings, and asks nothing', async () => {
    answer(5);
    const { container } = await renderInShell(<WarningBadge />, { session: sessionWith(['government:view']) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('warning-badge')).not.toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(countCalls()).toHaveLength(0);
  });
});
