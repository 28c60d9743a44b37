// Who is calling: the token comes from the X-Token header or the body field `token`.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
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

interface CallerRow {
  kind: 'user' | 'role' | 'permission';
  id: number;
  name: string | null;
  account: string | null;
  /** The user's government body, a permission's place in the tree. */
  n: number | null;
}

/**
 * What a call needs of its caller in one statement, one row each: the user (none when disabled),
 * its roles and its permissions (every one for the admin role). Three round trips were a sixth of
 * a listed page's database time on PostgreSQL. A bound user's jurisdiction is read after it: the
 * recursive read costs PostgreSQL about 0.2 ms of planning even for no body.
 */
function callerStatement(userId: number) {
  return sql<CallerRow>`select 'user' as kind, u.id, u.name, u.account, u.government_id as n from system_users u where u.id = ${userId} and u.status = 1
    union all
    select 'role', r.id, r.name, null, null from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}
    union all
    select 'permission', p.id, p.name, null, p.sort from permissions p
    where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} and r.name = ${ADMIN_ROLE})
      or p.id in (select rp.permission_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id where ur.user_id = ${userId})`;
}

async function callerRows(db: Kysely<DB>, userId: number): Promise<CallerRow[]> {
  const { rows } = await callerStatement(userId).execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), n: r.n === null ? null : Number(r.n) }));
}

const ofKind = (rows: readonly CallerRow[], kind: CallerRow['kind']) => rows.filter((r) => r.kind === kind);

/** Role names (by id) and permission names (in the tree's order) among a caller's rows. */
function grantsOf(rows: readonly CallerRow[]): { roles: string[]; permissions: string[] } {
  const roles = ofKind(rows, 'role').sort((a, b) => a.id - b.id);
  const permissions = ofKind(rows, 'permission').sort((a, b) => a.n! - b.n! || a.id - b.id);
  return { roles: roles.map((r) => r.name!), permissions: permissions.map((p) => p.name!) };
}

/** Role names and permission names of a user; the admin role holds every permission. */
export async function rolesAndPermissions(db: Kysely<DB>, userId: number): Promise<{ roles: string[]; permissions: string[] }> {
  return grantsOf(await callerRows(db, userId));
}

/**
 * The caller of a token, with fresh roles and permissions; null when the token is not live (or
 * idle). `use` false: the look is no use of the session (security/tokens.ts, resolveToken).
 */
export async function loadAuth(db: Kysely<DB>, token: string, idleMinutes?: number, use = true): Promise<Auth | null> {
  const live = await resolveToken(db, token, idleMinutes, use);
  if (live === null) return null;
  const rows = await callerRows(db, live.userId);
  // A disabled user's sessions end at once, even before they are revoked.
  const user = ofKind(rows, 'user')[0];
  if (!user) return null;
  const { roles, permissions } = grantsOf(rows);
  return {
    userId: user.id,
    account: user.account!,
    name: user.name!,
    token,
    roles,
    permissions: new Set(permissions),
    isAdmin: roles.includes(ADMIN_ROLE),
    tokenId: live.id,
    reauthAt: live.reauthAt,
    // Unbound users read nothing more.
    jurisdiction: user.n === null ? null : await jurisdictionOf(db, user.n),
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
