// Records and rules shared by the role, permission and system user calls.
import type { Kysely } from 'kysely';
import { ADMIN_ACCOUNT, ADMIN_ROLE, LEAF_PERMISSIONS } from '../db/permission-tree.js';
import type { DB } from '../db/schema.js';
import type { Words } from '../entities/language/document.js';
import { rolesAndPermissions, type Auth } from '../http/auth.js';
import { forbidden, invalidField, notFound } from '../http/errors.js';
import { requireInside, withinJurisdiction } from '../security/jurisdiction.js';

const LEAVES: ReadonlySet<string> = new Set(LEAF_PERMISSIONS);

export interface PermissionRecord {
  id: number;
  name: string;
  title: string;
  parent_id: number | null;
}

/** A row of permission-list: also its title in every language (null on a row never titled so). */
export interface PermissionListRecord extends PermissionRecord {
  titles: Words | null;
}

export interface RoleRecord {
  id: number;
  name: string;
  title: string;
  permission_ids: number[];
  version: number;
}

export interface SystemUserRecord {
  id: number;
  account: string;
  name: string;
  roles: string[];
  /** 1 active, 0 disabled */
  status: number;
  /** The government body the user oversees (security/jurisdiction.ts); null: the whole installation. */
  government_id: number | null;
  created_at: string;
  version: number;
}

export function selectPermissions(db: Kysely<DB>) {
  return db
    .selectFrom('permissions')
    .select(['permissions.id', 'permissions.name', 'permissions.title', 'permissions.parent_id'])
    .orderBy('permissions.sort')
    .orderBy('permissions.id');
}

/** permission-list's rows: those of `query` with their `titles` column read as JSON. */
export async function permissionListRecords(query: ReturnType<typeof selectPermissions>): Promise<PermissionListRecord[]> {
  const rows = await query.select('permissions.titles').execute();
  return rows.map(({ titles, ...row }) => ({ ...row, titles: titles ? (JSON.parse(titles) as Words) : null }));
}

/** Permissions a role grants; the admin role grants every one, whatever its rows say. */
export async function permissionsOfRole(db: Kysely<DB>, role: { id: number; name: string }): Promise<PermissionRecord[]> {
  if (role.name === ADMIN_ROLE) return selectPermissions(db).execute();
  return selectPermissions(db)
    .where('permissions.id', 'in', db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', role.id))
    .execute();
}

export async function roleRecords(db: Kysely<DB>, roles: RoleRow[]): Promise<RoleRecord[]> {
  if (roles.length === 0) return [];
  const allIds = (await db.selectFrom('permissions').select('id').orderBy('id').execute()).map((p) => p.id);
  const grants = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_id'])
    .where(
      'role_id',
      'in',
      roles.map((r) => r.id),
    )
    .orderBy('permission_id')
    .execute();
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    permission_ids: r.name === ADMIN_ROLE ? allIds : grants.filter((g) => g.role_id === r.id).map((g) => g.permission_id),
    version: r.version,
  }));
}

/** A role's own columns, as every role answer starts from them. */
export type RoleRow = { id: number; name: string; title: string; version: number };

export function selectRoles(db: Kysely<DB>) {
  return db.selectFrom('roles').select(['id', 'name', 'title', 'version']);
}

export async function findRole(db: Kysely<DB>, id: number): Promise<RoleRow> {
  const role = await selectRoles(db).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound('The role does not exist.');
  return role;
}

export async function roleRecord(db: Kysely<DB>, id: number): Promise<RoleRecord> {
  return (await roleRecords(db, [await findRole(db, id)]))[0]!;
}

/** SystemUser records (with role names) for the given user rows, in their order. */
export async function systemUserRecords(
  db: Kysely<DB>,
  users: { id: number; account: string; name: string; status: number; government_id: number | null; created_at: string; version: number }[],
): Promise<SystemUserRecord[]> {
  if (users.length === 0) return [];
  const memberships = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.name'])
    .where(
      'user_roles.user_id',
      'in',
      users.map((u) => u.id),
    )
    .orderBy('roles.id')
    .execute();
  return users.map((u) => ({
    id: u.id,
    account: u.account,
    name: u.name,
    roles: memberships.filter((m) => m.user_id === u.id).map((m) => m.name),
    status: u.status,
    government_id: u.government_id,
    created_at: u.created_at,
    version: u.version,
  }));
}

/** The system users `auth` may see: those bound inside its jurisdiction, or all for an unbound caller. */
export function selectSystemUsers(db: Kysely<DB>, auth: Auth) {
  return db
    .selectFrom('system_users as u')
    .select(['u.id', 'u.account', 'u.name', 'u.status', 'u.government_id', 'u.created_at', 'u.version'])
    .$call(withinJurisdiction(auth, 'governments', 'u.government_id'));
}

export async function systemUserRecord(db: Kysely<DB>, auth: Auth, id: number): Promise<SystemUserRecord> {
  const user = await selectSystemUsers(db, auth).where('u.id', '=', id).executeTakeFirst();
  if (!user) throw notFound('The user does not exist.');
  return (await systemUserRecords(db, [user]))[0]!;
}

/**
 * Nobody hands out more than they hold: a caller without the admin role may grant only
 * permissions it holds itself (group rows grant nothing, so they are always allowed).
 */
export async function assertCanGrantPermissions(db: Kysely<DB>, auth: Auth, permissionIds: number[]): Promise<void> {
  if (auth.isAdmin || permissionIds.length === 0) return;
  const rows = await db.selectFrom('permissions').select(['name', 'parent_id']).where('id', 'in', permissionIds).execute();
  if (rows.some((p) => p.parent_id !== null && !auth.permissions.has(p.name))) {
    throw forbidden('You cannot grant permissions you do not hold.');
  }
}

/** The same rule for handing roles to users; only admins hand out the admin role. */
export async function assertCanGrantRoles(db: Kysely<DB>, auth: Auth, roles: { id: number; name: string }[]): Promise<void> {
  if (auth.isAdmin) return;
  if (roles.some((r) => r.name === ADMIN_ROLE)) throw forbidden('Only administrators can grant the admin role.');
  for (const role of roles) {
    await assertCanGrantPermissions(db, auth, (await permissionsOfRole(db, role)).map((p) => p.id));
  }
}

/** Rows for the requested role ids; 2001 on `field` when any does not exist. */
export async function rolesByIds(db: Kysely<DB>, ids: number[], field: string): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();
  if (roles.length !== ids.length) throw invalidField(field, 'Some roles do not exist.');
  return roles;
}

/**
 * The same rule for taking away: nobody deletes, disables, demotes or resets a user who holds
 * a permission the caller does not hold.
 */
export async function assertCanManageUser(db: Kysely<DB>, auth: Auth, userId: number): Promise<void> {
  // Nor one outside their jurisdiction, who for them does not exist.
  await requireInside(db, auth, 'system_users', userId, 'The user does not exist.');
  if (auth.isAdmin) return;
  const { roles, permissions } = await rolesAndPermissions(db, userId);
  if (roles.includes(ADMIN_ROLE) || permissions.some((p) => LEAVES.has(p) && !auth.permissions.has(p))) {
    throw forbidden('You cannot manage a user who holds permissions you do not hold.');
  }
}

/** Nor edits or deletes a role carrying a permission the caller does not hold. */
export async function assertCanManageRole(db: Kysely<DB>, auth: Auth, role: { id: number; name: string }): Promise<void> {
  if (auth.isAdmin) return;
  const carried = await permissionsOfRole(db, role);
  if (role.name === ADMIN_ROLE || carried.some((p) => p.parent_id !== null && !auth.permissions.has(p.name))) {
    throw forbidden('You cannot change a role carrying permissions you do not hold.');
  }
}

export { ADMIN_ACCOUNT, ADMIN_ROLE };
