// A keyword as a case-insensitive "contains" over a table's searched columns, answered by its
// trigram index (db/migrations/trigram-index.ts) instead of a table scan.
//
// SQLite: the FTS5 trigram index. A keyword of three characters or more is the phrase of its
// trigrams, which matches exactly the values containing it. A shorter one is the OR of the
// indexed trigrams starting with it (every value is indexed with two trailing U+001F, so every
// occurrence starts one); when that is more than MAX_TERMS trigrams (a single common
// character), the columns are scanned instead. PostgreSQL: LIKE on the expression the pg_trgm
// index covers (used for keywords of three characters or more).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../db/index.js';
import { postgresSearchText, type TrigramIndex } from '../db/migrations/trigram-index.js';
import type { DB } from '../db/schema.js';
import { escapeLike, keywordMatch } from './list.js';
import { cachedUntilChange, type VersionedTable } from './table-cache.js';

export interface TextSearch {
  /** Restricts the table (under the alias given) to the matching rows. */
  where: Expression<SqlBool>;
  /** SQLite: the FTS5 query, so that the matches can be read off the index alone. */
  fts?: string;
}

const MAX_TERMS = 64;
/** The indexed text uses U+001F as padding and separator: keywords holding control characters are scanned. */
const hasControl = (text: string): boolean => [...text].some((ch) => ch.charCodeAt(0) < 0x20);

const phrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/**
 * `alias` names the searched table in the query. `versioned`: the short keywords' trigrams are
 * kept until that table changes (a table of table-cache.ts).
 */
export async function textSearch(db: Kysely<DB>, dialect: DialectName, index: TrigramIndex, alias: string, keyword: string, versioned?: VersionedTable): Promise<TextSearch> {
  const scan = { where: keywordMatch(index.columns.map((c) => `${alias}.${c}`), keyword) };
  if (hasControl(keyword)) return scan;
  if (dialect === 'postgres') {
    const pattern = `%${escapeLike(keyword)}%`;
    return { where: sql<SqlBool>`${sql.raw(postgresSearchText(index, `${alias}.`))} like lower(${pattern}) escape '\\'` };
  }
  const fts = await ftsQuery(db, index, keyword, versioned);
  if (fts === null) return scan;
  return { where: ftsFilter(index, sql.ref(`${alias}.id`), fts), fts };
}

/** `id in (the rows an FTS5 query matches)`. */
export function ftsFilter(index: TrigramIndex, id: Expression<unknown>, fts: string): Expression<SqlBool> {
  return sql<SqlBool>`${id} in (select rowid from ${sql.table(index.name)} where ${sql.table(index.name)} match ${fts})`;
}

async function ftsQuery(db: Kysely<DB>, index: TrigramIndex, keyword: string, versioned?: VersionedTable): Promise<string | null> {
  // A phrase of fewer than three characters holds no trigram and matches nothing, which is
  // also the right answer below when no indexed trigram starts with the keyword.
  if ([...keyword].length >= 3) return phrase(keyword);
  const prefix = keyword.toLowerCase();
  // The vocabulary counts every term's rows as it lists them.
  const terms = async () => {
    const { rows } = await sql<{ term: string }>`
      select term from ${sql.table(`${index.name}_terms`)}
      where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
      limit ${MAX_TERMS + 1}`.execute(db);
    if (rows.length > MAX_TERMS) return null;
    if (rows.length === 0) return phrase(keyword);
    return rows.map((r) => phrase(r.term)).join(' OR ');
  };
  return versioned ? cachedUntilChange(db, versioned, `search-terms\u0000${prefix}`, terms) : terms();
}

/** A trigram indexing more rows than this is common: its list is not read for a keyword. */
const RARE_TRIGRAM_ROWS = 20_000;
/** The rarest trigrams of a keyword read, at most. */
const RARE_TRIGRAMS = 3;
/** Trigram -> rows it indexes, counted up to RARE_TRIGRAM_ROWS + 1, per database and index. */
const trigramRows = new WeakMap<Kysely<DB>, Map<string, number>>();
const MAX_TRIGRAMS_KEPT = 10_000;

/** Characters the trigram index and SQLite's lower() fold alike: ASCII, and those without case. */
const foldsAlike = (text: string): boolean => [...text].every((ch) => ch.charCodeAt(0) < 0x80 || ch.toLowerCase() === ch.toUpperCase());

/**
 * SQLite: an FTS5 query for the rarest trigrams of `keyword` (at most RARE_TRIGRAMS, each in at
 * most RARE_TRIGRAM_ROWS rows), or null when the keyword has none or is not eligible (shorter than
 * three characters, or with letters whose case only the index folds). The phrase query walks
 * every trigram's list in step, and a phrase of common trigrams (an office's address prefix, the
 * digits of many phone numbers) reads lists of a million entries; the rare ones hold few rows.
 * The rows they match hold those trigrams, not always the keyword: the caller keeps those whose
 * columns contain it (keywordMatch). How many rows a trigram indexes is counted once and kept
 * (a count that is stale only makes the choice slower, never the answer wrong).
 */
export async function rareTrigramQuery(db: Kysely<DB>, index: TrigramIndex, keyword: string): Promise<string | null> {
  const chars = [...keyword.toLowerCase()];
  if (chars.length < 3 || hasControl(keyword) || !foldsAlike(keyword)) return null;
  const trigrams = [...new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')))];
  let kept = trigramRows.get(db);
  if (!kept) {
    kept = new Map();
    trigramRows.set(db, kept);
  }
  const sized: [string, number][] = [];
  for (const trigram of trigrams) {
    const key = `${index.name}\u0000${trigram}`;
    let rows = kept.get(key);
    if (rows === undefined) {
      const { rows: found } = await sql<{ n: number }>`
        select count(*) as n from (select 1 from ${sql.table(index.name)} where ${sql.table(index.name)} match ${phrase(trigram)} limit ${RARE_TRIGRAM_ROWS + 1})`.execute(db);
      rows = Number(found[0]?.n ?? 0);
      if (kept.size >= MAX_TRIGRAMS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, rows);
    }
    sized.push([trigram, rows]);
  }
  const rare = sized.filter(([, rows]) => rows <= RARE_TRIGRAM_ROWS).sort((a, b) => a[1] - b[1]).slice(0, RARE_TRIGRAMS);
  // A trigram no row holds: the keyword matches nothing, which its phrase answers at once.
  if (rare.length === 0 || rare[0]![1] === 0) return null;
  return rare.map(([trigram]) => phrase(trigram)).join(' AND ');
}

/**
 * One page of the ids an FTS5 query matches, in id order. The index answers in rowid order and
 * stops at the page, where `id in (match)` would collect every match before sorting.
 */
export async function ftsPageIds(db: Kysely<DB>, index: TrigramIndex, fts: string, order: 'asc' | 'desc', limit: number, offset: number): Promise<number[]> {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<{ id: number }>`
    select rowid as id from ${sql.table(index.name)} where ${sql.table(index.name)} match ${fts}
    order by rowid ${direction} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The FTS5 phrase matching exactly the rows `lower(column) like %keyword%` matches, where the two
 * agree: three characters or more, none a control, none with a case only the index folds.
 */
export function exactPhrase(keyword: string): string | null {
  return [...keyword].length >= 3 && !hasControl(keyword) && foldsAlike(keyword) ? phrase(keyword) : null;
}

/** How many rows an FTS5 query matches, counted up to `cap + 1`; `capped` when past the cap. */
export async function countFtsMatchesUpTo(db: Kysely<DB>, index: TrigramIndex, fts: string, cap: number): Promise<{ total: number; capped: boolean }> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from ${sql.table(index.name)} where ${sql.table(index.name)} match ${fts} limit ${cap + 1})`.execute(db);
  const counted = Number(rows[0]?.n ?? 0);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/** The number of rows an FTS5 query matches (one index row per row). */
export async function countFtsMatches(db: Kysely<DB>, index: TrigramIndex, fts: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(index.name)} where ${sql.table(index.name)} match ${fts}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
