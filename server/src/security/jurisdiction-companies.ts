// A jurisdiction's companies as a temporary table of the SQLite connection, for the lists that
// test many rows against them (entity records by their company): `company_id in temp.<table>` is
// read straight off the table's own ids, where `in (select id from companies where government_id
// in …)` collects a province's tens of thousands of ids again for every query (a count, a page).
// Filled once per jurisdiction and version of companies (migration 0007's table_versions, read
// before filling, as http/table-cache.ts does): a company added, moved or removed fills it again.
// Filled in a transaction of its own: a list reading the table meanwhile sees it whole, before or
// after. One table per jurisdiction in use, as few as the bodies users are bound to: none is
// dropped, so none goes from under a list. PostgreSQL hashes the subquery itself; inside a
// transaction the subquery is read too.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { tableVersion } from '../http/table-cache.js';
import { insideCondition, type Jurisdiction } from './jurisdiction.js';

interface Kept {
  table: string;
  version: number;
  /** Settles once the table holds that version's companies; callers at once wait on the same fill. */
  filled: Promise<void>;
}

const kept = new WeakMap<Kysely<DB>, Map<string, Kept>>();
let named = 0;

/** The temporary table holding the companies inside `j`, or undefined where the subquery is read. */
export async function jurisdictionCompanies(db: Kysely<DB>, dialect: DialectName, j: Jurisdiction): Promise<string | undefined> {
  if (dialect !== 'sqlite' || db.isTransaction) return undefined;
  const version = await tableVersion(db, 'companies');
  if (version === null) return undefined;
  let tables = kept.get(db);
  if (!tables) kept.set(db, (tables = new Map()));
  const key = j.governmentIds.join(',');
  const hit = tables.get(key);
  if (hit && hit.version >= version) {
    await hit.filled;
    return hit.table;
  }
  const table = hit?.table ?? `jurisdiction_companies_${++named}`;
  const filled = (async () => {
    await hit?.filled.catch(() => undefined);
    await db.transaction().execute(async (trx) => {
      await sql`create temp table if not exists ${sql.table(table)} (id integer primary key)`.execute(trx);
      const ref = sql.table(`temp.${table}`);
      await sql`delete from ${ref}`.execute(trx);
      await sql`insert into ${ref} select id from companies where ${insideCondition(j, 'governments', sql.ref('government_id'))}`.execute(trx);
    });
  })();
  tables.set(key, { table, version, filled });
  try {
    await filled;
  } catch (error) {
    tables.delete(key);
    throw error;
  }
  return table;
}
