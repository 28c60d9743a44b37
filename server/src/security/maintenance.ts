// Housekeeping on a schedule, not only at start-up: sessions that can never be used again,
// login counters nobody touched for a day, and audit entries past their retention are removed.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addHours, formatDateTime } from '../db/time.js';
import { purgeLoginCounters } from './throttle.js';
import { purgeExpiredTokens } from './tokens.js';

/** Removes audit entries older than `days` (0: keeps every entry). */
export async function purgeAuditEntries(db: Kysely<DB>, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const result = await db.deleteFrom('audit_log').where('created_at', '<', formatDateTime(addHours(now, -24 * days))).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeSecurityRows(db: Kysely<DB>, auditRetentionDays = 0): Promise<{ tokens: number; counters: number; audit: number }> {
  return { tokens: await purgeExpiredTokens(db), counters: await purgeLoginCounters(db), audit: await purgeAuditEntries(db, auditRetentionDays) };
}

/** Purges now and then every `minutes`; answers a function that stops the schedule. */
export function schedulePurge(db: Kysely<DB>, log: FastifyBaseLogger, minutes: number, auditRetentionDays = 0): () => void {
  const run = async () => {
    try {
      const purged = await purgeSecurityRows(db, auditRetentionDays);
      if (purged.tokens + purged.counters + purged.audit > 0) log.info({ purged }, 'expired sessions, login counters and audit entries purged');
    } catch (err) {
      log.error({ err }, 'purge failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
