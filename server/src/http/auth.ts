// Who is calling: the token comes from the X-Token header or the body field `token`.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_ROLE } from '../db/permission-tree.js';
import type { DB } from '../db/schema.js';
import { jurisdictionOf, type Jurisdiction } from '../security/jurisdiction.js';
import { resolveToken } from '../security/tokens.js';
import { forbidden } from './errors.js';

export interface Auth {
  userId: number;
  account: string;
  name: string;
  token: string;
  roles: string[];
  permissions: ReadonlySet<string>;
  /** Holds the `admin` role, and with it every permission. */
  isAdmin: boolean;
  /** The session's row, and when it last checked the password (security/reauth.ts). */
  tokenId: number;
  reauthAt: string | null;
  /** The part of the installation the user oversees (security/jurisdiction.ts); null: all of it. */
  jurisdiction: Jurisdiction | null;
}

/** The caller of a public call: nobody, holding nothing. */
export const ANONYMOUS: Auth = {
  userId: 0,
  account: '',
  name: '',
  token: '',
  roles: [],
  permissions: new Set(),
  isAdmin: false,
  tokenId: 0,
  reauthAt: null,
  jurisdiction: null,
};

export function tokenFromRequest(req: FastifyRequest): string | undefined {
  const header = req.headers['x-token'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const body = req.body as Record<string, unknown> | null | undefined;
  const token = body && typeof body === 'object' ? body.token : undefined;
  return typeof token === 'string' && token.trim() ? token.trim() : undefined;
}

/** Role names and permission names of a user; the admin role holds every permission. */
export async function rolesAndPermissions(db: Kysely<DB>, userId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
  const isAdmin = roles.some((r) => r.name === ADMIN_ROLE);
  let query = db.selectFrom('permissions').select('permissions.name').orderBy('permissions.sort').orderBy('permissions.id');
  if (!isAdmin) {
    if (roles.length === 0) return { roles: [], permissions: [] };
    const granted = db
      .selectFrom('role_permissions')
      .select('role_permissions.permission_id')
      .where(
        'role_permissions.role_id',
        'in',
        roles.map((r) => r.id),
      );
    query = query.where('permissions.id', 'in', granted);
  }
  const permissions = (await query.execute()).map((p) => p.name);
  return { roles: roles.map((r) => r.name), permissions };
}

/**
 * The caller of a token, with fresh roles and permissions; null when the token is not live (or
 * idle). `use` false: the look is no use of the session (security/tokens.ts, resolveToken).
 */
export async function loadAuth(db: Kysely<DB>, token: string, idleMinutes?: number, use = true): Promise<Auth | null> {
  const live = await resolveToken(db, token, idleMinutes, use);
  if (live === null) return null;
  const { userId } = live;
  // A disabled user's sessions end at once, even before they are revoked.
  const user = await db
    .selectFrom('system_users')
    .select(['id', 'account', 'name', 'government_id'])
    .where('id', '=', userId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!user) return null;
  const { roles, permissions } = await rolesAndPermissions(db, user.id);
  return {
    userId: user.id,
    account: user.account,
    name: user.name,
    token,
    roles,
    permissions: new Set(permissions),
    isAdmin: roles.includes(ADMIN_ROLE),
    tokenId: live.id,
    reauthAt: live.reauthAt,
    // Unbound users read nothing more.
    jurisdiction: user.government_id === null ? null : await jurisdictionOf(db, user.government_id),
  };
}

/** True when the caller holds at least one of the permissions. */
export function hasPermission(auth: Auth, permission: string | readonly string[]): boolean {
  if (auth.isAdmin) return true;
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => auth.permissions.has(p));
}

/** Throws 2003 unless the caller holds at least one of the permissions. */
export function requirePermission(auth: Auth, permission: string | readonly string[]): void {
  if (!hasPermission(auth, permission)) throw forbidden();
}
