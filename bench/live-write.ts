// What a record version and its change notification add to a write (budget: under 1 ms): the
// same audited government update, timed without them and with them in pairs, each pair's order
// alternating, on PostgreSQL and SQLite, and held by the median of the pairs' differences
// (load.mjs, medianAdded) rather than a difference of two p95s that the disk's stalls decide. Without: read, update, audit entry (the write as it was). With: the row
// held and its version compared (http/versions.ts), the version moved on, and on PostgreSQL the
// audit entry's notification to every instance (migration 0017; the plain session skips triggers).
//
//   node --import tsx bench/live-write.ts <postgres url> <sqlite file> [rounds]
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordChange } from '../server/src/audit/record.js';
import { bootstrap } from '../server/src/db/bootstrap.js';
import { openDatabase, type DialectName } from '../server/src/db/index.js';
import { migrateToLatest } from '../server/src/db/migrations/index.js';
import type { DB } from '../server/src/db/schema.js';
import { currentFor, nextVersion } from '../server/src/http/versions.js';
import { budget } from './budget.mjs';
import { medianAdded, percentile } from './load.mjs';

const [pgUrl, sqliteFile, roundsText = '1000'] = process.argv.slice(2);
if (!pgUrl || !sqliteFile) throw new Error('usage: live-write.ts <postgres url> <sqlite file> [rounds]');
const rounds = Number(roundsText);
const request = { ip: '127.0.0.1', url: '/api/operate/government/government-update', routeOptions: { url: '/api/operate/government/government-update' } } as unknown as FastifyRequest;
const source = { request, auth: { userId: 1, account: 'admin' } };

/** `version`: the version the caller read (as the console sends it); none: the write as it was. */
async function update(db: Kysely<DB>, dialect: DialectName, id: number, phone: string, version?: number): Promise<number> {
  const versioned = version !== undefined;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const load = () => trx.selectFrom('governments').selectAll().where('id', '=', id).executeTakeFirst();
    const before = versioned ? await currentFor(trx, dialect, { table: 'governments', id, version }, load) : await load();
    await trx.updateTable('governments').set(versioned ? { phone, version: nextVersion } : { phone }).where('id', '=', id).execute();
    await recordChange(trx, source, { action: 'update', resource: 'government', recordId: id, name: before!.name, before, after: { ...before, phone } });
  });
  return performance.now() - started;
}

let over = false;
for (const dialect of ['postgres', 'sqlite'] as const) {
  const versionedDb = openDatabase(dialect === 'postgres' ? { databaseUrl: pgUrl, dbFile: '' } : { dbFile: sqliteFile });
  // A session that skips triggers: the write as it was, without the notification.
  const plainDb = dialect === 'postgres' ? openDatabase({ databaseUrl: `${pgUrl}?options=${encodeURIComponent('-c session_replication_role=replica')}`, dbFile: '' }) : versionedDb;
  await migrateToLatest(versionedDb.db, dialect);
  await bootstrap(versionedDb.db, { adminPassword: 'Live-bench-secret-1' });
  const city = await versionedDb.db.insertInto('cities').values({ name: 'Bench city', level: 'province', parent_id: null }).returning('id').executeTakeFirstOrThrow();
  const now = '2026-11-27 00:00:00';
  const gov = await versionedDb.db
    .insertInto('governments')
    .values({ name: `Bench ${Date.now()}`, level: 'province', city_id: city.id, parent_id: null, contact: 'Bench', phone: '0571-88886666', address: 'Bench Road', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plain: number[] = [];
  const versioned: number[] = [];
  // Only the versioned writes move the version on: round i reads version i + 1.
  for (let i = 0; i < rounds; i++) {
    const phone = `0571-8${String(i % 10000).padStart(7, '0')}`;
    if (i % 2) versioned.push(await update(versionedDb.db, dialect, gov.id, phone, i + 1));
    plain.push(await update(plainDb.db, dialect, gov.id, phone));
    if (!(i % 2)) versioned.push(await update(versionedDb.db, dialect, gov.id, phone, i + 1));
  }
  if (plainDb !== versionedDb) await plainDb.close();
  await versionedDb.close();
  const p95 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95);
  const added = medianAdded(plain, versioned);
  console.log(`version_write_${dialect}_plain_p95: ${p95(plain).toFixed(2)} ms`);
  console.log(`version_write_${dialect}_versioned_p95: ${p95(versioned).toFixed(2)} ms`);
  console.log(`version_write_${dialect}_added_median: ${added.toFixed(2)} ms`);
  if (!budget(`version_write_${dialect}_added_median`, added, 'ms', 1)) over = true;
}
process.exit(over ? 1 : 0);
