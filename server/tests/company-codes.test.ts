// operate/company/*code*: check points (QR codes) and their check items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../src/db/time.js';
import {
  createTestContext,
  dataOf,
  defineAccessTests,
  fieldsOf,
  insertCityTree,
  insertCompany,
  insertGovernment,
  type TestContext,
} from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let companyId: number;
let otherCompanyId: number;

const PATHS = ['operate/company/create-code', 'operate/company/code-by-company', 'operate/company/code-list', 'operate/company/code-delete-company'];
const CHECK_POINT_KEYS = ['code', 'company_id', 'company_name', 'created_at', 'id', 'items_count', 'lat', 'lng', 'name', 'radius', 'version'];
const CODE = /^CP-\d{6}-[A-HJ-NP-Z2-9]{8}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface CheckPoint {
  id: number;
  company_id: number;
  company_name: string;
  name: string;
  code: string;
  lng: number | null;
  lat: number | null;
  radius: number;
  items_count: number;
  created_at: string;
}

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

async function create(body: Record<string, unknown> = {}, options: { json?: boolean } = {}) {
  const res = await ctx.call<CheckPoint>('operate/company/create-code', { company_id: companyId, name: 'Boiler room', ...body }, { token: admin, ...options });
  return dataOf(res);
}

const itemsOf = (pointId: number) =>
  ctx.db.selectFrom('check_items').select(['name', 'standard', 'sort']).where('check_point_id', '=', pointId).orderBy('sort').execute();

async function insertInspection(pointId: number, company = companyId): Promise<void> {
  await ctx.db
    .insertInto('inspections')
    .values({ company_id: company, check_point_id: pointId, staff_id: null, status: 'normal', results: '[]', content: null, identity: 'staff', created_at: nowText() })
    .execute();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const tree = await insertCityTree(ctx.db);
  const govId = await insertGovernment(ctx.db, { city_id: tree.cityId });
  companyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId, name: 'Tianhe Propulsion' });
  otherCompanyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId, name: 'Shenzhou Materials' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, PATHS);

  it('opens the calls with check:view, check:create and check:delete', async () => {
    const view = await ctx.createUserWithPermissions(['check:view']);
    expect((await ctx.call('operate/company/code-list', {}, { token: view })).error).toBe(2000);
    expect((await ctx.call('operate/company/code-by-company', { company_id: companyId }, { token: view })).error).toBe(2000);
    expect((await ctx.call('operate/company/create-code', {}, { token: view })).error).toBe(2003);
    expect((await ctx.call('operate/company/code-delete-company', { id: 1 }, { token: view })).error).toBe(2003);
    const creator = await ctx.createUserWithPermissions(['check:create']);
    expect((await ctx.call('operate/company/create-code', { company_id: companyId, name: 'Gate' }, { token: creator })).error).toBe(2000);
    expect((await ctx.call('operate/company/code-list', {}, { token: creator })).error).toBe(2003);
  });
});

describe('operate/company/create-code', () => {
  it('answers the CheckPoint record with a unique QR code', async () => {
    const point = await create({ name: 'Fuel depot', lng: '116.39', lat: 39.91 });
    expect(Object.keys(point).sort()).toEqual(CHECK_POINT_KEYS);
    expect(point).toMatchObject({ company_id: companyId, company_name: 'Tianhe Propulsion', name: 'Fuel depot', lng: 116.39, lat: 39.91, items_count: 0 });
    expect(point.code).toMatch(CODE);
    expect(point.code.startsWith(`CP-${String(companyId).padStart(6, '0')}-`)).toBe(true);
    expect(point.created_at).toMatch(DATE_TIME);
    const codes = new Set([point.code]);
    for (let i = 0; i < 5; i++) codes.add((await create()).code);
    expect(codes.size).toBe(6);
  });

  it('takes items as names, in order', async () => {
    const point = await create({ items: ['Extinguisher pressure', 'Exit signs lit', ' '] });
    expect(point.items_count).toBe(2);
    expect(await itemsOf(point.id)).toEqual([
      { name: 'Extinguisher pressure', standard: '', sort: 1 },
      { name: 'Exit signs lit', standard: '', sort: 2 },
    ]);
  });

  it('takes items as { name, standard }: JSON text in a form, objects in JSON', async () => {
    const form = await create({ items: [JSON.stringify({ name: 'Valve', standard: 'Closed after use' }), 'Floor dry', '{not json'] });
    expect(await itemsOf(form.id)).toEqual([
      { name: 'Valve', standard: 'Closed after use', sort: 1 },
      { name: 'Floor dry', standard: '', sort: 2 },
      { name: '{not json', standard: '', sort: 3 },
    ]);
    const json = await create({ items: [{ name: 'Gauge', standard: '0.6-1.0 MPa' }, { name: 'Seal' }] }, { json: true });
    expect(json.items_count).toBe(2);
    expect(await itemsOf(json.id)).toEqual([
      { name: 'Gauge', standard: '0.6-1.0 MPa', sort: 1 },
      { name: 'Seal', standard: '', sort: 2 },
    ]);
  });

  it('answers 2001 naming the bad fields', async () => {
    const missing = await ctx.call('operate/company/create-code', {}, { token: admin });
    expect(missing.error).toBe(2001);
    expect(fieldsOf(missing)).toEqual(['company_id', 'name']);
    const bad = await ctx.call(
      'operate/company/create-code',
      { company_id: 'x', name: 'n'.repeat(65), lng: -181, lat: 'far', items: Array.from({ length: 51 }, (_, i) => `Item ${i}`) },
      { token: admin },
    );
    expect(fieldsOf(bad)).toEqual(['company_id', 'items', 'lat', 'lng', 'name']);
    const badItem = await ctx.call('operate/company/create-code', { company_id: companyId, name: 'Gate', items: [{ standard: 'no name' }] }, { token: admin, json: true });
    expect(fieldsOf(badItem)).toEqual(['items']);
    const notItem = await ctx.call('operate/company/create-code', { company_id: companyId, name: 'Gate', items: [true] }, { token: admin, json: true });
    expect(notItem.data).toEqual({ fields: { items: 'Each item must be a name or an object with name and standard.' } });
  });

  it('stores the reach (radius, metres): 30 unless given, whole metres from 5 to 1000', async () => {
    expect((await create()).radius).toBe(30);
    const wide = await create({ name: 'Yard', lng: 116.3, lat: 39.9, radius: '120' });
    expect(wide.radius).toBe(120);
    expect((await ctx.db.selectFrom('check_points').select('radius').where('id', '=', wide.id).executeTakeFirstOrThrow()).radius).toBe(120);
    expect((await create({ radius: 5 })).radius).toBe(5);
    expect((await create({ radius: 1000 }, { json: true })).radius).toBe(1000);
    for (const [radius, message] of [
      [4, 'Must be at least 5.'],
      [1001, 'Must be at most 1000.'],
      [12.5, 'Must be a whole number.'],
      ['far', 'Must be a whole number.'],
    ] as const) {
      const res = await ctx.call('operate/company/create-code', { company_id: companyId, name: 'Gate', radius }, { token: admin });
      expect(res.error).toBe(2001);
      expect(res.data).toEqual({ fields: { radius: message } });
    }
    // The database refuses a reach out of range written past the API, too.
    await expect(ctx.db.updateTable('check_points').set({ radius: 0 }).where('id', '=', wide.id).execute()).rejects.toThrow();
  });

  it('answers 2001 for a company that does not exist and writes nothing', async () => {
    const before = await ctx.db.selectFrom('check_points').select('id').execute();
    const res = await ctx.call('operate/company/create-code', { company_id: 999999, name: 'Gate', items: ['A'] }, { token: admin });
    expect(res.error).toBe(2001);
    expect(res.data).toEqual({ fields: { company_id: 'The company does not exist.' } });
    expect(await ctx.db.selectFrom('check_points').select('id').execute()).toHaveLength(before.length);
  });
});

describe('operate/company/code-by-company', () => {
  it("answers the company's check points, oldest first", async () => {
    const a = await create({ company_id: otherCompanyId, name: 'North gate', items: ['Lock'] });
    const b = await create({ company_id: otherCompanyId, name: 'South gate' });
    const points = dataOf(await ctx.call<CheckPoint[]>('operate/company/code-by-company', { company_id: otherCompanyId }, { token: admin }));
    expect(points).toEqual([a, b]);
    expect(points[0]).toMatchObject({ company_name: 'Shenzhou Materials', items_count: 1 });
  });

  it('answers an empty list for a company without check points', async () => {
    const tree = await insertCityTree(ctx.db);
    const gov = await insertGovernment(ctx.db, { city_id: tree.cityId });
    const empty = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: gov });
    expect(dataOf(await ctx.call('operate/company/code-by-company', { company_id: empty }, { token: admin }))).toEqual([]);
  });

  it('answers 2005 for an unknown company and 2001 without one', async () => {
    const res = await ctx.call('operate/company/code-by-company', { company_id: 999999 }, { token: admin });
    expect(res.error).toBe(2005);
    expect(res.message).toBe('The company does not exist.');
    expect(fieldsOf(await ctx.call('operate/company/code-by-company', {}, { token: admin }))).toEqual(['company_id']);
  });
});

describe('operate/company/code-list', () => {
  const list = async (body: Record<string, unknown>) =>
    dataOf(await ctx.call<Page<CheckPoint>>('operate/company/code-list', body, { token: admin }));
  const ids = (page: Page<CheckPoint>) => page.list.map((p) => p.id);
  let scoped: number;
  let points: CheckPoint[];

  beforeAll(async () => {
    const tree = await insertCityTree(ctx.db);
    const gov = await insertGovernment(ctx.db, { city_id: tree.cityId });
    scoped = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: gov, name: 'Kunlun 50%_Valves' });
    points = [
      await create({ company_id: scoped, name: 'Compressor', items: ['a', 'b', 'c'] }),
      await create({ company_id: scoped, name: 'Assembly hall', items: ['a'] }),
      await create({ company_id: scoped, name: 'Battery store', items: ['a', 'b'] }),
    ];
  });

  it('answers records with total, page and limit; newest first by default', async () => {
    const page = await list({ company_id: scoped });
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.list).toEqual([...points].reverse());
    for (const p of (await list({ limit: 100 })).list) expect(Object.keys(p).sort()).toEqual(CHECK_POINT_KEYS);
  });

  it('filters by company and id', async () => {
    expect((await list({ company_id: companyId, limit: 100 })).list.every((p) => p.company_id === companyId)).toBe(true);
    expect(await list({ id: points[1]!.id })).toMatchObject({ total: 1, list: [points[1]] });
    expect(await list({ id: points[1]!.id, company_id: companyId })).toMatchObject({ total: 0, list: [] });
    expect(await list({ company_id: 999999 })).toMatchObject({ total: 0, list: [] });
  });

  it('searches name, code and company name, literally and ignoring case', async () => {
    expect(ids(await list({ keyword: 'COMPRESSOR' }))).toEqual([points[0]!.id]);
    expect(ids(await list({ keyword: points[2]!.code.slice(-8).toLowerCase() }))).toEqual([points[2]!.id]);
    expect((await list({ keyword: 'kunlun 50%_', sort: 'id', order: 'asc' })).list.map((p) => p.id)).toEqual(points.map((p) => p.id));
    expect((await list({ keyword: '0%_v' })).total).toBe(3);
    expect((await list({ keyword: '%' })).total).toBe(3);
    expect((await list({ keyword: 'hall', company_id: scoped })).total).toBe(1);
    expect((await list({ keyword: 'hall', company_id: companyId })).total).toBe(0);
  });

  it('sorts by name, code, items_count and created_at and pages without overlap', async () => {
    const scope = { company_id: scoped };
    expect(ids(await list({ ...scope, sort: 'items_count', order: 'desc' }))).toEqual([points[0]!.id, points[2]!.id, points[1]!.id]);
    expect(ids(await list({ ...scope, sort: 'name', order: 'asc' }))).toEqual([points[1]!.id, points[2]!.id, points[0]!.id]);
    const byCode = [...points].sort((a, b) => (a.code < b.code ? -1 : 1)).map((p) => p.id);
    expect(ids(await list({ ...scope, sort: 'code', order: 'asc' }))).toEqual(byCode);
    expect(ids(await list({ ...scope, sort: 'created_at', order: 'asc' }))).toEqual(points.map((p) => p.id));
    const first = await list({ ...scope, sort: 'name', order: 'asc', limit: 2 });
    const second = await list({ ...scope, sort: 'name', order: 'asc', limit: 2, page: 2 });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...ids(first), ...ids(second)]).toEqual([points[1]!.id, points[2]!.id, points[0]!.id]);
  });

  it('answers 2001 for list params out of bounds', async () => {
    for (const [body, field] of [
      [{ limit: 0 }, 'limit'],
      [{ sort: 'lng' }, 'sort'],
      [{ order: 'sideways' }, 'order'],
      [{ company_id: 'x' }, 'company_id'],
    ] as const) {
      const res = await ctx.call('operate/company/code-list', body, { token: admin });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual([field]);
    }
  });
});

describe('operate/company/code-delete-company', () => {
  it('deletes the point with its items and answers the id', async () => {
    const point = await create({ items: ['One', 'Two'] });
    expect(dataOf(await ctx.call('operate/company/code-delete-company', { id: point.id }, { token: admin }))).toEqual({ id: point.id });
    expect(await itemsOf(point.id)).toEqual([]);
    expect((await ctx.call<Page<CheckPoint>>('operate/company/code-list', { id: point.id }, { token: admin })).data.total).toBe(0);
    expect((await ctx.call('operate/company/code-delete-company', { id: point.id }, { token: admin })).error).toBe(2005);
  });

  it('answers 2009 and deletes nothing while inspections reference the point', async () => {
    const point = await create({ items: ['One'] });
    await insertInspection(point.id);
    const res = await ctx.call('operate/company/code-delete-company', { id: point.id }, { token: admin });
    expect(res.error).toBe(2009);
    expect(res.message).toBe('The check point still has inspections.');
    expect(await itemsOf(point.id)).toHaveLength(1);
    expect((await ctx.call<Page<CheckPoint>>('operate/company/code-list', { id: point.id }, { token: admin })).data.total).toBe(1);
  });

  it('answers 2005 for an unknown id and 2001 without one', async () => {
    const res = await ctx.call('operate/company/code-delete-company', { id: 999999 }, { token: admin, lang: 'zh' });
    expect(res.error).toBe(2005);
    expect(res.message).toBe('检查点不存在。');
    expect(fieldsOf(await ctx.call('operate/company/code-delete-company', {}, { token: admin }))).toEqual(['id']);
  });
});
