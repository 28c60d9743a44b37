// operate/company/company-list: the companies, filtered, searched and paged, within the caller's
// jurisdiction; how each kind of page is read on SQLite and PostgreSQL is said where it is chosen.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { COMPANY_SEARCH } from '../../db/migrations/0004_company_lists.js';
import { Company } from '../../http/answers/records.js';
import { listOf } from '../../http/answers/shapes.js';
import { defineCall } from '../../http/call.js';
import { columnRef, countRows, keywordMatch, listResult, listSchema, pageAndSort, type SortMap } from '../../http/list.js';
import { cachedUntilChange } from '../../http/table-cache.js';
import { countFtsMatches, ftsFilter, ftsPageIds, textSearch } from '../../http/text-search.js';
import { v } from '../../http/validate.js';
import { companyShare, insideCondition, type Jurisdiction } from '../../security/jurisdiction.js';
import { MERGED_BODIES_MAX, pageMergedByBody } from '../../security/jurisdiction-pages.js';
import { selectCompanies, withCompanyColumns } from './companies.js';

const COMPANY_SORTS: SortMap = {
  id: 'co.id',
  name: 'co.name',
  created_at: 'co.created_at',
  status: 'co.status',
  staff_count: 'co.staff_count',
};

/** The table-cache key of the unfiltered company list. */
const ALL_COMPANIES = '[]';

/** The area itself and every area below it (province > city > district). */
async function areaWithDescendants(db: Kysely<DB>, cityId: number): Promise<number[]> {
  const ids = [cityId];
  let level = [cityId];
  for (let depth = 0; level.length > 0 && depth < 10; depth++) {
    const rows = await db.selectFrom('cities').select('id').where('parent_id', 'in', level).execute();
    level = rows.map((r) => r.id).filter((id) => !ids.includes(id));
    ids.push(...level);
  }
  return ids;
}

/** A row whose keyword is read by hand costs about this many times a match off the trigram index. */
const ROW_KEYWORD_COST = 3;

/**
 * Whether a jurisdiction's page reads the keyword in each row it reads (`walked` of them along
 * the sort, else every company inside) rather than off the trigram index, which collects the
 * keyword's matches in the whole installation (about `total` / the jurisdiction's share): a
 * common word in a district's few hundred companies.
 */
async function keywordRowByRow(db: Kysely<DB>, j: Jurisdiction, walked: number | undefined, total: number): Promise<boolean> {
  const share = await companyShare(db, j);
  if (share === 0) return true;
  const read = walked ?? share * (await cachedUntilChange(db, 'companies', ALL_COMPANIES, () => countRows(selectCompanies(db))));
  return ROW_KEYWORD_COST * read < total / share;
}

export const companyList = defineCall({
  path: 'operate/company/company-list',
  example: { page: 1, limit: 20, keyword: '航天', status: 1, sort: 'name', order: 'asc' },
  permission: 'company:view',
  answer: listOf(Company),
  body: listSchema(COMPANY_SORTS, {
    city_id: v.optional(v.id()),
    government_id: v.optional(v.id()),
    status: v.optional(v.flag()),
  }),
  async handler(q, { db, dialect, auth }) {
    // city_id matches companies in that area or in any area below it: a province lists the
    // companies of all its cities and districts.
    const cityIds = q.city_id === undefined ? undefined : await areaWithDescendants(db, q.city_id);
    const search = q.keyword ? await textSearch(db, dialect, COMPANY_SEARCH, 'co', q.keyword, 'companies') : undefined;
    // The bodies themselves, not the one bound to: a count kept until companies change must not outlive a change of the tree.
    const scope = auth.jurisdiction?.governmentIds;
    const filters = q.id !== undefined || cityIds !== undefined || q.government_id !== undefined || q.status !== undefined || scope !== undefined;
    /**
     * The matching companies; `indexed: false` keeps SQLite from reading the filters through their
     * indexes, `rowByRow` reads the keyword in each row the page reads rather than collect every
     * company of the installation that holds it.
     */
    const filtered = (indexed: boolean, rowByRow = false) => {
      const column = (name: string) => columnRef(name, indexed);
      let query = selectCompanies(db);
      // Unindexed too when walking: a province's tens of thousands of companies are not collected and sorted for one page.
      if (auth.jurisdiction) query = query.where(insideCondition(auth.jurisdiction, 'governments', column('co.government_id')));
      if (q.id !== undefined) query = query.where('co.id', '=', q.id);
      if (cityIds !== undefined) query = query.where(column('co.city_id'), 'in', cityIds);
      if (q.government_id !== undefined) query = query.where(column('co.government_id'), '=', q.government_id);
      if (q.status !== undefined) query = query.where(column('co.status'), '=', q.status);
      if (search?.fts && rowByRow) query = query.where(keywordMatch(COMPANY_SEARCH.columns.map((c) => `co.${c}`), q.keyword!));
      else if (search?.fts) query = query.where(ftsFilter(COMPANY_SEARCH, column('co.id'), search.fts));
      else if (search) query = query.where(search.where);
      return query;
    };
    // Counted on companies alone: the joins of the record cannot change the number of rows.
    // Kept until companies change: a common keyword costs milliseconds to count on every page.
    const countKey = filters || search ? JSON.stringify([q.id, cityIds, q.government_id, q.status, q.keyword, scope]) : ALL_COMPANIES;
    const total = await cachedUntilChange(db, 'companies', countKey, () =>
      search?.fts && !filters ? countFtsMatches(db, COMPANY_SEARCH, search.fts) : countRows(filtered(true)),
    );
    const offset = (q.page - 1) * q.limit;
    if (offset >= total) return listResult([], total, q);
    let ids: number[];
    if (search?.fts && !filters && q.sort === 'id') {
      // Sorted by id over the search alone: the page comes straight off the index.
      ids = await ftsPageIds(db, COMPANY_SEARCH, search.fts, q.order, q.limit, offset);
    } else if (dialect === 'postgres' && scope && scope.length > 1 && scope.length <= MERGED_BODIES_MAX && !search && q.government_id === undefined && (q.sort === 'name' || q.sort === 'id')) {
      // A jurisdiction of several bodies in name or id order: body by body off (government_id, name | id).
      ids = await pageMergedByBody(db, scope, (body) => filtered(true).where('co.government_id', '=', body), q, COMPANY_SORTS[q.sort]!, 'co.id');
    } else {
      // SQLite keeps no statistics and takes a filter on an indexed column for a selective
      // one, so it would collect and sort every match to answer one page. With many matches,
      // walking the sort order and skipping the others reads fewer rows: about
      // (offset + limit) x companies / total, against total.
      const all = () => cachedUntilChange(db, 'companies', ALL_COMPANIES, () => countRows(selectCompanies(db)));
      // Except a jurisdiction's name order: its (government_id, name) index holds it (migration 0030).
      const walk = dialect === 'sqlite' && (filters || search !== undefined) && !(scope && q.sort === 'name') && total * total > (offset + q.limit) * (await all());
      const rowByRow = dialect === 'sqlite' && auth.jurisdiction !== null && search?.fts !== undefined && (await keywordRowByRow(db, auth.jurisdiction, walk ? ((offset + q.limit) * (await all())) / total : undefined, total));
      ids = (await filtered(!walk, rowByRow).select('co.id').$call(pageAndSort(q, COMPANY_SORTS)).execute()).map((r) => r.id);
    }
    // The page first, then its records: the joins never steer the plan of the page.
    const rows = ids.length === 0 ? [] : await withCompanyColumns(selectCompanies(db)).where('co.id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return listResult(
      ids.map((id) => byId.get(id)!),
      total,
      q,
    );
  },
});
