// operate/audit/restore: a deleted record made again from its delete entry, by a holder of the
// permission that creates it; the same id where it is free; the restore audited; refused where a
// record it belonged to is gone or its unique value is taken (a second restore included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, insertAccount, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let cityId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  cityId = (await insertCityTree(ctx.db)).cityId;
});

afterAll(async () => {
  await ctx.close();
});

const RESTORE = 'operate/audit/restore';

async function deleteEntry(resource: string, recordId: number): Promise<number> {
  const row = await ctx.db.selectFrom('audit_log').select('id').where('resource', '=', resource).where('record_id', '=', recordId).where('action', '=', 'delete').executeTakeFirstOrThrow();
  return row.id;
}

describe('operate/audit/restore', () => {
  it('makes a deleted government again with its id and fields, and audits it', async () => {
    const id = await insertGovernment(ctx.db, { city_id: cityId, name: 'Bureau to restore', contact: 'Ma Jiu' });
    const before = (await ctx.call<Record<string, unknown>>('operate/government/government-detail', { id }, { token: admin })).data;
    expect((await ctx.call('operate/government/government-delete', { id }, { token: admin })).error).toBe(2000);
    const entry = await deleteEntry('government', id);
    const restored = await ctx.call(RESTORE, { id: entry }, { token: admin });
    expect(restored).toMatchObject({ error: 2000, data: { resource: 'government', id, same_id: true } });
    const after = (await ctx.call<Record<string, unknown>>('operate/government/government-detail', { id }, { token: admin })).data;
    expect({ ...after, created_at: before.created_at, updated_at: before.updated_at }).toEqual(before);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'call', 'changes']).where('resource', '=', 'government').where('record_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.action).toBe('create');
    expect(audit.call).toBe(RESTORE);
    expect(JSON.parse(audit.changes)).toContainEqual({ field: 'restored_from', from: null, to: entry });
    // Once restored, the name is in use again: a second restore is refused.
    expect(await ctx.call(RESTORE, { id: entry }, { token: admin })).toMatchObject({ error: 2009, data: { fields: { name: 'The name is already in use.' } } });
  });

  it('makes a deleted record of a defined entity again from its definition (maintenance records)', async () => {
    const companyId = await insertCompany(ctx.db, { city_id: cityId, government_id: await insertGovernment(ctx.db, { city_id: cityId }) });
    const body = { company_id: companyId, equipment: 'Gantry crane', kind: 'repair', date: '2026-03-02', result: 'passed', technician: 'Li Si', cost: '1250.50' };
    const made = await ctx.call<{ id: number }>('operate/entity/maintenance_records/create', body, { token: admin });
    const id = made.data.id;
    const before = (await ctx.call<Record<string, unknown>>('operate/entity/maintenance_records/detail', { id }, { token: admin })).data;
    expect((await ctx.call('operate/entity/maintenance_records/delete', { id, version: 1 }, { token: admin })).error).toBe(2000);
    const restored = await ctx.call(RESTORE, { id: await deleteEntry('maintenance_record', id) }, { token: admin });
    expect(restored).toMatchObject({ error: 2000, data: { resource: 'maintenance_record', id, same_id: true } });
    const after = (await ctx.call<Record<string, unknown>>('operate/entity/maintenance_records/detail', { id }, { token: admin })).data;
    expect({ ...after, created_at: before.created_at, updated_at: before.updated_at }).toEqual(before);
  });

  it('gives a new id where another record took the old one', async () => {
    const id = await insertGovernment(ctx.db, { city_id: cityId, name: 'Bureau moved' });
    await ctx.call('operate/government/government-delete', { id }, { token: admin });
    await insertGovernment(ctx.db, { city_id: cityId, name: 'Bureau in its place', id } as never);
    const restored = await ctx.call<{ id: number; same_id: boolean }>(RESTORE, { id: await deleteEntry('government', id) }, { token: admin });
    expect(restored.error).toBe(2000);
    expect(restored.data.same_id).toBe(false);
    expect(restored.data.id).not.toBe(id);
    const row = await ctx.db.selectFrom('governments').select('name').where('id', '=', restored.data.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Bureau moved');
    // The next create gets an id of its own (PostgreSQL's sequence moved past the restored ids).
    expect((await ctx.call('operate/government/government-create', { name: 'Bureau after', level: 'city', city_id: cityId, contact: 'Li', phone: '0571-88886666', address: 'x' }, { token: admin })).error).toBe(2000);
  });

  it('restores a check point with its items, a role with its permissions and a user with their roles', async () => {
    const company = await insertCompany(ctx.db, { city_id: cityId, government_id: await insertGovernment(ctx.db, { city_id: cityId }) });
    const point = await ctx.call<{ id: number }>('operate/company/create-code', { company_id: company, name: 'Boiler room', items: [{ name: 'Extinguisher', standard: 'Pressure in the green' }] }, { token: admin, json: true });
    await ctx.call('operate/company/code-delete-company', { id: point.data.id }, { token: admin });
    expect((await ctx.call(RESTORE, { id: await deleteEntry('check_point', point.data.id) }, { token: admin })).error).toBe(2000);
    const items = await ctx.db.selectFrom('check_items').select(['name', 'standard']).where('check_point_id', '=', point.data.id).execute();
    expect(items).toEqual([{ name: 'Extinguisher', standard: 'Pressure in the green' }]);

    const user = await ctx.createUser(['government:view', 'audit:view']);
    const roleName = (await ctx.db.selectFrom('roles').select('name').where('id', '=', user.roleId!).executeTakeFirstOrThrow()).name;
    await ctx.call('operate/auth/account-delete', { id: user.id }, { token: admin });
    const role = await ctx.call('operate/permission/role-by-permission', { role_id: user.roleId, delete: 1 }, { token: admin });
    expect(role.error).toBe(2000);
    expect((await ctx.call(RESTORE, { id: await deleteEntry('role', user.roleId!) }, { token: admin })).error).toBe(2000);
    const granted = await ctx.db.selectFrom('role_permissions').innerJoin('permissions', 'permissions.id', 'permission_id').select('permissions.name').where('role_id', '=', user.roleId!).execute();
    expect(granted.map((p) => p.name).sort()).toEqual(['audit:view', 'government:view']);
    expect((await ctx.call(RESTORE, { id: await deleteEntry('system_user', user.id) }, { token: admin })).error).toBe(2000);
    const restoredUser = await ctx.call<{ roles: string[]; status: number }>('operate/auth/account-list', { id: user.id }, { token: admin });
    expect(restoredUser.data).toMatchObject({ list: [{ id: user.id, roles: [roleName], status: 0 }] });
    // Its password was never kept: it cannot log in until someone sets one.
    expect((await ctx.call('operate/auth/login', { account: user.account, password: user.password })).error).not.toBe(2000);
  });

  it('restores an account disabled, under the owner it had', async () => {
    const government = await insertGovernment(ctx.db, { city_id: cityId });
    const id = await insertAccount(ctx.db, { government_id: government, account: 'restored_account' });
    await ctx.call('operate/government/account-delete', { id }, { token: admin });
    expect((await ctx.call(RESTORE, { id: await deleteEntry('account', id) }, { token: admin })).error).toBe(2000);
    const row = await ctx.db.selectFrom('accounts').select(['government_id', 'company_id', 'status', 'account']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ government_id: government, company_id: null, status: 0, account: 'restored_account' });
  });

  it('refuses where a record it belonged to is gone', async () => {
    const parent = await insertGovernment(ctx.db, { city_id: cityId });
    const child = await insertGovernment(ctx.db, { city_id: cityId, parent_id: parent });
    await ctx.call('operate/government/government-delete', { id: child }, { token: admin });
    await ctx.call('operate/government/government-delete', { id: parent }, { token: admin });
    const answer = await ctx.call(RESTORE, { id: await deleteEntry('government', child) }, { token: admin });
    expect(answer).toMatchObject({ error: 2009, message: 'The record cannot be restored: a record it belonged to is gone.' });
    expect(await ctx.db.selectFrom('governments').select('id').where('id', '=', child).executeTakeFirst()).toBeUndefined();
  });

  it('needs the permission that creates the record, and a delete entry', async () => {
    const id = await insertGovernment(ctx.db, { city_id: cityId });
    await ctx.call('operate/government/government-delete', { id }, { token: admin });
    const entry = await deleteEntry('government', id);
    const viewer = await ctx.createUser(['government:view', 'audit:view']);
    expect((await ctx.call(RESTORE, { id: entry }, { token: viewer.token })).error).toBe(2003);
    const creator = await ctx.createUser(['government:create']);
    expect((await ctx.call(RESTORE, { id: entry }, { token: creator.token })).error).toBe(2000);
    const update = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'login').executeTakeFirstOrThrow();
    expect(await ctx.call(RESTORE, { id: update.id }, { token: admin })).toMatchObject({ error: 2001, data: { fields: { id: 'Only a deleted record can be restored.' } } });
    expect((await ctx.call(RESTORE, { id: 999_999 }, { token: admin })).error).toBe(2005);
    expect((await ctx.call(RESTORE, { id: 'x' }, { token: admin })).error).toBe(2001);
  });
});
