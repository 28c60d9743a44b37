// An entity's own table bumps its row of table_versions (migration 0007) on every write, whoever
// writes (the API, an import, another instance, a definition's fill), so that totals of its
// records can be kept until it changes (records/calls.ts list, for a jurisdiction).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';

const WRITES = ['insert', 'update', 'delete'] as const;

/** Versions `table`; run again on a versioned table, it changes nothing. */
export async function versionTable<D>(db: Kysely<D>, dialect: DialectName, table: string): Promise<void> {
  await sql`insert into table_versions (name, version) select ${table}, 0 where not exists (select 1 from table_versions where name = ${table})`.execute(db);
  if (dialect === 'postgres') {
    // Statement-level, with migration 0007's function: a bulk write bumps once.
    const trigger = sql.id(`${table}_version_write`);
    await sql`drop trigger if exists ${trigger} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${trigger} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function bump_table_version()`.execute(db);
    return;
  }
  for (const write of WRITES) {
    const bump = sql`begin update table_versions set version = version + 1 where name = ${sql.lit(table)}; end`;
    await sql`create trigger if not exists ${sql.id(`${table}_version_${write}`)} after ${sql.raw(write)} on ${sql.table(table)} ${bump}`.execute(db);
  }
}

/** Removes what versionTable made. */
export async function unversionTable<D>(db: Kysely<D>, dialect: DialectName, table: string): Promise<void> {
  if (dialect === 'postgres') await sql`drop trigger if exists ${sql.id(`${table}_version_write`)} on ${sql.table(table)}`.execute(db);
  else for (const write of WRITES) await sql`drop trigger if exists ${sql.id(`${table}_version_${write}`)}`.execute(db);
  await sql`delete from table_versions where name = ${table}`.execute(db);
}
