import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, refuse, routes, startApiServer, type Received, type TestServer } from './helpers/apiServer';

/**
 * The tree input (src/schema/inputs/TreeInput.tsx) against a real local server: levels are
 * fetched only when opened, it works with the keyboard, shows and clears the current value,
 * and drives a list filter.
 */

const CITIES: Record<string, object[]> = {
  '': [
    { id: 610000, name: 'Shaanxi', parent_id: null, has_children: true },
    { id: 420000, name: 'Hubei', parent_id: null, has_children: true },
  ],
  '610000': [
    { id: 610100, name: "Xi'an", parent_id: 610000, has_children: true },
    { id: 610300, name: 'Baoji', parent_id: 610000, has_children: false },
  ],
  '610100': [{ id: 610113, name: 'Yanta', parent_id: 610100, has_children: false }],
  '420000': [{ id: 420100, name: 'Wuhan', parent_id: 420000, has_children: false }],
};

const GOVERNMENT = { id: 2, name: 'Yanta office', level: 'district', city_id: 610113, city_name: 'Yanta', parent_id: null, contact: 'Li', phone: '029-1234567', address: 'Road 1', created_at: '2024-01-02 03:04:05' };

let server: TestServer;
let failRoots = false;
const cityCalls = () => server.received.filter((r) => r.path === 'operate/government/get-city-data');

function answer(request: Received) {
  if (request.path === 'operate/government/get-city-data') {
    if (failRoots && !request.body.parent_id) return refuse(5000, 'Server fault');
    return ok(CITIES[String(request.body.parent_id ?? '')] ?? []);
  }
  if (request.path === 'operate/government/government-list') {
    const rows = request.body.city_id ? [GOVERNMENT].filter((g) => String(g.city_id) === request.body.city_id) : [GOVERNMENT];
    return ok({ list: rows, total: rows.length, page: 1, limit: 20 });
  }
  return refuse(2005, `no route ${request.path}`);
}

type Harness = typeof import('./helpers/resourceHarness');
let h: Harness;
let TreeInput: (typeof import('../../src/schema/inputs/TreeInput'))['default'];
let clearTreeLevels: () => void;
let ra: typeof import('react-admin');
let governments: import('../../src/schema/types').ResourceDef;

beforeAll(async () => {
  server = await startApiServer(routes({ 'operate/government/get-city-data': answer, 'operate/government/government-list': answer }));
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  h = await import('./helpers/resourceHarness');
  TreeInput = (await import('../../src/schema/inputs/TreeInput')).default;
  clearTreeLevels = (await import('../../src/schema/inputs/treeData')).clearTreeLevels;
  ra = await import('react-admin');
  governments = h.registry.get('governments')!;
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  failRoots = false;
  clearTreeLevels();
  localStorage.clear();
});

const cityField = () => governments.fields.find((f) => f.source === 'city_id')!;

/** The tree input alone in a react-admin form; the submitted values go to `submitted`. */
async function renderForm(record: Record<string, unknown> = {}) {
  const submitted: Record<string, unknown>[] = [];
  const { Form, required } = ra;
  const view = await h.renderInAdmin(
    <ra.ResourceContextProvider value="gov/index">
      <Form record={record} onSubmit={(values: Record<string, unknown>) => void submitted.push(values)}>
        <TreeInput def={governments} field={cityField()} label="resources.governments.fields.city_id" validate={[required()]} />
        <button type="submit">submit</button>
      </Form>
    </ra.ResourceContextProvider>,
  );
  return { submitted, view, input: await screen.findByRole('combobox', { name: /Area/ }) };
}

describe('TreeInput in a form', () => {
  it('loads nothing until opened, then each level only when its parent is chosen', async () => {
    const { submitted, input } = await renderForm();
    expect(cityCalls()).toHaveLength(0);

    fireEvent.click(input);
    const roots = await screen.findByRole('listbox', { name: 'Area' });
    expect(within(roots).getAllByRole('option').map((o) => o.textContent)).toEqual(['Shaanxi', 'Hubei']);
    expect(cityCalls().map((r) => r.body.parent_id)).toEqual([undefined]);

    fireEvent.click(within(roots).getByRole('option', { name: 'Shaanxi' }));
    const cities = await screen.findByRole('listbox', { name: 'Level 2' });
    expect(cityCalls().map((r) => r.body.parent_id)).toEqual([undefined, '610000']);
    // A parent is a valid choice too (a province-level government sits on a province).
    expect(input).toHaveValue('Shaanxi');

    fireEvent.click(within(cities).getByRole('option', { name: /Baoji/ }));
    // A leaf closes the picker and shows the whole path.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input).toHaveValue('Shaanxi / Baoji');

    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].city_id).toBe(610300);
  });

  it('is driven by the keyboard: ↓ opens, ↓/↑ move, → opens the next level, Enter chooses, Esc closes', async () => {
    const { input } = await renderForm();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const roots = await screen.findByRole('listbox', { name: 'Area' });
    await waitFor(() => expect(within(roots).getByRole('option', { name: 'Shaanxi' })).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(within(roots).getByRole('option', { name: 'Hubei' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(within(roots).getByRole('option', { name: 'Shaanxi' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const cities = await screen.findByRole('listbox', { name: 'Level 2' });
    await waitFor(() => expect(within(cities).getByRole('option', { name: /Xi'an/ })).toHaveFocus());
    // → only opened the level: nothing is chosen yet.
    expect(input).toHaveValue('');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const districts = await screen.findByRole('listbox', { name: 'Level 3' });
    await waitFor(() => expect(within(districts).getByRole('option', { name: 'Yanta' })).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(within(cities).getByRole('option', { name: /Xi'an/ })).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    // The level is shown afresh: look it up again.
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Level 3' })).getByRole('option', { name: 'Yanta' })).toHaveFocus());

    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue("Shaanxi / Xi'an / Yanta"));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // Backspace clears; Escape closes an open picker without choosing.
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(input).toHaveValue('');
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('listbox', { name: 'Area' });
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'Area' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input).toHaveValue('');
  });

  it('shows the current value of a record on edit, and the clear button empties it (required again)', async () => {
    const { submitted, input } = await renderForm({ id: 2, city_id: 610113, city_name: 'Yanta' });
    expect(input).toHaveValue('Yanta');
    expect(cityCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });

  it('opens on the path of a value it has seen, and remembers the path across mounts', async () => {
    const first = await renderForm();
    fireEvent.click(first.input);
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Area' })).getByRole('option', { name: 'Hubei' }));
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Level 2' })).getByRole('option', { name: 'Wuhan' }));
    await waitFor(() => expect(first.input).toHaveValue('Hubei / Wuhan'));
    // Unmounted by React: emptying the page under it races its pending updates.
    first.view.unmount();

    // A second input whose value is that id (e.g. a filter restored after a reload).
    const second = await renderForm({ city_id: 420100 });
    await waitFor(() => expect(second.input).toHaveValue('Hubei / Wuhan'));
    fireEvent.click(second.input);
    const cities = await screen.findByRole('listbox', { name: 'Level 2' });
    expect(within(cities).getByRole('option', { name: 'Wuhan' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when a level cannot be loaded, and tries again on request', async () => {
    failRoots = true;
    const { input } = await renderForm();
    fireEvent.click(input);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    failRoots = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Shaanxi' })).toBeInTheDocument();
  });
});

describe('TreeInput as a list filter', () => {
  it('filters the governments list by the chosen city (city_id sent with the list call)', async () => {
    await h.renderAdmin('/gov/index');
    // The first render loads the lazy list screen: give it time.
    expect(await screen.findByText('Yanta office')).toBeInTheDocument();
    const filter = await screen.findByRole('combobox', { name: 'Area' });
    fireEvent.click(filter);
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Area' })).getByRole('option', { name: 'Hubei' }));
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Level 2' })).getByRole('option', { name: 'Wuhan' }));
    await waitFor(() => expect(server.received.some((r) => r.path === 'operate/government/government-list' && r.body.city_id === '420100')).toBe(true), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.queryByText('Yanta office')).toBeNull());
    expect(h.currentPath()).toContain(encodeURIComponent('"city_id":420100'));

    // Clearing the filter lists everything again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    });
    expect(await screen.findByText('Yanta office')).toBeInTheDocument();
  });
});
