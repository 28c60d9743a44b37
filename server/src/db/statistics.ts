// The query planner's statistics, kept in one place. Both databases choose an index from what
// they know of the data: SQLite only from sqlite_stat1/sqlite_stat4, which nothing writes until
// ANALYZE runs (a seeded or imported file has none), PostgreSQL from its own analysis, which its
// autovacuum runs up to a minute after a bulk write. Without them a plan is a guess; with them
// the plan a list gets is the same after a bulk load, an import or a restore as on the database
// it was tuned on.
//
// Called after the migrations at every start (tables never analysed, or changed a lot since), at
// the end of a seed and after each import. Cheap when nothing changed.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './index.js';
import type { DB } from './schema.js';

/**
 * SQLite: PRAGMA optimize with 0x10000 (look at every table, not only those this connection
 * queried) and 0x02 (analyse): tables never analysed or whose size moved about tenfold since
 * are analysed, each on a bounded sample (SQLite sets a temporary analysis_limit).
 */
const SQLITE_OPTIMIZE = 0x10002;

/**
 * Brings the statistics up to date where they are missing or stale; answers the tables analysed.
 * PostgreSQL: the tables of the current schema never analysed, with more rows written since
 * their last analysis than autovacuum's default threshold (50 rows plus 10% of the table: what
 * autovacuum would analyse next, now), or whose size on disk moved by more than a tenth since
 * (the write counts reach pg_stat_user_tables a moment after the write; the size at once);
 * each is vacuumed and analysed.
 */
export async function keepStatistics(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ optimize: string }>`pragma optimize = ${sql.raw(String(SQLITE_OPTIMIZE | 0x01))}`.execute(db);
    if (rows.length > 0) await sql`pragma optimize = ${sql.raw(String(SQLITE_OPTIMIZE))}`.execute(db);
    return rows.map((r) => /"([^"]+)"$/.exec(r.optimize)?.[1] ?? r.optimize);
  }
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and n.nspname = current_schema()
      and (c.reltuples < 0
        or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * c.reltuples
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 8 + 0.1 * c.relpages)
    order by c.relname`.execute(db);
  // VACUUM also marks the pages it finds all-visible, without which a count off an index reads
  // every row from the table (a user's 10,000 audit entries: 54 ms, and 0.8 ms once vacuumed,
  // at a million entries); it cannot run inside a transaction.
  const verb = db.isTransaction ? sql`analyze` : sql`vacuum (analyze)`;
  for (const { name } of rows) await sql`${verb} ${sql.table(name)}`.execute(db);
  return rows.map((r) => r.name);
}
