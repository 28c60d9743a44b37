// operate/company/*: the companies themselves (their check points and accounts: check-points.ts,
// accounts.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import { nowText } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { conflict, invalid, notFound, type FieldErrors } from '../../http/errors.js';
import { columnRef, countRows, keywordMatch, listResult, listSchema, pageAndSort, type SortMap } from '../../http/list.js';
import { cachedUntilChange } from '../../http/table-cache.js';
import { v } from '../../http/validate.js';
import { currentFor, nextVersion, versionField } from '../../http/versions.js';
import { hashPassword } from '../../security/password.js';
import { insertAccount } from '../../records/accounts.js';
import { COMPANY_SEARCH } from '../../db/migrations/0004_company_lists.js';
import { countFtsMatches, ftsFilter, ftsPageIds, textSearch } from '../../http/text-search.js';
import { Company } from '../../http/answers/records.js';
import { listOf } from '../../http/answers/shapes.js';
import { companyShare, insideCondition, requireInside, requireInsideField, type Jurisdiction } from '../../security/jurisdiction.js';
import { MERGED_BODIES_MAX, pageMergedByBody } from '../../security/jurisdiction-pages.js';

const COMPANY_SORTS: SortMap = {
  id: 'co.id',
  name: 'co.name',
  created_at: 'co.created_at',
  status: 'co.status',
  staff_count: 'co.staff_count',
};

/** The table-cache key of the unfiltered company list. */
const ALL_COMPANIES = '[]';

/** GB 32100-2015 unified social credit code: 18 of 0-9 and A-Z without I, O, S, V, Z. */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

function selectCompanies(db: Kysely<DB>) {
  return db.selectFrom('companies as co');
}

/** The Company record of docs/API.md. The joins never drop a row: both references are required. */
function withCompanyColumns(query: ReturnType<typeof selectCompanies>) {
  return query
    .innerJoin('cities as ci', 'ci.id', 'co.city_id')
    .innerJoin('governments as g', 'g.id', 'co.government_id')
    .select([
      'co.id',
      'co.name',
      'co.credit_code',
      'co.contact',
      'co.phone',
      'co.address',
      'co.city_id',
      'ci.name as city_name',
      'co.government_id',
      'g.name as government_name',
      'co.lng',
      'co.lat',
      'co.status',
      'co.staff_count',
      'co.created_at',
      'co.updated_at',
      'co.version',
    ]);
}

export function findCompany(db: Kysely<DB>, id: number) {
  return withCompanyColumns(selectCompanies(db)).where('co.id', '=', id).executeTakeFirst();
}

/** Company records by id, many at once (imports). */
export function findCompanies(db: Kysely<DB>, ids: number[]) {
  return withCompanyColumns(selectCompanies(db)).where('co.id', 'in', ids).execute();
}

/** Accepts lower case and answers the code upper case. */
const creditCode = z.preprocess(
  (x) => (typeof x === 'string' ? x.toUpperCase() : x),
  v.text(18, { pattern: CREDIT_CODE, patternMessage: 'Must be an 18-character unified social credit code.' }),
);

export const companyFields = {
  name: v.text(64),
  credit_code: creditCode,
  contact: v.text(32),
  phone: v.phone(),
  address: v.text(128),
  city_id: v.id(),
  government_id: v.id(),
};

export const coordinates = {
  lng: v.number({ min: -180, max: 180 }),
  lat: v.number({ min: -90, max: 90 }),
};

interface CompanyInput {
  name?: string | undefined;
  credit_code?: string | undefined;
  city_id?: number | undefined;
  government_id?: number | undefined;
}

/** References must exist (2001 on the field), then name and credit code stay unique (2009). */
async function checkCompany(db: Kysely<DB>, input: CompanyInput, current?: { name: string; credit_code: string }): Promise<void> {
  const fields: FieldErrors = {};
  if (input.city_id !== undefined) {
    const city = await db.selectFrom('cities').select('id').where('id', '=', input.city_id).executeTakeFirst();
    if (!city) fields.city_id = 'The city does not exist.';
  }
  if (input.government_id !== undefined) {
    const government = await db.selectFrom('governments').select('id').where('id', '=', input.government_id).executeTakeFirst();
    if (!government) fields.government_id = 'The government does not exist.';
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const unique = [
    { field: 'name', value: input.name, was: current?.name, message: 'The name is already in use.' },
    { field: 'credit_code', value: input.credit_code, was: current?.credit_code, message: 'The credit code is already in use.' },
  ] as const;
  for (const u of unique) {
    if (u.value === undefined || u.value === u.was) continue;
    const same = await db.selectFrom('companies').select('id').where(u.field, '=', u.value).executeTakeFirst();
    if (same) fields[u.field] = u.message;
  }
  const taken = Object.values(fields);
  if (taken.length > 0) throw conflict(taken[0]!, fields);
}

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

const companyList = defineCall({
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

const companyDetail = defineCall({
  path: 'operate/company/company-detail',
  permission: 'company:view',
  answer: Company,
  body: z.object({ id: v.id() }),
  async handler({ id }, { db, auth }) {
    const found = await findCompany(db, id);
    if (!found) throw notFound('The company does not exist.');
    await requireInside(db, auth, 'governments', found.government_id, 'The company does not exist.');
    return found;
  },
});

const companyCreate = defineCall({
  path: 'operate/company/create-account',
  example: { name: '航天动力保障公司', credit_code: '91330100MA2B3C4D5E', contact: '王磊', phone: '13800000000', address: '杭州市滨江区江南大道 100 号', city_id: 330108, government_id: 3, lng: 120.21, lat: 30.19, account: 'htdl_admin', password: 'Correct-Horse-7' },
  permission: 'company:create',
  answer: Company,
  body: z.object({
    ...companyFields,
    lng: v.optional(coordinates.lng),
    lat: v.optional(coordinates.lat),
    account: v.account(),
    password: v.password(),
  }),
  async handler({ account, password, ...fields }, ctx) {
    const { db } = ctx;
    // Hash outside the transaction: scrypt is slow and SQLite has one writer.
    const hash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      await checkCompany(trx, fields);
      await requireInsideField(trx, ctx.auth, 'governments', fields.government_id, 'government_id');
      const now = nowText();
      const row = await trx
        .insertInto('companies')
        .values({ ...fields, lng: fields.lng ?? null, lat: fields.lat ?? null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The first web account is the company contact's. A taken account name throws here,
      // after the company insert, and the transaction takes the company back with it.
      await insertAccount(trx, 'company', { ownerId: row.id, type: 'web', account, password, name: fields.contact, phone: fields.phone }, hash);
      const created = (await findCompany(trx, row.id))!;
      // One entry for the call: the company, with the account it was opened with.
      await recordChange(trx, ctx, { action: 'create', resource: 'company', recordId: row.id, name: created.name, after: { ...created, account }, secrets: ['password'] });
      return created;
    });
  },
});

const companyUpdate = defineCall({
  path: 'operate/company/company-update',
  permission: 'company:update',
  answer: Company,
  body: z.object({
    id: v.id(),
    name: v.optional(companyFields.name),
    credit_code: v.optional(companyFields.credit_code),
    contact: v.optional(companyFields.contact),
    phone: v.optional(companyFields.phone),
    address: v.optional(companyFields.address),
    city_id: v.optional(companyFields.city_id),
    government_id: v.optional(companyFields.government_id),
    lng: v.nullable(coordinates.lng),
    lat: v.nullable(coordinates.lat),
    status: v.optional(v.flag()),
    ...versionField,
  }),
  async handler({ id, version, ...changes }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      const current = await currentFor(trx, ctx.dialect, { table: 'companies', id, version }, () => findCompany(trx, id));
      if (!current) throw notFound('The company does not exist.');
      await requireInside(trx, ctx.auth, 'governments', current.government_id, 'The company does not exist.');
      await checkCompany(trx, changes, current);
      if (changes.government_id !== undefined) await requireInsideField(trx, ctx.auth, 'governments', changes.government_id, 'government_id');
      // Kysely skips undefined values, so only the fields sent change; a blank lng/lat clears it.
      await trx.updateTable('companies').set({ ...changes, updated_at: nowText(), version: nextVersion }).where('id', '=', id).execute();
      const updated = (await findCompany(trx, id))!;
      await recordChange(trx, ctx, { action: 'update', resource: 'company', recordId: id, name: updated.name, before: current, after: updated });
      return updated;
    });
  },
});

export const companyRecordCalls = [companyList, companyDetail, companyCreate, companyUpdate];
