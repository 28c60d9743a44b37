// Keyword search over a few text columns without a table scan (see http/text-search.ts for how
// it is queried): on SQLite a contentless FTS5 trigram index kept by triggers, on PostgreSQL a
// pg_trgm GIN index on the expression the query uses, when the extension can be installed.
import { sql, type Kysely } from 'kysely';

export interface TrigramIndex {
  /** The indexed table, its id column being the index's rowid. */
  table: string;
  /** The index's name: the FTS5 table on SQLite (with `<name>_terms`), the GIN index `<name>_idx` on PostgreSQL. */
  name: string;
  /** The searched columns, in the order both dialects index them. */
  columns: readonly string[];
  /** Columns may hold null (an entity's): PostgreSQL's text reads each as '' so that one null hides no other. */
  nullable?: boolean;
}

const exec = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

/**
 * SQLite: every value is indexed with two trailing U+001F, so every occurrence of a one- or
 * two-character keyword starts a trigram (found through the `<name>_terms` vocabulary).
 * `updatable: false` for tables whose rows are only added and removed.
 */
export async function sqliteTrigramIndex(db: Kysely<unknown>, index: TrigramIndex, updatable = true): Promise<void> {
  const { table, name } = index;
  const columns = index.columns.join(', ');
  const padded = (ref: string) => index.columns.map((c) => `${ref}${c} || char(31, 31)`).join(', ');
  await exec(db, `create virtual table ${name} using fts5(${columns}, content='', contentless_delete=1, tokenize='trigram')`);
  await exec(db, `create virtual table ${name}_terms using fts5vocab(${name}, 'row')`);
  await exec(db, `insert into ${name}(rowid, ${columns}) select id, ${padded('')} from ${table}`);
  const insert = `insert into ${name}(rowid, ${columns}) values (new.id, ${padded('new.')});`;
  const remove = `delete from ${name} where rowid = old.id;`;
  await exec(db, `create trigger ${name}_insert after insert on ${table} begin ${insert} end`);
  if (updatable) await exec(db, `create trigger ${name}_update after update of ${columns} on ${table} begin ${remove} ${insert} end`);
  await exec(db, `create trigger ${name}_delete after delete on ${table} begin ${remove} end`);
}

export async function dropSqliteTrigramIndex(db: Kysely<unknown>, name: string): Promise<void> {
  for (const t of ['insert', 'update', 'delete']) await exec(db, `drop trigger if exists ${name}_${t}`);
  await exec(db, `drop table if exists ${name}_terms`);
  await exec(db, `drop table if exists ${name}`);
}

/** The expression the PostgreSQL keyword query matches; the index must use the same text. */
export function postgresSearchText(index: Pick<TrigramIndex, 'columns' | 'nullable'>, prefix: string): string {
  const column = (c: string) => (index.nullable ? `coalesce(${prefix}${c}, '')` : `${prefix}${c}`);
  return `lower(${index.columns.map(column).join(' || chr(31) || ')})`;
}

/** pg_trgm is optional: without it (not installed, not allowed) the keyword query scans. Answers whether the index was made. */
export async function postgresTrigramIndex(db: Kysely<unknown>, index: TrigramIndex): Promise<boolean> {
  await exec(db, `savepoint ${index.name}`);
  try {
    await exec(db, 'create extension if not exists pg_trgm');
    await exec(db, `release savepoint ${index.name}`);
  } catch {
    await exec(db, `rollback to savepoint ${index.name}`);
    return false;
  }
  await exec(db, `create index ${index.name}_idx on ${index.table} using gin ((${postgresSearchText(index, '')}) gin_trgm_ops)`);
  return true;
}
