// operate/auth/account-list, register, account-role-delete, account-delete: system users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let adminRoleId: number;
let adminUserId: number;

const USER_KEYS = ['account', 'created_at', 'government_id', 'id', 'name', 'roles', 'status', 'version'];
const PASSWORD = 'System-user-pass-1';

interface SystemUser {
  id: number;
  account: string;
  name: string;
  roles: string[];
  created_at: string;
}

let serial = 0;
async function register(body: Record<string, unknown> = {}, token = admin) {
  const res = await ctx.call<SystemUser>(
    'operate/auth/register',
    { account: `staff.user${++serial}`, password: PASSWORD, name: `Operator ${serial}`, ...body },
    { token },
  );
  return dataOf(res);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  adminRoleId = (await ctx.db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow()).id;
  adminUserId = (await ctx.db.selectFrom('system_users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/auth/account-list', 'operate/auth/register', 'operate/auth/account-role-delete', 'operate/auth/account-delete']);
});

describe('operate/auth/register', () => {
  it('answers the SystemUser, who must then choose a password of their own at login', async () => {
    const helper = await ctx.createUser(['company:view']);
    const user = await register({ role_ids: [helper.roleId!] });
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user.roles).toEqual([`role_${helper.account.slice(5)}`]);
    const login = dataOf(await ctx.call<{ step: string; challenge: string }>('operate/auth/login', { account: user.account, password: PASSWORD }));
    expect(login.step).toBe('password');
    const renewed = dataOf(await ctx.call<{ token: string }>('operate/auth/login-password', { challenge: login.challenge, password: 'a fresh one of my own' }));
    expect(renewed.token).toMatch(/^[\w-]{43}$/);
  });

  it('answers 2001 naming bad fields and unknown roles', async () => {
    expect(fieldsOf(await ctx.call('operate/auth/register', {}, { token: admin }))).toEqual(['account', 'name', 'password']);
    const bad = await ctx.call('operate/auth/register', { account: 'ab', password: 'short', name: 'n'.repeat(33), role_ids: ['x'] }, { token: admin });
    expect(fieldsOf(bad)).toEqual(['account', 'name', 'password', 'role_ids']);
    const unknown = await ctx.call('operate/auth/register', { account: 'ghost1', password: PASSWORD, name: 'Ghost', role_ids: [99999] }, { token: admin });
    expect(unknown.error).toBe(2001);
    expect(fieldsOf(unknown)).toEqual(['role_ids']);
  });

  it('answers 2009 for an account in use', async () => {
    const res = await ctx.call('operate/auth/register', { account: 'admin', password: PASSWORD, name: 'Again' }, { token: admin });
    expect(res.error).toBe(2009);
    expect(fieldsOf(res)).toEqual(['account']);
  });

  it('does not let a non-admin hand out the admin role or more than it holds (2003)', async () => {
    const token = await ctx.createUserWithPermissions(['user:create']);
    const rich = await ctx.createUser(['company:view', 'user:delete']);
    expect((await ctx.call('operate/auth/register', { account: 'esc1', password: PASSWORD, name: 'E', role_ids: [adminRoleId] }, { token })).error).toBe(2003);
    expect((await ctx.call('operate/auth/register', { account: 'esc2', password: PASSWORD, name: 'E', role_ids: [rich.roleId] }, { token })).error).toBe(2003);
    expect((await ctx.call('operate/auth/register', { account: 'esc3', password: PASSWORD, name: 'E' }, { token })).error).toBe(2000);
  });
});

describe('operate/auth/account-list', () => {
  it('pages system users with their roles, filtered by role and keyword', async () => {
    const helper = await ctx.createUser(['staff:view']);
    const a = await register({ role_ids: [helper.roleId!], name: 'Keyword Person' });
    const list = async (body: Record<string, unknown>) =>
      dataOf(await ctx.call<{ list: SystemUser[]; total: number; page: number; limit: number }>('operate/auth/account-list', body, { token: admin }));
    const all = await list({ limit: 100, sort: 'id', order: 'asc' });
    expect(all.list[0]).toMatchObject({ account: 'admin', roles: ['admin'] });
    for (const u of all.list) expect(Object.keys(u).sort()).toEqual(USER_KEYS);
    const byRole = await list({ role_id: helper.roleId });
    expect(byRole.list.map((u) => u.id).sort()).toEqual([helper.id, a.id].sort());
    expect((await list({ keyword: 'keyword pers' })).list.map((u) => u.id)).toEqual([a.id]);
    expect(await list({ limit: 1, page: 2, sort: 'account', order: 'asc' })).toMatchObject({ page: 2, limit: 1, total: all.total });
  });

  it('answers 2001 for bad list params', async () => {
    const res = await ctx.call('operate/auth/account-list', { sort: 'password_hash', limit: 1000 }, { token: admin });
    expect(fieldsOf(res)).toEqual(['limit', 'sort']);
  });
});

describe('operate/auth/account-role-delete', () => {
  it('removes a role from a user', async () => {
    const user = await ctx.createUser(['company:view']);
    const res = await ctx.call('operate/auth/account-role-delete', { user_id: user.id, role_id: user.roleId }, { token: admin });
    expect(dataOf(res)).toEqual({ user_id: user.id, role_id: user.roleId });
    // The user's sessions end with the role, and the next one holds less.
    expect((await ctx.call('operate/auth/info', {}, { token: user.token })).error).toBe(2004);
    const again = await ctx.login(user.account, user.password);
    expect((await ctx.call('operate/government/get-city-data', {}, { token: again })).error).toBe(2003);
  });

  it('answers 2005 when the user does not hold the role, 2003 for admin/admin', async () => {
    const user = await ctx.createUser(['company:view']);
    expect((await ctx.call('operate/auth/account-role-delete', { user_id: user.id, role_id: adminRoleId }, { token: admin })).error).toBe(2005);
    expect((await ctx.call('operate/auth/account-role-delete', { user_id: 99999, role_id: adminRoleId }, { token: admin })).error).toBe(2005);
    expect((await ctx.call('operate/auth/account-role-delete', { user_id: adminUserId, role_id: adminRoleId }, { token: admin })).error).toBe(2003);
    expect(fieldsOf(await ctx.call('operate/auth/account-role-delete', {}, { token: admin }))).toEqual(['role_id', 'user_id']);
  });
});

describe('operate/auth/account-delete', () => {
  it('deletes a user, whose sessions end with it', async () => {
    const user = await ctx.createUser(['company:view']);
    expect(dataOf(await ctx.call('operate/auth/account-delete', { id: user.id }, { token: admin }))).toEqual({ id: user.id });
    expect((await ctx.call('operate/auth/info', {}, { token: user.token })).error).toBe(2004);
    expect((await ctx.call('operate/auth/account-delete', { id: user.id }, { token: admin })).error).toBe(2005);
  });

  it('refuses to delete oneself or the admin user (2003)', async () => {
    const deleter = await ctx.createUser(['user:delete']);
    expect((await ctx.call('operate/auth/account-delete', { id: deleter.id }, { token: deleter.token })).error).toBe(2003);
    expect((await ctx.call('operate/auth/account-delete', { id: adminUserId }, { token: deleter.token })).error).toBe(2003);
    expect((await ctx.call('operate/auth/account-delete', { id: adminUserId }, { token: admin })).error).toBe(2003);
  });

  it('answers 2001 for a bad id', async () => {
    expect(fieldsOf(await ctx.call('operate/auth/account-delete', { id: '1; drop table system_users' }, { token: admin }))).toEqual(['id']);
  });
});

describe('secrets', () => {
  it('never answers a password or a hash', () => {
    const all = ctx.answers.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('scrypt$');
  });
});
