// Optimistic concurrency on every update and delete call: a call that names the version it was
// based on is refused with 2009 and the record as it is now when another write came first, and
// changes nothing; the current version passes and makes the record one version newer; a call
// without `version` writes as before. The cases below are checked against the registry: every
// call that takes `version` has one, so a new call cannot go untested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableName } from '../src/db/schema.js';
import { allCalls } from './helpers/access.js';
import { versionField } from '../src/http/versions.js';
import { createTestContext, insertAccount, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';
import { insertCheckPoint } from './helpers/admin-fixtures.js';

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

interface Case {
  /** The record the call writes: its table and id, and the call's body without `version`. */
  prepare(): Promise<{ table: TableName; id: number; body: Record<string, unknown>; json?: boolean }>;
}

const government = () => insertGovernment(ctx.db, { city_id: cityId });
const company = async () => insertCompany(ctx.db, { city_id: cityId, government_id: await government() });
async function role(): Promise<number> {
  const answer = await ctx.call<{ id: number }>('operate/permission/update-role', { name: `r${Date.now()}${Math.random().toString(36).slice(2, 6)}`, title: 'Auditors', permission_ids: [] }, { token: admin, json: true });
  return answer.data.id;
}
async function systemUser(): Promise<{ id: number; roleId: number }> {
  const user = await ctx.createUser(['government:view']);
  return { id: user.id, roleId: user.roleId! };
}
async function savedView(): Promise<number> {
  const answer = await ctx.call<{ id: number }>('operate/view/view-create', { list: 'companies', name: `v${Math.random()}`, state: { filter: {}, sort: { field: 'id', order: 'DESC' }, columns: { order: [], hidden: [] } } }, { token: admin, json: true });
  return answer.data.id;
}

/** A record of the shipped maintenance definition (an entity: its calls come from the definition). */
const MAINTENANCE = 'entity_maintenance_records' as TableName;
async function maintenance(): Promise<number> {
  const now = '2024-01-01 00:00:00';
  const values = { company_id: await company(), equipment: 'Boiler', kind: 'repair', date: '2024-01-01', result: 'passed', technician: 'Lin', created_at: now, updated_at: now };
  const row = await ctx.db.insertInto(MAINTENANCE).values(values as never).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const CASES: Record<string, Case> = {
  'operate/entity/maintenance_records/update': { prepare: async () => ({ table: MAINTENANCE, id: await maintenance(), body: { technician: 'Zhao Liu' } }) },
  'operate/entity/maintenance_records/delete': { prepare: async () => ({ table: MAINTENANCE, id: await maintenance(), body: {} }) },
  'operate/government/government-update': { prepare: async () => ({ table: 'governments', id: await government(), body: { contact: 'Zhao Liu' } }) },
  'operate/government/government-delete': { prepare: async () => ({ table: 'governments', id: await government(), body: {} }) },
  'operate/company/company-update': { prepare: async () => ({ table: 'companies', id: await company(), body: { contact: 'Zhao Liu' } }) },
  'operate/company/account-update': { prepare: async () => ({ table: 'accounts', id: await insertAccount(ctx.db, { company_id: await company() }), body: { name: 'Zhao Liu' } }) },
  'operate/company/account-delete': { prepare: async () => ({ table: 'accounts', id: await insertAccount(ctx.db, { company_id: await company() }), body: {} }) },
  'operate/government/account-update': { prepare: async () => ({ table: 'accounts', id: await insertAccount(ctx.db, { government_id: await government() }), body: { name: 'Zhao Liu' } }) },
  'operate/government/account-delete': { prepare: async () => ({ table: 'accounts', id: await insertAccount(ctx.db, { government_id: await government() }), body: {} }) },
  'operate/company/code-delete-company': { prepare: async () => ({ table: 'check_points', id: await insertCheckPoint(ctx.db, { company_id: await company() }), body: {} }) },
  'operate/permission/update-role': {
    prepare: async () => {
      const id = await role();
      return { table: 'roles', id, body: { id, name: `renamed${id}`, title: 'Renamed', permission_ids: [] }, json: true };
    },
  },
  'operate/permission/role-by-permission': {
    prepare: async () => {
      const id = await role();
      return { table: 'roles', id, body: { role_id: id, delete: 1 } };
    },
  },
  'operate/auth/account-role-delete': {
    prepare: async () => {
      const user = await systemUser();
      return { table: 'system_users', id: user.id, body: { user_id: user.id, role_id: user.roleId } };
    },
  },
  'operate/auth/account-delete': { prepare: async () => ({ table: 'system_users', id: (await systemUser()).id, body: {} }) },
  'operate/auth/account-status': { prepare: async () => ({ table: 'system_users', id: (await systemUser()).id, body: { status: 0 } }) },
  'operate/auth/account-update': { prepare: async () => ({ table: 'system_users', id: (await systemUser()).id, body: { government_id: '' } }) },
  'operate/auth/account-password-reset': { prepare: async () => ({ table: 'system_users', id: (await systemUser()).id, body: { password: 'Another-long-passphrase-9' } }) },
  'operate/view/view-update': { prepare: async () => ({ table: 'saved_views', id: await savedView(), body: { name: `Renamed ${Math.random()}` }, json: true }) },
  'operate/view/view-delete': { prepare: async () => ({ table: 'saved_views', id: await savedView(), body: {} }) },
};

async function versionOf(table: TableName, id: number): Promise<number | undefined> {
  const row = await ctx.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  return (row as { version?: number } | undefined)?.version;
}

/** Another administrator's write in between: the version moves on. */
async function writtenMeanwhile(table: TableName, id: number): Promise<void> {
  await ctx.db.updateTable(table).set({ version: (await versionOf(table, id))! + 1 } as never).where('id', '=', id).execute();
}

const withId = (body: Record<string, unknown>, id: number) => ('id' in body || 'role_id' in body || 'user_id' in body ? body : { id, ...body });

describe('record versions', () => {
  it('covers every call that takes a version', () => {
    // The record's version, as http/versions.ts declares it (a rollback's `version` names a definition's version to put back).
    const taking = allCalls.filter((c) => 'shape' in c.body && (c.body as unknown as { shape: { version?: unknown } }).shape.version === versionField.version).map((c) => c.path);
    expect(taking.sort()).toEqual(Object.keys(CASES).sort());
  });

  describe.each(Object.entries(CASES))('%s', (path, { prepare }) => {
    it('refuses a stale version with 2009 and the record as it is now, and changes nothing', async () => {
      const { table, id, body, json } = await prepare();
      const seen = (await versionOf(table, id))!;
      await writtenMeanwhile(table, id);
      const answer = await ctx.call<{ fields: Record<string, string>; current: { id: number; version: number } }>(path, { ...withId(body, id), version: seen }, { token: admin, json });
      expect(answer.error).toBe(2009);
      expect(answer.data.fields).toEqual({ version: 'Someone else changed this record after you opened it.' });
      expect(answer.data.current).toMatchObject({ id, version: seen + 1 });
      expect(await versionOf(table, id)).toBe(seen + 1);
    });

    it('writes with the current version and makes the record one version newer (or deletes it)', async () => {
      const { table, id, body, json } = await prepare();
      const seen = (await versionOf(table, id))!;
      const answer = await ctx.call(path, { ...withId(body, id), version: seen }, { token: admin, json });
      expect(answer.error).toBe(2000);
      const after = await versionOf(table, id);
      if (after !== undefined) expect(after).toBe(seen + 1);
    });

    it('writes as before without a version', async () => {
      const { table, id, body, json } = await prepare();
      await writtenMeanwhile(table, id);
      expect((await ctx.call(path, withId(body, id), { token: admin, json })).error).toBe(2000);
    });
  });

  it('answers the version in detail and list records', async () => {
    const id = await government();
    const detail = await ctx.call<{ version: number }>('operate/government/government-detail', { id }, { token: admin });
    expect(detail.data.version).toBe(1);
    const list = await ctx.call<{ list: { id: number; version: number }[] }>('operate/government/government-list', { page: 1, limit: 100 }, { token: admin });
    expect(list.data.list.find((g) => g.id === id)?.version).toBe(1);
  });

  it('keeps a stale role form from granting again a permission taken away', async () => {
    const permissions = await ctx.db.selectFrom('permissions').select(['id', 'name']).where('name', 'in', ['government:view', 'audit:view']).execute();
    const ids = permissions.map((p) => p.id);
    const created = await ctx.call<{ id: number; version: number }>('operate/permission/update-role', { name: 'clerks', title: 'Clerks', permission_ids: ids }, { token: admin, json: true });
    const { id, version } = created.data;
    // One administrator takes audit:view away...
    const audit = permissions.find((p) => p.name === 'audit:view')!.id;
    const first = await ctx.call('operate/permission/update-role', { id, name: 'clerks', title: 'Clerks', permission_ids: ids.filter((p) => p !== audit), version }, { token: admin, json: true });
    expect(first.error).toBe(2000);
    // ...another saves the form opened before.
    const stale = await ctx.call('operate/permission/update-role', { id, name: 'clerks', title: 'Clerks (renamed)', permission_ids: ids, version }, { token: admin, json: true });
    expect(stale.error).toBe(2009);
    const grants = await ctx.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', id).execute();
    expect(grants.map((g) => g.permission_id)).not.toContain(audit);
  });
});
