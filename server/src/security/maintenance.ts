// Housekeeping on a schedule, not only at start-up: sessions and tickets that can never be used again,
// login counters nobody touched for a day, audit entries past their retention and idempotency
// keys past theirs are removed; the trail points' months are kept (db/trail-partitions.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { purgeAppSessions } from '../app/session.js';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { keepTrailPartitions } from '../db/trail-partitions.js';
import { addHours, formatDateTime } from '../db/time.js';
import { purgeIdempotencyKeys } from '../http/idempotency.js';
import { purgeLoginCounters } from './throttle.js';
import { purgeTickets } from './tickets.js';
import { purgeExpiredTokens } from './tokens.js';

/** Audit entries removed by one statement: each stays short, within the calls' statement limit. */
const AUDIT_PURGE_BATCH = 5000;

/** Removes audit entries older than `days` (0: keeps every entry). */
export async function purgeAuditEntries(db: Kysely<DB>, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const before = formatDateTime(addHours(now, -24 * days));
  let total = 0;
  for (;;) {
    const batch = db.selectFrom('audit_log').select('id').where('created_at', '<', before).orderBy('id').limit(AUDIT_PURGE_BATCH);
    const result = await db.deleteFrom('audit_log').where('id', 'in', batch).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < AUDIT_PURGE_BATCH) return total;
  }
}

export async function purgeSecurityRows(db: Kysely<DB>, auditRetentionDays = 0, idleMinutes = Infinity): Promise<{ tokens: number; counters: number; audit: number; idempotency: number; tickets: number }> {
  return {
    // Console sessions and the field app's.
    tokens: (await purgeExpiredTokens(db, idleMinutes)) + (await purgeAppSessions(db)),
    tickets: await purgeTickets(db),
    counters: await purgeLoginCounters(db),
    audit: await purgeAuditEntries(db, auditRetentionDays),
    idempotency: await purgeIdempotencyKeys(db),
  };
}

/** The trail points' months on the same schedule, when given: the database's kind and TRAIL_RETENTION_MONTHS. */
export interface TrailUpkeepSettings {
  dialect: DialectName;
  retentionMonths: number;
}

/** Makes the coming months' partitions and drops (or deletes) what is past the retention; logs what it did. */
export async function keepTrails(db: Kysely<DB>, log: FastifyBaseLogger, trails: TrailUpkeepSettings): Promise<void> {
  const kept = await keepTrailPartitions(db, trails.dialect, trails.retentionMonths);
  if (kept.created.length > 0) log.info({ created: kept.created }, 'trail point partitions created');
  if (kept.dropped.length > 0) log.info({ dropped: kept.dropped }, 'trail point partitions past TRAIL_RETENTION_MONTHS dropped');
  if (kept.deleted > 0) log.info({ deleted: kept.deleted }, 'trail points past TRAIL_RETENTION_MONTHS deleted');
}

/** Purges now and then every `minutes`; answers a function that stops the schedule. */
export function schedulePurge(db: Kysely<DB>, log: FastifyBaseLogger, minutes: number, auditRetentionDays = 0, idleMinutes = Infinity, trails?: TrailUpkeepSettings): () => void {
  const run = async () => {
    try {
      const purged = await purgeSecurityRows(db, auditRetentionDays, idleMinutes);
      if (purged.tokens + purged.counters + purged.audit + purged.idempotency + purged.tickets > 0) log.info({ purged }, 'expired sessions, login counters, audit entries and idempotency keys purged');
    } catch (err) {
      log.error({ err }, 'purge failed');
    }
    try {
      if (trails) await keepTrails(db, log, trails);
    } catch (err) {
      log.error({ err }, 'trail point partitions: upkeep failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
