// operate/company/company-*, create-account: companies and their first web account.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../src/db/time.js';
import {
  callsUnder,
  createTestContext,
  dataOf,
  defineAccessTests,
  fieldsOf,
  insertCityTree,
  insertCompany,
  insertGovernment,
  type CityTree,
  type TestContext,
} from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let tree: CityTree;
let govId: number;
let otherGovId: number;

const COMPANY_KEYS = [
  'address',
  'city_id',
  'city_name',
  'contact',
  'created_at',
  'credit_code',
  'government_id',
  'government_name',
  'id',
  'lat',
  'lng',
  'name',
  'phone',
  'staff_count',
  'status',
  'updated_at',
  'version',
];
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PASSWORD = 'Company-pass-1';

interface Company {
  id: number;
  name: string;
  credit_code: string;
  contact: string;
  phone: string;
  address: string;
  city_id: number;
  city_name: string;
  government_id: number;
  government_name: string;
  lng: number | null;
  lat: number | null;
  status: number;
  staff_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

let serial = 0;
const good = () => {
  serial += 1;
  return {
    name: `Orbital Parts ${serial} ${Math.random().toString(36).slice(2, 8)}`,
    credit_code: `91330100${String(serial).padStart(6, '0')}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    contact: 'Zhou Min',
    phone: '0571-88001234',
    address: '8 Rocket Road',
    city_id: tree.districtId,
    government_id: govId,
    account: `company_web_${serial}_${Math.random().toString(36).slice(2, 6)}`,
    password: PASSWORD,
  };
};

async function create(body: Record<string, unknown> = {}) {
  return dataOf(await ctx.call<Company>('operate/company/create-account', { ...good(), ...body }, { token: admin }));
}

const companyCount = async () =>
  Number((await ctx.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function insertStaff(companyId: number, count = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await ctx.db
      .insertInto('staff')
      .values({ company_id: companyId, name: `Staff ${i}`, phone: '13800000000', position: 'Inspector', created_at: nowText() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  tree = await insertCityTree(ctx.db);
  govId = await insertGovernment(ctx.db, { city_id: tree.cityId, name: 'Xihu Emergency Bureau' });
  otherGovId = await insertGovernment(ctx.db, { city_id: tree.leafCityId });
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(
    () => ctx,
    callsUnder('operate/company/company-list', 'operate/company/company-detail', 'operate/company/create-account', 'operate/company/company-update').map(
      (c) => c.path,
    ),
  );

  it('opens each call with its own permission only', async () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ['company:view', 'operate/company/company-list', {}],
      ['company:create', 'operate/company/create-account', {}],
      ['company:update', 'operate/company/company-update', {}],
    ];
    for (const [permission, path, body] of calls) {
      const token = await ctx.createUserWithPermissions([permission]);
      // Past the permission check, an empty body fails validation (list: succeeds).
      expect([2000, 2001]).toContain((await ctx.call(path, body, { token })).error);
      for (const [, other] of calls.filter(([p]) => p !== permission)) expect((await ctx.call(other, {}, { token })).error).toBe(2003);
    }
  });
});

describe('operate/company/create-account', () => {
  it('answers the Company record and creates its first web account', async () => {
    const body = good();
    const company = await create(body);
    expect(Object.keys(company).sort()).toEqual(COMPANY_KEYS);
    const { account: _account, password: _password, ...fields } = body;
    expect(company).toMatchObject({
      ...fields,
      city_name: expect.stringContaining('District'),
      government_name: 'Xihu Emergency Bureau',
      lng: null,
      lat: null,
      status: 1,
      staff_count: 0,
    });
    expect(company.created_at).toMatch(DATE_TIME);
    expect(company.updated_at).toBe(company.created_at);
    const account = await ctx.db.selectFrom('accounts').selectAll().where('account', '=', body.account as string).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ company_id: company.id, government_id: null, type: 'web', name: 'Zhou Min', phone: '0571-88001234', status: 1 });
    expect(account.password_hash).toMatch(/^scrypt\$/);
  });

  it('takes coordinates and a lower-case credit code', async () => {
    const body = good();
    const company = await create({ ...body, credit_code: (body.credit_code as string).replace(/^91/, 'ab'), lng: '120.15', lat: 30.28 });
    expect(company.credit_code).toBe((body.credit_code as string).replace(/^91/, 'AB'));
    expect([company.lng, company.lat]).toEqual([120.15, 30.28]);
  });

  it('answers 2001 naming every missing or bad field', async () => {
    const missing = await ctx.call('operate/company/create-account', {}, { token: admin });
    expect(missing.error).toBe(2001);
    expect(fieldsOf(missing)).toEqual(['account', 'address', 'city_id', 'contact', 'credit_code', 'government_id', 'name', 'password', 'phone']);
    const bad = await ctx.call(
      'operate/company/create-account',
      {
        ...good(),
        name: 'n'.repeat(65),
        credit_code: '91330100MA2ABCDEFO',
        phone: 'call us',
        city_id: 'x',
        government_id: 0,
        lng: 181,
        lat: 'north',
        account: 'no spaces',
        password: 'short',
      },
      { token: admin },
    );
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['account', 'city_id', 'credit_code', 'government_id', 'lat', 'lng', 'name', 'password', 'phone']);
    expect((bad.data as { fields: Record<string, string> }).fields.credit_code).toBe('Must be an 18-character unified social credit code.');
  });

  it('answers 2001 for a city or government that does not exist', async () => {
    const res = await ctx.call('operate/company/create-account', { ...good(), city_id: 999999, government_id: 999999 }, { token: admin });
    expect(res.error).toBe(2001);
    expect(res.data).toEqual({ fields: { city_id: 'The city does not exist.', government_id: 'The government does not exist.' } });
  });

  it('answers 2009 naming the name or credit code in use', async () => {
    const first = await create();
    const before = await companyCount();
    const name = await ctx.call('operate/company/create-account', { ...good(), name: first.name }, { token: admin });
    expect(name.error).toBe(2009);
    expect(fieldsOf(name)).toEqual(['name']);
    const code = await ctx.call('operate/company/create-account', { ...good(), credit_code: first.credit_code }, { token: admin });
    expect(code.error).toBe(2009);
    expect(code.message).toBe('The credit code is already in use.');
    expect(fieldsOf(code)).toEqual(['credit_code']);
    const both = await ctx.call('operate/company/create-account', { ...good(), name: first.name, credit_code: first.credit_code }, { token: admin });
    expect(fieldsOf(both)).toEqual(['credit_code', 'name']);
    expect(await companyCount()).toBe(before);
  });

  it('answers 2009 for an account in use and leaves no company behind', async () => {
    const first = good();
    await create(first);
    const before = await companyCount();
    const body = { ...good(), account: first.account };
    const res = await ctx.call('operate/company/create-account', body, { token: admin });
    expect(res.error).toBe(2009);
    expect(fieldsOf(res)).toEqual(['account']);
    expect(await companyCount()).toBe(before);
    expect(await ctx.db.selectFrom('companies').select('id').where('name', '=', body.name as string).executeTakeFirst()).toBeUndefined();
  });

  it('takes the company back when the account insert itself fails', async () => {
    // A trigger makes the account insert fail after the company row is written.
    if (ctx.dialect === 'postgres') {
      await sql`create function fail_account() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(ctx.db);
      await sql`create trigger fail_account before insert on accounts for each row when (new.account = 'refused_account') execute function fail_account()`.execute(
        ctx.db,
      );
    } else {
      await sql`create trigger fail_account before insert on accounts when new.account = 'refused_account' begin select raise(abort, 'refused'); end`.execute(
        ctx.db,
      );
    }
    try {
      const before = await companyCount();
      const body = { ...good(), account: 'refused_account' };
      const res = await ctx.call('operate/company/create-account', body, { token: admin });
      expect(res).toEqual({ error: 5000, message: 'Internal server error.', data: null });
      expect(await companyCount()).toBe(before);
      expect(await ctx.db.selectFrom('companies').select('id').where('name', '=', body.name as string).executeTakeFirst()).toBeUndefined();
    } finally {
      await sql`drop trigger fail_account${sql.raw(ctx.dialect === 'postgres' ? ' on accounts' : '')}`.execute(ctx.db);
      if (ctx.dialect === 'postgres') await sql`drop function fail_account()`.execute(ctx.db);
    }
  });

  it('translates the new messages', async () => {
    const res = await ctx.call('operate/company/create-account', { ...good(), credit_code: 'x' }, { token: admin, lang: 'zh' });
    expect((res.data as { fields: Record<string, string> }).fields.credit_code).toBe('必须是 18 位统一社会信用代码。');
    const first = await create();
    const es = await ctx.call('operate/company/create-account', { ...good(), credit_code: first.credit_code }, { token: admin, lang: 'es' });
    expect(es.message).toBe('El código de crédito social ya está en uso.');
  });
});

describe('operate/company/company-detail', () => {
  it('answers the record', async () => {
    const company = await create();
    expect(dataOf(await ctx.call('operate/company/company-detail', { id: company.id }, { token: admin }))).toEqual(company);
  });

  it('answers 2005 for an unknown id and 2001 for a bad one', async () => {
    const unknown = await ctx.call('operate/company/company-detail', { id: 999999 }, { token: admin });
    expect(unknown.error).toBe(2005);
    expect(unknown.message).toBe('The company does not exist.');
    const bad = await ctx.call('operate/company/company-detail', { id: 'abc' }, { token: admin });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['id']);
  });
});

describe('operate/company/company-update', () => {
  it('changes only the fields sent and answers the record', async () => {
    const company = await create({ lng: 120.1, lat: 30.2 });
    const updated = dataOf(await ctx.call<Company>('operate/company/company-update', { id: company.id, contact: 'Wu Fang' }, { token: admin }));
    expect({ ...updated, updated_at: company.updated_at }).toEqual({ ...company, contact: 'Wu Fang', version: company.version + 1 });
    expect(updated.updated_at).toMatch(DATE_TIME);
    const { account: _a, password: _p, ...fields } = good();
    const full = { ...fields, id: company.id, city_id: tree.leafCityId, government_id: otherGovId, status: 0, lng: -70.5, lat: -33.4 };
    expect(dataOf(await ctx.call('operate/company/company-update', full, { token: admin }))).toMatchObject({
      ...full,
      city_name: expect.stringContaining('Leaf City'),
    });
  });

  it('clears coordinates sent blank', async () => {
    const company = await create({ lng: 120.1, lat: 30.2 });
    const cleared = dataOf(await ctx.call<Company>('operate/company/company-update', { id: company.id, lng: null, lat: '' }, { token: admin }));
    expect([cleared.lng, cleared.lat]).toEqual([null, null]);
  });

  it('answers 2001 for bad fields and references that do not exist', async () => {
    const company = await create();
    const bad = await ctx.call(
      'operate/company/company-update',
      { id: company.id, credit_code: '123', status: 2, phone: '?', lat: 91 },
      { token: admin },
    );
    expect(fieldsOf(bad)).toEqual(['credit_code', 'lat', 'phone', 'status']);
    const refs = await ctx.call('operate/company/company-update', { id: company.id, city_id: 999999, government_id: 999998 }, { token: admin });
    expect(refs.error).toBe(2001);
    expect(fieldsOf(refs)).toEqual(['city_id', 'government_id']);
    expect(fieldsOf(await ctx.call('operate/company/company-update', { name: 'x' }, { token: admin }))).toEqual(['id']);
  });

  it('answers 2005 for an unknown id and 2009 for a name or credit code in use', async () => {
    expect((await ctx.call('operate/company/company-update', { id: 999999, name: 'Nope' }, { token: admin })).error).toBe(2005);
    const a = await create();
    const b = await create();
    const name = await ctx.call('operate/company/company-update', { id: b.id, name: a.name }, { token: admin });
    expect(name.error).toBe(2009);
    expect(fieldsOf(name)).toEqual(['name']);
    const code = await ctx.call('operate/company/company-update', { id: b.id, credit_code: a.credit_code.toLowerCase() }, { token: admin });
    expect(code.error).toBe(2009);
    expect(fieldsOf(code)).toEqual(['credit_code']);
    // Its own name and code again are no conflict.
    expect((await ctx.call('operate/company/company-update', { id: b.id, name: b.name, credit_code: b.credit_code }, { token: admin })).error).toBe(2000);
  });
});

describe('staff_count', () => {
  it('follows staff inserts, deletes and moves', async () => {
    const a = await create();
    const b = await create();
    const count = async (id: number) => dataOf(await ctx.call<Company>('operate/company/company-detail', { id }, { token: admin })).staff_count;
    const ids = await insertStaff(a.id, 3);
    await insertStaff(b.id, 1);
    expect([await count(a.id), await count(b.id)]).toEqual([3, 1]);
    await ctx.db.deleteFrom('staff').where('id', '=', ids[0]!).execute();
    await ctx.db.updateTable('staff').set({ company_id: b.id }).where('id', '=', ids[1]!).execute();
    await ctx.db.updateTable('staff').set({ name: 'Renamed' }).where('id', '=', ids[2]!).execute();
    expect([await count(a.id), await count(b.id)]).toEqual([1, 2]);
    // A multi-row insert counts every row.
    await ctx.db
      .insertInto('staff')
      .values([1, 2, 3, 4].map((i) => ({ company_id: a.id, name: `Bulk ${i}`, phone: '13800000000', position: 'Guard', created_at: nowText() })))
      .execute();
    await ctx.db.deleteFrom('staff').where('company_id', '=', b.id).execute();
    expect([await count(a.id), await count(b.id)]).toEqual([5, 0]);
  });
});

describe('operate/company/company-list', () => {
  // A tree and governments of their own, so that the filters see only these companies.
  let own: CityTree;
  let govA: number;
  let govB: number;
  let inDistrict: Company;
  let inCity: Company;
  let inLeaf: Company;

  const list = async (body: Record<string, unknown>) =>
    dataOf(await ctx.call<Page<Company>>('operate/company/company-list', body, { token: admin }));
  const ids = (page: Page<Company>) => page.list.map((c) => c.id);

  beforeAll(async () => {
    own = await insertCityTree(ctx.db);
    govA = await insertGovernment(ctx.db, { city_id: own.cityId });
    govB = await insertGovernment(ctx.db, { city_id: own.leafCityId });
    inDistrict = await create({ city_id: own.districtId, government_id: govA, name: 'Aardvark Avionics' });
    inCity = await create({ city_id: own.cityId, government_id: govA, name: 'Bolt Composites' });
    inLeaf = await create({ city_id: own.leafCityId, government_id: govB, name: 'Comet Coatings' });
    await insertStaff(inCity.id, 4);
    await insertStaff(inLeaf.id, 2);
    await ctx.call('operate/company/company-update', { id: inLeaf.id, status: 0 }, { token: admin });
  });

  it('answers records with total, page and limit; newest first by default', async () => {
    const page = await list({});
    expect(page).toMatchObject({ page: 1, limit: 20, total: await companyCount() });
    for (const c of page.list) expect(Object.keys(c).sort()).toEqual(COMPANY_KEYS);
    expect(ids(page)).toEqual([...ids(page)].sort((a, b) => b - a));
    const record = page.list.find((c) => c.id === inLeaf.id)!;
    expect(record).toEqual(dataOf(await ctx.call('operate/company/company-detail', { id: inLeaf.id }, { token: admin })));
    expect(record).toMatchObject({ staff_count: 2, status: 0 });
  });

  it('filters by city, including the areas below it', async () => {
    expect(ids(await list({ city_id: own.provinceId, sort: 'id', order: 'asc' }))).toEqual([inDistrict.id, inCity.id, inLeaf.id]);
    expect(ids(await list({ city_id: own.cityId, sort: 'id', order: 'asc' }))).toEqual([inDistrict.id, inCity.id]);
    expect(ids(await list({ city_id: own.districtId }))).toEqual([inDistrict.id]);
    expect(ids(await list({ city_id: own.leafCityId }))).toEqual([inLeaf.id]);
    expect(await list({ city_id: 999999 })).toMatchObject({ list: [], total: 0 });
  });

  it('filters by government, status and id', async () => {
    expect(ids(await list({ government_id: govA, sort: 'id', order: 'asc' }))).toEqual([inDistrict.id, inCity.id]);
    expect(ids(await list({ government_id: govB }))).toEqual([inLeaf.id]);
    expect(ids(await list({ city_id: own.provinceId, status: 0 }))).toEqual([inLeaf.id]);
    expect(ids(await list({ city_id: own.provinceId, status: 1, sort: 'id', order: 'asc' }))).toEqual([inDistrict.id, inCity.id]);
    expect((await list({ status: 0 })).list.every((c) => c.status === 0)).toBe(true);
    expect(await list({ id: inCity.id })).toMatchObject({ total: 1, list: [{ id: inCity.id }] });
    expect(await list({ id: inCity.id, government_id: govB })).toMatchObject({ total: 0, list: [] });
  });

  it('sorts by every allowed column, ties broken by id', async () => {
    const scope = { city_id: own.provinceId };
    expect(ids(await list({ ...scope, sort: 'staff_count', order: 'desc' }))).toEqual([inCity.id, inLeaf.id, inDistrict.id]);
    expect(ids(await list({ ...scope, sort: 'staff_count', order: 'asc' }))).toEqual([inDistrict.id, inLeaf.id, inCity.id]);
    expect(ids(await list({ ...scope, sort: 'name', order: 'asc' }))).toEqual([inDistrict.id, inCity.id, inLeaf.id]);
    expect(ids(await list({ ...scope, sort: 'status', order: 'asc' }))).toEqual([inLeaf.id, inDistrict.id, inCity.id]);
    expect(ids(await list({ ...scope, sort: 'created_at', order: 'desc' }))).toEqual([inLeaf.id, inCity.id, inDistrict.id]);
    const names = (await list({ sort: 'name', order: 'desc', limit: 100 })).list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('pages without overlap and keeps the total', async () => {
    const scope = { city_id: own.provinceId, sort: 'name', order: 'asc', limit: 2 };
    const first = await list({ ...scope, page: 1 });
    const second = await list({ ...scope, page: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect([...ids(first), ...ids(second)]).toEqual([inDistrict.id, inCity.id, inLeaf.id]);
    expect(await list({ ...scope, page: 3 })).toMatchObject({ total: 3, list: [] });
  });

  it('answers 2001 for list params out of bounds', async () => {
    for (const [body, field] of [
      [{ limit: 101 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ sort: 'phone' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ status: 2 }, 'status'],
      [{ city_id: 'here' }, 'city_id'],
      [{ government_id: -1 }, 'government_id'],
      [{ id: 'x' }, 'id'],
    ] as const) {
      const res = await ctx.call('operate/company/company-list', body, { token: admin });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual([field]);
    }
  });
});

describe('operate/company/company-list keyword', () => {
  const SEARCHED = ['name', 'credit_code', 'contact', 'phone', 'address'] as const;
  const list = async (body: Record<string, unknown>) =>
    dataOf(await ctx.call<Page<Company>>('operate/company/company-list', body, { token: admin }));

  /** Every company, read page by page. */
  async function everything(): Promise<Company[]> {
    const out: Company[] = [];
    for (let page = 1; ; page++) {
      const res = await list({ page, limit: 100, sort: 'id', order: 'asc' });
      out.push(...res.list);
      if (out.length >= res.total) return out;
    }
  }

  /** The companies whose searched text contains the keyword, ignoring case, the slow way. */
  const expected = (all: Company[], keyword: string) =>
    all
      .filter((c) => SEARCHED.some((f) => c[f].toLowerCase().includes(keyword.toLowerCase())))
      .map((c) => c.id)
      .sort((a, b) => a - b);

  async function search(keyword: string, extra: Record<string, unknown> = {}) {
    const found: number[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const res = await list({ keyword, page, limit: 100, sort: 'id', order: 'asc', ...extra });
      total = res.total;
      found.push(...res.list.map((c) => c.id));
      if (res.list.length < 100) break;
    }
    expect(found.length, `total of "${keyword}"`).toBe(total);
    return found;
  }

  beforeAll(async () => {
    await create({ name: '杭州航天科技有限公司', contact: '胡宇', address: '浙江省杭州市西湖区文三路 90 号' });
    await create({ name: 'Wildcard 100%_Off Ltd', contact: 'Ann "Q" Lee', address: 'Unit 7_B, Back\\slash Lane' });
    await create({ name: 'ACME Rocketry', contact: 'Li', phone: '13912345678', address: 'Z' });
    // Many distinct trigrams starting with "q": the one-letter keyword "q" exceeds the index
    // lookup and is answered by a scan, with the same result.
    const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (let i = 0; i < 70; i++) {
      await insertCompany(ctx.db, {
        city_id: tree.cityId,
        government_id: govId,
        name: `Q${letters[i % 36]}${letters[Math.floor(i / 36) + 10]} Quartz Works ${i}`,
      });
    }
  });

  it('matches name, credit code, contact, phone and address like a case-insensitive contains', async () => {
    const all = await everything();
    const keywords = [
      // one and two characters (index prefix lookup, or a scan past the lookup limit)
      'q', 'Z', 'i', '宇', '胡宇', '航天', 'li', '%', '_', '\\', '"', '9',
      // three and more (trigram phrase)
      'acme', 'aCmE rOCK', '100%_', '%_o', '"q"', 'back\\slash', '杭州市', '航天科技有限', '13912345678', '912345', 'quartz works 1',
      // no match
      'zzzz', 'xq', '不存在的企业',
      // control characters (the index pads with U+001F): scanned
      'acme\u001f', 'a\u0001b',
    ];
    for (const keyword of keywords) expect(await search(keyword), keyword).toEqual(expected(all, keyword));
    expect(expected(all, '胡宇')).toHaveLength(1);
    expect(expected(all, 'q').length).toBeGreaterThan(70);
  });

  it('combines with the other filters and sorts', async () => {
    const keyword = 'works';
    const want = expected((await everything()).filter((c) => c.government_id === govId), keyword);
    expect(want.length).toBeGreaterThan(5);
    expect(await search(keyword, { government_id: govId })).toEqual(want);
    const byName = await list({ keyword, government_id: govId, sort: 'name', order: 'desc', limit: 5 });
    expect(byName.total).toBe(want.length);
    const names = byName.list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('answers the same pages however the filters are read', async () => {
    // With many matches SQLite walks the sort order instead of collecting the matches: both
    // ways must give the pages the slow way gives.
    const all = await everything();
    const bySort = (sort: 'name' | 'staff_count' | 'id', order: 'asc' | 'desc') => (a: Company, b: Company) => {
      const [x, y] = [a[sort], b[sort]];
      const d = x < y ? -1 : x > y ? 1 : a.id - b.id;
      return order === 'asc' ? d : -d;
    };
    const cases: [Record<string, unknown>, (c: Company) => boolean][] = [
      [{ government_id: govId }, (c) => c.government_id === govId],
      [{ status: 1 }, (c) => c.status === 1],
      [{ city_id: tree.provinceId }, (c) => [tree.provinceId, tree.cityId, tree.districtId, tree.leafCityId].includes(c.city_id)],
      [{ keyword: 'quartz' }, (c) => c.name.toLowerCase().includes('quartz')],
      [{ keyword: 'works', status: 1, government_id: govId }, (c) => c.name.toLowerCase().includes('works') && c.status === 1 && c.government_id === govId],
    ];
    for (const [filter, keep] of cases) {
      for (const [sort, order] of [['name', 'asc'], ['staff_count', 'desc'], ['id', 'desc']] as const) {
        const want = all.filter(keep).sort(bySort(sort, order)).map((c) => c.id);
        expect(want.length).toBeGreaterThan(10);
        for (const page of [1, 3]) {
          const res = await list({ ...filter, sort, order, limit: 4, page });
          expect(res.total, JSON.stringify(filter)).toBe(want.length);
          expect(res.list.map((c) => c.id), `${JSON.stringify(filter)} ${sort} ${order} page ${page}`).toEqual(want.slice((page - 1) * 4, page * 4));
        }
      }
    }
  });

  it('follows updates of the searched fields', async () => {
    const company = await create({ name: 'Nebula Fasteners' });
    expect(await search('nebula')).toEqual([company.id]);
    await ctx.call('operate/company/company-update', { id: company.id, name: 'Pulsar Fasteners', phone: '020-55554444' }, { token: admin });
    expect(await search('nebula')).toEqual([]);
    expect(await search('pulsar')).toEqual([company.id]);
    expect(await search('55554444')).toEqual([company.id]);
  });
});

describe('secrets', () => {
  it('never answers a password or a hash', () => {
    const all = ctx.answers.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('scrypt$');
    expect(all).not.toContain('password_hash');
  });
});
