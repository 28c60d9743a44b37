import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Answer, type Received, type TestServer } from './helpers/apiServer';

/**
 * The screens through an outage, against a real local server: one notice however many calls
 * fail, reads that wait for the service instead of failing, the screen read again once it is
 * back, and saves that keep what was typed and go again with the same idempotency key.
 */

const GOVERNMENTS = [{ id: 7, name: 'Yanta office', level: 'district', city_id: 610113, city_name: 'Yanta', contact: 'Li', phone: '029-2222222', created_at: '2024-01-02 00:00:00' }];
const ACCOUNT = { id: 6, owner_id: 7, owner_name: 'Yanta office', type: 'web', account: 'gov.new', name: 'Wang Fang', phone: '', status: 1, created_at: '2024-01-02 03:04:05' };
const DB_AWAY: Answer = refuse(5000, 'The database is not reachable. Try again in a moment.', { reason: 'database_unavailable' });
const DATABASE_NOTICE = 'The service cannot reach its database right now. The console keeps trying and will refresh this page as soon as it is back.';
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;
let api: typeof import('../../src/api');
let createQueryClient: typeof import('../../src/auth/queryClient').createQueryClient;
let OutageNotice: typeof import('../../src/layout/OutageNotice').OutageNotice;

/** Whether the server finds its database, what the list holds and what the next saves answer. */
let database: 'up' | 'away' = 'up';
let names = ['Yanta office'];
let saves: ('hang' | 'ok')[] = [];

const whenUp = (answer: () => Answer) => () => (database === 'away' ? DB_AWAY : answer());
const page = (list: object[]) => ok({ list, total: list.length, page: 1, limit: 20 });
const table = {
  'operate/auth/info': whenUp(() => ok({ id: 1, account: 'admin', name: 'Super Admin', roles: ['admin'], permissions: [] })),
  'operate/government/government-list': whenUp(() => page(names.map((name, i) => ({ ...GOVERNMENTS[0], id: 7 + i, name })))),
  'operate/government/account-list': whenUp(() => page([ACCOUNT])),
  'operate/government/account-create': whenUp(() => (saves.shift() === 'hang' ? { hang: true } : ok(ACCOUNT))),
  'operate/import/government-accounts': whenUp(() => (saves.shift() === 'hang' ? { hang: true } : ok({ created: 1 }))),
};

beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
  // The same modules as the harness's (loaded after it pointed the client at the server).
  [api, { createQueryClient }, { OutageNotice }] = await Promise.all([
    import('../../src/api'),
    import('../../src/auth/queryClient'),
    import('../../src/layout/OutageNotice'),
  ]);
});

afterAll(() => close());

beforeEach(async () => {
  database = 'up';
  names = ['Yanta office'];
  saves = [];
  // Each test starts with the service there (any answer ends an outage).
  await api.call('operate/auth/info', {}, { silent: true });
  server.reset();
});

/** The admin with the console's query cache and the outage notice of its shell. */
const renderAdmin = (path: string) => h.renderAdmin(path, 'en', undefined, { queryClient: createQueryClient(), beside: <OutageNotice /> });
const calls = (path: string) => server.received.filter((r) => r.path === path);
const keyOf = (request: Received) => request.headers['idempotency-key'];
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const SLOW = { timeout: 15_000 };

describe('an outage on a list', () => {
  it('shows one notice for every failing call, no message per call, and the rows once the service is back', async () => {
    database = 'away';
    await renderAdmin('/gov/index');
    const notice = await screen.findByTestId('outage-notice', {}, SLOW);
    expect(notice).toHaveTextContent(DATABASE_NOTICE);
    expect(notice).toHaveAttribute('role', 'alert');
    // The list asks again (1 s, then 2 s later) while the notice asks the server too.
    await waitFor(() => expect(calls('operate/government/government-list').length).toBeGreaterThanOrEqual(3), SLOW);
    expect(calls('operate/auth/info').length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByRole('alert')).toEqual([notice]);
    expect(screen.queryByText(/The database is not reachable/)).not.toBeInTheDocument();
    // Waiting, not failed: no failure in the table's place, and nothing that reads as empty.
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
    expect(screen.queryByText(/No .* yet|No results/i)).not.toBeInTheDocument();

    database = 'up';
    expect(await screen.findByText('Yanta office', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('outage-notice')).not.toBeInTheDocument());
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });

  it('goes once the server answers, and the open screen reads what it shows again, once', async () => {
    await renderAdmin('/gov/index');
    await screen.findByText('Yanta office', {}, SLOW);
    // A call of the screen finds the database away.
    database = 'away';
    await api.call('operate/auth/info').catch(() => undefined);
    const retry = within(await screen.findByTestId('outage-notice')).getByRole('button', { name: 'Try now' });
    const listed = calls('operate/government/government-list').length;

    names = ['Beilin office'];
    database = 'up';
    retry.focus();
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    expect(await screen.findByText('Beilin office', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('outage-notice')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls('operate/government/government-list')).toHaveLength(listed + 1);
  });
});

describe('saving through an outage', { timeout: 60_000 }, () => {
  async function fillCreateForm() {
    await renderAdmin('/account/web-gov-account/create');
    await waitFor(() => expect(input('account')).toBeTruthy(), SLOW);
    type('account', 'gov.new');
    type('name', 'Wang Fang');
    fireEvent.change(screen.getByRole('combobox', { name: /Government/ }), { target: { value: 'Yanta' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Yanta office' }, SLOW));
    type('password', 'Kettle42!');
    type('password_confirm', 'Kettle42!');
  }
  const typed = () => ({ account: input('account').value, name: input('name').value, password: input('password').value });
  const TYPED = { account: 'gov.new', name: 'Wang Fang', password: 'Kettle42!' };

  it('a save refused for the database keeps what was typed and is not sent again by itself', async () => {
    await fillCreateForm();
    database = 'away';
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('outage-notice', {}, SLOW)).toHaveTextContent(DATABASE_NOTICE);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls('operate/government/account-create')).toHaveLength(1);
    expect(typed()).toEqual(TYPED);
    expect(h.currentPath()).toBe('/account/web-gov-account/create');
  });

  it('a create that timed out, saved again, sends the same key and makes one record', async () => {
    await fillCreateForm();
    saves = ['hang', 'ok'];
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The console gives up after 5 s; the first call may have been written all the same.
    expect(await screen.findByText('The server did not answer in time. Please try again.', {}, SLOW)).toBeInTheDocument();
    expect(typed()).toEqual(TYPED);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(h.currentPath()).toBe('/account/web-gov-account/6/show'), SLOW);
    const [first, again] = calls('operate/government/account-create');
    expect(keyOf(first!)).toMatch(KEY);
    expect(keyOf(again!)).toBe(keyOf(first!));
    expect(again!.body).toEqual(first!.body);
  });

  it('an import committed again after a timeout sends the same key; its dry run has its own', async () => {
    await renderAdmin('/account/web-gov-account');
    await screen.findByText('gov.new', {}, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const csv = 'account,name,government_id,phone,password\ngov.one,Wang Fang,Yanta office,13900000000,Kettle42!\n';
    fireEvent.change(within(dialog).getByLabelText('Choose file'), { target: { files: [new File([csv], 'accounts.csv', { type: 'text/csv' })] } });
    const commit = await within(dialog).findByRole('button', { name: 'Import all (1)' }, SLOW);
    await waitFor(() => expect(commit).toBeEnabled(), SLOW);
    saves = ['hang', 'ok'];
    fireEvent.click(commit);
    expect(await within(dialog).findByText(/The import did not go through/, {}, SLOW)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import all (1)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    const [dryRun, first, again] = calls('operate/import/government-accounts');
    expect([dryRun!.body.dry_run, first!.body.dry_run, again!.body.dry_run]).toEqual([1, 0, 0]);
    expect(keyOf(dryRun!)).toMatch(KEY);
    expect(keyOf(first!)).toMatch(KEY);
    expect(keyOf(first!)).not.toBe(keyOf(dryRun!));
    expect(keyOf(again!)).toBe(keyOf(first!));
  });
});
