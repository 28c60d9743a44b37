import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within, act } from '@testing-library/react';
import type { EntityDefinition, FieldDefinition } from '../../server/src/entities/language/document';
import { toResourceDef } from '../../src/schema/definitions/toResourceDef';
import { changeRows } from '../../src/schema/history/describe';
import { toCsv } from '../../src/schema/exporter';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, routes, type Received, type TestServer } from './helpers/apiServer';

/**
 * A multiple reference as the console runs it: a picker of several records (through the server's
 * reference options for a built-in target), chips in the list and the detail, a filter of several
 * records, the history's added and removed titles and the export's list of titles.
 */

const words = (en: string) => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const field = (name: string, type: FieldDefinition['type'], more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type, label: words(name.replace(/^./, (c) => c.toUpperCase())), ...more });

const crews: EntityDefinition = {
  name: 'crews',
  version: 1,
  labels: { name: words('Crews'), item: words('Crew'), create: words('New crew') },
  menu: { group: 'maintenance', order: 40, icon: 'engineering' },
  recordTitle: 'title',
  fields: [
    field('title', 'text', { required: true }),
    field('member_ids', 'reference', { reference: { entity: 'system_users' }, multiple: true, max: 2, filter: true }),
    field('lead_id', 'reference', { reference: { entity: 'staff' } }),
  ],
};

const USERS = [
  { id: 1, title: 'Li Na' },
  { id: 2, title: 'Wang Wu' },
  { id: 3, title: 'Zhao Liu' },
];
const CREW = { id: 5, title: 'Night crew', member_ids: [1, 2], member_names: ['Li Na', 'Wang Wu'], lead_id: 9, lead_name: 'Zhang Wei', created_at: '2025-04-01 08:00:00', version: 2 };

const STAFF = [{ id: 9, title: 'Zhang Wei' }];

/** The reference options of system users and staff, as the server answers them: by id, by keyword, or all. */
function options({ body }: Received) {
  const ids = body.id === undefined ? undefined : [Number(body.id)];
  const keyword = typeof body.keyword === 'string' ? body.keyword.toLowerCase() : '';
  const list = (body.target === 'staff' ? STAFF : USERS).filter((u) => (ids ? ids.includes(u.id) : u.title.toLowerCase().includes(keyword)));
  return ok({ list, total: list.length, page: 1, limit: 25 });
}

describe('a multiple reference as a declaration', () => {
  const { def } = toResourceDef(crews);
  const member = def.fields.find((f) => f.source === 'member_ids')!;

  it('picks several system users through the reference options, holds its max and writes in JSON', () => {
    expect(member).toMatchObject({ type: 'reference', maxItems: 2, filter: true, reference: { resource: 'referenceSystemUsers', optionText: 'title', display: 'member_names', multiple: true } });
    expect(member.max).toBeUndefined();
    expect(def.fields.find((f) => f.source === 'lead_id')!.reference).toEqual({ resource: 'referenceStaff', optionText: 'title', display: 'lead_name' });
    expect(def.endpoints.update).toEqual({ path: 'operate/entity/crews/update', json: true });
  });

  it('shows the titles removed and added in the history, and exports the titles', () => {
    const translate = (key: string, options?: Record<string, unknown>) => (key.endsWith('.removed') ? `Removed: ${options?.items}` : key.endsWith('.added') ? `Added: ${options?.items}` : key);
    const rows = changeRows(def, [{ field: 'member_ids', from: [1, 2], to: [2, 3] }, { field: 'member_names', from: ['Li Na', 'Wang Wu'], to: ['Wang Wu', 'Zhao Liu'] }], translate);
    expect(rows).toEqual([{ field: 'member_names', label: 'resources.crews.fields.member_ids', from: 'Removed: Li Na', to: 'Added: Zhao Liu', secret: false }]);
    const csv = toCsv(def, [CREW], { translate: (key: string) => key } as never);
    expect(csv.split('\r\n')[1]).toContain('"Li Na, Wang Wu"');
  });
});

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;
const calls = (path: string) => server.received.filter((r) => r.path === path);

beforeAll(async () => {
  ({ server, h, close } = await startHarness(
    routes({
      'operate/entity/crews/list': () => ok({ list: [CREW], total: 1, page: 1, limit: 20 }),
      'operate/entity/crews/detail': () => ok(CREW),
      'operate/entity/crews/update': ({ body }) => ok({ ...CREW, ...body, version: 3 }),
      'operate/entity/reference-options': options,
      'operate/audit/log-list': () => ok({ list: [], total: 0, page: 1, limit: 20 }),
    }),
  ));
  const store = await import('../../src/schema/definitions/store');
  store.onDefinitionsChange(() => h.registry.replaceEntities(store.entityDeclarations()));
  act(() => store.receiveDefinitions([{ name: crews.name, route: crews.route, version: 1, document: crews }]));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
});

describe('the screens of a multiple reference', () => {
  it('shows chips in the list and the detail', async () => {
    await h.renderAdmin('/entity/crews');
    const row = (await screen.findByText('Night crew')).closest('tr')!;
    for (const name of ['Li Na', 'Wang Wu']) expect(within(row).getByText(name).closest('.MuiChip-root')).not.toBeNull();
    await h.renderAdmin('/entity/crews/5/show');
    expect((await screen.findAllByText('Li Na')).some((e) => e.closest('.MuiChip-root'))).toBe(true);
  });

  it('edits with a picker of several records, refusing more than the max, and sends the list', async () => {
    await h.renderAdmin('/entity/crews/5');
    await screen.findByDisplayValue('Night crew');
    // A single reference to staff, named through the same options.
    expect(await screen.findByDisplayValue('Zhang Wei')).toBeInTheDocument();
    // The chosen records, named through the reference options by id.
    await screen.findByText('Li Na');
    const input = screen.getByRole('combobox', { name: /Member_ids|Members?/ });
    fireEvent.change(input, { target: { value: 'Zhao' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Zhao Liu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at most 2')).toBeInTheDocument();
    expect(calls('operate/entity/crews/update')).toHaveLength(0);

    // Li Na out: two members, sent as a JSON list.
    const chip = screen.getByText('Li Na').closest('.MuiChip-root')!;
    fireEvent.click(within(chip as HTMLElement).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.queryByText('Choose at most 2')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('operate/entity/crews/update')).toHaveLength(1));
    expect(calls('operate/entity/crews/update')[0]!.body).toMatchObject({ id: '5', member_ids: [2, 3], version: 2 });
  });

  it('filters the list by several records: those holding any of them', async () => {
    const shown = encodeURIComponent(JSON.stringify({ member_ids: true }));
    await h.renderAdmin(`/entity/crews?displayedFilters=${shown}`);
    await screen.findByText('Night crew');
    const input = await screen.findByRole('combobox', { name: /Member_ids/ });
    for (const name of ['Zhao Liu', 'Li Na']) {
      fireEvent.change(input, { target: { value: name.slice(0, 3) } });
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    await waitFor(() => expect(calls('operate/entity/crews/list').some((c) => JSON.stringify(c.body.member_ids) === '["3","1"]')).toBe(true));
  });
});
