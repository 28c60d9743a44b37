// A jurisdiction's page in the order of an index that starts with the government body, on
// PostgreSQL. `government_id in (a, b, c) order by name` is read by walking the whole name index
// and skipping the other bodies' rows: a province's deep page by name read 50,000 companies for
// 20. Read as one ordered branch per body, off (government_id, name), and merged (PostgreSQL's
// Merge Append pulls from each branch only as far as the page needs), it reads the page's
// offset + limit rows and one more per body. SQLite walks the same index per body by itself.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ListParams } from '../http/list.js';

/** Past this many bodies, planning one branch each costs more than the walk it saves. */
export const MERGED_BODIES_MAX = 50;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * The ids of the page, `branch(body)` being the rows of one body (filters applied, nothing
 * selected); `column` the qualified sort column and `id` the qualified id, both in its index.
 */
export async function pageMergedByBody(db: Kysely<DB>, bodies: readonly number[], branch: (body: number) => AnySelect, q: ListParams, column: string, id: string): Promise<number[]> {
  const order = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const offset = (q.page - 1) * q.limit;
  const branches = bodies.map(
    (body) =>
      sql`(${branch(body)
        .select([sql.ref(id).as('id'), sql.ref(column).as('sort_key')])
        .orderBy(sql.ref(column), q.order)
        .orderBy(sql.ref(id), q.order)
        .limit(offset + q.limit)})`,
  );
  const { rows } = await sql<{ id: number }>`select id from (${sql.join(branches, sql` union all `)}) as b
    order by sort_key ${order}, id ${order} limit ${q.limit} offset ${offset}`.execute(db);
  return rows.map((r) => Number(r.id));
}
