// Field app sessions (docs/API.md, "Field app"): an app account signs in from a phone and gets
// a token of its own, kept in `app_sessions`, never in the console's `tokens`. The token comes in
// the same X-Token header (or body `token`) as the console's; it opens the app's calls only.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addHours, formatDateTime, nowText } from '../db/time.js';
import { forbidden, type ApiError } from '../http/errors.js';
import { hashToken } from '../security/tokens.js';

/** The app account behind a live app token, as every app call gets it. */
export interface AppAccount {
  id: number;
  account: string;
  name: string;
  /** Exactly one of the two is set: a company's app account or a government's. */
  company_id: number | null;
  government_id: number | null;
  /** The session's row and its device. */
  sessionId: number;
  deviceId: string;
}

export interface AppDevice {
  device_id: string;
  device_name: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

/** Last use is written at most this often, not on every call (a phone sends points every few seconds). */
const TOUCH_EVERY_MS = 60_000;

const live = (db: Kysely<DB>) => db.selectFrom('app_sessions as s').where('s.revoked_at', 'is', null).where('s.expires_at', '>', nowText());

/**
 * A new session for the account on this device, lasting `days`; the device's earlier session
 * ends, so a device holds one session and a resent login does not pile them up.
 */
export async function openAppSession(db: Kysely<DB>, accountId: number, device: { id: string; name: string }, days: number): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const at = formatDateTime(now);
  const expiresAt = formatDateTime(addHours(now, days * 24));
  await db.transaction().execute(async (trx) => {
    await endAppSessions(trx, accountId, device.id);
    await trx
      .insertInto('app_sessions')
      .values({ token_hash: hashToken(token), account_id: accountId, device_id: device.id, device_name: device.name, created_at: at, last_used_at: at, expires_at: expiresAt, revoked_at: null })
      .execute();
  });
  return { token, expiresAt };
}

/** The enabled app account of a live app token, or null; the call is a use of the session. */
export async function resolveAppToken(db: Kysely<DB>, token: string): Promise<AppAccount | null> {
  // Tokens we issue are 43 characters; anything far off is not worth a query.
  if (token.length < 16 || token.length > 128) return null;
  const row = await live(db)
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['s.id as sessionId', 's.device_id as deviceId', 's.last_used_at', 'a.id', 'a.account', 'a.name', 'a.company_id', 'a.government_id'])
    .where('s.token_hash', '=', hashToken(token))
    // A disabled account's sessions stop at once, even before they are ended.
    .where('a.status', '=', 1)
    .where('a.type', '=', 'app')
    .executeTakeFirst();
  if (!row) return null;
  const now = new Date();
  if (row.last_used_at < formatDateTime(new Date(now.getTime() - TOUCH_EVERY_MS))) {
    await db.updateTable('app_sessions').set({ last_used_at: formatDateTime(now) }).where('id', '=', row.sessionId).execute();
  }
  const { last_used_at: _used, ...account } = row;
  return account;
}

/** True when the token is a live app session's (a console call is then refused, not unknown). */
async function isAppToken(db: Kysely<DB>, token: string): Promise<boolean> {
  if (token.length < 16 || token.length > 128) return false;
  return (await live(db).select('s.id').where('s.token_hash', '=', hashToken(token)).executeTakeFirst()) !== undefined;
}

/**
 * For the console's doors (calls, files, live changes) once a token opened no console session:
 * a live app token is someone, refused with 2003 rather than told to sign in again (2004).
 */
export async function refusedAppToken(db: Kysely<DB>, token: string | undefined): Promise<ApiError | null> {
  return token && (await isAppToken(db, token)) ? forbidden('This call is not open to the field app.') : null;
}

/** Ends the live sessions of an account (of one device when given); answers how many ended. */
export async function endAppSessions(db: Kysely<DB>, accountId: number, deviceId?: string): Promise<number> {
  let query = db.updateTable('app_sessions').set({ revoked_at: nowText() }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
  if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The devices an account is signed in on, the most recently used first. */
export function appDevices(db: Kysely<DB>, accountId: number): Promise<AppDevice[]> {
  return live(db)
    .select(['s.device_id', 's.device_name', 's.created_at', 's.last_used_at', 's.expires_at'])
    .where('s.account_id', '=', accountId)
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Removes expired and ended app sessions: they can never be used again. */
export async function purgeAppSessions(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom('app_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', nowText()), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
