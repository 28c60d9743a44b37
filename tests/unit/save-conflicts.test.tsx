import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Received, type TestServer } from './helpers/apiServer';
import { fakeEventStream, recordEvent } from './helpers/liveFake';

/**
 * Two administrators on one government: a save based on an older version is told of the other
 * person's change, field by field, and keeps nothing typed from being lost; a delete of a record
 * changed since it was shown asks again; an open form says who changed its record.
 */

const LOADED = { id: 1, version: 3, name: 'Shaanxi office', level: 'province', city_id: 610000, city_name: 'Shaanxi', parent_id: null, contact: 'Wu', phone: '029-1111111', address: 'A', created_at: '2024-01-01 00:00:00' };
const THEIRS = { ...LOADED, version: 4, contact: 'Li Si' };
const STALE = 'Someone else changed this record after you opened it.';

const OTHER = { ...LOADED, id: 2, name: 'Yanta office', version: 1 };

let server: TestServer;
let record = LOADED;
let listed = [LOADED];
const sent = (path: string) => server.received.filter((r) => r.path === path).map((r) => r.body);

const table = {
  'operate/government/government-list': () => ok({ list: listed, total: listed.length, page: 1, limit: 20 }),
  'operate/government/government-detail': () => ok(record),
  'operate/government/get-city-data': () => ok([]),
  'operate/government/government-update': (r: Received) =>
    r.body.version === String(THEIRS.version) ? ok({ ...THEIRS, ...r.body, id: 1, version: 5 }) : refuse(2009, STALE, { fields: { version: STALE }, current: THEIRS }),
  'operate/government/government-delete': (r: Received) =>
    r.body.id !== '1' || r.body.version === String(THEIRS.version) ? ok({ id: Number(r.body.id) }) : refuse(2009, STALE, { fields: { version: STALE }, current: THEIRS }),
};

let h: Harness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
});
afterAll(() => close());
beforeEach(() => {
  server.reset();
  record = LOADED;
  listed = [LOADED];
});
afterEach(() => vi.unstubAllGlobals());

// A screen's first load imports its code and reads its record: seconds on a busy machine.
const input = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) }) as Promise<HTMLInputElement>;

/** Opens the form, types a phone and saves: the server refuses for the version. */
async function staleSave(): Promise<HTMLElement> {
  await h.renderAdmin('/gov/index/1');
  const phone = await input('Phone');
  await waitFor(() => expect(phone.value).toBe(LOADED.phone));
  fireEvent.change(phone, { target: { value: '13900001111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Someone else changed this record while you were editing' });
}

describe('a stale save', () => {
  it('shows their change and the typed one field by field, with no error message', async () => {
    const dialog = await staleSave();
    expect(sent('operate/government/government-update')).toEqual([{ id: '1', version: '3', phone: '13900001111' }]);
    const contact = within(dialog).getByTestId('conflict-contact');
    expect(contact).toHaveTextContent('Contact');
    expect(contact).toHaveTextContent('When you opened it: Wu');
    expect(contact).toHaveTextContent('Their change');
    expect(contact).toHaveTextContent('Li Si');
    expect(within(dialog).getByTestId('conflict-phone')).toHaveTextContent('Your change13900001111');
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it('cancel returns to the form as typed, sending nothing more', async () => {
    const dialog = await staleSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await input('Phone')).value).toBe('13900001111');
    expect(sent('operate/government/government-update')).toHaveLength(1);
  });

  it('keep mine sends the typed change again with their version: both changes survive', async () => {
    const dialog = await staleSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(sent('operate/government/government-update')).toHaveLength(2));
    expect(sent('operate/government/government-update')[1]).toEqual({ id: '1', version: '4', phone: '13900001111' });
    await waitFor(() => expect(h.currentPath()).toBe('/gov/index/1/show'));
  });

  it('take theirs loads the record as it is now into the form; the next save is based on it', async () => {
    const dialog = await staleSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await input('Contact')).value).toBe('Li Si'));
    expect((await input('Phone')).value).toBe(LOADED.phone);
    fireEvent.change(await input('Address'), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('operate/government/government-update')).toHaveLength(2));
    expect(sent('operate/government/government-update')[1]).toEqual({ id: '1', version: '4', address: 'B' });
  });

  it('merge saves the choice made per field', async () => {
    const dialog = await staleSave();
    // Their contact is put back as it was; the typed phone goes.
    fireEvent.click(within(within(dialog).getByTestId('conflict-contact')).getByRole('radio', { name: /Yours/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    await waitFor(() => expect(sent('operate/government/government-update')).toHaveLength(2));
    expect(sent('operate/government/government-update')[1]).toEqual({ id: '1', version: '4', contact: 'Wu', phone: '13900001111' });
  });
});

describe('a delete of a record changed since it was shown', () => {
  it('asks again, saying what changed, and deletes it as it is now', async () => {
    await h.renderAdmin('/gov/index/1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const stale = await within(dialog).findByTestId('delete-stale');
    expect(stale).toHaveTextContent('It was changed after you opened it');
    expect(stale).toHaveTextContent('ContactWu → Li Si');
    expect(sent('operate/government/government-delete')).toEqual([{ id: '1', version: '3' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(sent('operate/government/government-delete')).toHaveLength(2));
    expect(sent('operate/government/government-delete')[1]).toEqual({ id: '1', version: '4' });
  });
});

describe('a bulk delete reaching a row changed since it was shown', () => {
  it('stops there, asks again saying what changed, and deletes it and the rest as they are now', async () => {
    listed = [LOADED, OTHER];
    await h.renderAdmin('/gov/index');
    for (const name of ['Shaanxi office', 'Yanta office']) {
      fireEvent.click(within((await screen.findByText(name)).closest('tr')!).getByRole('checkbox'));
    }
    // The selection's delete, not a row's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' }).filter((b) => !b.closest('tr'))).toHaveLength(1));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).find((b) => !b.closest('tr'))!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const stale = await screen.findByTestId('bulk-delete-stale');
    expect(stale).toHaveTextContent('ContactWu → Li Si');
    expect(stale).toHaveTextContent('Delete “Shaanxi office” as it is now, and the 1 other chosen row?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(sent('operate/government/government-delete')).toHaveLength(3));
    expect(sent('operate/government/government-delete')).toEqual([
      { id: '1', version: '3' },
      { id: '1', version: '4' },
      { id: '2', version: '1' },
    ]);
  });
});

describe('an open edit form', () => {
  it('says who changed its record and when, keeping the typed values until asked', async () => {
    const live = fakeEventStream();
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    await h.renderAdmin('/gov/index/1', 'en', undefined, { beside: <LiveChanges /> });
    const phone = await input('Phone');
    await waitFor(() => expect(phone.value).toBe(LOADED.phone));
    fireEvent.change(phone, { target: { value: '13900001111' } });
    await waitFor(() => expect(live.connected()).toBe(true));
    record = THEIRS;
    act(() => live.send(recordEvent({ id: 2 }), recordEvent({ id: 1, by: 'wang' })));
    const notice = await screen.findByTestId('changed-elsewhere');
    expect(notice).toHaveTextContent('Changed by wang at 10:42');
    expect(phone.value).toBe('13900001111');
    // The wait reads the input it holds: a role query on every poll takes the thread the
    // record's read and the form's reset need, and on a busy machine it outlasted the wait.
    const contact = await input('Contact');
    fireEvent.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(contact.value).toBe('Li Si'));
    expect(phone.value).toBe(LOADED.phone);
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
  });
});
