// Demo roles beyond `admin` and the system users holding them. The permission tree, the
// admin role and the admin user come from the bootstrap; this only adds to them and
// leaves rows that already exist alone.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashPassword } from '../../security/password.js';
import { formatDateTime } from '../random.js';
import { DEMO_ROLES, DEMO_USERS } from '../data/demo-roles.js';

export { DEMO_ROLES, DEMO_USERS } from '../data/demo-roles.js';

/** Password hashes of the demo users, computed before any transaction is opened. */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return new Map(DEMO_USERS.map((u, i) => [u.account, hashes[i]!] as const));
}

/** Creates the demo roles and users that do not exist yet; answers how many rows it added. */
export async function writeDemoRoles(
  db: Kysely<DB>,
  now: Date,
  hashes: Map<string, string>,
): Promise<{ roles: number; users: number }> {
  const createdAt = formatDateTime(now);
  const permissionIds = new Map(
    (await db.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id] as const),
  );
  const roleIds = new Map<string, number>();
  let roles = 0;
  let users = 0;

  for (const role of DEMO_ROLES) {
    const existing = await db.selectFrom('roles').select('id').where('name', '=', role.name).executeTakeFirst();
    if (existing) {
      roleIds.set(role.name, existing.id);
      continue;
    }
    const { id } = await db
      .insertInto('roles')
      .values({ name: role.name, title: role.title, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(role.name, id);
    roles++;
    const grants = role.permissions
      .map((name) => permissionIds.get(name))
      .filter((pid): pid is number => pid !== undefined)
      .map((permission_id) => ({ role_id: id, permission_id }));
    if (grants.length > 0) await db.insertInto('role_permissions').values(grants).execute();
  }

  for (const user of DEMO_USERS) {
    const existing = await db.selectFrom('system_users').select('id').where('account', '=', user.account).executeTakeFirst();
    if (existing) continue;
    const { id } = await db
      .insertInto('system_users')
      .values({
        account: user.account,
        password_hash: hashes.get(user.account) ?? (await hashPassword(user.password)),
        name: user.name,
        introduction: user.introduction,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users++;
    const roleId = roleIds.get(user.role);
    if (roleId !== undefined) await db.insertInto('user_roles').values({ user_id: id, role_id: roleId }).execute();
  }
  return { roles, users };
}
