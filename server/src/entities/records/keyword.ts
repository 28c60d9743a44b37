// The list's keyword over an entity's searched fields: "contains", case-insensitive, read off the
// entity's trigram index (search-index.ts) where it covers those fields, else a scan.
//
// SQLite: a keyword with rare trigrams (each in few rows) is the rows holding them, read for the
// keyword itself: a few index lists and a few rows. A keyword made of common trigrams (the words
// most records share) matches many rows: the page reads along the sort's index until it is full,
// and, with no filter besides, the index's phrase counts the matches up to the cap. A phrase of
// common trigrams in `id in (…)` would collect every match first, as long as the table.
// PostgreSQL: LIKE on the expression its GIN index covers.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CallContext } from '../../http/call.js';
import { keywordMatch } from '../../http/list.js';
import { countFtsMatchesUpTo, exactPhrase, ftsFilter, rareTrigramQuery, textSearch } from '../../http/text-search.js';
import type { EntityDefinition } from '../language/document.js';
import { searchIndexOf, searchIndexUsable } from '../search-index.js';

export interface KeywordSearch {
  /** Restricts the entity's table (aliased `t`) to the rows holding the keyword. */
  where: Expression<SqlBool>;
  /** When the keyword is the list's only filter: its matches counted off the index, up to `cap`. */
  countAlone?: (cap: number) => Promise<{ total: number; capped: boolean }>;
}

type Db = Pick<CallContext, 'db' | 'dialect'>;

export async function keywordSearch(d: EntityDefinition, keyword: string, { db, dialect }: Db): Promise<KeywordSearch> {
  const index = searchIndexOf(d);
  const scan = keywordMatch(
    index.columns.map((c) => `t.${c}`),
    keyword,
  );
  if (!(await searchIndexUsable(db, dialect, d))) return { where: scan };
  if (dialect === 'postgres') return { where: (await textSearch(db, dialect, index, 't', keyword)).where };
  const rare = await rareTrigramQuery(db, index, keyword);
  if (rare) return { where: sql<SqlBool>`(${ftsFilter(index, sql.ref('t.id'), rare)} and ${scan})` };
  const phrase = exactPhrase(keyword);
  return phrase ? { where: scan, countAlone: (cap) => countFtsMatchesUpTo(db, index, phrase, cap) } : { where: scan };
}
