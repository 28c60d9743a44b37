// operate/permission/*: the permission tree and roles.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChange } from '../audit/record.js';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { requirePermission } from '../http/auth.js';
import { defineCall } from '../http/call.js';
import { requireRecentAuth } from '../security/reauth.js';
import { conflict, forbidden, invalidField, notFound } from '../http/errors.js';
import { keywordMatch } from '../http/list.js';
import { v } from '../http/validate.js';
import { currentFor, nextVersion, versionField } from '../http/versions.js';
import { securityEvent } from '../security/events.js';
import {
  ADMIN_ROLE,
  assertCanGrantPermissions,
  assertCanManageRole,
  findRole,
  permissionListRecords,
  permissionsOfRole,
  roleRecord,
  roleRecords,
  type RoleRecord,
  selectPermissions,
  selectRoles,
  selectSystemUsers,
  systemUserRecords,
} from '../records/access.js';
import { Permission, Role, SystemUser } from '../http/answers/records.js';

const ROLE_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** A role as its audit entries show it: permissions by name, readable without the tree. */
async function auditedRole(db: Kysely<DB>, role: RoleRecord) {
  const { permission_ids, ...rest } = role;
  const names = permission_ids.length === 0 ? [] : await db.selectFrom('permissions').select('name').where('id', 'in', permission_ids).orderBy('id').execute();
  return { ...rest, permissions: names.map((p) => p.name) };
}

const permissionList = defineCall({
  path: 'operate/permission/permission-list',
  permission: 'role:view',
  answer: z.array(Permission),
  body: z.object({ parent_id: v.optional(v.id()) }),
  async handler({ parent_id }, { db }) {
    if (parent_id === undefined) return permissionListRecords(selectPermissions(db));
    const parent = await db.selectFrom('permissions').select('id').where('id', '=', parent_id).executeTakeFirst();
    if (!parent) throw notFound('The permission does not exist.');
    return permissionListRecords(selectPermissions(db).where('permissions.parent_id', '=', parent_id));
  },
});

const roles = defineCall({
  path: 'operate/permission/roles',
  permission: 'role:view',
  answer: z.array(Role),
  body: z.object({ keyword: v.optional(v.text(100)) }),
  async handler({ keyword }, { db }) {
    let query = selectRoles(db).orderBy('id');
    if (keyword) query = query.where(keywordMatch(['name', 'title'], keyword));
    return roleRecords(db, await query.execute());
  },
});

const roleHasPermission = defineCall({
  path: 'operate/permission/role-has-permission',
  permission: 'role:view',
  answer: z.array(Permission),
  json: true,
  body: z.object({ role_id: v.id() }),
  async handler({ role_id }, { db }) {
    return permissionsOfRole(db, await findRole(db, role_id));
  },
});

const roleByPermission = defineCall({
  path: 'operate/permission/role-by-permission',
  permission: 'role:view',
  answer: Role,
  body: z.object({ role_id: v.id(), delete: v.withDefault(v.flag(), 0), ...versionField }),
  async handler({ role_id, delete: remove, version }, ctx) {
    const { db, auth } = ctx;
    if (!remove) return roleRecord(db, role_id);
    requirePermission(auth, 'role:delete');
    requireRecentAuth(ctx);
    const deleted = await db.transaction().execute(async (trx) => {
      const record = (await currentFor(trx, ctx.dialect, { table: 'roles', id: role_id, version }, () => roleRecord(trx, role_id)))!;
      if (record.name === ADMIN_ROLE) throw forbidden('The admin role cannot be deleted.');
      await assertCanManageRole(trx, auth, record);
      const held = await trx.selectFrom('user_roles').select('user_id').where('role_id', '=', role_id).limit(1).executeTakeFirst();
      if (held) throw conflict('The role is still held by users.');
      await trx.deleteFrom('roles').where('id', '=', role_id).execute();
      await recordChange(trx, ctx, { action: 'delete', resource: 'role', recordId: role_id, name: record.title, before: await auditedRole(trx, record) });
      return record;
    });
    securityEvent(ctx, { event: 'role.delete', outcome: 'success', role_id, role: deleted.name });
    return deleted;
  },
});

const userByRole = defineCall({
  path: 'operate/permission/user-by-role',
  permission: 'role:view',
  answer: z.array(SystemUser),
  body: z.object({ role_id: v.id() }),
  async handler({ role_id }, { db, auth }) {
    await findRole(db, role_id);
    const users = await selectSystemUsers(db, auth)
      .where('u.id', 'in', db.selectFrom('user_roles').select('user_id').where('role_id', '=', role_id))
      .orderBy('u.id')
      .execute();
    return systemUserRecords(db, users);
  },
});

const userRoles = defineCall({
  path: 'operate/permission/user-roles',
  permission: 'user:view',
  answer: z.array(Role),
  body: z.object({ user_id: v.id() }),
  async handler({ user_id }, { db, auth }) {
    const user = await selectSystemUsers(db, auth).where('u.id', '=', user_id).executeTakeFirst();
    if (!user) throw notFound('The user does not exist.');
    const rows = await selectRoles(db)
      .where('id', 'in', db.selectFrom('user_roles').select('role_id').where('user_id', '=', user_id))
      .orderBy('id')
      .execute();
    return roleRecords(db, rows);
  },
});

const updateRole = defineCall({
  path: 'operate/permission/update-role',
  permission: 'role:update',
  answer: Role,
  json: true,
  body: z.object({
    id: v.optional(v.id()),
    name: v.text(32, { pattern: ROLE_NAME, patternMessage: 'Must start with a letter; letters, digits and . _ - only.' }),
    title: v.text(64),
    permission_ids: v.optional(v.idList()),
    ...versionField,
  }),
  async handler({ id, name, title, permission_ids, version }, ctx) {
    const { db, auth } = ctx;
    if (id !== undefined || (permission_ids ?? []).length > 0) requireRecentAuth(ctx);
    const saved = await db.transaction().execute(async (trx) => {
      let before;
      if (id !== undefined) {
        // A stale form must not grant again a permission another administrator took away.
        const current = (await currentFor(trx, ctx.dialect, { table: 'roles', id, version }, () => roleRecord(trx, id)))!;
        // Everything rests on the admin role holding all: it is not editable.
        if (current.name === ADMIN_ROLE) throw forbidden('The admin role cannot be changed.');
        await assertCanManageRole(trx, auth, current);
        before = await auditedRole(trx, current);
      }
      if (permission_ids && permission_ids.length > 0) {
        const found = await trx.selectFrom('permissions').select('id').where('id', 'in', permission_ids).execute();
        if (found.length !== permission_ids.length) throw invalidField('permission_ids', 'Some permissions do not exist.');
        await assertCanGrantPermissions(trx, auth, permission_ids);
      }
      let same = trx.selectFrom('roles').select('id').where('name', '=', name);
      if (id !== undefined) same = same.where('id', '!=', id);
      if (await same.executeTakeFirst()) throw conflict('The name is already in use.', { name: 'The name is already in use.' });

      let roleId = id;
      if (roleId === undefined) {
        const row = await trx.insertInto('roles').values({ name, title, created_at: nowText() }).returning('id').executeTakeFirstOrThrow();
        roleId = row.id;
      } else {
        await trx.updateTable('roles').set({ name, title, version: nextVersion }).where('id', '=', roleId).execute();
      }
      if (permission_ids !== undefined) {
        await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
        if (permission_ids.length > 0) {
          await trx
            .insertInto('role_permissions')
            .values(permission_ids.map((permission_id) => ({ role_id: roleId, permission_id })))
            .execute();
        }
      }
      const record = await roleRecord(trx, roleId);
      const after = await auditedRole(trx, record);
      await recordChange(trx, ctx, { action: id === undefined ? 'create' : 'update', resource: 'role', recordId: roleId, name: title, before, after });
      return record;
    });
    securityEvent(ctx, { event: 'role.update', outcome: 'success', role_id: saved.id, role: saved.name, created: id === undefined, permission_ids: saved.permission_ids });
    return saved;
  },
});

export const permissionCalls = [
  permissionList,
  roles,
  roleHasPermission,
  roleByPermission,
  userByRole,
  userRoles,
  updateRole,
];
