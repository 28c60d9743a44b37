// Idempotency-Key (a project addition, docs/API.md): a call repeated by the same user with the
// same key within a day is answered with the first answer instead of running again, so a create retried after
// the console's timeout (the first may have been written) writes one record. The key is claimed
// in the database, so a repeat that reaches another instance waits for the first just the same.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addHours, formatDateTime, nowText } from '../db/time.js';
import { ApiError, ErrorCode, conflict, invalidField } from './errors.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
/** How long a repeat waits for the first call to answer before it is told to try again. */
const WAIT_MS = 4000;
const POLL_MS = 50;
/** A claim this old without an answer was left by a process that died: a repeat runs the call. */
const ABANDONED_MS = 60_000;
/** How long a first answer is kept: a day covers any retry a person or a client makes. */
export const KEEP_HOURS = 24;

/** The request's key, or null when it sent none; 2001 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] ?? '' : raw;
  if (!KEY.test(value)) throw invalidField(IDEMPOTENCY_HEADER, 'Must be 1 to 100 letters, digits or - _ . :');
  return value;
}

interface Answer {
  error: number;
  data?: unknown;
  message?: string;
  fields?: Record<string, string> | undefined;
  extra?: Record<string, unknown> | undefined;
}

interface Claim {
  userId: number;
  key: string;
  call: string;
  input: unknown;
}

/** JSON with object keys sorted, so that the same input always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function replay(answer: Answer): unknown {
  if (answer.error === ErrorCode.ok) return answer.data ?? null;
  throw new ApiError(answer.error, answer.message ?? '', answer.fields, answer.extra);
}

/** Runs `work` once for the claim's key: a repeat answers what the first answered. */
export async function onceForKey(db: Kysely<DB>, claim: Claim, work: () => Promise<unknown>): Promise<unknown> {
  const requestHash = createHash('sha256').update(`${claim.call}\n${stableJson(claim.input)}`).digest('hex');
  const id = await claimKey(db, claim, requestHash);
  if (typeof id !== 'number') return replay(id);
  try {
    const data = await work();
    await store(db, id, { error: ErrorCode.ok, data: data ?? null });
    return data;
  } catch (error) {
    // A refusal is the answer; a fault (the database away) is not: the retry runs the call again.
    if (error instanceof ApiError && error.code !== ErrorCode.serverFault) {
      await store(db, id, { error: error.code, message: error.message, fields: error.fields, extra: error.extra });
    } else {
      await db.deleteFrom('idempotency_keys').where('id', '=', id).execute().catch(() => undefined);
    }
    throw error;
  }
}

function store(db: Kysely<DB>, id: number, answer: Answer) {
  return db.updateTable('idempotency_keys').set({ answer: JSON.stringify(answer) }).where('id', '=', id).execute();
}

/** The id of the claim this call now holds, or the first call's answer. */
async function claimKey(db: Kysely<DB>, claim: Claim, requestHash: string): Promise<number | Answer> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: claim.userId, key: claim.key, call: claim.call, request_hash: requestHash, answer: null, created_at: nowText() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  for (const deadline = Date.now() + WAIT_MS; ; await new Promise((r) => setTimeout(r, POLL_MS))) {
    const first = await db
      .selectFrom('idempotency_keys')
      .select(['id', 'call', 'request_hash', 'answer', 'created_at'])
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    // Purged or released (the first failed on a fault) meanwhile: claim it anew.
    if (!first) return claimKey(db, claim, requestHash);
    if (first.call !== claim.call || first.request_hash !== requestHash) {
      throw invalidField(IDEMPOTENCY_HEADER, 'This idempotency key was used for another request.');
    }
    if (first.answer !== null) return JSON.parse(first.answer) as Answer;
    const abandonedBefore = formatDateTime(new Date(Date.now() - ABANDONED_MS));
    if (first.created_at < abandonedBefore) {
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ created_at: nowText() })
        .where('id', '=', first.id)
        .where('answer', 'is', null)
        .where('created_at', '=', first.created_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return first.id;
    }
    if (Date.now() >= deadline) throw conflict('A request with this idempotency key is still being processed.');
  }
}

/** Removes the answers kept longer than KEEP_HOURS. */
export async function purgeIdempotencyKeys(db: Kysely<DB>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', formatDateTime(addHours(now, -KEEP_HOURS))).executeTakeFirst();
  return Number(result.numDeletedRows);
}
