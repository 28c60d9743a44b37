import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, routes, type TestServer } from './helpers/apiServer';

/** A delete entry of the operation log restores its record (operate/audit/restore), then links to it. */

const ENTRIES = [
  { id: 41, created_at: '2026-11-27 10:40:00', user_id: 1, account: 'admin', user_name: 'Admin', ip: '127.0.0.1', call: 'operate/government/government-delete', action: 'delete', resource: 'government', record_id: 7, record_name: 'Yanta office', changes: [] },
  { id: 40, created_at: '2026-11-27 10:39:00', user_id: 1, account: 'admin', user_name: 'Admin', ip: '127.0.0.1', call: 'operate/government/government-update', action: 'update', resource: 'government', record_id: 8, record_name: 'Beilin office', changes: [{ field: 'phone', from: '1', to: '2' }] },
];

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ server, h, close } = await startHarness(
    routes({
      'operate/audit/log-list': () => ok({ list: ENTRIES, total: ENTRIES.length, page: 1, limit: 20 }),
      'operate/auth/account-list': () => ok({ list: [], total: 0, page: 1, limit: 20 }),
      'operate/audit/restore': () => ok({ resource: 'government', id: 12, same_id: false }),
    }),
  ));
});
afterAll(() => close());
beforeEach(() => server.reset());

describe('restore', () => {
  it('a delete entry asks first, restores, and links to the record under its new id', async () => {
    await h.renderAdmin('/sys_permission/log');
    const row = (await screen.findByText(/deleted/)).closest('tr')!;
    expect(await screen.findAllByRole('button', { name: 'Restore' })).toHaveLength(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restore “Yanta office”?');
    expect(server.received.filter((r) => r.path === 'operate/audit/restore')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(server.received.filter((r) => r.path === 'operate/audit/restore').map((r) => r.body)).toEqual([{ id: '41' }]));
    expect(await screen.findByText('“Yanta office” has been restored with a new ID.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/gov/index/12/show');
    // The current page of the log is still shown (the click does not open the entry).
    expect(h.currentPath()).toBe('/sys_permission/log');
  });
});
