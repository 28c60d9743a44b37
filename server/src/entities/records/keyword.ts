// The list's keyword over an entity's searched fields: "contains", case-insensitive, read off the
// entity's trigram index (search-index.ts) where it covers those fields, else a scan.
//
// SQLite: the keyword's rarest trigrams pick the candidate rows off the index, and "contains"
// keeps those that hold it (a phrase of common trigrams, such as the words every record shares,
// would walk lists as long as the table). A keyword with no rare trigram, or shorter than three
// characters, is the index's phrase or prefix query (http/text-search.ts). PostgreSQL: LIKE on
// the expression its GIN index covers.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CallContext } from '../../http/call.js';
import { keywordMatch } from '../../http/list.js';
import { ftsFilter, rareTrigramQuery, textSearch } from '../../http/text-search.js';
import type { EntityDefinition } from '../language/document.js';
import { searchIndexOf, searchIndexUsable } from '../search-index.js';

export async function keywordWhere(d: EntityDefinition, keyword: string, ctx: Pick<CallContext, 'db' | 'dialect'>): Promise<Expression<SqlBool>> {
  const index = searchIndexOf(d);
  const columns = index.columns.map((c) => `t.${c}`);
  if (!(await searchIndexUsable(ctx.db, ctx.dialect, d))) return keywordMatch(columns, keyword);
  if (ctx.dialect === 'sqlite') {
    const rare = await rareTrigramQuery(ctx.db, index, keyword);
    if (rare) return sql<SqlBool>`(${ftsFilter(index, sql.ref('t.id'), rare)} and ${keywordMatch(columns, keyword)})`;
  }
  return (await textSearch(ctx.db, ctx.dialect, index, 't', keyword)).where;
}
