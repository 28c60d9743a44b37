// The record calls every entity definition gets (server/src/entities/records/), against the
// shipped maintenance records and a small definition applied here that points at them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDefinition } from '../src/entities/apply.js';
import { EntityCatalog } from '../src/entities/catalog.js';
import { viewPermissionOf } from '../src/events/hub.js';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { callsUnder, createTestContext, dataOf, defineAccessTests, fieldsOf, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let companyA: number;
let companyB: number;
let companyAName: string;

const path = (op: string) => `operate/entity/maintenance_records/${op}`;
const KEYS = ['company_id', 'company_name', 'cost', 'created_at', 'date', 'equipment', 'id', 'kind', 'notes', 'result', 'technician', 'updated_at', 'version'];

interface Maintenance {
  id: number;
  company_id: number;
  company_name: string;
  equipment: string;
  kind: string;
  date: string;
  result: string;
  technician: string;
  cost: number | null;
  notes: string | null;
  version: number;
}

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  total_capped?: true;
}

const good = (body: Record<string, unknown> = {}) => ({
  company_id: companyA,
  equipment: `Boiler ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'repair',
  date: '2024-05-06',
  result: 'passed',
  technician: 'Zhou Ping',
  cost: '1250.50',
  ...body,
});

const create = async (body: Record<string, unknown> = {}) => dataOf(await ctx.call<Maintenance>(path('create'), good(body), { token: admin }));
const list = async (body: Record<string, unknown>) => dataOf(await ctx.call<Page<Maintenance>>(path('list'), body, { token: admin }));

/** Spare parts: a code with a pattern, unique, and the maintenance record they were fitted in. */
const PARTS: EntityDefinition = {
  name: 'spare_parts',
  version: 1,
  labels: {
    name: { zh: '备件', en: 'Spare parts', es: 'Repuestos' },
    item: { zh: '备件', en: 'Spare part', es: 'Repuesto' },
    create: { zh: '新增备件', en: 'New spare part', es: 'Nuevo repuesto' },
  },
  recordTitle: 'code',
  fields: [
    {
      name: 'code',
      type: 'text',
      label: { zh: '编号', en: 'Code', es: 'Código' },
      required: true,
      unique: true,
      maxLength: 16,
      pattern: { regex: '^[A-Z]{2}-\\d{3}$', message: { zh: '编号形如 AB-123。', en: 'A code reads like AB-123.', es: 'Un código se escribe como AB-123.' } },
    },
    { name: 'fitted_in', type: 'reference', label: { zh: '维护记录', en: 'Maintenance record', es: 'Registro' }, reference: { entity: 'maintenance_records' } },
    { name: 'in_stock', type: 'boolean', label: { zh: '有库存', en: 'In stock', es: 'En existencia' }, default: true, filter: true },
    { name: 'checked_at', type: 'datetime', label: { zh: '检查时间', en: 'Checked at', es: 'Revisado el' }, filter: true, sort: true },
  ],
};
const parts = (op: string) => `operate/entity/spare_parts/${op}`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const tree = await insertCityTree(ctx.db);
  const government = await insertGovernment(ctx.db, { city_id: tree.cityId });
  companyA = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: government });
  companyB = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: government });
  companyAName = (await ctx.db.selectFrom('companies').select('name').where('id', '=', companyA).executeTakeFirstOrThrow()).name;
  await applyDefinition(ctx.db, ctx.dialect, { next: PARTS, author: 'test' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(
    () => ctx,
    callsUnder('operate/entity/maintenance_records').map((c) => c.path),
  );

  it('lists the six calls of the shipped definition', () => {
    expect(callsUnder('operate/entity/maintenance_records').map((c) => c.path).sort()).toEqual(['create', 'delete', 'detail', 'import', 'list', 'update'].map(path));
  });

  it('checks the permission before the body (2003 before 2001), and import needs create', async () => {
    const viewer = await ctx.createUserWithPermissions(['maintenance:view']);
    expect((await ctx.call(path('create'), {}, { token: viewer })).error).toBe(2003);
    expect((await ctx.call(path('update'), { id: 'x' }, { token: viewer })).error).toBe(2003);
    expect((await ctx.call(path('import'), {}, { token: viewer, json: true })).error).toBe(2003);
    expect((await ctx.call(path('list'), {}, { token: viewer })).error).toBe(2000);
  });

  it('answers 2005 for a path no definition knows', async () => {
    expect((await ctx.call('operate/entity/nothing_here/list', {}, { token: admin })).error).toBe(2005);
  });
});

describe('create', () => {
  it('answers the record with its fields, the company title, the default-free optional fields empty', async () => {
    const body = good();
    const record = await create(body);
    expect(Object.keys(record).sort()).toEqual(KEYS);
    expect(record).toMatchObject({ ...body, cost: 1250.5, notes: null, company_name: companyAName, version: 1 });
  });

  it('answers 2001 naming every missing field, in zh, en and es', async () => {
    for (const [lang, required] of [['zh', '此项为必填项。'], ['en', 'This field is required.'], ['es', 'Este campo es obligatorio.']] as const) {
      const answer = await ctx.call<{ fields: Record<string, string> }>(path('create'), {}, { token: admin, lang });
      expect(answer.error).toBe(2001);
      expect(fieldsOf(answer)).toEqual(['company_id', 'date', 'equipment', 'kind', 'result', 'technician']);
      expect(answer.data.fields.equipment).toBe(required);
    }
  });

  it('answers 2001 for values out of the definition', async () => {
    const bad = await ctx.call<{ fields: Record<string, string> }>(path('create'), good({ cost: '12.345', kind: 'polish', date: '2024-02-30', equipment: 'x'.repeat(65), company_id: 'abc' }), { token: admin });
    expect(fieldsOf(bad)).toEqual(['company_id', 'cost', 'date', 'equipment', 'kind']);
    expect(bad.data.fields.cost).toBe('Must have at most 2 digits after the point.');
    const negative = await ctx.call<{ fields: Record<string, string> }>(path('create'), good({ cost: -1 }), { token: admin, lang: 'es' });
    expect(negative.data.fields).toEqual({ cost: 'Debe ser al menos 0.' });
  });

  it('answers 2001 for a company that does not exist', async () => {
    const answer = await ctx.call<{ fields: Record<string, string> }>(path('create'), good({ company_id: 999999 }), { token: admin });
    expect(answer.error).toBe(2001);
    expect(answer.data.fields).toEqual({ company_id: 'The referenced record does not exist.' });
  });

  it('takes JSON bodies and an Idempotency-Key: a repeat writes once', async () => {
    const body = good();
    const headers = { 'Idempotency-Key': `maintenance-${Math.random()}` };
    const first = await ctx.call<Maintenance>(path('create'), { ...body, cost: 99.9 }, { token: admin, json: true, headers });
    const again = await ctx.call<Maintenance>(path('create'), { ...body, cost: 99.9 }, { token: admin, json: true, headers });
    expect(again.data.id).toBe(first.data.id);
    expect((await list({ keyword: body.equipment })).total).toBe(1);
  });
});

describe('detail', () => {
  it('answers the record, 2005 for an unknown id and 2001 for a bad one', async () => {
    const record = await create();
    expect(dataOf(await ctx.call(path('detail'), { id: record.id }, { token: admin }))).toEqual(record);
    expect((await ctx.call(path('detail'), { id: 999999 }, { token: admin })).error).toBe(2005);
    expect(fieldsOf(await ctx.call(path('detail'), { id: -1 }, { token: admin }))).toEqual(['id']);
  });
});

describe('update', () => {
  const update = (body: Record<string, unknown>) => ctx.call<Maintenance>(path('update'), body, { token: admin });

  it('keeps absent fields, clears empty optional ones, keeps required ones sent empty', async () => {
    const record = await create({ notes: 'Valve replaced' });
    const changed = dataOf(await update({ id: record.id, technician: 'Wu Lan', equipment: '' }));
    expect(changed).toMatchObject({ ...record, technician: 'Wu Lan', version: 2 });
    const cleared = dataOf(await update({ id: record.id, notes: '', cost: null }));
    expect(cleared).toMatchObject({ notes: null, cost: null, equipment: record.equipment, version: 3 });
  });

  it('answers 2009 for a stale version and 2005 for an unknown id', async () => {
    const record = await create();
    dataOf(await update({ id: record.id, technician: 'First' }));
    const stale = await ctx.call<{ current: Maintenance }>(path('update'), { id: record.id, technician: 'Second', version: 1 }, { token: admin });
    expect(stale.error).toBe(2009);
    expect(stale.data.current).toMatchObject({ technician: 'First', version: 2 });
    expect((await update({ id: 999999, technician: 'Nobody' })).error).toBe(2005);
  });

  it('checks a changed company exists', async () => {
    const record = await create();
    expect((await update({ id: record.id, company_id: companyB })).data.company_id).toBe(companyB);
    expect(fieldsOf(await update({ id: record.id, company_id: 999999 }))).toEqual(['company_id']);
  });
});

describe('delete', () => {
  it('deletes, answers the id, and refuses a stale version', async () => {
    const record = await create();
    dataOf(await ctx.call(path('update'), { id: record.id, technician: 'Later' }, { token: admin }));
    expect((await ctx.call(path('delete'), { id: record.id, version: 1 }, { token: admin })).error).toBe(2009);
    expect(dataOf(await ctx.call(path('delete'), { id: record.id, version: 2 }, { token: admin }))).toEqual({ id: record.id });
    expect((await ctx.call(path('detail'), { id: record.id }, { token: admin })).error).toBe(2005);
    expect((await ctx.call(path('delete'), { id: record.id }, { token: admin })).error).toBe(2005);
  });

  it('is refused with 2009 while a record of another entity points at it, in the caller language', async () => {
    const record = await create();
    const part = dataOf(await ctx.call<{ id: number; fitted_in_name: string }>(parts('create'), { code: 'VX-100', fitted_in: record.id }, { token: admin }));
    expect(part.fitted_in_name).toBe(record.equipment);
    const refused = await ctx.call(path('delete'), { id: record.id }, { token: admin });
    expect(refused).toMatchObject({ error: 2009, message: 'Records of Spare parts still point at it.' });
    expect((await ctx.call(path('delete'), { id: record.id }, { token: admin, lang: 'zh' })).message).toBe('仍有备件记录指向它。');
    expect((await ctx.call(path('delete'), { id: record.id }, { token: admin, lang: 'es' })).message).toBe('Todavía hay registros de Repuestos que apuntan a él.');
    dataOf(await ctx.call(parts('delete'), { id: part.id }, { token: admin }));
    expect((await ctx.call(path('delete'), { id: record.id }, { token: admin })).error).toBe(2000);
  });
});

describe('a definition with a pattern, a unique field and a default', () => {
  it('says the pattern in the caller language', async () => {
    for (const [lang, message] of [['zh', '编号形如 AB-123。'], ['en', 'A code reads like AB-123.'], ['es', 'Un código se escribe como AB-123.']] as const) {
      const answer = await ctx.call<{ fields: Record<string, string> }>(parts('create'), { code: 'bad' }, { token: admin, lang });
      expect(answer.data.fields).toEqual({ code: message });
    }
  });

  it('fills the default and answers 2009 for a code in use, on create and update', async () => {
    const first = dataOf(await ctx.call<{ id: number; in_stock: number; fitted_in: null }>(parts('create'), { code: 'AA-001' }, { token: admin }));
    expect(first).toMatchObject({ in_stock: 1, fitted_in: null, fitted_in_name: null });
    const repeat = await ctx.call<{ fields: Record<string, string> }>(parts('create'), { code: 'AA-001' }, { token: admin });
    expect(repeat).toMatchObject({ error: 2009, data: { fields: { code: 'The value is already in use.' } } });
    const second = dataOf(await ctx.call<{ id: number }>(parts('create'), { code: 'AA-002', in_stock: 0 }, { token: admin }));
    expect((await ctx.call(parts('update'), { id: second.id, code: 'AA-001' }, { token: admin })).error).toBe(2009);
    // Its own value again is no conflict.
    expect((await ctx.call(parts('update'), { id: second.id, code: 'AA-002' }, { token: admin })).error).toBe(2000);
    expect((await ctx.call<Page<unknown>>(parts('list'), { in_stock: 0 }, { token: admin })).data.list).toHaveLength(1);
  });

  it('takes date-times and filters them by day or by moment', async () => {
    const bad = await ctx.call(parts('create'), { code: 'DT-001', checked_at: '2024-05-06 25:00:00' }, { token: admin });
    expect(bad).toMatchObject({ error: 2001, data: { fields: { checked_at: 'Must be a date and time (YYYY-MM-DD HH:mm:ss).' } } });
    for (const [code, at] of [['DT-001', '2024-05-06 08:00:00'], ['DT-002', '2024-05-06 23:30:00'], ['DT-003', '2024-05-07 00:00:00']]) {
      dataOf(await ctx.call(parts('create'), { code, checked_at: at }, { token: admin }));
    }
    const codes = async (body: Record<string, unknown>) => (await ctx.call<Page<{ code: string }>>(parts('list'), { ...body, sort: 'checked_at', order: 'asc' }, { token: admin })).data.list.map((p) => p.code);
    expect(await codes({ checked_at_from: '2024-05-06', checked_at_to: '2024-05-06' })).toEqual(['DT-001', 'DT-002']);
    expect(await codes({ checked_at_from: '2024-05-06 12:00:00' })).toEqual(['DT-002', 'DT-003']);
    expect(await codes({ checked_at: '2024-05-07 00:00:00' })).toEqual(['DT-003']);
  });

  it('imports all or nothing: a code twice in the file or already in use names its row', async () => {
    const send = (rows: unknown[][]) => ctx.call<{ fields: Record<string, string> }>(parts('import'), { columns: ['code', 'in_stock'], rows }, { token: admin, json: true });
    const answer = await send([['IM-001', 1], ['IM-001', 0], ['AA-001', 1]]);
    expect(answer.data.fields).toEqual({ '2.code': 'The same value is on another row of the file.', '3.code': 'The value is already in use.' });
    expect(dataOf(await send([['IM-001', 1], ['IM-002', 0]]))).toMatchObject({ created: 2 });
  });
});

describe('list', () => {
  let tag: string;
  beforeAll(async () => {
    tag = `Lathe${Math.random().toString(36).slice(2, 6)}`;
    await create({ equipment: `${tag} A`, kind: 'routine', date: '2023-01-10', result: 'failed', cost: 10, company_id: companyB });
    await create({ equipment: `${tag} C`, kind: 'overhaul', date: '2023-03-01', result: 'passed', cost: 300, company_id: companyB });
    await create({ equipment: `${tag} B`, kind: 'routine', date: '2023-02-15', result: 'pending', cost: 20, company_id: companyB, technician: 'Gao Shan' });
  });

  it('pages newest date first by default, with the contract fields', async () => {
    const page = await list({ company_id: companyB, keyword: tag });
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.list.map((r) => r.date)).toEqual(['2023-03-01', '2023-02-15', '2023-01-10']);
    for (const record of page.list) expect(Object.keys(record).sort()).toEqual(KEYS);
    expect(page.total_capped).toBeUndefined();
  });

  it('filters by equality and by date range, searches the keyword fields, sorts by sortable fields', async () => {
    const base = { company_id: companyB, keyword: tag };
    expect((await list({ ...base, kind: 'routine' })).list.map((r) => r.equipment).sort()).toEqual([`${tag} A`, `${tag} B`]);
    expect((await list({ ...base, date_from: '2023-02-01', date_to: '2023-02-28' })).list.map((r) => r.equipment)).toEqual([`${tag} B`]);
    expect((await list({ ...base, date: '2023-01-10' })).total).toBe(1);
    expect((await list({ keyword: 'gao shan', company_id: companyB })).total).toBe(1);
    expect((await list({ ...base, sort: 'cost', order: 'asc' })).list.map((r) => r.cost)).toEqual([10, 20, 300]);
    expect((await list({ ...base, sort: 'equipment', order: 'desc' })).list.map((r) => r.equipment)).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
  });

  it('answers 2001 for list params out of the definition', async () => {
    for (const [body, field] of [
      [{ sort: 'technician' }, 'sort'],
      [{ kind: 'polish' }, 'kind'],
      [{ date_from: '2023-13-01' }, 'date_from'],
      [{ limit: 101 }, 'limit'],
      [{ technician: 'x', notes: 'y', kind: 'oops' }, 'kind'],
    ] as const) {
      const answer = await ctx.call(path('list'), body, { token: admin });
      expect(answer.error).toBe(2001);
      expect(fieldsOf(answer)).toEqual([field]);
    }
  });

  it('caps a large total and says so', async () => {
    const now = '2024-01-01 00:00:00';
    const rows = Array.from({ length: 10_050 }, (_, i) => ({ company_id: companyA, equipment: `Bulk ${i}`, kind: 'routine', date: '2020-01-01', result: 'passed', technician: 'Bulk', created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 500) await ctx.db.insertInto('entity_maintenance_records' as never).values(rows.slice(i, i + 500) as never).execute();
    const started = performance.now();
    const page = await list({});
    expect(performance.now() - started).toBeLessThan(2000);
    expect(page).toMatchObject({ total: 10_000, total_capped: true });
    expect(page.list).toHaveLength(20);
    expect((await list({ company_id: companyB })).total_capped).toBeUndefined();
  });
});

describe('import', () => {
  const send = (rows: unknown[][], dry_run = 0) =>
    ctx.call<{ rows: number; created: number; fields: Record<string, string> }>(
      path('import'),
      { columns: ['company_id', 'equipment', 'kind', 'date', 'result', 'technician', 'cost'], rows, dry_run },
      { token: admin, json: true },
    );

  it('writes all rows or none, takes a company by name or id, and names each bad cell', async () => {
    const tag = `Pump${Math.random().toString(36).slice(2, 6)}`;
    const rows = [
      [companyAName, `${tag} 1`, 'repair', '2024-06-01', 'passed', 'Lin', '10.5'],
      [String(companyB), `${tag} 2`, 'routine', '2024-06-02', 'failed', 'Lin', ''],
    ];
    const bad = await send([...rows, ['No such company', `${tag} 3`, 'polish', '2024-06-03', 'passed', 'Lin', '1']]);
    expect(bad.error).toBe(2001);
    expect(Object.keys(bad.data.fields).sort()).toEqual(['3.kind']);
    const unknown = await send([...rows, ['No such company', `${tag} 3`, 'repair', '2024-06-03', 'passed', 'Lin', '1']]);
    expect(unknown.data.fields).toEqual({ '3.company_id': 'No record has this name or id.' });
    expect((await list({ keyword: tag })).total).toBe(0);
    expect(dataOf(await send(rows, 1))).toEqual({ rows: 2, created: 0, dry_run: true });
    expect((await list({ keyword: tag })).total).toBe(0);
    expect(dataOf(await send(rows))).toEqual({ rows: 2, created: 2, dry_run: false });
    const written = await list({ keyword: tag, sort: 'equipment', order: 'asc' });
    expect(written.list.map((r) => [r.company_id, r.cost])).toEqual([[companyA, 10.5], [companyB, null]]);
    const entries = await ctx.db.selectFrom('audit_log').select(['call', 'record_name']).where('resource', '=', 'maintenance_record').where('record_name', 'like', `${tag}%`).execute();
    expect(entries.map((e) => e.call)).toEqual([path('import'), path('import')]);
  });
});

describe('live changes', () => {
  it('are seen with the entity view permission; a saved definition by every signed-in stream', async () => {
    const catalog = new EntityCatalog(ctx.db);
    await catalog.ready();
    expect(viewPermissionOf('maintenance_record', catalog)).toBe('maintenance:view');
    expect(viewPermissionOf('government', catalog)).toBe('government:view');
    expect(viewPermissionOf('entity_definition', catalog)).toBeNull();
    expect(viewPermissionOf('no_such_thing', catalog)).toBeUndefined();
  });
});

describe('audit', () => {
  it('records each write in its transaction, under the definition audit name and the record title', async () => {
    const record = await create();
    dataOf(await ctx.call(path('update'), { id: record.id, result: 'failed' }, { token: admin }));
    dataOf(await ctx.call(path('delete'), { id: record.id }, { token: admin }));
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'call', 'record_name', 'changes']).where('resource', '=', 'maintenance_record').where('record_id', '=', record.id).orderBy('id').execute();
    expect(entries.map((e) => [e.action, e.call, e.record_name])).toEqual([
      ['create', path('create'), record.equipment],
      ['update', path('update'), record.equipment],
      ['delete', path('delete'), record.equipment],
    ]);
    expect(JSON.parse(entries[1]!.changes)).toEqual([{ field: 'result', from: 'passed', to: 'failed' }]);
    const history = dataOf(await ctx.call<Page<unknown>>('operate/audit/log-list', { resource: 'maintenance_record', record_id: record.id }, { token: admin }));
    expect(history.total).toBe(3);
  });

  it('leaves no entry for a refused write', async () => {
    const before = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('resource', '=', 'maintenance_record').executeTakeFirstOrThrow();
    await ctx.call(path('create'), good({ company_id: 999999 }), { token: admin });
    const after = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('resource', '=', 'maintenance_record').executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
