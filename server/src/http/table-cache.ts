// Values derived from a rarely written table (list totals, search term expansions), kept in
// memory until that table changes.
//
// A value is stored with the version of its table (migration 0007's `table_versions`, bumped by
// triggers in every writing transaction, whichever process writes) read *before* computing it: a
// write landing between the two leaves the entry under a version that never comes back, so a
// stale value is never answered. Inside a transaction nothing is kept (uncommitted rows).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * `audit_log`'s version moves only when entries are removed (migration 0015): appended entries
 * can only add matches, so only values that appends cannot change may be kept under it. An
 * entity's own table moves on every write (entities/table-version.ts).
 */
export type VersionedTable = 'companies' | 'audit_log' | `entity_${string}`;

/** Entries kept per database; the least recently used is dropped first. */
const MAX_ENTRIES = 2000;

interface Entry {
  version: number;
  value: unknown;
}

const caches = new WeakMap<Kysely<DB>, Map<string, Entry>>();

/** The committed version of `table`, or null where migration 0007 has not run. */
export async function tableVersion(db: Kysely<DB>, table: VersionedTable): Promise<number | null> {
  const { rows } = await sql<{ version: number }>`select version from table_versions where name = ${table}`.execute(db);
  return rows[0] === undefined ? null : Number(rows[0].version);
}

/**
 * What `compute` answers for `key` (naming everything the value depends on besides the rows of
 * `table`, e.g. the filters of a total), computed again only after `table` changed.
 */
export async function cachedUntilChange<T>(
  db: Kysely<DB>,
  table: VersionedTable,
  key: string,
  compute: () => Promise<T>,
  /** Whether a computed value may be kept (default: every value). */
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  if (db.isTransaction) return compute();
  const version = await tableVersion(db, table);
  if (version === null) return compute();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const id = `${table}\u0000${key}`;
  const hit = cache.get(id);
  if (hit && hit.version === version) {
    // Most recently used last: a Map keeps insertion order.
    cache.delete(id);
    cache.set(id, hit);
    return hit.value as T;
  }
  const value = await compute();
  cache.delete(id);
  if (!keep(value)) return value;
  cache.set(id, { version, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
