// operate/audit/restore of roles and system users: held to the rules of update-role and register.
// Nobody restores a role carrying permissions they do not hold, nor a user with roles they could
// not grant (the admin role included), and both ask for a recent password check as those calls do.
// Other records restore as before, without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/security/tokens.js';
import { createTestContext, insertCityTree, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});

afterAll(async () => {
  await ctx.close();
});

const RESTORE = 'operate/audit/restore';
const POWERS = ['user:update', 'user:delete', 'entity:design', 'audit:view'];
const REAUTH_REQUIRED = { error: 2003, data: { reason: 'reauth_required' } };

async function deleteEntry(resource: string, recordId: number): Promise<number> {
  const row = await ctx.db.selectFrom('audit_log').select('id').where('resource', '=', resource).where('record_id', '=', recordId).where('action', '=', 'delete').executeTakeFirstOrThrow();
  return row.id;
}

/** The password check of this session, long past. */
const passwordCheckedLongAgo = (token: string) => ctx.db.updateTable('tokens').set({ reauth_at: '2000-01-01 00:00:00' }).where('token_hash', '=', hashToken(token)).execute();

async function permissionIds(names: string[]): Promise<number[]> {
  return (await ctx.db.selectFrom('permissions').select('id').where('name', 'in', names).execute()).map((p) => p.id);
}

/** A role made and deleted by the admin: answers its delete entry. */
async function deletedRole(name: string, permissions: string[]): Promise<{ id: number; entry: number }> {
  const made = await ctx.call<{ id: number }>('operate/permission/update-role', { name, title: name, permission_ids: await permissionIds(permissions) }, { token: admin, json: true });
  expect(made.error).toBe(2000);
  expect((await ctx.call('operate/permission/role-by-permission', { role_id: made.data.id, delete: 1 }, { token: admin })).error).toBe(2000);
  return { id: made.data.id, entry: await deleteEntry('role', made.data.id) };
}

/** A user registered and deleted by the admin, holding these roles: answers its delete entry. */
async function deletedUser(account: string, roleIds: number[]): Promise<number> {
  const made = await ctx.call<{ id: number }>('operate/auth/register', { account, password: 'Restore-me-2026', name: account, role_ids: roleIds }, { token: admin });
  expect(made.error).toBe(2000);
  expect((await ctx.call('operate/auth/account-delete', { id: made.data.id }, { token: admin })).error).toBe(2000);
  return deleteEntry('system_user', made.data.id);
}

const roleExists = async (id: number) => (await ctx.db.selectFrom('roles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('restoring a role', () => {
  it('refuses a role carrying permissions the caller does not hold, as update-role does', async () => {
    const { id, entry } = await deletedRole('restored_powers', POWERS);
    const editor = await ctx.createUser(['role:view', 'role:update']);
    // update-role refuses this editor the same role; so does the restore.
    const direct = await ctx.call('operate/permission/update-role', { name: 'direct_powers', title: 'x', permission_ids: await permissionIds(POWERS) }, { token: editor.token, json: true });
    expect(direct).toMatchObject({ error: 2003, message: 'You cannot grant permissions you do not hold.' });
    expect(await ctx.call(RESTORE, { id: entry }, { token: editor.token })).toMatchObject({ error: 2003, message: 'You cannot grant permissions you do not hold.' });
    expect(await roleExists(id)).toBe(false);
  });

  it('asks for the password again, then restores for a holder of those permissions', async () => {
    const { id, entry } = await deletedRole('restored_by_holder', POWERS);
    const holder = await ctx.createUser(['role:view', 'role:update', ...POWERS]);
    await passwordCheckedLongAgo(holder.token);
    expect(await ctx.call(RESTORE, { id: entry }, { token: holder.token })).toMatchObject(REAUTH_REQUIRED);
    expect(await roleExists(id)).toBe(false);
    expect((await ctx.call('operate/auth/reauth', { password: holder.password }, { token: holder.token })).error).toBe(2000);
    expect(await ctx.call(RESTORE, { id: entry }, { token: holder.token })).toMatchObject({ error: 2000, data: { resource: 'role', id, same_id: true } });
    const granted = await ctx.db.selectFrom('role_permissions').innerJoin('permissions', 'permissions.id', 'permission_id').select('permissions.name').where('role_id', '=', id).execute();
    expect(granted.map((p) => p.name).sort()).toEqual([...POWERS].sort());
  });
});

describe('restoring a system user', () => {
  it('refuses a user holding the admin role to anyone but an administrator', async () => {
    const adminRole = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow();
    const entry = await deletedUser('restored_admin', [adminRole.id]);
    const creator = await ctx.createUser(['user:view', 'user:create', 'role:view', 'role:update', 'role:delete', ...POWERS]);
    expect(await ctx.call(RESTORE, { id: entry }, { token: creator.token })).toMatchObject({ error: 2003, message: 'Only administrators can grant the admin role.' });
    expect(await ctx.db.selectFrom('system_users').select('id').where('account', '=', 'restored_admin').executeTakeFirst()).toBeUndefined();
    expect((await ctx.call(RESTORE, { id: entry }, { token: admin })).error).toBe(2000);
  });

  it('checks the roles as register does: only those whose permissions the caller holds, after a password check', async () => {
    const powerful = await ctx.call<{ id: number }>('operate/permission/update-role', { name: 'kept_powers', title: 'Kept powers', permission_ids: await permissionIds(POWERS) }, { token: admin, json: true });
    const entry = await deletedUser('restored_powerful', [powerful.data.id]);
    const creator = await ctx.createUser(['user:view', 'user:create']);
    expect(await ctx.call(RESTORE, { id: entry }, { token: creator.token })).toMatchObject({ error: 2003, message: 'You cannot grant permissions you do not hold.' });
    const holder = await ctx.createUser(['user:view', 'user:create', ...POWERS]);
    await passwordCheckedLongAgo(holder.token);
    expect(await ctx.call(RESTORE, { id: entry }, { token: holder.token })).toMatchObject(REAUTH_REQUIRED);
    expect((await ctx.call('operate/auth/reauth', { password: holder.password }, { token: holder.token })).error).toBe(2000);
    const restored = await ctx.call<{ id: number }>(RESTORE, { id: entry }, { token: holder.token });
    expect(restored.error).toBe(2000);
    const user = await ctx.call('operate/auth/account-list', { id: restored.data.id }, { token: admin });
    expect(user.data).toMatchObject({ list: [{ account: 'restored_powerful', roles: ['kept_powers'], status: 0 }] });
  });

  it('restores a user without roles without asking for the password, as register does', async () => {
    const entry = await deletedUser('restored_plain', []);
    const creator = await ctx.createUser(['user:create']);
    await passwordCheckedLongAgo(creator.token);
    expect((await ctx.call(RESTORE, { id: entry }, { token: creator.token })).error).toBe(2000);
  });
});

describe('restoring other records', () => {
  it('asks nothing more than before: the create permission, no password check', async () => {
    const { cityId } = await insertCityTree(ctx.db);
    const id = await insertGovernment(ctx.db, { city_id: cityId, name: 'Bureau restored without a check' });
    expect((await ctx.call('operate/government/government-delete', { id }, { token: admin })).error).toBe(2000);
    const creator = await ctx.createUser(['government:create']);
    await passwordCheckedLongAgo(creator.token);
    expect(await ctx.call(RESTORE, { id: await deleteEntry('government', id) }, { token: creator.token })).toMatchObject({ error: 2000, data: { id, same_id: true } });
  });
});
