// operate/government/*: governments, the city tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  dataOf,
  defineAccessTests,
  fieldsOf,
  insertAccount,
  insertCityTree,
  insertCompany,
  insertGovernment,
  type CityTree,
  type TestContext,
} from './helpers/index.js';
import { callsUnder } from './helpers/access.js';

let ctx: TestContext;
let admin: string;
let tree: CityTree;

const GOVERNMENT_KEYS = ['address', 'city_id', 'city_name', 'contact', 'created_at', 'id', 'level', 'name', 'parent_id', 'parent_name', 'phone', 'updated_at', 'version'];
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface Government {
  id: number;
  name: string;
  level: string;
  city_id: number;
  city_name: string;
  parent_id: number | null;
  created_at: string;
  version: number;
}

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

const good = () => ({
  name: `Emergency Bureau ${Math.random().toString(36).slice(2, 8)}`,
  level: 'city',
  city_id: tree.cityId,
  contact: 'Zhang San',
  phone: '0571-88886666',
  address: '18 Lake Road',
});

async function create(body: Record<string, unknown> = {}) {
  return dataOf(await ctx.call<Government>('operate/government/government-create', { ...good(), ...body }, { token: admin }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  tree = await insertCityTree(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(
    () => ctx,
    callsUnder('operate/government').map((c) => c.path),
  );
});

describe('operate/government/get-city-data', () => {
  it('answers the top level without parent_id', async () => {
    const cities = dataOf(await ctx.call<object[]>('operate/government/get-city-data', {}, { token: admin }));
    expect(cities).toContainEqual({ id: tree.provinceId, name: expect.any(String), parent_id: null, has_children: true });
    for (const c of cities) expect(Object.keys(c).sort()).toEqual(['has_children', 'id', 'name', 'parent_id']);
  });

  it('answers the children of a parent with has_children', async () => {
    const cities = dataOf(await ctx.call<{ id: number; has_children: boolean }[]>('operate/government/get-city-data', { parent_id: tree.provinceId }, { token: admin }));
    expect(cities.map((c) => [c.id, c.has_children])).toEqual([
      [tree.cityId, true],
      [tree.leafCityId, false],
    ]);
  });

  it('opens with either company:view or government:view', async () => {
    for (const permission of ['company:view', 'government:view']) {
      const token = await ctx.createUserWithPermissions([permission]);
      expect((await ctx.call('operate/government/get-city-data', {}, { token })).error).toBe(2000);
    }
  });

  it('answers 2005 for an unknown parent and 2001 for a bad one', async () => {
    expect((await ctx.call('operate/government/get-city-data', { parent_id: 999999 }, { token: admin })).error).toBe(2005);
    const bad = await ctx.call('operate/government/get-city-data', { parent_id: 'abc' }, { token: admin });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['parent_id']);
  });
});

describe('operate/government/government-create', () => {
  it('answers the new record', async () => {
    const body = good();
    const gov = await create(body);
    expect(Object.keys(gov).sort()).toEqual(GOVERNMENT_KEYS);
    expect(gov).toMatchObject({ ...body, parent_id: null, city_name: expect.stringContaining('City') });
    expect(gov.id).toBeGreaterThan(0);
    expect(gov.created_at).toMatch(DATE_TIME);
  });

  it('takes an optional parent', async () => {
    const parent = await create({ level: 'province', city_id: tree.provinceId });
    const child = await create({ parent_id: parent.id });
    expect(child.parent_id).toBe(parent.id);
  });

  it('answers 2001 naming every bad field', async () => {
    const missing = await ctx.call('operate/government/government-create', {}, { token: admin });
    expect(missing.error).toBe(2001);
    expect(fieldsOf(missing)).toEqual(['address', 'city_id', 'contact', 'level', 'name', 'phone']);
    const bad = await ctx.call(
      'operate/government/government-create',
      { ...good(), name: 'x'.repeat(65), level: 'county', phone: 'call me', contact: 'c'.repeat(33), city_id: '1.5' },
      { token: admin },
    );
    expect(fieldsOf(bad)).toEqual(['city_id', 'contact', 'level', 'name', 'phone']);
  });

  it('answers 2001 for references that do not exist', async () => {
    const res = await ctx.call('operate/government/government-create', { ...good(), city_id: 999999, parent_id: 999999 }, { token: admin });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual(['city_id', 'parent_id']);
  });

  it('answers 2009 for a name in use', async () => {
    const first = await create();
    const res = await ctx.call('operate/government/government-create', { ...good(), name: first.name }, { token: admin });
    expect(res.error).toBe(2009);
    expect(fieldsOf(res)).toEqual(['name']);
  });
});

describe('operate/government/government-detail', () => {
  it('answers the record', async () => {
    const gov = await create();
    expect(dataOf(await ctx.call('operate/government/government-detail', { id: gov.id }, { token: admin }))).toEqual(gov);
  });

  it('answers 2005 for an unknown id and 2001 for a bad one', async () => {
    expect((await ctx.call('operate/government/government-detail', { id: 999999 }, { token: admin })).error).toBe(2005);
    const bad = await ctx.call('operate/government/government-detail', { id: -3 }, { token: admin });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['id']);
  });
});

describe('operate/government/government-list', () => {
  const list = async (body: Record<string, unknown>) =>
    dataOf(await ctx.call<Page<Government>>('operate/government/government-list', body, { token: admin }));

  it('pages with total, page and limit', async () => {
    for (let i = 0; i < 3; i++) await create({ city_id: tree.districtId, level: 'district' });
    const all = await list({ city_id: tree.districtId });
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(3);
    for (const g of all.list) expect(Object.keys(g).sort()).toEqual(GOVERNMENT_KEYS);
    const second = await list({ city_id: tree.districtId, page: 2, limit: 2, sort: 'id', order: 'asc' });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.list.map((g) => g.id)).toEqual([all.list.map((g) => g.id).sort((a, b) => a - b)[2]]);
  });

  it('defaults to page 1, limit 20, newest first', async () => {
    const res = await list({});
    expect(res).toMatchObject({ page: 1, limit: 20 });
    const ids = res.list.map((g) => g.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by level, id and keyword (LIKE wildcards are literal)', async () => {
    const special = await create({ name: 'Odd 100%_name bureau', level: 'province', city_id: tree.provinceId });
    expect((await list({ level: 'province' })).list.every((g) => g.level === 'province')).toBe(true);
    expect((await list({ id: special.id })).list.map((g) => g.id)).toEqual([special.id]);
    expect((await list({ keyword: '100%_' })).list.map((g) => g.id)).toEqual([special.id]);
    expect((await list({ keyword: 'ODD 100' })).list.map((g) => g.id)).toEqual([special.id]);
    expect((await list({ keyword: '0%_n' })).total).toBe(1);
    expect((await list({ keyword: '%' })).total).toBe(1);
  });

  it('sorts by an allowed column', async () => {
    const names = (await list({ sort: 'name', order: 'asc', limit: 100 })).list.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 2001 for list params out of bounds', async () => {
    for (const [body, field] of [
      [{ limit: 101 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ sort: 'phone' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ level: 'planet' }, 'level'],
    ] as const) {
      const res = await ctx.call('operate/government/government-list', body, { token: admin });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual([field]);
    }
  });
});

describe('operate/government/government-update', () => {
  it('changes only the fields sent and answers the record', async () => {
    const gov = await create();
    const updated = dataOf(await ctx.call<Government>('operate/government/government-update', { id: gov.id, contact: 'Wang Wu' }, { token: admin }));
    // updated_at moves on with the write (a documented addition); everything else is as it was.
    expect(updated).toEqual({ ...gov, contact: 'Wang Wu', version: gov.version + 1, updated_at: expect.any(String) });
    const full = { ...good(), id: gov.id, level: 'district', city_id: tree.districtId };
    expect(dataOf(await ctx.call('operate/government/government-update', full, { token: admin }))).toMatchObject(full);
  });

  it('sets and clears the parent', async () => {
    const parent = await create();
    const gov = await create();
    const set = dataOf(await ctx.call<Government>('operate/government/government-update', { id: gov.id, parent_id: parent.id }, { token: admin }));
    expect(set.parent_id).toBe(parent.id);
    const cleared = dataOf(await ctx.call<Government>('operate/government/government-update', { id: gov.id, parent_id: null }, { token: admin }));
    expect(cleared.parent_id).toBeNull();
  });

  it('answers 2001 for a parent loop and bad fields', async () => {
    const top = await create();
    const below = await create({ parent_id: top.id });
    const self = await ctx.call('operate/government/government-update', { id: top.id, parent_id: top.id }, { token: admin });
    expect(fieldsOf(self)).toEqual(['parent_id']);
    const loop = await ctx.call('operate/government/government-update', { id: top.id, parent_id: below.id }, { token: admin });
    expect(loop.error).toBe(2001);
    expect(fieldsOf(loop)).toEqual(['parent_id']);
    const bad = await ctx.call('operate/government/government-update', { id: top.id, name: '', phone: 'x' }, { token: admin });
    expect(fieldsOf(bad)).toEqual(['phone']);
    const missing = await ctx.call('operate/government/government-update', { name: 'x' }, { token: admin });
    expect(fieldsOf(missing)).toEqual(['id']);
  });

  it('answers 2005 for an unknown id and 2009 for a name in use', async () => {
    expect((await ctx.call('operate/government/government-update', { id: 999999, name: 'Nope' }, { token: admin })).error).toBe(2005);
    const a = await create();
    const b = await create();
    const res = await ctx.call('operate/government/government-update', { id: b.id, name: a.name }, { token: admin });
    expect(res.error).toBe(2009);
    expect(fieldsOf(res)).toEqual(['name']);
    // Sending its own name again is no conflict.
    expect((await ctx.call('operate/government/government-update', { id: b.id, name: b.name }, { token: admin })).error).toBe(2000);
  });
});

describe('operate/government/government-delete', () => {
  it('deletes and answers the id', async () => {
    const gov = await create();
    expect(dataOf(await ctx.call('operate/government/government-delete', { id: gov.id }, { token: admin }))).toEqual({ id: gov.id });
    expect((await ctx.call('operate/government/government-detail', { id: gov.id }, { token: admin })).error).toBe(2005);
  });

  it('answers 2009 and deletes nothing while companies, accounts or subordinates point at it', async () => {
    const withCompany = await create();
    await insertCompany(ctx.db, { city_id: tree.cityId, government_id: withCompany.id });
    const withAccount = await create();
    await insertAccount(ctx.db, { government_id: withAccount.id });
    const withChild = await create();
    await insertGovernment(ctx.db, { city_id: tree.cityId, parent_id: withChild.id });
    for (const gov of [withCompany, withAccount, withChild]) {
      const res = await ctx.call('operate/government/government-delete', { id: gov.id }, { token: admin });
      expect(res.error).toBe(2009);
      expect(res.message).toMatch(/^The government still has/);
      expect((await ctx.call('operate/government/government-detail', { id: gov.id }, { token: admin })).error).toBe(2000);
    }
  });

  it('answers 2005 for an unknown id and 2001 without one', async () => {
    expect((await ctx.call('operate/government/government-delete', { id: 999999 }, { token: admin })).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/government/government-delete', {}, { token: admin }))).toEqual(['id']);
  });

  it('is refused to a user holding only government:update (2003)', async () => {
    const gov = await create();
    const token = await ctx.createUserWithPermissions(['government:view', 'government:update']);
    expect((await ctx.call('operate/government/government-delete', { id: gov.id }, { token })).error).toBe(2003);
  });
});
