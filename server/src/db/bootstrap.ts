// Rows every installation needs, demo or production: the permission tree (titled in every
// language), the `admin` role holding every permission and the `admin` system user. Safe to
// run on every start.
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../security/password.js';
import type { DB } from './schema.js';
import { ADMIN_ACCOUNT, ADMIN_NAME, ADMIN_ROLE, ADMIN_ROLE_TITLE, PERMISSION_TREE, type PermissionNode } from './permission-tree.js';
import { nowText } from './time.js';

export interface BootstrapOptions {
  adminPassword: string;
}

/** Upserts one node by name: the Chinese title in `title`, every language in `titles` (JSON). */
async function upsertPermission(trx: Transaction<DB>, node: PermissionNode, parentId: number | null, sort: number) {
  const values = { title: node.titles.zh, titles: JSON.stringify(node.titles), parent_id: parentId, sort };
  const existing = await trx.selectFrom('permissions').selectAll().where('name', '=', node.name).executeTakeFirst();
  if (!existing) {
    const row = await trx
      .insertInto('permissions')
      .values({ name: node.name, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (existing.title !== values.title || existing.titles !== values.titles || existing.parent_id !== parentId || existing.sort !== sort) {
    await trx.updateTable('permissions').set(values).where('id', '=', existing.id).execute();
  }
  return existing.id;
}

async function ensureRole(trx: Transaction<DB>): Promise<number> {
  const role = await trx.selectFrom('roles').select('id').where('name', '=', ADMIN_ROLE).executeTakeFirst();
  if (role) return role.id;
  const row = await trx
    .insertInto('roles')
    .values({ name: ADMIN_ROLE, title: ADMIN_ROLE_TITLE, created_at: nowText() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function grantAll(trx: Transaction<DB>, roleId: number): Promise<void> {
  const all = await trx.selectFrom('permissions').select('id').execute();
  const held = new Set(
    (await trx.selectFrom('role_permissions').select('permission_id').where('role_id', '=', roleId).execute()).map(
      (r) => r.permission_id,
    ),
  );
  const missing = all.filter((p) => !held.has(p.id)).map((p) => ({ role_id: roleId, permission_id: p.id }));
  if (missing.length > 0) await trx.insertInto('role_permissions').values(missing).execute();
}

async function ensureAdminUser(trx: Transaction<DB>, roleId: number, password: string): Promise<void> {
  let user = await trx.selectFrom('system_users').select('id').where('account', '=', ADMIN_ACCOUNT).executeTakeFirst();
  if (!user) {
    // The password is set only on creation: later changes made by people must survive restarts.
    const now = nowText();
    user = await trx
      .insertInto('system_users')
      .values({
        account: ADMIN_ACCOUNT,
        name: ADMIN_NAME,
        password_hash: await hashPassword(password),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const member = await trx
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', user.id)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  if (!member) await trx.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
}

export async function bootstrap(db: Kysely<DB>, options: BootstrapOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [gi, group] of PERMISSION_TREE.entries()) {
      // Sort keys follow the tree: a group, then its children, then the next group.
      const groupSort = (gi + 1) * 100;
      const groupId = await upsertPermission(trx, group, null, groupSort);
      for (const [ci, child] of (group.children ?? []).entries()) {
        await upsertPermission(trx, child, groupId, groupSort + ci + 1);
      }
    }
    const roleId = await ensureRole(trx);
    await grantAll(trx, roleId);
    await ensureAdminUser(trx, roleId, options.adminPassword);
  });
}
