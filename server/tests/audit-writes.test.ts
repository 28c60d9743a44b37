// Audit entries of the write calls: exactly one per successful call, with its diff, written in
// the call's transaction; none for a refused or failed call; secrets only as "changed".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChange } from '../src/audit/record.js';
import { nowText } from '../src/db/time.js';
import { createTestContext, dataOf, insertCityTree, insertCompany, insertGovernment, type CityTree, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let adminId: number;
let tree: CityTree;
let governmentId: number;

interface Entry {
  user_id: number | null;
  account: string;
  ip: string;
  call: string;
  action: string;
  resource: string;
  record_id: number | null;
  record_name: string;
  changes: { field: string; from?: unknown; to?: unknown; secret?: true }[];
}

const count = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Runs `write` and answers the one entry it left; fails on none or more. */
async function oneEntry(write: () => Promise<unknown>): Promise<Entry> {
  const before = await count();
  const last = (await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
  await write();
  expect(await count()).toBe(before + 1);
  const row = await ctx.db.selectFrom('audit_log').selectAll().where('id', '>', Number(last)).executeTakeFirstOrThrow();
  return { ...row, changes: JSON.parse(row.changes) as Entry['changes'] };
}

async function noEntry(write: () => Promise<{ error: number }>, error: number): Promise<void> {
  const before = await count();
  expect((await write()).error).toBe(error);
  expect(await count()).toBe(before);
}

const ok = async <T>(path: string, body: Record<string, unknown>, json = false) => dataOf(await ctx.call<T>(path, body, { token: admin, json }));
const change = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);
const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  adminId = (await ctx.db.selectFrom('system_users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
  tree = await insertCityTree(ctx.db);
  governmentId = await insertGovernment(ctx.db, { city_id: tree.cityId });
});

afterAll(async () => {
  await ctx?.close();
});

describe('companies', () => {
  it('an update records who, from where, the call and only the fields that changed', async () => {
    const id = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId, phone: '13800000000' });
    const entry = await oneEntry(() => ok('operate/company/company-update', { id, phone: '13900000000', name: undefined }));
    expect(entry).toMatchObject({ user_id: adminId, account: 'admin', ip: '127.0.0.1', call: 'operate/company/company-update', action: 'update', resource: 'company', record_id: id });
    expect(entry.changes).toEqual([{ field: 'phone', from: '13800000000', to: '13900000000' }]);
  });

  it('a create records the company and its account, the password only as changed', async () => {
    const name = `Audit Co ${tag()}`;
    const account = `co_${tag()}`;
    const body = { name, credit_code: `91330100${String(Math.random()).slice(2, 12).padEnd(10, '7')}`, contact: 'Wang', phone: '13700000000', address: 'Road 1', city_id: tree.cityId, government_id: governmentId, account, password: 'secret-pass-1' };
    const entry = await oneEntry(() => ok('operate/company/create-account', body));
    expect(entry).toMatchObject({ action: 'create', resource: 'company', record_name: name });
    expect(change(entry, 'name')).toEqual({ field: 'name', from: null, to: name });
    expect(change(entry, 'account')).toEqual({ field: 'account', from: null, to: account });
    expect(change(entry, 'password')).toEqual({ field: 'password', secret: true });
    expect(JSON.stringify(entry)).not.toContain('secret-pass-1');
  });

  it('a refused update leaves no entry', async () => {
    const a = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId });
    const b = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId });
    const taken = (await ctx.db.selectFrom('companies').select('name').where('id', '=', b).executeTakeFirstOrThrow()).name;
    await noEntry(() => ctx.call('operate/company/company-update', { id: a, name: taken }, { token: admin }), 2009);
    await noEntry(() => ctx.call('operate/company/company-update', { id: 999999, phone: '13900000000' }, { token: admin }), 2005);
    await noEntry(() => ctx.call('operate/company/company-update', { id: a, city_id: 999999 }, { token: admin }), 2001);
  });
});

describe('governments and check points', () => {
  it('create, update and delete a government each record one entry', async () => {
    const body = { name: `Bureau ${tag()}`, level: 'city', city_id: tree.cityId, contact: 'Li', phone: '010-12345678', address: 'A' };
    let id = 0;
    const created = await oneEntry(async () => (id = (await ok<{ id: number }>('operate/government/government-create', body)).id));
    expect(created).toMatchObject({ action: 'create', resource: 'government', record_id: id, record_name: body.name });
    const updated = await oneEntry(() => ok('operate/government/government-update', { id, contact: 'Zhao' }));
    expect(updated.changes).toEqual([{ field: 'contact', from: 'Li', to: 'Zhao' }]);
    const deleted = await oneEntry(() => ok('operate/government/government-delete', { id }));
    expect(deleted).toMatchObject({ action: 'delete', record_id: id });
    expect(change(deleted, 'name')).toEqual({ field: 'name', from: body.name, to: null });
  });

  it('a delete refused while companies point at the government leaves no entry', async () => {
    await noEntry(() => ctx.call('operate/government/government-delete', { id: governmentId }, { token: admin }), 2009);
  });

  it('check points: create with its items, delete', async () => {
    const company = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId });
    let id = 0;
    const created = await oneEntry(async () => (id = (await ok<{ id: number }>('operate/company/create-code', { company_id: company, name: 'Gate', items: ['Lock', 'Light'] })).id));
    expect(created).toMatchObject({ action: 'create', resource: 'check_point', record_id: id, record_name: 'Gate' });
    expect(change(created, 'items')).toEqual({ field: 'items', from: null, to: ['Lock', 'Light'] });
    expect((await oneEntry(() => ok('operate/company/code-delete-company', { id }))).action).toBe('delete');
  });
});

describe('accounts', () => {
  it.each(['company', 'government'] as const)('%s accounts: create, update (password as changed), delete', async (owner) => {
    const ownerId = owner === 'company' ? await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId }) : governmentId;
    const account = `acc_${tag()}`;
    let id = 0;
    const created = await oneEntry(async () => {
      id = (await ok<{ id: number }>(`operate/${owner}/account-create`, { [`${owner}_id`]: ownerId, type: 'app', account, password: 'first-pass-1', name: 'Ann' })).id;
    });
    expect(created).toMatchObject({ action: 'create', resource: 'account', record_id: id, record_name: account });
    const updated = await oneEntry(() => ok(`operate/${owner}/account-update`, { id, phone: '13600000000', password: 'second-pass-2' }));
    expect(updated.changes).toEqual([
      { field: 'phone', from: null, to: '13600000000' },
      { field: 'password', secret: true },
    ]);
    const status = await oneEntry(() => ok(`operate/${owner}/account-update`, { id, status: 0 }));
    expect(status.changes).toEqual([{ field: 'status', from: 1, to: 0 }]);
    expect((await oneEntry(() => ok(`operate/${owner}/account-delete`, { id }))).action).toBe('delete');
    await noEntry(() => ctx.call(`operate/${owner}/account-delete`, { id }, { token: admin }), 2005);
    const all = await ctx.db.selectFrom('audit_log').select('changes').where('record_id', '=', id).where('resource', '=', 'account').execute();
    for (const row of all) expect(row.changes).not.toMatch(/pass-\d|scrypt/);
  });
});

describe('roles and system users', () => {
  it('roles: create, change of permissions by name, delete', async () => {
    const name = `auditor_${tag()}`;
    let id = 0;
    const created = await oneEntry(async () => (id = (await ok<{ id: number }>('operate/permission/update-role', { name, title: 'Auditor', permission_ids: [] }, true)).id));
    expect(created).toMatchObject({ action: 'create', resource: 'role', record_id: id });
    const view = (await ctx.db.selectFrom('permissions').select('id').where('name', '=', 'audit:view').executeTakeFirstOrThrow()).id;
    const updated = await oneEntry(() => ok('operate/permission/update-role', { id, name, title: 'Auditor', permission_ids: [view] }, true));
    expect(updated.changes).toEqual([{ field: 'permissions', from: [], to: ['audit:view'] }]);
    expect((await oneEntry(() => ok('operate/permission/role-by-permission', { role_id: id, delete: 1 }))).action).toBe('delete');
  });

  it('system users: register, role removal, status, password reset, delete', async () => {
    const account = `su_${tag()}`;
    const role = (await ctx.db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow()).id;
    let id = 0;
    const created = await oneEntry(async () => (id = (await ok<{ id: number }>('operate/auth/register', { account, password: 'a-long-passphrase-1', name: 'Su', role_ids: [role] })).id));
    expect(change(created, 'password')).toEqual({ field: 'password', secret: true });
    const removed = await oneEntry(() => ok('operate/auth/account-role-delete', { user_id: id, role_id: role }));
    expect(removed.changes).toEqual([{ field: 'roles', from: ['admin'], to: [] }]);
    const disabled = await oneEntry(() => ok('operate/auth/account-status', { id, status: 0 }));
    expect(disabled.changes).toEqual([{ field: 'status', from: 1, to: 0 }]);
    const reset = await oneEntry(() => ok('operate/auth/account-password-reset', { id, password: 'another-passphrase-2' }));
    expect(reset).toMatchObject({ action: 'password', record_id: id, changes: [{ field: 'password', secret: true }] });
    await noEntry(() => ctx.call('operate/auth/account-password-reset', { id, password: 'short' }, { token: admin }), 2001);
    expect((await oneEntry(() => ok('operate/auth/account-delete', { id }))).action).toBe('delete');
  });

  it('login, logout and a password change; a failed login leaves none', async () => {
    const user = await ctx.createUser([]);
    let token = '';
    const login = await oneEntry(async () => (token = await ctx.login(user.account, user.password)));
    expect(login).toMatchObject({ action: 'login', resource: 'system_user', record_id: user.id, user_id: user.id, account: user.account });
    await noEntry(() => ctx.call('operate/auth/login', { account: user.account, password: 'wrong-password' }), 2001);
    await noEntry(() => ctx.call('operate/auth/password-change', { old_password: 'wrong-password', password: 'a-new-passphrase-9' }, { token }), 2001);
    const changed = await oneEntry(() => ctx.call('operate/auth/password-change', { old_password: user.password, password: 'a-new-passphrase-9' }, { token }));
    expect(changed).toMatchObject({ action: 'password', user_id: user.id, changes: [{ field: 'password', secret: true }] });
    const logout = await oneEntry(() => ctx.call('operate/auth/logout', {}, { token }));
    expect(logout).toMatchObject({ action: 'logout', user_id: user.id });
  });
});

describe('one transaction', () => {
  // What a call's context gives recordChange(), without a request.
  const source = () => ({ request: { ip: '127.0.0.1', url: '/api/test', routeOptions: {} } as never, auth: { userId: adminId, account: 'admin' } });

  it('an entry is refused outside the transaction of its change', async () => {
    await expect(recordChange(ctx.db, source(), { action: 'update', resource: 'company', recordId: 1, name: 'x' })).rejects.toThrow(/transaction/);
  });

  it('a change rolled back after its entry takes the entry with it, and a failed entry takes the change', async () => {
    const entries = await count();
    const name = `Rolled back ${tag()}`;
    const write = (action: string, fail: boolean) =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('governments').values({ name, level: 'city', city_id: tree.cityId, parent_id: null, contact: 'x', phone: '010-1', address: 'x', created_at: nowText(), updated_at: nowText() }).returning('id').executeTakeFirstOrThrow();
        await recordChange(trx, source(), { action: action as 'create', resource: 'government', recordId: row.id, name });
        if (fail) throw new Error('crash after the entry');
      });
    await expect(write('create', true)).rejects.toThrow('crash after the entry');
    // The action column refuses an unknown action: the entry fails, so must the change.
    await expect(write('rename', false)).rejects.toThrow();
    expect(await count()).toBe(entries);
    expect(await ctx.db.selectFrom('governments').select('id').where('name', '=', name).executeTakeFirst()).toBeUndefined();
  });
});
