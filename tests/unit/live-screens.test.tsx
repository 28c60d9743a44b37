import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Received, type TestServer } from './helpers/apiServer';
import { fakeEventStream, recordEvent } from './helpers/liveFake';

/**
 * Screens following the live changes: an open list takes others' changes in place (one call for a
 * burst, its page and selection kept), and the warning bell counts a new warning at once.
 */

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: 25 - i,
  version: 1,
  name: `Office ${25 - i}`,
  level: 'city',
  city_id: 610100,
  city_name: 'Xi’an',
  parent_id: null,
  contact: 'Wu',
  phone: `029-${1000000 + i}`,
  address: 'A',
  created_at: '2024-01-01 00:00:00',
}));
let governments = rows;
let pending = 74;
let listFails = false;
let warningsCounted = 8;

let server: TestServer;
const listCalls = () => server.received.filter((r) => r.path === 'operate/government/government-list');
const countCalls = () => server.received.filter((r) => r.path === 'admin/standing/error-inspect-list');
const table = {
  'operate/government/government-list': (r: Received) => {
    if (listFails) return refuse(2005, 'Gone away');
    const page = Number(r.body.page ?? 1);
    const limit = Number(r.body.limit ?? 20);
    return ok({ list: governments.slice((page - 1) * limit, page * limit), total: governments.length, page, limit });
  },
  'admin/standing/error-inspect-list': () => ok({ list: [], total: pending, page: 1, limit: 1 }),
  'admin/admin/admin-data-count': () => ok({ companies: 60, staff: 300, check_points: 120, inspections: 2000, warnings: warningsCounted, governments: 25 }),
  'admin/auth/week-data': () => ok([]),
};

let h: Harness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
});
afterAll(() => close());
beforeEach(() => {
  server.reset();
  governments = rows;
  pending = 74;
  listFails = false;
  warningsCounted = 8;
});
afterEach(() => vi.unstubAllGlobals());

describe('an open list', () => {
  it('takes a burst of changes in place with one call, keeping its page and selection', async () => {
    const live = fakeEventStream();
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    await h.renderAdmin('/gov/index?page=2', 'en', undefined, { beside: <LiveChanges /> });
    const row = (await screen.findByText('Office 5')).closest('tr')!;
    const other = screen.getByText('Office 4').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(live.connected()).toBe(true));
    const before = listCalls().length;

    governments = rows.map((g) => (g.id === 5 ? { ...g, name: 'Office 5 renamed', version: 4 } : g.id === 3 ? { ...g, contact: 'Li', version: 2 } : g));
    act(() => live.send(recordEvent({ id: 5 }), recordEvent({ id: 3 }), recordEvent({ id: 5 }), recordEvent({ resource: 'company', id: 9 })));
    expect(await screen.findByText('Office 5 renamed', {}, { timeout: 3000 })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 600));
    expect(listCalls().length - before).toBe(1);
    expect(listCalls().at(-1)!.body).toMatchObject({ page: '2' });
    // The same rows, changed where they changed: the row untouched is the same element, the selection stays.
    expect(screen.getByText('Office 4').closest('tr')).toBe(other);
    expect(within(screen.getByText('Office 5 renamed').closest('tr')!).getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
  });

  it('keeps its rows when the read after an event fails', async () => {
    const live = fakeEventStream();
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    await h.renderAdmin('/gov/index', 'en', undefined, { beside: <LiveChanges /> });
    await screen.findByText('Office 25');
    await waitFor(() => expect(live.connected()).toBe(true));
    const before = listCalls().length;
    listFails = true;
    act(() => live.send(recordEvent({ id: 25 })));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.getByText('Office 25')).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('reads nothing for events about records it does not list', async () => {
    const live = fakeEventStream();
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    await h.renderAdmin('/gov/index', 'en', undefined, { beside: <LiveChanges /> });
    await screen.findByText('Office 25');
    await waitFor(() => expect(live.connected()).toBe(true));
    const before = listCalls().length;
    act(() => live.send(recordEvent({ resource: 'company', id: 9 }), recordEvent({ resource: 'role', id: 2 })));
    await new Promise((done) => setTimeout(done, 700));
    expect(listCalls().length).toBe(before);
  });
});

describe('the warning bell', () => {
  it('counts a new warning within a second of its event', async () => {
    const live = fakeEventStream();
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    const { WarningBadge } = await import('../../src/resources/warnings/WarningBadge');
    await h.renderInAdmin(
      <>
        <LiveChanges />
        <WarningBadge />
      </>,
    );
    expect(await screen.findByRole('link', { name: '74 pending warnings' })).toBeInTheDocument();
    await waitFor(() => expect(live.connected()).toBe(true));
    const before = countCalls().length;
    pending = 75;
    const sentAt = Date.now();
    act(() => live.send({ kind: 'warning', id: 901, company_id: 3, at: '2026-11-27 10:42:00' }, { kind: 'warning', id: 902, company_id: 3, at: '2026-11-27 10:42:00' }));
    expect(await screen.findByRole('link', { name: '75 pending warnings' }, { timeout: 1000 })).toBeInTheDocument();
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(countCalls().length - before).toBe(1);
  });
});

describe('the dashboard totals', () => {
  it('count a new warning within a second of its event, and are not asked again for an edit', async () => {
    const live = fakeEventStream();
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    const { default: Dashboard } = await import('../../src/pages/Dashboard');
    await h.renderInAdmin(
      <>
        <LiveChanges />
        <Dashboard />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('counter-warnings')).toHaveAttribute('data-value', '8'));
    await waitFor(() => expect(live.connected()).toBe(true));
    const counts = () => server.received.filter((r) => r.path === 'admin/admin/admin-data-count').length;
    const before = counts();
    warningsCounted = 9;
    act(() => live.send({ kind: 'warning', id: 903, company_id: 3, at: '2026-11-27 10:42:00' }));
    await waitFor(() => expect(screen.getByTestId('counter-warnings')).toHaveAttribute('data-value', '9'), { timeout: 1000 });
    // An edit changes no total: not asked again for it.
    act(() => live.send(recordEvent({ id: 4 })));
    await new Promise((done) => setTimeout(done, 500));
    expect(counts()).toBe(before + 1);
  });
});
