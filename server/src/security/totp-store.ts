// Second factors in the database: the TOTP secret (AES-256-GCM with MFA_KEY when set, so a
// dump alone does not give it away), the last step used (a code is taken once), and ten
// recovery codes kept as sha256 hashes (they are random, 50 bits each: no slow hash needed).
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { formatDateTime, nowText } from '../db/time.js';
import { matchingStep, newTotpSecret } from './totp.js';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function seal(secret: string, key: Buffer | null): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['gcm', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

function open(stored: string, key: Buffer | null): string {
  if (stored.startsWith('plain:')) return stored.slice(6);
  if (!key) throw new Error('second-factor secrets are encrypted: set MFA_KEY');
  const [, iv, tag, body] = stored.split(':');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body!, 'base64')), decipher.final()]).toString('utf8');
}

const hashCode = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export async function hasSecondFactor(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user_mfa').select('confirmed_at').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.confirmed_at;
}

/** How long a secret waiting for its first code is given again instead of a new one. */
export const PENDING_MINUTES = 10;

/**
 * The secret waiting for its first code: the one started in the last PENDING_MINUTES, else a new
 * one. Null once a second factor is confirmed. Two setups opened at once (two tabs, a reload, a
 * call sent again after the password) get the same key, so the key shown is the one checked.
 */
export async function startEnrolment(db: Kysely<DB>, userId: number, key: Buffer | null, now = Date.now()): Promise<string | null> {
  const stale = formatDateTime(new Date(now - PENDING_MINUTES * 60_000));
  await db.deleteFrom('user_mfa').where('user_id', '=', userId).where('confirmed_at', 'is', null).where('created_at', '<', stale).execute();
  // The first insert wins; a concurrent one does nothing and reads the winner's secret.
  const fresh = { user_id: userId, secret: seal(newTotpSecret(), key), created_at: formatDateTime(new Date(now)) };
  await db.insertInto('user_mfa').values(fresh).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const row = await db.selectFrom('user_mfa').select(['secret', 'confirmed_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.confirmed_at ? null : open(row.secret, key);
}

/** Confirms the pending secret with a first code; answers the recovery codes (shown once), or null. */
export async function confirmEnrolment(db: Kysely<DB>, userId: number, code: string, key: Buffer | null, now = Date.now()): Promise<string[] | null> {
  const row = await db.selectFrom('user_mfa').selectAll().where('user_id', '=', userId).where('confirmed_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  const step = matchingStep(open(row.secret, key), code.trim(), now);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const result = await db
    .updateTable('user_mfa')
    .set({ confirmed_at: nowText(), last_step: step, recovery_codes: JSON.stringify(codes.map(hashCode)) })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? codes : null;
}

/**
 * Checks a code of a confirmed second factor: a TOTP code of a step not used yet, or an unused
 * recovery code (which is then gone). Each is taken by one compare-and-set, so two calls with
 * one code cannot both pass. Answers how it passed, or null.
 */
export async function useCode(db: Kysely<DB>, userId: number, code: string, key: Buffer | null, now = Date.now()): Promise<'totp' | 'recovery' | null> {
  const row = await db.selectFrom('user_mfa').selectAll().where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  if (!row) return null;
  const trimmed = code.trim();
  const step = matchingStep(open(row.secret, key), trimmed, now);
  if (step !== null) {
    const taken = await db.updateTable('user_mfa').set({ last_step: step }).where('user_id', '=', userId).where('last_step', '<', step).executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? 'totp' : null;
  }
  const hashes = JSON.parse(row.recovery_codes) as string[];
  const hash = hashCode(trimmed);
  if (trimmed.length < 10 || !hashes.includes(hash)) return null;
  const taken = await db
    .updateTable('user_mfa')
    .set({ recovery_codes: JSON.stringify(hashes.filter((h) => h !== hash)) })
    .where('user_id', '=', userId)
    .where('recovery_codes', '=', row.recovery_codes)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? 'recovery' : null;
}

export async function recoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db.selectFrom('user_mfa').select('recovery_codes').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  return row ? (JSON.parse(row.recovery_codes) as string[]).length : 0;
}

/** Removes a user's second factor (an administrator's reset); answers whether there was one. */
export async function removeSecondFactor(db: Kysely<DB>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('user_mfa').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
