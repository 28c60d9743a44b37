// The company-list keyword: a case-insensitive "contains" over name, credit code, contact,
// phone and address, answered by the index of migration 0004 instead of a table scan.
//
// SQLite: the FTS5 trigram index `companies_search`. A keyword of three characters or more is
// the phrase of its trigrams, which matches exactly the values containing it. A shorter one is
// the OR of the indexed trigrams starting with it (every value is indexed with two trailing
// U+001F, so every occurrence starts one); when that is more than MAX_TERMS trigrams (a single
// common character), the columns are scanned instead. PostgreSQL: LIKE on the expression the
// pg_trgm index covers (used for keywords of three characters or more).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../db/index.js';
import { COMPANY_SEARCH_COLUMNS, postgresSearchText } from '../db/migrations/0004_company_lists.js';
import type { DB } from '../db/schema.js';
import { escapeLike, keywordMatch } from '../http/list.js';
import { cachedUntilChange } from '../http/table-cache.js';

export interface CompanySearch {
  /** Restricts `companies as co` to the matching companies. */
  where: Expression<SqlBool>;
  /** SQLite: the FTS5 query, so that the number of matches can be read off the index alone. */
  fts?: string;
}

const MAX_TERMS = 64;
/** The indexed text uses U+001F as padding and separator: keywords holding control characters are scanned. */
const hasControl = (text: string): boolean => [...text].some((ch) => ch.charCodeAt(0) < 0x20);

const phrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;

export async function companySearch(db: Kysely<DB>, dialect: DialectName, keyword: string): Promise<CompanySearch> {
  const scan = { where: keywordMatch(COMPANY_SEARCH_COLUMNS.map((c) => `co.${c}`), keyword) };
  if (hasControl(keyword)) return scan;
  if (dialect === 'postgres') {
    const pattern = `%${escapeLike(keyword)}%`;
    return { where: sql<SqlBool>`${sql.raw(postgresSearchText('co.'))} like lower(${pattern}) escape '\\'` };
  }
  const fts = await ftsQuery(db, keyword);
  if (fts === null) return scan;
  return { where: ftsFilter(sql.ref('co.id'), fts), fts };
}

/** `id in (the companies an FTS5 query matches)`. */
export function ftsFilter(id: Expression<unknown>, fts: string): Expression<SqlBool> {
  return sql<SqlBool>`${id} in (select rowid from companies_search where companies_search match ${fts})`;
}

async function ftsQuery(db: Kysely<DB>, keyword: string): Promise<string | null> {
  // A phrase of fewer than three characters holds no trigram and matches nothing, which is
  // also the right answer below when no indexed trigram starts with the keyword.
  if ([...keyword].length >= 3) return phrase(keyword);
  const prefix = keyword.toLowerCase();
  // The vocabulary counts every term's rows as it lists them (a few hundred microseconds a
  // keyword); it only changes with the companies.
  return cachedUntilChange(db, 'companies', `search-terms\u0000${prefix}`, async () => {
    const { rows } = await sql<{ term: string }>`
      select term from companies_search_terms
      where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
      limit ${MAX_TERMS + 1}`.execute(db);
    if (rows.length > MAX_TERMS) return null;
    if (rows.length === 0) return phrase(keyword);
    return rows.map((r) => phrase(r.term)).join(' OR ');
  });
}

/**
 * One page of the ids an FTS5 query matches, in id order. The index answers in rowid order and
 * stops at the page, where `co.id in (match)` would collect every match before sorting.
 */
export async function ftsPageIds(db: Kysely<DB>, fts: string, order: 'asc' | 'desc', limit: number, offset: number): Promise<number[]> {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<{ id: number }>`
    select rowid as id from companies_search where companies_search match ${fts}
    order by rowid ${direction} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => r.id);
}

/** The number of companies an FTS5 query matches (one index row per company). */
export async function countFtsMatches(db: Kysely<DB>, fts: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from companies_search where companies_search match ${fts}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
