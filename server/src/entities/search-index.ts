// An entity's keyword index: the trigram index the audit log's keyword has
// (db/migrations/trigram-index.ts), over the fields the list's keyword searches, so that a
// "contains" over a million records reads the index and not every row. It is planned like the
// entity's other indexes: made when the searched fields are first known, made again when they
// change, dropped with nothing in between.
//
// Its objects are named `<table>___search…`: no entity or field name holds `__` (check.ts), so no
// entity's table, nor any table generated for one of its fields (`<table>__<field>`), can take it.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import { dropSqliteTrigramIndex, postgresTrigramIndex, sqliteTrigramIndex, type TrigramIndex } from '../db/migrations/trigram-index.js';
import type { DB } from '../db/schema.js';
import { entityNames, type EntityDefinition } from './language/document.js';
import { keywordFields } from './records/input.js';

export function searchIndexOf(d: EntityDefinition): TrigramIndex {
  const table = entityNames(d).table;
  return { table, name: `${table}___search`, columns: keywordFields(d), nullable: true };
}

/** PostgreSQL keeps the indexed columns in the GIN index's comment (its expression reads back rewritten). */
const ginName = (index: Pick<TrigramIndex, 'name'>) => `${index.name}_idx`;

/** The columns the index covers now, in order; null when there is none. */
export async function indexedColumns(db: Kysely<DB>, dialect: DialectName, table: string): Promise<string[] | null> {
  const name = `${table}___search`;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ columns: string | null }>`
      select obj_description(c.oid, 'pg_class') as columns from pg_class c
      where c.relname = ${ginName({ name })} and c.relnamespace = current_schema()::regnamespace`.execute(db);
    return rows.length === 0 ? null : (rows[0]!.columns ?? '').split(',').filter(Boolean);
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
  return rows.length === 0 ? null : rows.map((r) => r.name);
}

/** True when the index as it stands covers other columns than the definition searches. */
export function searchIndexStale(d: EntityDefinition, indexed: string[] | null): boolean {
  const wanted = searchIndexOf(d).columns;
  return indexed === null || indexed.length !== wanted.length || indexed.some((c, i) => c !== wanted[i]);
}

export async function dropSearchIndex(db: Kysely<DB>, dialect: DialectName, table: string): Promise<void> {
  const name = `${table}___search`;
  if (dialect === 'postgres') await sql`drop index if exists ${sql.ref(ginName({ name }))}`.execute(db);
  else await dropSqliteTrigramIndex(db as unknown as Kysely<unknown>, name);
}

/**
 * Made from the rows there are (a scan: seconds on a large table). On PostgreSQL without pg_trgm
 * there is no index, and the keyword scans.
 */
export async function createSearchIndex(db: Kysely<DB>, dialect: DialectName, d: EntityDefinition): Promise<void> {
  const index = searchIndexOf(d);
  // Its name is this entity's alone: one left behind (its table dropped by hand) goes first.
  await dropSearchIndex(db, dialect, index.table);
  const raw = db as unknown as Kysely<unknown>;
  if (dialect === 'sqlite') return sqliteTrigramIndex(raw, index);
  if (await postgresTrigramIndex(raw, index)) await sql`comment on index ${sql.ref(ginName(index))} is ${sql.lit(index.columns.join(','))}`.execute(db);
}

/**
 * Whether the keyword may read the index: it covers the fields the definition searches. Asked
 * once per definition version (only a definition's save changes the index), per database.
 */
const usable = new WeakMap<Kysely<DB>, Map<string, boolean>>();
export async function searchIndexUsable(db: Kysely<DB>, dialect: DialectName, d: EntityDefinition): Promise<boolean> {
  let known = usable.get(db);
  if (!known) usable.set(db, (known = new Map()));
  const key = `${d.name}\u0000${d.version}`;
  let answer = known.get(key);
  if (answer === undefined) {
    answer = !searchIndexStale(d, await indexedColumns(db, dialect, entityNames(d).table));
    known.set(key, answer);
  }
  return answer;
}
