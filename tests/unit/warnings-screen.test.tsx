import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { renderAdmin } from './helpers/adminHarness';
import { currentLocation, sessionWith } from './helpers/shellHarness';
import { makeBackend, type Backend } from './helpers/warningsBackend';

let backend: Backend;

// Every screen talks through the API client's `call`: here it reaches the fake backend.
vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return { ...actual, call: vi.fn((path: string, body?: Record<string, unknown>) => backend.call(path, body)) };
});

const PENDING_PAGE_2 = `/warn/index?${new URLSearchParams({ filter: JSON.stringify({ handle_status: 0 }), page: '2', perPage: '10', sort: 'created_at', order: 'DESC' })}`;

const rows = () => screen.getAllByRole('row').slice(1);
const listCalls = () => backend.calls.filter((c) => c.path === 'admin/standing/error-inspect-list' && c.body.id === undefined);

beforeEach(() => {
  backend = makeBackend(45);
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('the warning screen', () => {
  it('lists warnings with company, check point, translated identity, handling status and relative time', async () => {
    await renderAdmin('/warn/index', { language: 'zh' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const first = within(rows()[0]);
    expect(first.getByText('检查点45：压力表不合格')).toBeInTheDocument();
    expect(first.getByText('北方航天仪器有限公司')).toBeInTheDocument();
    expect(first.getByText('检查点45')).toBeInTheDocument();
    expect(first.getByText('员工')).toBeInTheDocument(); // identity 'staff', translated
    expect(first.getByText('待处理')).toBeInTheDocument(); // handle_status 0
    expect(first.getByText(/天前$/)).toBeInTheDocument(); // relative time
    // Newest first: the declared default sort goes to the server.
    expect(listCalls()[0].body).toMatchObject({ sort: 'created_at', order: 'desc', page: 1, limit: 20 });
  });

  it('toggles list -> detail -> handling timeline, each at its own URL, and back returns to the same filtered page', async () => {
    await renderAdmin(PENDING_PAGE_2);
    await waitFor(() => expect(rows()).toHaveLength(5)); // 15 pending, page 2 of 10
    expect(listCalls().at(-1)!.body).toMatchObject({ handle_status: 0, page: 2, limit: 10 });
    const row = rows()[0];
    const id = row.textContent!.match(/检查点(\d+)：/)![1];

    fireEvent.click(within(row).getByRole('link', { name: 'Details' }));
    await waitFor(() => expect(currentLocation()).toBe(`/warn/index/${id}/show`));
    // The inspection's items with pass/fail and remarks, the inspector, the check point.
    expect(await screen.findByText('压力表过期')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 items failed')).toBeInTheDocument();
    expect(screen.getByText('毛娟文')).toBeInTheDocument();
    expect(screen.getAllByText('Fail')).toHaveLength(1);
    expect(screen.getAllByText('Pass')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('warning-view-handling'));
    await waitFor(() => expect(currentLocation()).toBe(`/warn/index/${id}/show?view=handling`));
    // A pending warning has no steps yet.
    expect(await screen.findByText('No handling steps yet: the warning is waiting to be accepted.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('warning-view-detail'));
    await waitFor(() => expect(currentLocation()).toBe(`/warn/index/${id}/show`));

    fireEvent.click(screen.getByTestId('warning-back'));
    await waitFor(() => expect(currentLocation()).toBe(PENDING_PAGE_2));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0].textContent).toContain(`检查点${id}：`);
  });

  it('shows the handling steps as a timeline: action, actor, remark', async () => {
    await renderAdmin('/warn/index/44/show?view=handling');
    const steps = await screen.findAllByTestId('handling-step');
    expect(steps).toHaveLength(2);
    expect(within(steps[0]).getByText('上报')).toBeInTheDocument();
    expect(within(steps[0]).getByText('by 毛娟文')).toBeInTheDocument();
    expect(within(steps[1]).getByText('已受理')).toBeInTheDocument();
    expect(screen.getByText('2 steps')).toBeInTheDocument();
  });

  it('shows the photos taken on the site with the inspection, each downloaded on a click', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' })));
    try {
      backend.inspections.get(44)!.photos = [{ id: 'p'.repeat(22), name: '压力表.jpg', size: 2048, type: 'image/jpeg', thumbnail: true }];
      await renderAdmin('/warn/index/44/show');
      const photos = await screen.findByRole('region', { name: 'Photos from the site (1)' });
      fireEvent.click(within(photos).getByRole('button', { name: 'Download 压力表.jpg' }));
      await waitFor(() => expect(String(fetched.mock.calls.at(-1)![0])).toMatch(/operate\/standing\/inspection-photo\?id=p{22}$/));
    } finally {
      fetched.mockRestore();
    }
  });

  it('shows no photos section for an inspection without photos', async () => {
    await renderAdmin('/warn/index/43/show');
    expect(await screen.findByText('压力表过期')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Photos/ })).not.toBeInTheDocument();
  });

  it('opened from a link, back goes to the warning list', async () => {
    await renderAdmin('/warn/index/44/show?view=handling');
    await screen.findAllByTestId('handling-step');
    fireEvent.click(screen.getByTestId('warning-back'));
    await waitFor(() => expect(currentLocation()).toBe('/warn/index'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('filters by days typed as the language writes them, and the end day cannot come before the start', async () => {
    await renderAdmin('/warn/index', { language: 'es' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const from = await waitFor(() => {
      const box = screen.getByRole('textbox', { name: 'Desde' });
      expect(box).toBeEnabled();
      return box;
    });
    fireEvent.change(from, { target: { value: '05/03/2030' } });
    await waitFor(() => expect(listCalls().at(-1)!.body).toMatchObject({ date_from: '2030-03-05' }));
    const to = screen.getByRole('textbox', { name: 'Hasta' });
    fireEvent.click(within(to.parentElement!).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    // It opens on the start day's month, where the days before it cannot be chosen.
    expect(calendar).toHaveTextContent('marzo 2030');
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '5' })).not.toBeDisabled();
  });

  it('says when there are no warnings at all, and when the filters leave none', async () => {
    backend.warnings = [];
    await renderAdmin('/warn/index');
    expect(await screen.findByText('No warnings yet.')).toBeInTheDocument();
  });

  it('tells an empty filter result apart', async () => {
    backend.warnings = backend.warnings.filter((w) => w.handle_status !== 2);
    await renderAdmin(`/warn/index?${new URLSearchParams({ filter: JSON.stringify({ handle_status: 2 }) })}`);
    expect(await screen.findByText('No warnings match these filters.')).toBeInTheDocument();
  });

  it('shows why the list failed and asks again on retry', async () => {
    backend.failing.set('admin/standing/error-inspect-list', new ApiError(5000, 'The server had a problem.'));
    await renderAdmin('/warn/index');
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    backend.failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('a warning that no longer exists says so, with the back button still there', async () => {
    await renderAdmin('/warn/index/999/show');
    expect(await screen.findAllByText('This warning no longer exists.')).not.toHaveLength(0);
    expect(screen.getByTestId('warning-back')).toBeInTheDocument();
  });

  it('a failed detail call shows its error in the panel', async () => {
    backend.failing.set('admin/standing/inspect-detail', new ApiError(5000, 'Detail unavailable.'));
    await renderAdmin('/warn/index/44/show');
    expect(await screen.findByText('Detail unavailable.')).toBeInTheDocument();
  });

  it('without inspection:view a warning link explains why the detail stays closed', async () => {
    await renderAdmin('/warn/index/44/show', { session: sessionWith(['warning:view']) });
    expect(await screen.findByText('Your role may list warnings but not open their inspection details.')).toBeInTheDocument();
    expect(backend.calls.some((c) => c.path === 'admin/standing/inspect-detail')).toBe(false);
  });

  it('without inspection:view the rows do not open', async () => {
    const session = sessionWith(['warning:view']);
    await renderAdmin('/warn/index', { session });
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Handling records' })).not.toBeInTheDocument();
  });

  it('the handling records list is a tab away, filtered by handling status, and opens the timeline', async () => {
    await renderAdmin(`/warn/handling?${new URLSearchParams({ filter: JSON.stringify({ handle_status: 1 }) })}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const handlingCall = backend.calls.filter((c) => c.path === 'admin/standing/admin-status-inspect-list').at(-1)!;
    expect(handlingCall.body).toMatchObject({ handle_status: 1 });
    expect(within(rows()[0]).getByText('Handling')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(rows()[0]);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/warn\/index\/\d+\/show\?view=handling$/));
    await screen.findAllByTestId('handling-step');
    fireEvent.click(screen.getByTestId('warning-back'));
    await waitFor(() => expect(currentLocation()).toBe(`/warn/handling?${new URLSearchParams({ filter: JSON.stringify({ handle_status: 1 }) })}`));
    expect(screen.getByRole('tab', { name: 'Warning list' })).toHaveAttribute('href', '/warn/index');
  });
});
