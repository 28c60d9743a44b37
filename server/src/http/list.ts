// Paged lists (docs/API.md "Lists"): page, limit <= 100, keyword, sort from an allow-list,
// order, an optional exact `id`, plus per-call filters; answers { list, total, page, limit }.
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { v } from './validate.js';

/** Sort key the client may send -> qualified column. Must contain `id`. */
export type SortMap = { readonly id: string } & Readonly<Record<string, string>>;

export interface ListParams {
  page: number;
  limit: number;
  keyword?: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
  id?: number | undefined;
}

export interface ListResult<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  /** Set when `total` is a lower bound: counting stopped there (see countRowsUpTo). */
  total_capped?: true;
}

export interface ListDefaults {
  sort?: string;
  order?: 'asc' | 'desc';
}

export const MAX_LIMIT = 100;

/**
 * A column as SQLite's planner may or may not read it off an index: `+column` is the same value
 * and keeps its index out of the plan, so that a page is read along the sort's index instead.
 */
export const columnRef = (name: string, indexed = true) => (indexed ? sql.ref(name) : sql`+${sql.ref(name)}`);

/** The list params plus the call's own filters, as one zod object. */
export function listSchema<S extends z.ZodRawShape>(sorts: SortMap, filters: S, defaults: ListDefaults = {}) {
  const keys = Object.keys(sorts) as [string, ...string[]];
  return z
    .object({
      page: v.withDefault(v.int({ min: 1, max: 1_000_000 }), 1),
      limit: v.withDefault(v.int({ min: 1, max: MAX_LIMIT }), 20),
      keyword: v.optional(v.text(100)),
      sort: v.withDefault(v.oneOf(keys), defaults.sort ?? 'id'),
      order: v.withDefault(v.oneOf(['asc', 'desc']), defaults.order ?? 'desc'),
      id: v.optional(v.id()),
    })
    .extend(filters);
}

/** `%` and `_` in user text match themselves, not any character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive "contains" over a few text columns, the same on SQLite and PostgreSQL. */
export function keywordMatch(columns: readonly string[], keyword: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(keyword)}%`;
  const tests = columns.map((c) => sql`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

// Kysely's builders are generic over the tables in scope; these helpers only need "a select".
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

export interface ListFilterSpec {
  /** Qualified id column for the `id` filter. */
  id: string;
  /** Text columns searched by `keyword`. */
  keyword: readonly string[];
}

/** Applies the `id` and `keyword` filters every paged list shares. */
export function listFilters(q: ListParams, spec: ListFilterSpec) {
  return <QB extends AnySelect>(qb: QB): QB => {
    let out: AnySelect = qb;
    if (q.id !== undefined) out = out.where(sql.ref(spec.id), '=', q.id);
    if (q.keyword) out = out.where(keywordMatch(spec.keyword, q.keyword));
    return out as QB;
  };
}

/** ORDER BY the chosen column (then id, so pages never overlap), LIMIT and OFFSET. */
export function pageAndSort(q: ListParams, sorts: SortMap) {
  return <QB extends AnySelect>(qb: QB): QB => {
    let out: AnySelect = qb.orderBy(sql.ref(sorts[q.sort] ?? sorts.id), q.order);
    if (q.sort !== 'id') out = out.orderBy(sql.ref(sorts.id), q.order);
    return out.limit(q.limit).offset((q.page - 1) * q.limit) as QB;
  };
}

/** Number of rows a (filtered, not yet paged) select would answer. */
export async function countRows(qb: AnySelect): Promise<number> {
  const row = await qb
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number((row as { total?: unknown } | undefined)?.total ?? 0);
}

/**
 * Counts at most `cap + 1` matching rows: a broad filter over a long table answers "at least
 * `cap`" in the time of reading `cap` index entries instead of all of them.
 */
export async function countRowsUpTo<D>(db: Kysely<D>, qb: AnySelect, cap: number): Promise<{ total: number; capped: boolean }> {
  const matching = qb.clearSelect().clearOrderBy().select(sql<number>`1`.as('one')).limit(cap + 1);
  const { rows } = await sql<{ total: unknown }>`select count(*) as total from (${matching}) as m`.execute(db);
  const counted = Number(rows[0]?.total ?? 0);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/** `capped`: `total` is where countRowsUpTo stopped, a lower bound. */
export function listResult<T>(list: T[], total: number, q: ListParams, capped = false): ListResult<T> {
  return { list, total, page: q.page, limit: q.limit, ...(capped && { total_capped: true as const }) };
}
