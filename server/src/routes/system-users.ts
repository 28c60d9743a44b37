// operate/auth/account-list, register, account-role-delete, account-delete: system users.
import { z } from 'zod';
import { nowText } from '../db/time.js';
import { defineCall } from '../http/call.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { countRows, listFilters, listResult, listSchema, pageAndSort, type SortMap } from '../http/list.js';
import { v } from '../http/validate.js';
import { hashPassword } from '../security/password.js';
import {
  ADMIN_ACCOUNT,
  ADMIN_ROLE,
  assertCanGrantRoles,
  findRole,
  isAdminUser,
  rolesByIds,
  selectSystemUsers,
  systemUserRecord,
  systemUserRecords,
} from './access-records.js';

const USER_SORTS: SortMap = { id: 'u.id', account: 'u.account', name: 'u.name', created_at: 'u.created_at' };

const accountList = defineCall({
  path: 'operate/auth/account-list',
  permission: 'user:view',
  body: listSchema(USER_SORTS, { role_id: v.optional(v.id()) }),
  async handler(q, { db }) {
    let query = selectSystemUsers(db).$call(listFilters(q, { id: 'u.id', keyword: ['u.account', 'u.name'] }));
    if (q.role_id !== undefined) {
      query = query.where('u.id', 'in', db.selectFrom('user_roles').select('user_id').where('role_id', '=', q.role_id));
    }
    const total = await countRows(query);
    const users = await query.$call(pageAndSort(q, USER_SORTS)).execute();
    return listResult(await systemUserRecords(db, users), total, q);
  },
});

const register = defineCall({
  path: 'operate/auth/register',
  permission: 'user:create',
  body: z.object({
    account: v.account(),
    password: v.password(),
    name: v.text(32),
    role_ids: v.withDefault(v.idList(), []),
  }),
  async handler({ account, password, name, role_ids }, { db, auth }) {
    const hash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      const roles = await rolesByIds(trx, role_ids, 'role_ids');
      await assertCanGrantRoles(trx, auth, roles);
      const taken = await trx.selectFrom('system_users').select('id').where('account', '=', account).executeTakeFirst();
      if (taken) throw conflict('The account is already in use.', { account: 'The account is already in use.' });
      const now = nowText();
      const user = await trx
        .insertInto('system_users')
        .values({ account, name, password_hash: hash, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(roles.map((r) => ({ user_id: user.id, role_id: r.id })))
          .execute();
      }
      return systemUserRecord(trx, user.id);
    });
  },
});

const accountRoleDelete = defineCall({
  path: 'operate/auth/account-role-delete',
  permission: 'user:delete',
  body: z.object({ user_id: v.id(), role_id: v.id() }),
  async handler({ user_id, role_id }, { db, auth }) {
    return db.transaction().execute(async (trx) => {
      const user = await systemUserRecord(trx, user_id);
      const role = await findRole(trx, role_id);
      if (!user.roles.includes(role.name)) throw notFound('The user does not hold this role.');
      if (role.name === ADMIN_ROLE && user.account === ADMIN_ACCOUNT) {
        throw forbidden('The admin user must keep the admin role.');
      }
      if (role.name === ADMIN_ROLE && !auth.isAdmin) throw forbidden('Only administrators can change the admin role.');
      await trx.deleteFrom('user_roles').where('user_id', '=', user_id).where('role_id', '=', role_id).execute();
      return { user_id, role_id };
    });
  },
});

const accountDelete = defineCall({
  path: 'operate/auth/account-delete',
  permission: 'user:delete',
  body: z.object({ id: v.id() }),
  async handler({ id }, { db, auth }) {
    return db.transaction().execute(async (trx) => {
      const user = await systemUserRecord(trx, id);
      if (id === auth.userId) throw forbidden('You cannot delete yourself.');
      if (user.account === ADMIN_ACCOUNT) throw forbidden('The admin user cannot be deleted.');
      if (!auth.isAdmin && (await isAdminUser(trx, id))) throw forbidden('Only administrators can delete administrators.');
      // Memberships and tokens go with the user (ON DELETE CASCADE).
      await trx.deleteFrom('system_users').where('id', '=', id).execute();
      return { id };
    });
  },
});

export const systemUserCalls = [accountList, register, accountRoleDelete, accountDelete];
