// Files nobody needs any more are removed from the store and the table: a loose file (uploaded
// and never saved in a record, or taken out of one) FILE_UNATTACHED_HOURS after it became loose;
// a deleted record's files once the audit log can no longer restore the record (its delete
// entry is gone, after AUDIT_RETENTION_DAYS).
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addHours, formatDateTime } from '../db/time.js';
import { entityNames, type EntityDefinition } from '../entities/language/document.js';
import type { FileServices } from './caller.js';
import type { FileStore } from './store.js';
import { thumbnailKey } from './thumbnail.js';

/** Files of records deleted for good: no row in the table, no delete entry to restore from. */
async function orphansOf(db: Kysely<DB>, d: EntityDefinition): Promise<{ id: string; thumbnail: number }[]> {
  const names = entityNames(d);
  return db
    .selectFrom('files')
    .select(['files.id', 'files.thumbnail'])
    .where('files.entity', '=', d.name)
    .where('files.record_id', 'is not', null)
    .where(({ not, exists }) => not(exists(sql`(select 1 from ${sql.table(names.table)} t where t.id = files.record_id)`)))
    .where(({ not, exists }) =>
      not(exists(sql`(select 1 from audit_log a where a.resource = ${names.audit} and a.record_id = files.record_id and a.action = 'delete')`)),
    )
    .execute();
}

/** Removes what is no longer needed; answers how many files went. */
export async function purgeFiles(db: Kysely<DB>, store: FileStore, definitions: readonly EntityDefinition[], looseHours: number, now = new Date()): Promise<number> {
  const before = formatDateTime(addHours(now, -looseHours));
  const gone = await db.selectFrom('files').select(['id', 'thumbnail']).where('loose_since', '<', before).execute();
  for (const d of definitions) gone.push(...(await orphansOf(db, d)));
  for (const file of gone) {
    // The bytes first: a row without bytes answers 2005, bytes without a row would stay for ever.
    await store.delete(file.id);
    if (file.thumbnail === 1) await store.delete(thumbnailKey(file.id));
    await db.deleteFrom('files').where('id', '=', file.id).execute();
  }
  return gone.length;
}

/** Purges now and every PURGE_INTERVAL_MINUTES; answers the first run, and the hook that stops it. */
export function scheduleFilePurge(services: FileServices, log: FastifyBaseLogger): { first: Promise<void>; stop: () => Promise<void> } {
  const run = async () => {
    try {
      const purged = await purgeFiles(services.db, services.store, await services.entities.all(), services.config.files.looseHours);
      if (purged > 0) log.info({ purged }, 'files no record holds purged');
    } catch (err) {
      log.error({ err }, 'file purge failed');
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), services.config.purgeIntervalMinutes * 60_000);
  timer.unref();
  return { first, stop: async () => clearInterval(timer) };
}
