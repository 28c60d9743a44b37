// Housekeeping on a schedule, not only at start-up: sessions that can never be used again and
// login counters nobody touched for a day are removed.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { purgeLoginCounters } from './throttle.js';
import { purgeExpiredTokens } from './tokens.js';

export async function purgeSecurityRows(db: Kysely<DB>): Promise<{ tokens: number; counters: number }> {
  return { tokens: await purgeExpiredTokens(db), counters: await purgeLoginCounters(db) };
}

/** Purges now and then every `minutes`; answers a function that stops the schedule. */
export function schedulePurge(db: Kysely<DB>, log: FastifyBaseLogger, minutes: number): () => void {
  const run = async () => {
    try {
      const purged = await purgeSecurityRows(db);
      if (purged.tokens + purged.counters > 0) log.info({ purged }, 'expired sessions and login counters purged');
    } catch (err) {
      log.error({ err }, 'purge failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
