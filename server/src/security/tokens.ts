// Login tokens: 32 random bytes (base64url) handed to the client; only their sha256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addHours, formatDateTime, nowText } from '../db/time.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** Where a session is opened from, shown in the user's list of sessions. */
export interface Origin {
  ip: string;
  userAgent: string;
}

/** What a session opened from another (a handover ticket) keeps of it: its end and its password check. */
export interface Inherited {
  expiresAt: string;
  reauthAt: string | null;
}

/**
 * A new session; past `maxSessions` live ones, the user's oldest sessions end (answers how many).
 * Opened from another session (`from`), it ends no later than that one and keeps its password
 * check: a handover never renews a session.
 */
export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  ttlHours: number,
  maxSessions: number,
  origin: Origin = { ip: '', userAgent: '' },
  from?: Inherited,
): Promise<IssuedToken & { revoked: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const own = formatDateTime(addHours(now, ttlHours));
  const expiresAt = from && from.expiresAt < own ? from.expiresAt : own;
  const at = formatDateTime(now);
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: at,
      expires_at: expiresAt,
      revoked_at: null,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 300),
      last_used_at: at,
      // A login has just checked the password: sensitive calls need no second check for a while.
      reauth_at: from ? from.reauthAt : at,
    })
    .execute();
  const beyondCap = await db
    .selectFrom('tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowText())
    .orderBy('id', 'desc')
    .offset(maxSessions)
    .limit(1000)
    .execute();
  if (beyondCap.length > 0) {
    await db.updateTable('tokens').set({ revoked_at: nowText() }).where('id', 'in', beyondCap.map((t) => t.id)).execute();
  }
  return { token, expiresAt, revoked: beyondCap.length };
}

/** Last use is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 15_000;

export interface LiveToken {
  id: number;
  userId: number;
  reauthAt: string | null;
}

/**
 * The session of a live token, or null when it is unknown, expired, revoked or unused for
 * `idleMinutes`; given those, a live one's last use moves to now (a call is a use), unless
 * `use` is false (a live-changes stream: holding one open is no sign of someone there).
 */
export async function resolveToken(db: Kysely<DB>, token: string, idleMinutes = Infinity, use = true): Promise<LiveToken | null> {
  // Tokens we issue are 43 characters; anything far off is not worth a query.
  if (token.length < 16 || token.length > 128) return null;
  const now = new Date();
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'user_id', 'created_at', 'last_used_at', 'reauth_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', formatDateTime(now))
    .executeTakeFirst();
  if (!row) return null;
  const lastUsed = row.last_used_at ?? row.created_at;
  if (Number.isFinite(idleMinutes) && lastUsed <= formatDateTime(addHours(now, -idleMinutes / 60))) return null;
  if (use && Number.isFinite(idleMinutes) && lastUsed < formatDateTime(new Date(now.getTime() - TOUCH_EVERY_MS))) {
    await db.updateTable('tokens').set({ last_used_at: formatDateTime(now) }).where('id', '=', row.id).execute();
  }
  return { id: row.id, userId: row.user_id, reauthAt: row.reauth_at };
}

export async function revokeToken(db: Kysely<DB>, token: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: nowText() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends the live sessions of a user, but for `keep` (the caller's own); answers how many ended. */
export async function revokeUserTokens(db: Kysely<DB>, userId: number, keep?: string): Promise<number> {
  let query = db.updateTable('tokens').set({ revoked_at: nowText() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep !== undefined) query = query.where('token_hash', '!=', hashToken(keep));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes expired, revoked and idle tokens: they can never be used again. */
export async function purgeExpiredTokens(db: Kysely<DB>, idleMinutes = Infinity): Promise<number> {
  const idleBefore = Number.isFinite(idleMinutes) ? formatDateTime(addHours(new Date(), -idleMinutes / 60)) : '';
  const result = await db
    .deleteFrom('tokens')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', nowText()),
        eb('revoked_at', 'is not', null),
        ...(idleBefore ? [eb(eb.fn.coalesce('last_used_at', 'created_at'), '<=', idleBefore)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
