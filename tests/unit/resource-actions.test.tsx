import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Received, type TestServer } from './helpers/apiServer';

/**
 * What the declarations add to the generic screens, against a real local server: enabling and
 * disabling accounts, deleting with a confirmation (and a clear "still referenced" 2009), the
 * check items under a check point row, and the accounts overview.
 */

const GOVERNMENTS = [
  { id: 1, name: 'Shaanxi office', level: 'province', city_id: 610000, city_name: 'Shaanxi', parent_id: null, contact: 'Wu', phone: '029-1111111', address: 'A', created_at: '2024-01-01 00:00:00' },
  { id: 2, name: 'Yanta office', level: 'district', city_id: 610113, city_name: 'Yanta', parent_id: 1, parent_name: 'Shaanxi office', contact: 'Li', phone: '029-2222222', address: 'B', created_at: '2024-01-02 00:00:00' },
];
const ACCOUNT = { id: 5, owner_id: 2, owner_name: 'Yanta office', type: 'app', account: 'gov.app', name: 'Li Lei', phone: null, status: 1, created_at: '2024-01-02 03:04:05' };

let server: TestServer;
let status = 1;
const calls = (path: string) => server.received.filter((r) => r.path === path);
const page = (list: object[]) => ok({ list, total: list.length, page: 1, limit: 20 });
/** Totals per account list, by status filter. */
const counted = (all: number, enabled: number) => (r: Received) => ok({ list: [], total: r.body.status === '1' ? enabled : all, page: 1, limit: 1 });

const table = {
  'operate/government/government-list': () => page(GOVERNMENTS),
  'operate/government/government-detail': (r: Received) => ok(GOVERNMENTS.find((g) => String(g.id) === r.body.id)),
  'operate/government/government-delete': (r: Received) =>
    r.body.id === '1' ? refuse(2009, 'The government still has companies.') : ok({ id: Number(r.body.id) }),
  'operate/government/account-list': (r: Received) => {
    if (r.body.limit === '1') return counted(r.body.type === 'web' ? 13 : 21, r.body.type === 'web' ? 13 : 20)(r);
    return page([{ ...ACCOUNT, status }]);
  },
  'operate/government/account-update': (r: Received) => {
    status = Number(r.body.status);
    return ok({ ...ACCOUNT, status });
  },
  'operate/company/account-list': counted(60, 58),
  'operate/company/account-app-list': counted(1234, 1200),
  'operate/company/company-list': () => page([{ id: 3, name: 'Qinling' }]),
  'operate/company/code-list': () => page([{ id: 11, company_id: 3, company_name: 'Qinling', name: 'Boiler room', code: 'CP-000003-AAAA', items_count: 2, created_at: '2025-01-02 03:04:05' }]),
  'admin/admin/code-model-list': () =>
    ok([
      { id: 1, check_point_id: 11, name: 'Valves', standard: 'No leaks', sort: 1 },
      { id: 2, check_point_id: 11, name: 'Gauge', standard: 'Needle in the green', sort: 2 },
    ]),
};

let h: Harness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  status = 1;
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('enable / disable', () => {
  it('asks before disabling, sends only the status, and offers enabling afterwards without asking', async () => {
    await h.renderAdmin('/account/app-gov-account');
    const row = await rowOf('gov.app');
    fireEvent.click(await within(row).findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable “gov.app”?');
    expect(dialog).toHaveTextContent('It can no longer sign in until it is enabled again.');
    expect(calls('operate/government/account-update')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls('operate/government/account-update')).toHaveLength(1));
    expect(calls('operate/government/account-update')[0].body).toEqual({ id: '5', status: '0' });
    expect(await screen.findByText('“gov.app” is disabled')).toBeInTheDocument();
    // The row shows the new state at once; enabling needs no confirmation.
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    fireEvent.click(await within(row).findByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(calls('operate/government/account-update')).toHaveLength(2));
    expect(calls('operate/government/account-update')[1].body).toEqual({ id: '5', status: '1' });
    expect(h.currentPath()).toBe('/account/app-gov-account');
  });
});

describe('delete with confirmation', () => {
  it('names the record, and on 2009 keeps the dialog open saying why and what to do', async () => {
    await h.renderAdmin('/gov/index');
    const row = await rowOf('Shaanxi office');
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Shaanxi office”?' });
    expect(dialog).toHaveTextContent('Government: “Shaanxi office” will be deleted. This cannot be undone.');
    expect(calls('operate/government/government-delete')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('It cannot be deleted yet');
    expect(alert).toHaveTextContent('The government still has companies.');
    expect(alert).toHaveTextContent('Other records still refer to it.');
    // Nothing to retry until the references are gone: only closing is offered.
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Shaanxi office')).toBeInTheDocument();
  });

  it('cancelling sends nothing; confirming deletes and takes the row away', async () => {
    await h.renderAdmin('/gov/index');
    const row = await rowOf('Yanta office');
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('operate/government/government-delete')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('operate/government/government-delete').map((r) => r.body)).toEqual([{ id: '2' }]));
    await waitFor(() => expect(screen.queryByText('Yanta office')).toBeNull());
  });

  it('from the detail view, a successful delete returns to the list', async () => {
    await h.renderAdmin('/gov/index/2/show');
    // The superior government's name comes with the record (parent_name).
    expect(await screen.findByText('Shaanxi office')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(h.currentPath()).toBe('/gov/index'));
  });
});

describe('check items under a check point row', () => {
  it('are fetched when the row is opened (code-model-list with the point id)', async () => {
    await h.renderAdmin('/check/index');
    const row = await rowOf('Boiler room');
    expect(calls('admin/admin/code-model-list')).toHaveLength(0);
    fireEvent.click(within(row).getByText('Boiler room'));
    // The panel is a lazily loaded part of the declaration.
    const items = await screen.findByRole('table', { name: 'Check items' });
    expect(within(items).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1ValvesNo leaks', '2GaugeNeedle in the green']);
    expect(calls('admin/admin/code-model-list').map((r) => r.body)).toEqual([{ id: '11' }]);
  });
});

describe('the accounts overview', () => {
  it('counts each of the four kinds with its own list call and links to it', async () => {
    const { default: AccountsOverview } = await import('../../src/resources/accounts/AccountsOverview');
    await h.renderInAdmin(<AccountsOverview />);
    expect(await screen.findByTestId('count-companyWebAccounts')).toHaveTextContent('60');
    expect(await screen.findByTestId('count-companyAppAccounts')).toHaveTextContent('1,234');
    expect(await screen.findByTestId('count-govWebAccounts')).toHaveTextContent('13');
    expect(await screen.findByTestId('count-govAppAccounts')).toHaveTextContent('21');
    expect(await screen.findByText('1,200 enabled · 34 disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Government app accounts/ })).toHaveAttribute('href', '/account/app-gov-account');
    const typed = calls('operate/government/account-list').map((r) => r.body.type);
    expect(new Set(typed)).toEqual(new Set(['web', 'app']));
  });
});
