import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Received, type TestServer } from './helpers/apiServer';
import { captureView, sameView, type SavedView } from '../../src/schema/views/savedViews/viewState';


// First renders load lazy screens and chunks: slow when the machine is busy.
const LOAD = { timeout: 15_000 };
/**
 * Saved views through the real API client against a fake operate/view/* server: a view keeps
 * the filters, sort and columns, reopens them, is renamed and deleted; nothing is asked for
 * before the dialog opens, and a refused name keeps what was typed.
 */

const GOVERNMENTS = [
  { id: 1, name: 'Shaanxi office', level: 'province', city_id: 610000, city_name: 'Shaanxi', parent_id: null, contact: 'Wu', phone: '029-1111111', address: 'A', created_at: '2024-01-01 00:00:00' },
];

describe('view state', () => {
  it('drops empty filters and compares hidden columns as a set', () => {
    const a = captureView({ q: '', level: 'city', x: undefined }, { field: 'name', order: 'ASC' }, { order: ['name', 'phone'], hidden: ['a', 'b'] });
    expect(a.filter).toEqual({ level: 'city' });
    expect(sameView(a, { ...a, columns: { order: ['name', 'phone'], hidden: ['b', 'a'] } })).toBe(true);
    expect(sameView(a, { ...a, columns: { order: ['phone', 'name'], hidden: ['a', 'b'] } })).toBe(false);
    expect(sameView(a, { ...a, sort: { field: 'name', order: 'DESC' } })).toBe(false);
  });
});

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;
let views: SavedView[] = [];
let nextId = 1;

const viewBody = (r: Received) => r.body as { list: string; name: string; id: number; state: SavedView['state'] };

beforeAll(async () => {
  ({ server, h, close } = await startHarness(
    routes({
      'operate/government/government-list': () => ok({ list: GOVERNMENTS, total: 1, page: 1, limit: 20 }),
      'operate/view/view-list': (r) => ok(views.filter((v) => v.list === viewBody(r).list)),
      'operate/view/view-create': (r) => {
        const { list, name, state } = viewBody(r);
        if (views.some((v) => v.name === name)) return refuse(2009, 'The name is already in use.', { fields: { name: 'The name is already in use.' } });
        const view = { id: nextId++, list, name, state };
        views.push(view);
        return ok(view);
      },
      'operate/view/view-update': (r) => {
        const view = views.find((v) => v.id === viewBody(r).id)!;
        view.name = viewBody(r).name;
        return ok(view);
      },
      'operate/view/view-delete': (r) => {
        views = views.filter((v) => v.id !== Number(viewBody(r).id));
        return ok({ id: Number(viewBody(r).id) });
      },
    }),
  ));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  views = [];
});

const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent?.trim() ?? '').filter(Boolean);
const calls = (path: string) => server.received.filter((r) => r.path === path);

async function openViews() {
  fireEvent.click(screen.getByRole('button', { name: 'Views' }));
  return screen.findByRole('dialog', { name: 'Saved views' }, LOAD);
}

describe('saved views', () => {
  it('saves the filters, sort and columns, and brings them back', async () => {
    const first = await h.renderAdmin(`/gov/index?filter=${encodeURIComponent('{"level":"city"}')}&sort=name&order=ASC`);
    await screen.findByText('Shaanxi office', {}, LOAD);
    // Opening a list asks for no view.
    expect(calls('operate/view/view-list')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns shown' }, LOAD);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(headers()).not.toContain('Phone'));

    let dialog = await openViews();
    expect(await within(dialog).findByText(/No saved views yet/, {}, LOAD)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Save the current view as'), { target: { value: ' Cities by name ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = await within(dialog).findByRole('button', { name: 'Cities by name' }, LOAD);
    expect(saved).toHaveAttribute('aria-current', 'true');
    const [create] = calls('operate/view/view-create');
    expect(create!.contentType).toContain('application/json');
    expect(viewBody(create!)).toMatchObject({
      list: 'governments',
      name: 'Cities by name',
      state: {
        filter: { level: 'city' },
        sort: { field: 'name', order: 'ASC' },
        columns: { order: ['name', 'level', 'city_id', 'contact', 'phone', 'created_at'], hidden: ['phone'] },
      },
    });
    first.unmount();

    // Another day, the list as it comes: the view brings everything back.
    await h.renderAdmin('/gov/index');
    await screen.findByText('Shaanxi office', {}, LOAD);
    expect(headers()).toContain('Phone');
    server.reset();
    dialog = await openViews();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cities by name' }, LOAD));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved views' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls('operate/government/government-list').at(-1)?.body).toMatchObject({ level: 'city', sort: 'name', order: 'asc' }));
    await waitFor(() => expect(headers()).not.toContain('Phone'));
    expect(screen.getByTestId('location').textContent).toContain('level');
  });

  it('keeps a refused name typed and says why under it', async () => {
    views = [{ id: 99, list: 'governments', name: 'Taken', state: captureView({}, { field: 'id', order: 'DESC' }, { order: [], hidden: [] }) }];
    await h.renderAdmin('/gov/index');
    await screen.findByText('Shaanxi office', {}, LOAD);
    const dialog = await openViews();
    await within(dialog).findByRole('button', { name: 'Taken' }, LOAD);
    const input = within(dialog).getByLabelText('Save the current view as');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(calls('operate/view/view-create')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name is already in use.')).toBeInTheDocument();
    expect(input).toHaveValue('Taken');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames and deletes a view', async () => {
    views = [{ id: 5, list: 'governments', name: 'Old name', state: captureView({}, { field: 'id', order: 'DESC' }, { order: [], hidden: [] }) }];
    await h.renderAdmin('/gov/index');
    await screen.findByText('Shaanxi office', {}, LOAD);
    const dialog = await openViews();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Rename “Old name”' }, LOAD));
    const input = within(dialog).getByLabelText('New name');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'New name' } });
    fireEvent.submit(input.closest('form')!);
    const renamed = await within(dialog).findByRole('button', { name: 'New name' });
    // The keyboard goes on from the renamed view.
    await waitFor(() => expect(document.activeElement).toBe(renamed));
    expect(viewBody(calls('operate/view/view-update')[0]!)).toMatchObject({ id: 5, name: 'New name' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “New name”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view “New name”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/No saved views yet/, {}, LOAD)).toBeInTheDocument();
    expect(calls('operate/view/view-delete')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Save the current view as')));
  });
});
