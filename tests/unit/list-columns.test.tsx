import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { userScopedStore } from '../../src/layout/userStore';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, routes, type TestServer } from './helpers/apiServer';
import { arrange, moved, toggled } from '../../src/schema/views/columns/columnChoice';
import type { FieldDef } from '../../src/schema/types';


// First renders load lazy screens and chunks: slow when the machine is busy.
const LOAD = { timeout: 15_000 };
/**
 * Every generic list lets the user hide, show and reorder its columns, with the keyboard too;
 * the choice lives in the store (kept per user, see user-store.test) and survives a new render.
 */

const GOVERNMENTS = [
  { id: 1, name: 'Shaanxi office', level: 'province', city_id: 610000, city_name: 'Shaanxi', parent_id: null, contact: 'Wu', phone: '029-1111111', address: 'A', created_at: '2024-01-01 00:00:00' },
];

const field = (source: string): FieldDef => ({ source, type: 'text' });
const COLUMNS = ['name', 'level', 'phone'].map(field);

describe('arranging columns', () => {
  it('keeps the chosen order, drops sources no longer declared and appends new ones', () => {
    const { order, hidden, visible } = arrange(COLUMNS, { order: ['phone', 'gone', 'name', 'phone'], hidden: ['level', 'gone'] });
    expect(order).toEqual(['phone', 'name', 'level']);
    expect(hidden).toEqual(['level']);
    expect(visible.map((f) => f.source)).toEqual(['phone', 'name']);
  });

  it('never hides every column', () => {
    expect(arrange(COLUMNS, { order: [], hidden: ['name', 'level', 'phone'] }).visible).toHaveLength(3);
    expect(toggled(['name', 'level'], ['level'], 'name')).toEqual(['level']);
    expect(toggled(['name', 'level'], ['level'], 'level')).toEqual([]);
  });

  it('moves one place at a time and stops at either end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes({ 'operate/government/government-list': () => ok({ list: GOVERNMENTS, total: 1, page: 1, limit: 20 }) })));
});

afterAll(() => close());
beforeEach(() => server.reset());

const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent?.trim() ?? '').filter(Boolean);

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Columns shown' }, LOAD);
}

describe('the column chooser', () => {
  it('hides, shows and reorders columns, keeps the row actions, and remembers the choice', async () => {
    // As the console keeps it: in localStorage, under the user's name.
    localStorage.clear();
    const store = userScopedStore(localStorageStore('1', 'ColumnsTest'), () => 'alice');
    const first = await h.renderAdmin('/gov/index', 'en', store);
    await screen.findByText('Shaanxi office', {}, LOAD);
    expect(headers()).toEqual(['Name', 'Level', 'Area', 'Contact', 'Phone', 'Created', 'Actions']);

    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    await waitFor(() => expect(headers()).not.toContain('Phone'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move “Contact” up' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Level', 'Contact', 'Area', 'Created', 'Actions']));
    // The row keeps its actions and its values follow their columns.
    const row = screen.getByText('Shaanxi office').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(within(row).queryByText('029-1111111')).not.toBeInTheDocument();

    // A new render with the same store (a reload) shows the same columns.
    first.unmount();
    await h.renderAdmin('/gov/index', 'en', store);
    await screen.findByText('Shaanxi office', {}, LOAD);
    expect(headers()).toEqual(['Name', 'Level', 'Contact', 'Area', 'Created', 'Actions']);

    const again = await openPanel();
    fireEvent.click(within(again).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Level', 'Area', 'Contact', 'Phone', 'Created', 'Actions']));
  });

  it('moves with the keyboard, keeping the focus on the moved column', async () => {
    await h.renderAdmin('/gov/index');
    await screen.findByText('Shaanxi office', {}, LOAD);
    const panel = await openPanel();
    const up = within(panel).getByRole('button', { name: 'Move “Level” up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Level', 'Name']));
    // Level is now first: its up arrow is disabled, and the focus went to its down arrow.
    expect(within(panel).getByRole('button', { name: 'Move “Level” up' })).toBeDisabled();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Move “Level” down' }));
  });

  it('keeps the last shown column', async () => {
    await h.renderAdmin('/gov/index');
    await screen.findByText('Shaanxi office', {}, LOAD);
    const panel = await openPanel();
    for (const name of ['Level', 'Area', 'Contact', 'Phone', 'Created']) fireEvent.click(within(panel).getByRole('checkbox', { name }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Actions']));
    expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
  });

  it('speaks Chinese and Spanish', async () => {
    const zh = await h.renderAdmin('/gov/index', 'zh');
    expect(await screen.findByRole('button', { name: '列' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '视图' })).toBeInTheDocument();
    zh.unmount();
    await h.renderAdmin('/gov/index', 'es');
    expect(await screen.findByRole('button', { name: 'Columnas' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vistas' })).toBeInTheDocument();
  });
});
