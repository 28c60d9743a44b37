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

/** A new session; past `maxSessions` live ones, the user's oldest sessions end (answers how many). */
export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  ttlHours: number,
  maxSessions: number,
): Promise<IssuedToken & { revoked: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = formatDateTime(addHours(now, ttlHours));
  await db
    .insertInto('tokens')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: formatDateTime(now), expires_at: expiresAt, revoked_at: null })
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

/** The user id a live token belongs to, or null when it is unknown, expired or revoked. */
export async function resolveToken(db: Kysely<DB>, token: string): Promise<number | null> {
  // Tokens we issue are 43 characters; anything far off is not worth a query.
  if (token.length < 16 || token.length > 128) return null;
  const row = await db
    .selectFrom('tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowText())
    .executeTakeFirst();
  return row?.user_id ?? null;
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

/** Removes expired and revoked tokens: they can never be used again. */
export async function purgeExpiredTokens(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom('tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', nowText()), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
