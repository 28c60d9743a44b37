// operate/company/account-*: company web and app accounts.
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
  type TestContext,
} from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let companyId: number;
let otherCompanyId: number;
let governmentAccountId: number;

const PATHS = [
  'operate/company/account-list',
  'operate/company/account-app-list',
  'operate/company/account-create',
  'operate/company/account-update',
  'operate/company/account-delete',
];
const ACCOUNT_KEYS = ['account', 'created_at', 'id', 'name', 'owner_id', 'owner_name', 'phone', 'status', 'type', 'version'];
const PASSWORD = 'Company-account-pass-1';

interface Account {
  id: number;
  owner_id: number;
  owner_name: string;
  type: string;
  account: string;
  name: string;
  phone: string | null;
  status: number;
  created_at: string;
  version: number;
}

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

let serial = 0;
const good = () => ({
  company_id: companyId,
  type: 'web',
  account: `co_user_${++serial}`,
  password: PASSWORD,
  name: 'Sun Li',
  phone: '13700002222',
});

async function create(body: Record<string, unknown> = {}) {
  return dataOf(await ctx.call<Account>('operate/company/account-create', { ...good(), ...body }, { token: admin }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const tree = await insertCityTree(ctx.db);
  const govId = await insertGovernment(ctx.db, { city_id: tree.cityId });
  companyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId, name: 'Long March Logistics' });
  otherCompanyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId, name: 'Tiangong Tooling' });
  governmentAccountId = await insertAccount(ctx.db, { government_id: govId });
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, PATHS);
});

describe('operate/company/account-create', () => {
  it('answers the Account record, without the password', async () => {
    const body = good();
    const account = await create(body);
    expect(Object.keys(account).sort()).toEqual(ACCOUNT_KEYS);
    expect(account).toMatchObject({
      owner_id: companyId,
      owner_name: 'Long March Logistics',
      type: 'web',
      account: body.account,
      name: body.name,
      phone: body.phone,
      status: 1,
    });
    const row = await ctx.db.selectFrom('accounts').select(['password_hash', 'company_id', 'government_id']).where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: companyId, government_id: null });
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('creates app accounts and takes the phone as optional', async () => {
    const { phone: _phone, ...body } = good();
    const account = dataOf(await ctx.call<Account>('operate/company/account-create', { ...body, type: 'app' }, { token: admin }));
    expect(account).toMatchObject({ type: 'app', phone: null });
  });

  it('answers 2001 naming the bad fields', async () => {
    const missing = await ctx.call('operate/company/account-create', {}, { token: admin });
    expect(missing.error).toBe(2001);
    expect(fieldsOf(missing)).toEqual(['account', 'company_id', 'name', 'password', 'type']);
    const bad = await ctx.call(
      'operate/company/account-create',
      { ...good(), type: 'kiosk', account: 'ab', password: '1234567', phone: 'none', name: '' },
      { token: admin },
    );
    expect(fieldsOf(bad)).toEqual(['account', 'name', 'password', 'phone', 'type']);
    const unknown = await ctx.call('operate/company/account-create', { ...good(), company_id: 999999 }, { token: admin });
    expect(unknown.error).toBe(2001);
    expect(unknown.data).toEqual({ fields: { company_id: 'The company does not exist.' } });
  });

  it('answers 2009 for an account name in use, by any owner', async () => {
    const first = await create();
    const res = await ctx.call('operate/company/account-create', { ...good(), account: first.account, type: 'app' }, { token: admin });
    expect(res.error).toBe(2009);
    expect(fieldsOf(res)).toEqual(['account']);
    const government = await ctx.db.selectFrom('accounts').select('account').where('id', '=', governmentAccountId).executeTakeFirstOrThrow();
    const clash = await ctx.call('operate/company/account-create', { ...good(), account: government.account }, { token: admin });
    expect(clash.error).toBe(2009);
  });
});

describe('operate/company/account-list and account-app-list', () => {
  let web: Account;
  let app: Account;
  let disabledApp: Account;

  const list = async (path: string, body: Record<string, unknown>) =>
    dataOf(await ctx.call<Page<Account>>(`operate/company/${path}`, body, { token: admin }));
  const ids = (page: Page<Account>) => page.list.map((a) => a.id);

  beforeAll(async () => {
    web = await create({ company_id: otherCompanyId, type: 'web', account: 'aaa_other_web', name: 'Zhang Wei' });
    app = await create({ company_id: otherCompanyId, type: 'app', account: 'bbb_other_app', name: 'Chen Jie' });
    disabledApp = await create({ company_id: otherCompanyId, type: 'app', account: 'ccc_other_app', name: 'Ma Lin' });
    disabledApp = dataOf(await ctx.call<Account>('operate/company/account-update', { id: disabledApp.id, status: 0 }, { token: admin }));
  });

  it('account-list answers company web accounts only', async () => {
    const all = await list('account-list', { limit: 100 });
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.total).toBe(all.list.length);
    for (const a of all.list) {
      expect(Object.keys(a).sort()).toEqual(ACCOUNT_KEYS);
      expect(a.type).toBe('web');
    }
    expect(ids(all)).not.toContain(governmentAccountId);
    expect(await list('account-list', { company_id: otherCompanyId })).toMatchObject({ total: 1, list: [web] });
  });

  it('account-app-list answers company app accounts only', async () => {
    const all = await list('account-app-list', { limit: 100 });
    for (const a of all.list) expect(a.type).toBe('app');
    expect(ids(all)).not.toContain(governmentAccountId);
    expect(ids(await list('account-app-list', { company_id: otherCompanyId, sort: 'id', order: 'asc' }))).toEqual([app.id, disabledApp.id]);
  });

  it('the type follows the path, whatever the body says', async () => {
    expect(ids(await list('account-list', { company_id: otherCompanyId, type: 'app' }))).toEqual([web.id]);
    expect(ids(await list('account-app-list', { company_id: otherCompanyId, type: 'web', sort: 'id', order: 'asc' }))).toEqual([app.id, disabledApp.id]);
  });

  it('filters by status, id and keyword; sorts and pages', async () => {
    expect(await list('account-app-list', { company_id: otherCompanyId, status: 0 })).toMatchObject({ total: 1, list: [disabledApp] });
    expect(ids(await list('account-app-list', { company_id: otherCompanyId, status: 1 }))).toEqual([app.id]);
    expect(ids(await list('account-app-list', { id: app.id }))).toEqual([app.id]);
    expect(ids(await list('account-list', { id: app.id }))).toEqual([]);
    expect(ids(await list('account-app-list', { keyword: 'MA LIN' }))).toEqual([disabledApp.id]);
    expect(ids(await list('account-app-list', { keyword: 'bbb_other' }))).toEqual([app.id]);
    expect(ids(await list('account-app-list', { company_id: otherCompanyId, sort: 'name', order: 'asc' }))).toEqual([app.id, disabledApp.id]);
    expect(ids(await list('account-app-list', { company_id: otherCompanyId, sort: 'account', order: 'desc' }))).toEqual([disabledApp.id, app.id]);
    const second = await list('account-app-list', { company_id: otherCompanyId, sort: 'account', order: 'asc', limit: 1, page: 2 });
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1, list: [disabledApp] });
  });

  it('answers 2001 for bad filters', async () => {
    const res = await ctx.call('operate/company/account-list', { company_id: 'x', status: 3, sort: 'password' }, { token: admin });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual(['company_id', 'sort', 'status']);
  });
});

describe('operate/company/account-update', () => {
  it('changes name, phone, status and password', async () => {
    const account = await create();
    const before = await ctx.db.selectFrom('accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    const updated = dataOf(
      await ctx.call<Account>(
        'operate/company/account-update',
        { id: account.id, name: 'Renamed', phone: '', status: 0, password: 'Another-pass-3' },
        { token: admin },
      ),
    );
    expect(updated).toEqual({ ...account, name: 'Renamed', phone: null, status: 0, version: account.version + 1 });
    const after = await ctx.db.selectFrom('accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(dataOf(await ctx.call('operate/company/account-update', { id: account.id }, { token: admin }))).toEqual({ ...updated, version: updated.version + 1 });
  });

  it('answers 2001 for bad fields and 2005 for unknown or government accounts', async () => {
    const account = await create();
    const bad = await ctx.call('operate/company/account-update', { id: account.id, status: 'on', password: 'short', name: 'x'.repeat(33) }, { token: admin });
    expect(fieldsOf(bad)).toEqual(['name', 'password', 'status']);
    expect((await ctx.call('operate/company/account-update', { id: 999999, name: 'x' }, { token: admin })).error).toBe(2005);
    const gov = await ctx.call('operate/company/account-update', { id: governmentAccountId, name: 'x' }, { token: admin });
    expect(gov.error).toBe(2005);
    expect(gov.message).toBe('The account does not exist.');
  });
});

describe('operate/company/account-delete', () => {
  it('deletes and answers the id', async () => {
    const account = await create();
    expect(dataOf(await ctx.call('operate/company/account-delete', { id: account.id }, { token: admin }))).toEqual({ id: account.id });
    expect((await ctx.call('operate/company/account-delete', { id: account.id }, { token: admin })).error).toBe(2005);
  });

  it('leaves government accounts alone (2005) and answers 2001 without an id', async () => {
    expect((await ctx.call('operate/company/account-delete', { id: governmentAccountId }, { token: admin })).error).toBe(2005);
    expect(await ctx.db.selectFrom('accounts').select('id').where('id', '=', governmentAccountId).executeTakeFirst()).toBeDefined();
    expect(fieldsOf(await ctx.call('operate/company/account-delete', {}, { token: admin }))).toEqual(['id']);
  });
});

describe('secrets', () => {
  it('never answers a password or a hash', () => {
    const all = ctx.answers.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('Another-pass-3');
    expect(all).not.toContain('scrypt$');
    expect(all).not.toContain('password_hash');
  });
});
