import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import HandymanIcon from '@mui/icons-material/Handyman';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import maintenanceDocument from '../../entities/maintenance_records.json';
import governmentsDocument from '../../entities/governments.json';
import { ICONS, MENU_GROUPS as LANGUAGE_GROUPS, type EntityDefinition } from '../../server/src/entities/language/document';
import { toResourceDef } from '../../src/schema/definitions/toResourceDef';
import { ENTITY_ICONS } from '../../src/schema/definitions/icons';
import { MENU_GROUPS, type ResourceDef } from '../../src/schema/types';
import { GROUP_ICONS, SHELL_GROUPS } from '../../src/routing/navigation';
import { validateDefinitions } from '../../src/schema/validateDefinition';
import { ResourceRegistry } from '../../src/schema/registry';
import { resources } from '../../src/resources';
import zh from '../../src/i18n/locales/zh';
import en from '../../src/i18n/locales/en';
import es from '../../src/i18n/locales/es';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, routes, type Received, type TestServer } from './helpers/apiServer';

/**
 * The entity definitions as the console runs them: each document becomes a declaration the
 * generic screens render (fields, rules, calls, permission, menu, words in three languages), and
 * a definition saved while the page lives shows in the menu and on the records it points at.
 */

const maintenance = maintenanceDocument as EntityDefinition;
const governments = governmentsDocument as EntityDefinition;
/** A label as a pattern: found within a longer text (a required mark, a sort arrow). */
const containing = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'));
const field = (def: ResourceDef, source: string) => def.fields.find((f) => f.source === source);

describe('the maintenance records definition', () => {
  const { def, messages } = toResourceDef(maintenance);

  it('has its route, calls, permission, history, menu place and sort', () => {
    expect(def).toMatchObject({
      name: 'maintenance_records',
      route: '/maintenance/records',
      permission: 'maintenance',
      history: 'maintenance_record',
      recordTitle: 'equipment',
      defaultSort: { field: 'date', order: 'DESC' },
      endpoints: {
        list: 'operate/entity/maintenance_records/list',
        get: 'operate/entity/maintenance_records/detail',
        create: 'operate/entity/maintenance_records/create',
        update: 'operate/entity/maintenance_records/update',
        delete: 'operate/entity/maintenance_records/delete',
      },
    });
    expect(def.menu).toEqual({ group: 'maintenance', order: 10, icon: HandymanIcon });
  });

  it('has every field with its rules, in order, and the creation time last', () => {
    expect(def.fields.map((f) => f.source)).toEqual(['company_id', 'equipment', 'kind', 'date', 'result', 'technician', 'cost', 'notes', 'created_at']);
    expect(field(def, 'company_id')).toEqual({
      source: 'company_id',
      type: 'reference',
      required: true,
      filter: 'alwaysOn',
      reference: { resource: 'companies', optionText: 'name', display: 'company_name', related: 'resources.maintenance_records.related.company_id' },
    });
    expect(field(def, 'equipment')).toEqual({ source: 'equipment', type: 'text', required: true, maxLength: 64, sortable: true });
    expect(field(def, 'kind')).toEqual({ source: 'kind', type: 'choice', required: true, filter: 'alwaysOn', sortable: true, choices: ['routine', 'repair', 'overhaul', 'calibration'] });
    expect(field(def, 'date')).toEqual({ source: 'date', type: 'date', required: true, filter: true, sortable: true });
    expect(field(def, 'cost')).toEqual({ source: 'cost', type: 'number', decimals: 2, min: 0, max: 100000000, sortable: true });
    expect(field(def, 'notes')).toEqual({ source: 'notes', type: 'longText', maxLength: 2000, list: false });
    expect(field(def, 'created_at')).toEqual({ source: 'created_at', type: 'datetime', form: false, sortable: true });
  });

  it('imports through its own call, with an example row of its form fields', () => {
    expect(def.import?.endpoint).toBe('operate/entity/maintenance_records/import');
    expect(def.import?.example).toEqual({ company_id: 1, equipment: '设备', kind: 'routine', date: '2025-03-18', result: 'passed', technician: '技术员', cost: 12.5, notes: '备注' });
  });

  it('passes the declarations check beside the built-ins', () => {
    expect(() => validateDefinitions([...resources, toResourceDef(governments).def, def])).not.toThrow();
  });

  it('speaks zh, en and es', () => {
    expect(messages.en).toMatchObject({
      name: 'Maintenance records',
      item: 'Maintenance record',
      create: 'New maintenance record',
      fields: { company_id: 'Company', cost: 'Cost (yuan)', created_at: 'Created' },
      choices: { kind: { repair: 'Repair' }, result: { failed: 'Failed' } },
      related: { company_id: 'Maintenance records' },
    });
    expect(messages.zh).toMatchObject({ name: '维护记录', create: '新增维护记录', fields: { equipment: '设备', created_at: '创建时间' }, choices: { kind: { overhaul: '大修' } } });
    expect(messages.es).toMatchObject({ item: 'Registro de mantenimiento', fields: { technician: 'Técnico', created_at: 'Creado' }, choices: { result: { pending: 'Pendiente' } } });
    for (const language of ['zh', 'en', 'es'] as const) {
      expect(Object.keys(messages[language].fields as object)).toEqual(def.fields.map((f) => f.source));
    }
  });
});

describe('the governments definition', () => {
  const { def, messages } = toResourceDef(governments);

  it('keeps the contract of the built-in it re-expresses', () => {
    expect(def).toMatchObject({
      name: 'governments',
      route: '/gov/index',
      permission: 'government',
      history: 'government',
      endpoints: {
        list: 'operate/government/government-list',
        get: 'operate/government/government-detail',
        create: 'operate/government/government-create',
        update: 'operate/government/government-update',
        delete: 'operate/government/government-delete',
      },
    });
    expect(def.import).toBeUndefined();
    expect(def.menu).toEqual({ group: 'governmentResources', order: 10, icon: AccountBalanceIcon });
  });

  it('has the area tree, the superior government and the rules', () => {
    expect(field(def, 'city_id')).toEqual({
      source: 'city_id',
      type: 'tree',
      required: true,
      filter: 'alwaysOn',
      sortable: true,
      tree: { endpoint: 'operate/government/get-city-data', parentParam: 'parent_id', display: 'city_name' },
    });
    expect(field(def, 'parent_id')).toEqual({ source: 'parent_id', type: 'reference', list: false, filter: true, reference: { resource: 'governments', optionText: 'name', display: 'parent_name' } });
    expect(field(def, 'name')).toEqual({ source: 'name', type: 'text', required: true, maxLength: 64, sortable: true });
    expect(field(def, 'phone')).toEqual({ source: 'phone', type: 'phone', required: true });
    expect(messages.zh).toMatchObject({ name: '政府列表', fields: { city_id: '所在地区' }, choices: { level: { district: '区县级' } } });
  });
});

describe('every other feature of the language', () => {
  const doc: EntityDefinition = {
    name: 'certificates',
    version: 3,
    labels: { name: { zh: '证书', en: 'Certificates', es: 'Certificados' }, item: { zh: '证书', en: 'Certificate', es: 'Certificado' }, create: { zh: '新增证书', en: 'New certificate', es: 'Nuevo certificado' } },
    menu: { group: 'maintenance', order: 20, icon: 'badge', hidden: true },
    recordTitle: 'code',
    history: false,
    fields: [
      { name: 'code', type: 'text', label: { zh: '编号', en: 'Code', es: 'Código' }, minLength: 4, maxLength: 12, pattern: { regex: '^[A-Z0-9-]+$', message: { zh: '大写字母和数字', en: 'Capitals and digits', es: 'Mayúsculas y dígitos' } } },
      { name: 'active', type: 'status', label: { zh: '状态', en: 'State', es: 'Estado' }, default: true, words: { on: { zh: '有效', en: 'Valid', es: 'Vigente' }, off: { zh: '失效', en: 'Expired', es: 'Caducado' } } },
      { name: 'printed', type: 'boolean', label: { zh: '已打印', en: 'Printed', es: 'Impreso' } },
      { name: 'copies', type: 'number', label: { zh: '份数', en: 'Copies', es: 'Copias' }, decimals: 0, min: 1 },
      { name: 'issued_at', type: 'datetime', label: { zh: '签发时间', en: 'Issued', es: 'Emitido' }, sort: true, list: false },
      { name: 'photo', type: 'image', label: { zh: '照片', en: 'Photo', es: 'Foto' }, show: true, form: true },
      { name: 'scans', type: 'file', label: { zh: '扫描件', en: 'Scans', es: 'Escaneos' }, multiple: true, max: 3, accept: ['pdf', 'png'] },
      { name: 'record_id', type: 'reference', label: { zh: '维护记录', en: 'Record', es: 'Registro' }, reference: { entity: 'maintenance_records' } },
      { name: 'area', type: 'city', label: { zh: '地区', en: 'Area', es: 'Zona' } },
      { name: 'old_code', type: 'text', label: { zh: '旧编号', en: 'Old code', es: 'Código antiguo' }, retired: true },
    ],
  };
  const { def, messages } = toResourceDef(doc, (entity) => (entity === 'maintenance_records' ? 'equipment' : undefined));

  it('takes the default names, no history, a hidden menu entry and the icon by name', () => {
    expect(def.route).toBe('/entity/certificates');
    expect(def.permission).toBe('certificates');
    expect(def.endpoints.get).toBe('operate/entity/certificates/detail');
    expect(def.history).toBeUndefined();
    expect(def.menu).toEqual({ group: 'maintenance', order: 20, icon: ENTITY_ICONS.badge, hidden: true });
  });

  it('maps each type and rule, and leaves retired fields out', () => {
    expect(field(def, 'code')).toMatchObject({ type: 'text', minLength: 4, maxLength: 12, pattern: { regex: /^[A-Z0-9-]+$/, message: 'resources.certificates.patterns.code' } });
    expect(field(def, 'active')).toEqual({ source: 'active', type: 'status', defaultValue: 1, statusWords: { on: 'resources.certificates.choices.active.on', off: 'resources.certificates.choices.active.off' } });
    expect(field(def, 'printed')).toEqual({ source: 'printed', type: 'boolean' });
    expect(field(def, 'copies')).toEqual({ source: 'copies', type: 'number', decimals: 0, min: 1 });
    // Not listed, so not sortable (the list sorts by its columns).
    expect(field(def, 'issued_at')).toEqual({ source: 'issued_at', type: 'datetime', list: false });
    expect(field(def, 'photo')).toMatchObject({ source: 'photo', type: 'image', files: { entity: 'certificates', multiple: false, max: 1, accept: ['png', 'jpeg', 'gif', 'webp'] } });
    // `max` counts files: no number rule reads it; the export lists the files' names.
    const scans = field(def, 'scans')!;
    expect(scans).toMatchObject({ type: 'file', files: { entity: 'certificates', multiple: true, max: 3, accept: ['pdf', 'png'] } });
    expect(scans.max).toBeUndefined();
    const record = { scans: ['a', 'b'], scans_files: [{ id: 'a', name: '证书.pdf' }, { id: 'b', name: 'site.png' }] };
    expect(scans.exportValue?.(record, { translate: (k) => k, registry: undefined as never })).toBe('证书.pdf, site.png');
    expect(field(def, 'record_id')?.reference).toEqual({ resource: 'maintenance_records', optionText: 'equipment', display: 'record_name' });
    expect(field(def, 'area')).toMatchObject({ type: 'tree', tree: { display: 'area_name' } });
    expect(field(def, 'old_code')).toBeUndefined();
    expect(messages.es).toMatchObject({ choices: { active: { on: 'Vigente', off: 'Caducado' } }, patterns: { code: 'Mayúsculas y dígitos' } });
  });
});

describe('the registry of a page', () => {
  it('keeps the built-ins and replaces the entity-made declarations, telling its subscribers', () => {
    const registry = new ResourceRegistry(resources, [toResourceDef(governments).def]);
    let told = 0;
    registry.subscribe(() => told++);
    const { def } = toResourceDef(maintenance);
    registry.replaceEntities([toResourceDef(governments).def, def]);
    expect(told).toBe(1);
    expect(registry.get('maintenance/records')).toBe(def);
    expect(registry.get('maintenance_records')).toBe(def);
    expect(registry.all.slice(0, resources.length)).toEqual(resources);
  });

  it('keeps a definition pointing at an entity this user may not see', () => {
    const registry = new ResourceRegistry(resources, [toResourceDef(governments).def]);
    const secretRef: EntityDefinition = { ...maintenance, name: 'notes', route: undefined, permission: undefined, audit: undefined, defaultSort: undefined, fields: [{ ...maintenance.fields[0], reference: { entity: 'hidden_things' } }, maintenance.fields[1]] };
    registry.replaceEntities([toResourceDef(governments).def, toResourceDef(secretRef).def]);
    expect(registry.get('notes')?.fields[0].reference).toMatchObject({ resource: 'hidden_things', display: 'company_name' });
  });
});

describe('the language and the console agree', () => {
  it('maps every icon name, and no other, to an icon', () => {
    expect(Object.keys(ENTITY_ICONS).sort()).toEqual([...ICONS].sort());
    for (const icon of Object.values(ENTITY_ICONS)) expect(icon).toBeTruthy();
  });

  it('has the menu groups of the language, each with an icon and a title in three languages', () => {
    expect(MENU_GROUPS).toEqual(LANGUAGE_GROUPS);
    for (const group of MENU_GROUPS) {
      expect(SHELL_GROUPS).toContain(group);
      expect(GROUP_ICONS[group], group).toBeTruthy();
      for (const locale of [zh, en, es]) expect((locale.menu as Record<string, string>)[group], group).toBeTruthy();
    }
    expect(en.menu.maintenance).toBe('Maintenance management');
  });
});

// Screens, against a fake API.

const RECORDS = [
  { id: 7, company_id: 3, company_name: 'Qinling Motors', equipment: 'Boiler 2', kind: 'repair', date: '2025-03-18', result: 'passed', technician: 'Wang', cost: 1234.5, notes: 'n', created_at: '2025-03-18 09:00:00', updated_at: '2025-03-18 09:00:00', version: 1 },
];
const GOVERNMENT = { id: 1, name: 'Shaanxi office', level: 'province', city_id: 610000, city_name: 'Shaanxi', parent_id: null, contact: 'Wu', phone: '029-1111111', address: 'A', created_at: '2024-01-01 00:00:00', version: 1 };
const INSPECTIONS = [{ id: 40, government_id: 1, government_name: 'Shaanxi office', subject: 'Spring check', created_at: '2025-04-01 08:00:00', version: 1 }];
const page = (list: object[]) => ok({ list, total: list.length, page: 1, limit: 20 });

let server: TestServer;
let h: Harness;
let close: () => Promise<void>;
let store: typeof import('../../src/schema/definitions/store');
const calls = (path: string) => server.received.filter((r) => r.path === path);

const table = {
  'operate/entity/maintenance_records/list': () => page(RECORDS),
  'operate/company/company-list': () => page([{ id: 3, name: 'Qinling Motors' }]),
  'operate/company/company-detail': () => ok({ id: 3, name: 'Qinling Motors' }),
  'operate/government/government-detail': () => ok(GOVERNMENT),
  'operate/government/government-list': () => page([GOVERNMENT]),
  'operate/entity/inspections/list': (r: Received) => page(INSPECTIONS.filter((i) => String(i.government_id) === r.body.government_id)),
  'operate/audit/log-list': () => page([]),
  'operate/entity/definition-list': () => ok(listed.map(entry)),
};

/** A definition saved elsewhere: inspections of a government, listed on the government's detail. */
const inspections: EntityDefinition = {
  name: 'inspections',
  version: 1,
  labels: { name: { zh: '督查', en: 'Inspections', es: 'Inspecciones' }, item: { zh: '督查', en: 'Inspection', es: 'Inspección' }, create: { zh: '新增督查', en: 'New inspection', es: 'Nueva inspección' } },
  menu: { group: 'governmentResources', order: 20, icon: 'security' },
  recordTitle: 'subject',
  fields: [
    { name: 'government_id', type: 'reference', label: { zh: '政府', en: 'Government', es: 'Gobierno' }, reference: { entity: 'governments', related: { label: { zh: '督查记录', en: 'Inspections held', es: 'Inspecciones hechas' } } } },
    { name: 'subject', type: 'text', label: { zh: '主题', en: 'Subject', es: 'Asunto' } },
  ],
};
const entry = (d: EntityDefinition) => ({ name: d.name, route: d.route, version: d.version, document: d });
/** What definition-list answers. */
let listed: EntityDefinition[] = [governments, maintenance];

beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
  store = await import('../../src/schema/definitions/store');
  // As AdminApp has it: the registry follows the definitions in force.
  store.onDefinitionsChange(() => h.registry.replaceEntities(store.entityDeclarations()));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
});

describe('the generic screens of a definition', () => {
  it('list the maintenance records with their columns, words and decimals', async () => {
    await h.renderAdmin('/maintenance/records');
    const row = (await screen.findByText('Boiler 2')).closest('tr')!;
    expect(within(row).getByText('Qinling Motors')).toBeInTheDocument();
    expect(within(row).getByText('Repair')).toBeInTheDocument();
    expect(within(row).getByText('1,234.50')).toBeInTheDocument();
    for (const header of ['Company', 'Equipment', 'Kind', 'Date', 'Result', 'Technician', 'Cost (yuan)', 'Created']) {
      expect(screen.getByRole('columnheader', { name: containing(header) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: /Notes/ })).toBeNull();
    // Sorted as the definition says.
    expect(calls('operate/entity/maintenance_records/list')[0].body).toMatchObject({ sort: 'date', order: 'desc', page: '1', limit: '20' });
  });

  it('draw the create form from the definition, in Spanish', async () => {
    await h.renderAdmin('/maintenance/records/create', 'es');
    expect(await screen.findByRole('heading', { name: 'Nuevo registro de mantenimiento' })).toBeInTheDocument();
    for (const label of ['Empresa', 'Equipo', 'Tipo', 'Fecha', 'Resultado', 'Técnico', 'Coste (yuanes)', 'Notas']) {
      expect(screen.getAllByText(containing(label)).length, label).toBeGreaterThan(0);
    }
    expect(screen.getByRole('spinbutton', { name: /Coste/ })).toHaveAttribute('step', '0.01');
    expect(screen.queryByText('Creado')).toBeNull();
  });
});

describe('a definition saved while the page lives', () => {
  it('puts its list in the menu, and its records on the detail of the record they point at', async () => {
    const shell = await import('./helpers/shellHarness');
    const { AppMenu } = await import('../../src/layout/AppMenu');
    const follow = store.onDefinitionsChange(() => shell.registry.replaceEntities(store.entityDeclarations()));
    try {
      await shell.renderInShell(<AppMenu />, { session: shell.ADMIN });
      await waitFor(() => expect(screen.getByTestId('app-menu').querySelector('a[href="/maintenance/records"]')).not.toBeNull());
      expect(screen.getByTestId('app-menu').querySelector('a[href="/entity/inspections"]')).toBeNull();

      act(() => store.receiveDefinitions([entry(governments), entry(maintenance), entry(inspections)]));
      const link = await waitFor(() => {
        const found = screen.getByTestId('app-menu').querySelector('a[href="/entity/inspections"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(link.textContent).toBe('Inspections');
      // Kept for the next cold load, by name and version.
      expect(JSON.parse(localStorage.getItem('ops-entities')!).inspections.version).toBe(1);
    } finally {
      follow();
    }
  });

  it('reads the definitions again when the live stream says one was saved', async () => {
    const { fakeEventStream } = await import('./helpers/liveFake');
    const shell = await import('./helpers/shellHarness');
    const { AppMenu } = await import('../../src/layout/AppMenu');
    const { LiveChanges } = await import('../../src/live/LiveChanges');
    const follow = store.onDefinitionsChange(() => shell.registry.replaceEntities(store.entityDeclarations()));
    const live = fakeEventStream();
    try {
      await shell.renderInShell(
        <>
          <AppMenu />
          <LiveChanges />
        </>,
        { session: shell.ADMIN },
      );
      await waitFor(() => expect(live.connected()).toBe(true));
      // Once as the stream comes up: a save before it would not be told.
      await waitFor(() => expect(calls('operate/entity/definition-list')).toHaveLength(1));
      const audits = { ...inspections, name: 'audits', labels: { ...inspections.labels, name: { zh: '审计', en: 'Audits', es: 'Auditorías' } }, fields: inspections.fields.slice(1) };
      listed = [governments, maintenance, inspections, audits];
      act(() => live.send({ kind: 'record', action: 'update', resource: 'entity_definition', id: null, name: 'audits', by: 'admin', at: '2026-11-27 10:42:05' }));
      await waitFor(() => expect(screen.getByTestId('app-menu').querySelector('a[href="/entity/audits"]')).not.toBeNull());
      expect(calls('operate/entity/definition-list')).toHaveLength(2);
    } finally {
      follow();
      listed = [governments, maintenance];
      vi.unstubAllGlobals();
    }
  });

  it('asks again on a navigation while the stream is down, at most every ten seconds', async () => {
    Cookies.set('Admin-Token', 'nav-token');
    listed = [governments, maintenance, inspections];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      store.checkDefinitionsOnNavigation();
      store.checkDefinitionsOnNavigation();
      await waitFor(() => expect(calls('operate/entity/definition-list')).toHaveLength(1));
      // The stream tells of saves itself.
      store.setDefinitionsFollowedLive(true);
      vi.setSystemTime(Date.now() + 60_000);
      store.checkDefinitionsOnNavigation();
      expect(calls('operate/entity/definition-list')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      store.setDefinitionsFollowedLive(false);
      Cookies.remove('Admin-Token');
      listed = [governments, maintenance];
    }
  });

  it('lists the related records on the detail, with a link to each and a new one for this record', async () => {
    await h.renderAdmin('/gov/index/1/show');
    const section = await screen.findByRole('region', { name: 'Inspections held' });
    const link = await within(section).findByRole('link', { name: 'Spring check' });
    expect(link).toHaveAttribute('href', '/entity/inspections/40/show');
    expect(within(section).getByRole('link', { name: /Create/ }).getAttribute('href')).toBe(`/entity/inspections/create?source=${encodeURIComponent('{"government_id":1}')}`);
    expect(calls('operate/entity/inspections/list')[0].body).toMatchObject({ government_id: '1' });
  });
});
