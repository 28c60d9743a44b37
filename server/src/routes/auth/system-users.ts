// operate/auth/account-list, register, account-role-delete, account-delete, and (project
// additions) account-status and account-password-reset: system users.
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import { nowText } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import { countRows, listFilters, listResult, listSchema, pageAndSort, type SortMap } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { currentFor, nextVersion, versionField } from '../../http/versions.js';
import { securityEvent } from '../../security/events.js';
import { hashPassword } from '../../security/password.js';
import { checkBinding } from '../../security/jurisdiction.js';
import { passwordProblem } from '../../security/password-policy.js';
import { requireRecentAuth } from '../../security/reauth.js';
import { revokeUserTokens } from '../../security/tokens.js';
import {
  ADMIN_ACCOUNT,
  ADMIN_ROLE,
  assertCanGrantRoles,
  assertCanManageUser,
  findRole,
  rolesByIds,
  selectSystemUsers,
  systemUserRecord,
  systemUserRecords,
} from '../../records/access.js';
import { SystemUser } from '../../http/answers/records.js';
import { deleted, id, listOf } from '../../http/answers/shapes.js';

const USER_SORTS: SortMap = { id: 'u.id', account: 'u.account', name: 'u.name', created_at: 'u.created_at' };

const accountList = defineCall({
  path: 'operate/auth/account-list',
  permission: 'user:view',
  answer: listOf(SystemUser),
  body: listSchema(USER_SORTS, { role_id: v.optional(v.id()) }),
  async handler(q, { db, auth }) {
    let query = selectSystemUsers(db, auth).$call(listFilters(q, { id: 'u.id', keyword: ['u.account', 'u.name'] }));
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
  answer: SystemUser,
  body: z.object({
    account: v.account(),
    password: v.password(),
    name: v.text(32),
    role_ids: v.withDefault(v.idList(), []),
    government_id: v.optional(v.id()),
  }),
  async handler({ account, password, name, role_ids, government_id }, ctx) {
    const { db, auth, config } = ctx;
    if (role_ids.length > 0) requireRecentAuth(ctx);
    const problem = passwordProblem(password, config.passwordMinLength, account);
    if (problem) throw invalidField('password', problem);
    const hash = await hashPassword(password);
    const created = await db.transaction().execute(async (trx) => {
      const roles = await rolesByIds(trx, role_ids, 'role_ids');
      await assertCanGrantRoles(trx, auth, roles);
      const bound = await checkBinding(trx, auth, government_id);
      const taken = await trx.selectFrom('system_users').select('id').where('account', '=', account).executeTakeFirst();
      if (taken) throw conflict('The account is already in use.', { account: 'The account is already in use.' });
      const now = nowText();
      const user = await trx
        .insertInto('system_users')
        .values({ account, name, password_hash: hash, created_at: now, updated_at: now, must_change_password: 1, password_changed_at: now, government_id: bound })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(roles.map((r) => ({ user_id: user.id, role_id: r.id })))
          .execute();
      }
      const record = await systemUserRecord(trx, ctx.auth, user.id);
      await recordChange(trx, ctx, { action: 'create', resource: 'system_user', recordId: user.id, name: account, after: record, secrets: ['password'] });
      return record;
    });
    securityEvent(ctx, { event: 'user.create', outcome: 'success', target_user_id: created.id, target_account: account, roles: created.roles });
    return created;
  },
});

const accountRoleDelete = defineCall({
  path: 'operate/auth/account-role-delete',
  permission: 'user:delete',
  answer: z.strictObject({ user_id: id(), role_id: id() }),
  body: z.object({ user_id: v.id(), role_id: v.id(), ...versionField }),
  async handler({ user_id, role_id, version }, ctx) {
    const { db, auth } = ctx;
    requireRecentAuth(ctx);
    const result = await db.transaction().execute(async (trx) => {
      const user = (await currentFor(trx, ctx.dialect, { table: 'system_users', id: user_id, version }, () => systemUserRecord(trx, ctx.auth, user_id)))!;
      const role = await findRole(trx, role_id);
      if (!user.roles.includes(role.name)) throw notFound('The user does not hold this role.');
      if (role.name === ADMIN_ROLE && user.account === ADMIN_ACCOUNT) {
        throw forbidden('The admin user must keep the admin role.');
      }
      if (role.name === ADMIN_ROLE && !auth.isAdmin) throw forbidden('Only administrators can change the admin role.');
      await assertCanManageUser(trx, auth, user_id);
      await trx.deleteFrom('user_roles').where('user_id', '=', user_id).where('role_id', '=', role_id).execute();
      await trx.updateTable('system_users').set({ version: nextVersion }).where('id', '=', user_id).execute();
      const after = await systemUserRecord(trx, ctx.auth, user_id);
      await recordChange(trx, ctx, { action: 'update', resource: 'system_user', recordId: user_id, name: user.account, before: user, after });
      // Sessions opened with the role end with it (but for the caller's own, when demoting itself).
      return { sessions: await revokeUserTokens(trx, user_id, user_id === auth.userId ? auth.token : undefined), role: role.name };
    });
    securityEvent(ctx, { event: 'user.role.remove', outcome: 'success', target_user_id: user_id, role: result.role, sessions_revoked: result.sessions });
    return { user_id, role_id };
  },
});

const accountDelete = defineCall({
  path: 'operate/auth/account-delete',
  permission: 'user:delete',
  answer: deleted(),
  body: z.object({ id: v.id(), ...versionField }),
  async handler({ id, version }, ctx) {
    const { db, auth } = ctx;
    requireRecentAuth(ctx);
    const account = await db.transaction().execute(async (trx) => {
      const user = (await currentFor(trx, ctx.dialect, { table: 'system_users', id, version }, () => systemUserRecord(trx, ctx.auth, id)))!;
      if (id === auth.userId) throw forbidden('You cannot delete yourself.');
      if (user.account === ADMIN_ACCOUNT) throw forbidden('The admin user cannot be deleted.');
      await assertCanManageUser(trx, auth, id);
      // Memberships and tokens go with the user (ON DELETE CASCADE).
      await trx.deleteFrom('system_users').where('id', '=', id).execute();
      await recordChange(trx, ctx, { action: 'delete', resource: 'system_user', recordId: id, name: user.account, before: user });
      return user.account;
    });
    securityEvent(ctx, { event: 'user.delete', outcome: 'success', target_user_id: id, target_account: account });
    return { id };
  },
});

/** Disables (every session ends at once) or enables a system user. */
const accountStatus = defineCall({
  path: 'operate/auth/account-status',
  permission: 'user:update',
  answer: SystemUser,
  body: z.object({ id: v.id(), status: v.flag(), ...versionField }),
  async handler({ id, status, version }, ctx) {
    const { db, auth } = ctx;
    if (status === 0) requireRecentAuth(ctx);
    const result = await db.transaction().execute(async (trx) => {
      const user = (await currentFor(trx, ctx.dialect, { table: 'system_users', id, version }, () => systemUserRecord(trx, ctx.auth, id)))!;
      if (id === auth.userId) throw forbidden('You cannot disable yourself.');
      if (user.account === ADMIN_ACCOUNT) throw forbidden('The admin user cannot be disabled.');
      await assertCanManageUser(trx, auth, id);
      await trx.updateTable('system_users').set({ status, updated_at: nowText(), version: nextVersion }).where('id', '=', id).execute();
      const sessions = status === 0 ? await revokeUserTokens(trx, id) : 0;
      const record = await systemUserRecord(trx, ctx.auth, id);
      await recordChange(trx, ctx, { action: 'update', resource: 'system_user', recordId: id, name: user.account, before: user, after: record });
      return { record, sessions };
    });
    securityEvent(ctx, { event: 'user.status', outcome: 'success', target_user_id: id, status, sessions_revoked: result.sessions });
    return result.record;
  },
});

/** Sets another user's password; every session of that user ends. */
const accountPasswordReset = defineCall({
  path: 'operate/auth/account-password-reset',
  permission: 'user:update',
  answer: SystemUser,
  body: z.object({ id: v.id(), password: v.password(), ...versionField }),
  async handler({ id, password, version }, ctx) {
    const { db, auth, config } = ctx;
    requireRecentAuth(ctx);
    const target = await systemUserRecord(db, auth, id);
    if (id === auth.userId) throw forbidden('Change your own password with your current one.');
    await assertCanManageUser(db, auth, id);
    const problem = passwordProblem(password, config.passwordMinLength, target.account);
    if (problem) throw invalidField('password', problem);
    const hash = await hashPassword(password);
    const { sessions, record } = await db.transaction().execute(async (trx) => {
      await currentFor(trx, ctx.dialect, { table: 'system_users', id, version }, () => systemUserRecord(trx, ctx.auth, id));
      await trx.updateTable('system_users').set({ password_hash: hash, must_change_password: 1, password_changed_at: nowText(), updated_at: nowText(), version: nextVersion }).where('id', '=', id).execute();
      await recordChange(trx, ctx, { action: 'password', resource: 'system_user', recordId: id, name: target.account, secrets: ['password'] });
      return { sessions: await revokeUserTokens(trx, id), record: await systemUserRecord(trx, ctx.auth, id) };
    });
    securityEvent(ctx, { event: 'password.reset', outcome: 'success', target_user_id: id, sessions_revoked: sessions });
    return record;
  },
});

/** Binds a user to a government body (its jurisdiction, security/jurisdiction.ts), or unbinds with null. */
const accountUpdate = defineCall({
  path: 'operate/auth/account-update',
  permission: 'user:update',
  answer: SystemUser,
  body: z.object({ id: v.id(), government_id: v.nullable(v.id()), ...versionField }),
  async handler({ id, government_id, version }, ctx) {
    const { db, auth } = ctx;
    requireRecentAuth(ctx);
    if (government_id === undefined) throw invalidField('government_id', 'This field is required.');
    return db.transaction().execute(async (trx) => {
      const user = (await currentFor(trx, ctx.dialect, { table: 'system_users', id, version }, () => systemUserRecord(trx, auth, id)))!;
      if (id === auth.userId) throw forbidden('You cannot change your own jurisdiction.');
      await assertCanManageUser(trx, auth, id);
      const bound = await checkBinding(trx, auth, government_id);
      await trx.updateTable('system_users').set({ government_id: bound, updated_at: nowText(), version: nextVersion }).where('id', '=', id).execute();
      const record = await systemUserRecord(trx, auth, id);
      await recordChange(trx, ctx, { action: 'update', resource: 'system_user', recordId: id, name: user.account, before: user, after: record });
      return record;
    });
  },
});

export const systemUserCalls = [accountList, register, accountUpdate, accountRoleDelete, accountDelete, accountStatus, accountPasswordReset];
