// operate/government/account-*: government web and app accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  dataOf,
  fieldsOf,
  insertAccount,
  insertCityTree,
  insertCompany,
  insertGovernment,
  type TestContext,
} from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let govId: number;
let otherGovId: number;
let companyAccountId: number;

const ACCOUNT_KEYS = ['account', 'created_at', 'id', 'name', 'owner_id', 'owner_name', 'phone', 'status', 'type', 'version'];
const PASSWORD = 'Gov-account-pass-1';

interface Account {
  id: number;
  owner_id: number;
  owner_name: string;
  type: string;
  account: string;
  name: string;
  phone: string | null;
  status: number;
  version: number;
}

let serial = 0;
const good = () => ({
  government_id: govId,
  type: 'web',
  account: `gov_user_${++serial}`,
  password: PASSWORD,
  name: 'Liu Yang',
  phone: '13900001111',
});

async function create(body: Record<string, unknown> = {}) {
  return dataOf(await ctx.call<Account>('operate/government/account-create', { ...good(), ...body }, { token: admin }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const tree = await insertCityTree(ctx.db);
  govId = await insertGovernment(ctx.db, { city_id: tree.cityId, name: 'Hangzhou Safety Bureau' });
  otherGovId = await insertGovernment(ctx.db, { city_id: tree.cityId });
  const companyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId });
  companyAccountId = await insertAccount(ctx.db, { company_id: companyId });
});

afterAll(async () => {
  await ctx?.close();
});

describe('operate/government/account-create', () => {
  it('answers the Account record, without the password', async () => {
    const body = good();
    const account = await create(body);
    expect(Object.keys(account).sort()).toEqual(ACCOUNT_KEYS);
    expect(account).toMatchObject({
      owner_id: govId,
      owner_name: 'Hangzhou Safety Bureau',
      type: 'web',
      account: body.account,
      name: body.name,
      phone: body.phone,
      status: 1,
    });
    const row = await ctx.db.selectFrom('accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('takes the phone as optional', async () => {
    const { phone: _phone, ...body } = good();
    const res = await ctx.call<Account>('operate/government/account-create', { ...body, type: 'app' }, { token: admin });
    expect(dataOf(res).phone).toBeNull();
  });

  it('answers 2001 naming the bad fields', async () => {
    const missing = await ctx.call('operate/government/account-create', {}, { token: admin });
    expect(fieldsOf(missing)).toEqual(['account', 'government_id', 'name', 'password', 'type']);
    const bad = await ctx.call(
      'operate/government/account-create',
      { ...good(), type: 'desktop', account: 'a b', password: 'short', phone: 'no', name: 'n'.repeat(33) },
      { token: admin },
    );
    expect(fieldsOf(bad)).toEqual(['account', 'name', 'password', 'phone', 'type']);
    const unknown = await ctx.call('operate/government/account-create', { ...good(), government_id: 999999 }, { token: admin });
    expect(unknown.error).toBe(2001);
    expect(fieldsOf(unknown)).toEqual(['government_id']);
  });

  it('answers 2009 for an account name in use', async () => {
    const first = await create();
    const res = await ctx.call('operate/government/account-create', { ...good(), account: first.account }, { token: admin });
    expect(res.error).toBe(2009);
    expect(fieldsOf(res)).toEqual(['account']);
  });
});

describe('operate/government/account-list', () => {
  it('lists government accounts only, filtered by government and type', async () => {
    const web = await create({ government_id: otherGovId, type: 'web', account: 'aaa_web_list' });
    const app = await create({ government_id: otherGovId, type: 'app', account: 'bbb_app_list' });
    const list = async (body: Record<string, unknown>) =>
      dataOf(await ctx.call<{ list: Account[]; total: number }>('operate/government/account-list', body, { token: admin }));
    const all = await list({ limit: 100 });
    expect(all.list.map((a) => a.id)).not.toContain(companyAccountId);
    for (const a of all.list) expect(Object.keys(a).sort()).toEqual(ACCOUNT_KEYS);
    expect((await list({ government_id: otherGovId })).list.map((a) => a.id).sort()).toEqual([web.id, app.id].sort());
    expect((await list({ government_id: otherGovId, type: 'app' })).list.map((a) => a.id)).toEqual([app.id]);
    expect((await list({ keyword: web.account })).list.map((a) => a.id)).toEqual([web.id]);
    expect((await list({ sort: 'account', order: 'asc', government_id: otherGovId })).list.map((a) => a.id)).toEqual([web.id, app.id]);
  });

  it('answers 2001 for a bad filter', async () => {
    const res = await ctx.call('operate/government/account-list', { type: 'fax', government_id: 'x' }, { token: admin });
    expect(fieldsOf(res)).toEqual(['government_id', 'type']);
  });
});

describe('operate/government/account-update', () => {
  it('changes name, phone, status and password', async () => {
    const account = await create();
    const before = await ctx.db.selectFrom('accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    const updated = dataOf(
      await ctx.call<Account>(
        'operate/government/account-update',
        { id: account.id, name: 'New Name', phone: null, status: 0, password: 'Another-pass-2' },
        { token: admin },
      ),
    );
    expect(updated).toEqual({ ...account, version: account.version + 1, name: 'New Name', phone: null, status: 0 });
    const after = await ctx.db.selectFrom('accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe(before.password_hash);
    // Nothing sent, nothing changed but the version: the call is a write all the same.
    expect(dataOf(await ctx.call('operate/government/account-update', { id: account.id }, { token: admin }))).toEqual({ ...updated, version: updated.version + 1 });
  });

  it('answers 2001 for bad fields, 2005 for unknown or company accounts', async () => {
    const account = await create();
    const bad = await ctx.call('operate/government/account-update', { id: account.id, status: 2, password: 'short' }, { token: admin });
    expect(fieldsOf(bad)).toEqual(['password', 'status']);
    expect((await ctx.call('operate/government/account-update', { id: 999999, name: 'x' }, { token: admin })).error).toBe(2005);
    expect((await ctx.call('operate/government/account-update', { id: companyAccountId, name: 'x' }, { token: admin })).error).toBe(2005);
  });
});

describe('operate/government/account-delete', () => {
  it('deletes and answers the id', async () => {
    const account = await create();
    expect(dataOf(await ctx.call('operate/government/account-delete', { id: account.id }, { token: admin }))).toEqual({ id: account.id });
    expect((await ctx.call('operate/government/account-delete', { id: account.id }, { token: admin })).error).toBe(2005);
  });

  it('leaves company accounts alone (2005)', async () => {
    expect((await ctx.call('operate/government/account-delete', { id: companyAccountId }, { token: admin })).error).toBe(2005);
    expect(await ctx.db.selectFrom('accounts').select('id').where('id', '=', companyAccountId).executeTakeFirst()).toBeDefined();
  });
});

describe('secrets', () => {
  it('never answers a password or a hash', () => {
    const all = ctx.answers.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('Another-pass-2');
    expect(all).not.toContain('scrypt$');
  });
});
