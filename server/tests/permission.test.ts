// operate/permission/*: the permission tree and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/db/bootstrap.js';
import { LEAF_PERMISSIONS, PERMISSION_TREE, type PermissionNode } from '../src/db/permission-tree.js';
import { callsUnder } from './helpers/access.js';
import { ADMIN_PASSWORD, createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let permissions: { id: number; name: string; title: string; titles: Record<string, string> | null; parent_id: number | null }[];

interface Role {
  id: number;
  name: string;
  title: string;
  permission_ids: number[];
}

const idOf = (name: string) => permissions.find((p) => p.name === name)!.id;
let serial = 0;

async function createRole(names: string[] = ['company:view'], token = admin) {
  const body = { name: `role${++serial}`, title: `Title ${serial} end`, permission_ids: names.map(idOf) };
  return dataOf(await ctx.call<Role>('operate/permission/update-role', body, { token, json: true }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  permissions = dataOf(await ctx.call<typeof permissions>('operate/permission/permission-list', {}, { token: admin }));
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(
    () => ctx,
    callsUnder('operate/permission').map((c) => c.path),
  );
});

describe('operate/permission/permission-list', () => {
  it('answers the whole tree in order, groups before their children, the shipped entities\' rows after it', () => {
    // entities/maintenance_records.json brings its group and four leaves.
    expect(permissions).toHaveLength(PERMISSION_TREE.length + LEAF_PERMISSIONS.length + 5);
    for (const p of permissions) expect(Object.keys(p).sort()).toEqual(['id', 'name', 'parent_id', 'title', 'titles']);
    const expected = PERMISSION_TREE.flatMap((g) => [g.name, ...(g.children ?? []).map((c) => c.name)]);
    expect(permissions.map((p) => p.name)).toEqual([...expected, 'maintenance', 'maintenance:view', 'maintenance:create', 'maintenance:update', 'maintenance:delete']);
    expect(permissions.find((p) => p.name === 'company:view')).toMatchObject({ title: '查看企业', parent_id: idOf('company') });
  });

  it('answers every title in Chinese, English and Spanish, the Chinese one also as `title`', () => {
    const nodes = new Map(PERMISSION_TREE.flatMap((g): PermissionNode[] => [g, ...(g.children ?? [])]).map((n) => [n.name, n]));
    for (const p of permissions) {
      expect(Object.keys(p.titles ?? {}).sort(), p.name).toEqual(['en', 'es', 'zh']);
      for (const title of Object.values(p.titles!)) expect(title.trim(), p.name).not.toBe('');
      expect(p.titles!.zh, p.name).toBe(p.title);
      if (nodes.has(p.name)) expect(p.titles, p.name).toEqual(nodes.get(p.name)!.titles);
    }
    expect(permissions.find((p) => p.name === 'company:view')?.titles).toEqual({ zh: '查看企业', en: 'View companies', es: 'Ver empresas' });
  });

  it('titles again, at start, a row whose titles are missing or out of date', async () => {
    await ctx.db.updateTable('permissions').set({ titles: null }).where('name', '=', 'company').execute();
    await ctx.db.updateTable('permissions').set({ titles: JSON.stringify({ zh: '查看企业', en: 'Old', es: 'Viejo' }) }).where('name', '=', 'company:view').execute();
    await bootstrap(ctx.db, { adminPassword: ADMIN_PASSWORD });
    const rows = dataOf(await ctx.call<typeof permissions>('operate/permission/permission-list', {}, { token: admin }));
    expect(rows.find((p) => p.name === 'company')?.titles).toEqual({ zh: '合作企业', en: 'Partner companies', es: 'Empresas asociadas' });
    expect(rows.find((p) => p.name === 'company:view')?.titles?.en).toBe('View companies');
  });

  it('answers the children of a parent', async () => {
    const children = dataOf(await ctx.call<typeof permissions>('operate/permission/permission-list', { parent_id: idOf('system') }, { token: admin }));
    expect(children.map((p) => p.name)).toEqual(['role:view', 'role:update', 'role:delete', 'user:view', 'user:create', 'user:update', 'user:delete', 'audit:view', 'entity:design', 'system:api']);
  });

  it('answers 2005 for an unknown parent, 2001 for a bad one', async () => {
    expect((await ctx.call('operate/permission/permission-list', { parent_id: 99999 }, { token: admin })).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/permission/permission-list', { parent_id: 'x' }, { token: admin }))).toEqual(['parent_id']);
  });
});

describe('operate/permission/update-role', () => {
  it('creates a role (JSON) and answers it', async () => {
    const role = await createRole(['company:view', 'company:update']);
    expect(Object.keys(role).sort()).toEqual(['id', 'name', 'permission_ids', 'title', 'version']);
    expect(role.permission_ids.sort((a, b) => a - b)).toEqual([idOf('company:view'), idOf('company:update')].sort((a, b) => a - b));
  });

  it('updates name, title and permissions; a form body works too', async () => {
    const role = await createRole();
    const body = { id: role.id, name: `${role.name}x`, title: 'Renamed', permission_ids: [idOf('staff:view')] };
    expect(dataOf(await ctx.call('operate/permission/update-role', body, { token: admin }))).toEqual({ ...body, version: 2 });
    const cleared = dataOf(await ctx.call<Role>('operate/permission/update-role', { ...body, permission_ids: [] }, { token: admin, json: true }));
    expect(cleared.permission_ids).toEqual([]);
  });

  it('answers 2001 for bad fields and unknown permissions', async () => {
    const missing = await ctx.call('operate/permission/update-role', {}, { token: admin, json: true });
    expect(fieldsOf(missing)).toEqual(['name', 'title']);
    const bad = await ctx.call('operate/permission/update-role', { name: '9 lives', title: 't'.repeat(65), permission_ids: ['x'] }, { token: admin, json: true });
    expect(fieldsOf(bad)).toEqual(['name', 'permission_ids', 'title']);
    const unknown = await ctx.call('operate/permission/update-role', { name: 'ghost', title: 'Ghost', permission_ids: [99999] }, { token: admin, json: true });
    expect(unknown.error).toBe(2001);
    expect(fieldsOf(unknown)).toEqual(['permission_ids']);
  });

  it('answers 2009 for a name in use, 2005 for an unknown id', async () => {
    const role = await createRole();
    const dup = await ctx.call('operate/permission/update-role', { name: role.name, title: 'Dup', permission_ids: [] }, { token: admin, json: true });
    expect(dup.error).toBe(2009);
    expect(fieldsOf(dup)).toEqual(['name']);
    const gone = await ctx.call('operate/permission/update-role', { id: 99999, name: 'zz', title: 'Z' }, { token: admin, json: true });
    expect(gone.error).toBe(2005);
  });

  it('keeps the admin role as it is (2003)', async () => {
    const adminRole = (await ctx.db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow()).id;
    const res = await ctx.call('operate/permission/update-role', { id: adminRole, name: 'admin', title: 'x', permission_ids: [] }, { token: admin, json: true });
    expect(res.error).toBe(2003);
  });

  it('does not let a user grant permissions it does not hold (2003)', async () => {
    const token = await ctx.createUserWithPermissions(['role:view', 'role:update', 'company:view']);
    expect((await ctx.call('operate/permission/update-role', { name: 'mine', title: 'Mine', permission_ids: [idOf('company:view'), idOf('company')] }, { token, json: true })).error).toBe(2000);
    const res = await ctx.call('operate/permission/update-role', { name: 'grab', title: 'Grab', permission_ids: [idOf('user:delete')] }, { token, json: true });
    expect(res.error).toBe(2003);
  });
});

describe('operate/permission/roles', () => {
  it('lists roles with their permission ids; admin holds all', async () => {
    const role = await createRole(['warning:view']);
    const roles = dataOf(await ctx.call<Role[]>('operate/permission/roles', {}, { token: admin }));
    expect(roles[0]).toEqual({ id: expect.any(Number), name: 'admin', title: '超级管理员', permission_ids: permissions.map((p) => p.id).sort((a, b) => a - b), version: 1 });
    expect(roles).toContainEqual(role);
    const found = dataOf(await ctx.call<Role[]>('operate/permission/roles', { keyword: role.title.toUpperCase() }, { token: admin }));
    expect(found).toEqual([role]);
  });
});

describe('operate/permission/role-has-permission', () => {
  it('answers the permissions of a role (JSON body)', async () => {
    const role = await createRole(['check:view', 'check:create']);
    const granted = dataOf(await ctx.call<typeof permissions>('operate/permission/role-has-permission', { role_id: role.id }, { token: admin, json: true }));
    expect(granted.map((p) => p.name)).toEqual(['check:view', 'check:create']);
    expect(Object.keys(granted[0]!).sort()).toEqual(['id', 'name', 'parent_id', 'title']);
  });

  it('answers 2005 for an unknown role, 2001 without one', async () => {
    expect((await ctx.call('operate/permission/role-has-permission', { role_id: 99999 }, { token: admin, json: true })).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/permission/role-has-permission', {}, { token: admin, json: true }))).toEqual(['role_id']);
  });
});

describe('operate/permission/role-by-permission', () => {
  it('answers the role with its permission ids', async () => {
    const role = await createRole(['staff:view']);
    expect(dataOf(await ctx.call('operate/permission/role-by-permission', { role_id: role.id }, { token: admin }))).toEqual(role);
  });

  it('deletes with delete=1 and answers the removed role', async () => {
    const role = await createRole();
    expect(dataOf(await ctx.call('operate/permission/role-by-permission', { role_id: role.id, delete: 1 }, { token: admin }))).toEqual(role);
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: role.id }, { token: admin })).error).toBe(2005);
    expect(await ctx.db.selectFrom('role_permissions').select('role_id').where('role_id', '=', role.id).execute()).toEqual([]);
  });

  it('needs role:delete to delete (2003)', async () => {
    const role = await createRole();
    const token = await ctx.createUserWithPermissions(['role:view']);
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: role.id }, { token })).error).toBe(2000);
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: role.id, delete: 1 }, { token })).error).toBe(2003);
  });

  it('answers 2009 while users hold the role and 2003 for the admin role', async () => {
    const user = await ctx.createUser(['company:view']);
    const held = await ctx.call('operate/permission/role-by-permission', { role_id: user.roleId, delete: 1 }, { token: admin });
    expect(held.error).toBe(2009);
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: user.roleId }, { token: admin })).error).toBe(2000);
    const adminRole = (await ctx.db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: adminRole, delete: 1 }, { token: admin })).error).toBe(2003);
  });

  it('answers 2005 for an unknown role and 2001 for bad input', async () => {
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: 99999 }, { token: admin })).error).toBe(2005);
    const bad = await ctx.call('operate/permission/role-by-permission', { role_id: 'a', delete: 'maybe' }, { token: admin });
    expect(fieldsOf(bad)).toEqual(['delete', 'role_id']);
  });
});

describe('operate/permission/user-by-role and user-roles', () => {
  it('answers the users of a role and the roles of a user', async () => {
    const user = await ctx.createUser(['company:view']);
    const users = dataOf(await ctx.call<object[]>('operate/permission/user-by-role', { role_id: user.roleId }, { token: admin }));
    expect(users).toEqual([{ id: user.id, account: user.account, name: expect.any(String), roles: [`role_${user.account.slice(5)}`], status: 1, government_id: null, created_at: expect.any(String), version: 1 }]);
    const roles = dataOf(await ctx.call<Role[]>('operate/permission/user-roles', { user_id: user.id }, { token: admin }));
    expect(roles).toEqual([{ id: user.roleId, name: expect.any(String), title: expect.any(String), permission_ids: [idOf('company:view')], version: 1 }]);
  });

  it('answers 2005 for unknown ids and 2001 for missing ones', async () => {
    expect((await ctx.call('operate/permission/user-by-role', { role_id: 99999 }, { token: admin })).error).toBe(2005);
    expect((await ctx.call('operate/permission/user-roles', { user_id: 99999 }, { token: admin })).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/permission/user-by-role', {}, { token: admin }))).toEqual(['role_id']);
    expect(fieldsOf(await ctx.call('operate/permission/user-roles', {}, { token: admin }))).toEqual(['user_id']);
  });
});
