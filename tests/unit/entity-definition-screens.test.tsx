import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within, act } from '@testing-library/react';
import maintenanceDocument from '../../entities/maintenance_records.json';
import governmentsDocument from '../../entities/governments.json';
import { CONSOLE_SCREENS, type EntityDefinition, type FieldDefinition } from '../../server/src/entities/language/document';
import { toResourceDef } from '../../src/schema/definitions/toResourceDef';
import { DEFINITION_SCREENS } from '../../src/schema/definitions/screens';
import { validateDefinitions } from '../../src/schema/validateDefinition';
import { resources } from '../../src/resources';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, routes, type TestServer } from './helpers/apiServer';

/**
 * What a definition says about its screens beyond the fields, as the console runs it: per-record
 * actions through the update call, a record's place on the map, the list without its views, a
 * field in one form only, and screens named from the console's registry.
 */

const words = (en: string) => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const field = (name: string, type: FieldDefinition['type'], more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type, label: words(name.replace(/^./, (c) => c.toUpperCase())), ...more });

/** Survey stations: a position and a reach, a state set after creation, a serial given once. */
const stations: EntityDefinition = {
  name: 'stations',
  version: 1,
  labels: { name: words('Stations'), item: words('Station'), create: words('New station') },
  menu: { group: 'maintenance', order: 30, icon: 'satellite_alt' },
  recordTitle: 'title',
  fields: [
    field('title', 'text', { required: true }),
    field('serial', 'text', { edit: false }),
    field('lng', 'number', { min: -180, max: 180, decimals: 6, list: false }),
    field('lat', 'number', { min: -90, max: 90, decimals: 6, list: false }),
    field('radius', 'number', { min: 5, max: 1000, list: false }),
    field('status', 'status', { required: true, default: true, create: false }),
  ],
  rowActions: [{ type: 'toggleStatus', field: 'status' }],
  place: { lng: 'lng', lat: 'lat', radius: 'radius' },
  listViews: false,
};
const fieldOf = (source: string) => toResourceDef(stations).def.fields.find((f) => f.source === source);

describe('a definition as a declaration', () => {
  const { def } = toResourceDef(stations);

  it('has its row action through the update call, its place and no list views', () => {
    expect(def.rowActions).toEqual([{ type: 'toggleStatus', source: 'status', confirm: 'schema.row.disable_content_record' }]);
    expect(def.place).toEqual({ lng: 'lng', lat: 'lat', radius: 'radius' });
    expect(def.listViews).toBe(false);
    expect(def.components).toBeUndefined();
    expect(() => validateDefinitions([...resources, ...[governmentsDocument, maintenanceDocument].map((d) => toResourceDef(d as EntityDefinition).def), def])).not.toThrow();
  });

  it('shows a field in one form only, and imports the create form fields', () => {
    expect(fieldOf('status')).toEqual({ source: 'status', type: 'status', required: true, create: false, defaultValue: 1 });
    // A text field without its own maxLength is held to the server's 255.
    expect(fieldOf('serial')).toEqual({ source: 'serial', type: 'text', maxLength: 255, edit: false });
    expect(Object.keys(def.import!.example)).toEqual(['title', 'serial', 'lng', 'lat', 'radius']);
  });

  it('keeps list views, actions and place unsaid when the definition says nothing', () => {
    const plain = toResourceDef(maintenanceDocument as EntityDefinition).def;
    for (const key of ['rowActions', 'place', 'listViews', 'components'] as const) expect(plain[key], key).toBeUndefined();
  });

  it('names screens from a registry holding exactly the names the language lists', () => {
    expect(Object.keys(DEFINITION_SCREENS).sort()).toEqual([...CONSOLE_SCREENS].sort());
    // A name this console lacks (a newer server's) keeps the generic screen.
    const unknown = { ...stations, screens: { show: 'stationBoard' } } as unknown as EntityDefinition;
    expect(toResourceDef(unknown).def.components).toBeUndefined();
  });
});

const STATION = { id: 7, title: 'North mast', serial: 'NM-01', lng: 108.9, lat: 34.2, radius: 30, status: 1, created_at: '2025-04-01 08:00:00', version: 3 };
const entry = (d: EntityDefinition) => ({ name: d.name, route: d.route, version: d.version, document: d });

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;
const calls = (path: string) => server.received.filter((r) => r.path === path);

beforeAll(async () => {
  ({ server, h, close } = await startHarness(
    routes({
      'operate/entity/stations/list': () => ok({ list: [STATION], total: 1, page: 1, limit: 20 }),
      'operate/entity/stations/detail': () => ok(STATION),
      'operate/entity/stations/update': () => ok({ ...STATION, status: 0, version: 4 }),
      'operate/audit/log-list': () => ok({ list: [], total: 0, page: 1, limit: 20 }),
    }),
  ));
  const store = await import('../../src/schema/definitions/store');
  store.onDefinitionsChange(() => h.registry.replaceEntities(store.entityDeclarations()));
  act(() => store.receiveDefinitions([entry(governmentsDocument as EntityDefinition), entry(maintenanceDocument as EntityDefinition), entry(stations)]));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
});

describe('the generic screens of such a definition', () => {
  it('list without column chooser or saved views, and disable a record through its update call after asking', async () => {
    await h.renderAdmin('/entity/stations');
    const row = (await screen.findByText('North mast')).closest('tr')!;
    expect(screen.queryByTestId('columns-button')).toBeNull();
    expect(screen.queryByTestId('views-button')).toBeNull();
    fireEvent.click(await within(row).findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('It stays in the list, disabled, until it is enabled again.')).toBeInTheDocument();
    expect(calls('operate/entity/stations/update')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /Disable/ }));
    await waitFor(() => expect(calls('operate/entity/stations/update')).toHaveLength(1));
    expect(calls('operate/entity/stations/update')[0].body).toMatchObject({ id: '7', status: '0', version: '3' });
  });

  it('create without the state set later, and edit without the serial given once', async () => {
    await h.renderAdmin('/entity/stations/create');
    expect(await screen.findByRole('heading', { name: 'New station' })).toBeInTheDocument();
    expect(screen.getAllByText(/Serial/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Status/)).toBeNull();
  });

  it('edit with the state and without the serial', async () => {
    await h.renderAdmin('/entity/stations/7');
    expect(await screen.findByDisplayValue('North mast')).toBeInTheDocument();
    expect(screen.getAllByText(/Status/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Serial/)).toBeNull();
  });
});
