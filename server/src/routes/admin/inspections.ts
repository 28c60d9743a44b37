// admin/standing/* for inspections: warnings, inspection lists and details, handling steps.
//
// Lists run in two steps so they stay fast on large tables: the filters, the count and the
// page of ids touch `inspections` alone (shaped for its (status, company_id, created_at),
// (status, company_id, handle_status, created_at), (status, handle_status, created_at),
// (company_id, created_at) and, for a jurisdiction, (status, government_id, created_at) indexes),
// and only the ids of the page are then joined with company, check point and staff names.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DialectName } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { columnRef, countRows, keywordMatch, listResult, listSchema, pageAndSort, type ListParams, type SortMap } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { dateRange, dateRangeFields, withinRange } from '../../http/date-range.js';
import { requireCompany } from './subjects.js';
import { HandlingStep, Inspection, InspectionDetail, Warning } from '../../http/answers/records.js';
import { photosOf } from '../../files/inspection-photos.js';
import { listOf } from '../../http/answers/shapes.js';
import type { Auth } from '../../http/auth.js';
import { companyShare, insideCondition, withinJurisdiction } from '../../security/jurisdiction.js';

const HANDLE_STATUS = v.optional(v.int({ min: 0, max: 2 }));

const WARNING_SORTS: SortMap = {
  id: 'i.id',
  created_at: 'i.created_at',
  handle_status: 'i.handle_status',
};

const INSPECTION_SORTS: SortMap = {
  ...WARNING_SORTS,
  status: 'i.status',
};

/** Newest first by default: the order of the created_at indexes. */
const NEWEST_FIRST = { sort: 'created_at', order: 'desc' } as const;

export interface InspectionResult {
  item: string;
  ok: boolean;
  remark: string;
}

interface InspectionRow {
  id: number;
  company_id: number;
  company_name: string;
  check_point_id: number;
  check_name: string;
  staff_id: number | null;
  staff_name: string | null;
  status: 'normal' | 'error';
  results: string;
  handle_status: number;
  created_at: string;
}

export type InspectionRecord = Omit<InspectionRow, 'results'> & { results: InspectionResult[] };

/** The stored JSON text as `[{ item, ok, remark }]`; anything unreadable becomes []. */
export function parseResults(text: string): InspectionResult[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({ item: String(r.item ?? ''), ok: Boolean(r.ok), remark: String(r.remark ?? '') }));
}

function toInspection(row: InspectionRow): InspectionRecord {
  return { ...row, results: parseResults(row.results) };
}

function selectInspectionRecords(db: Kysely<DB>) {
  return db
    .selectFrom('inspections as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('check_points as p', 'p.id', 'i.check_point_id')
    .leftJoin('staff as s', 's.id', 'i.staff_id')
    .select([
      'i.id',
      'i.company_id',
      'c.name as company_name',
      'i.check_point_id',
      'p.name as check_name',
      'i.staff_id',
      's.name as staff_name',
      'i.status',
      'i.results',
      'i.handle_status',
      'i.created_at',
    ]);
}

export async function findInspection(db: Kysely<DB>, auth: Auth, id: number): Promise<InspectionRecord> {
  const row = await selectInspectionRecords(db).where('i.id', '=', id).$call(withinJurisdiction(auth, 'governments', 'c.government_id')).executeTakeFirst();
  if (!row) throw notFound('The inspection does not exist.');
  return toInspection(row);
}

/** Rows of `ids`, in the order of `ids`. */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

interface InspectionFilters {
  id?: number | undefined;
  keyword?: string | undefined;
  status?: 'normal' | 'error' | undefined;
  company_id?: number | undefined;
  staff_id?: number | undefined;
  handle_status?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/**
 * `inspections as i` with the filters; the keyword searches the content and the company and
 * check point names. Within one company the names are looked up per row; across all companies
 * the matching names are collected once (one pass over each name table beats a lookup per row).
 */
function filteredInspections(db: Kysely<DB>, auth: Auth, f: InspectionFilters, walk = false) {
  let query = db.selectFrom('inspections as i');
  // The body stamped on each inspection (migration 0030); `+` keeps its index out of a walk.
  const body = columnRef('i.government_id', !walk);
  if (auth.jurisdiction) query = query.where(insideCondition(auth.jurisdiction, 'governments', body));
  if (f.status !== undefined) query = query.where('i.status', '=', f.status);
  if (f.company_id !== undefined) query = query.where('i.company_id', '=', f.company_id);
  if (f.staff_id !== undefined) query = query.where('i.staff_id', '=', f.staff_id);
  if (f.handle_status !== undefined) query = query.where('i.handle_status', '=', f.handle_status);
  if (f.id !== undefined) query = query.where('i.id', '=', f.id);
  query = query.$call(withinRange('i.created_at', dateRange(f)));
  const keyword = f.keyword;
  if (!keyword) return query;
  const perRow = f.company_id !== undefined || f.id !== undefined;
  return query.where((eb) => {
    const companies = eb.selectFrom('companies as n').select('n.id').where(keywordMatch(['n.name'], keyword));
    const points = eb.selectFrom('check_points as n').select('n.id').where(keywordMatch(['n.name'], keyword));
    return eb.or([
      keywordMatch(['i.content'], keyword),
      perRow ? eb.exists(companies.whereRef('n.id', '=', 'i.company_id')) : eb('i.company_id', 'in', companies),
      perRow ? eb.exists(points.whereRef('n.id', '=', 'i.check_point_id')) : eb('i.check_point_id', 'in', points),
    ]);
  });
}

/** A row read off the sort's index costs about this many times one collected off the scope's and sorted. */
const WALK_COST = 3;

/**
 * Whether SQLite should read a jurisdiction's page along the sort's index, skipping the rows of
 * other bodies (about (offset + limit) / share of them), rather than collect all `total` matches
 * through the body's index and sort them: a province's thousands of warnings for one page.
 */
async function walkSortOrder(db: Kysely<DB>, dialect: DialectName, auth: Auth, q: ListParams & InspectionFilters, total: number): Promise<boolean> {
  if (dialect !== 'sqlite' || !auth.jurisdiction || q.company_id !== undefined || q.id !== undefined) return false;
  const share = await companyShare(db, auth.jurisdiction);
  return share > 0 && (WALK_COST * (q.page * q.limit)) / share < total;
}

/** Count and page of ids on `inspections` alone; answers the ids of the page. */
async function pageIds(db: Kysely<DB>, dialect: DialectName, auth: Auth, q: ListParams & InspectionFilters, sorts: SortMap) {
  const total = await countRows(filteredInspections(db, auth, q));
  if (total === 0 || (q.page - 1) * q.limit >= total) return { total, ids: [] };
  const walk = await walkSortOrder(db, dialect, auth, q, total);
  const ids = (await filteredInspections(db, auth, q, walk).select('i.id').$call(pageAndSort(q, sorts)).execute()).map((r) => r.id);
  return { total, ids };
}

async function inspectionPage(db: Kysely<DB>, dialect: DialectName, auth: Auth, q: ListParams & InspectionFilters, sorts: SortMap) {
  const { total, ids } = await pageIds(db, dialect, auth, q, sorts);
  const rows = ids.length === 0 ? [] : await selectInspectionRecords(db).where('i.id', 'in', ids).execute();
  return listResult(inOrder(ids, rows).map(toInspection), total, q);
}

const errorInspectList = defineCall({
  path: 'admin/standing/error-inspect-list',
  example: { page: 1, limit: 20, handle_status: 0, date_from: '2026-03-01', date_to: '2026-03-31' },
  permission: 'warning:view',
  answer: listOf(Warning),
  body: listSchema(WARNING_SORTS, { company_id: v.optional(v.id()), handle_status: HANDLE_STATUS, ...dateRangeFields }, NEWEST_FIRST),
  async handler(q, { db, dialect, auth }) {
    const { total, ids } = await pageIds(db, dialect, auth, { ...q, status: 'error' }, WARNING_SORTS);
    const rows =
      ids.length === 0
        ? []
        : await db
            .selectFrom('inspections as i')
            .innerJoin('companies as c', 'c.id', 'i.company_id')
            .innerJoin('check_points as p', 'p.id', 'i.check_point_id')
            .select(['i.id', 'i.content', 'c.name as company_name', 'p.name as check_name', 'i.identity', 'i.handle_status', 'i.created_at'])
            .where('i.id', 'in', ids)
            .execute();
    const list = inOrder(ids, rows).map((r) => ({ ...r, content: r.content ?? '' }));
    return listResult(list, total, q);
  },
});

const inspectDetail = defineCall({
  path: 'admin/standing/inspect-detail',
  permission: 'inspection:view',
  answer: InspectionDetail,
  body: z.object({ id: v.id() }),
  handler: async ({ id }, { db, auth }) => ({ ...(await findInspection(db, auth, id)), photos: await photosOf(db, id) }),
});

/** Handling applies to warnings: normal inspections have nothing to handle. */
const adminStatusInspectList = defineCall({
  path: 'admin/standing/admin-status-inspect-list',
  permission: 'inspection:view',
  answer: listOf(Inspection),
  body: listSchema(WARNING_SORTS, { company_id: v.optional(v.id()), handle_status: HANDLE_STATUS }, NEWEST_FIRST),
  handler: (q, { db, dialect, auth }) => inspectionPage(db, dialect, auth, { ...q, status: 'error' }, WARNING_SORTS),
});

const adminStatusDetail = defineCall({
  path: 'admin/standing/admin-status-detail',
  permission: 'inspection:view',
  answer: z.strictObject({ inspection: Inspection, steps: z.array(HandlingStep) }),
  body: z.object({ id: v.id() }),
  async handler({ id }, { db, auth }) {
    const inspection = await findInspection(db, auth, id);
    const steps = await db
      .selectFrom('handling_steps')
      .select(['id', 'inspection_id', 'actor', 'action', 'remark', 'created_at'])
      .where('inspection_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { inspection, steps };
  },
});

const inspectList = defineCall({
  path: 'admin/standing/inspect-list',
  permission: 'inspection:view',
  answer: listOf(Inspection),
  body: listSchema(INSPECTION_SORTS, { company_id: v.id(), status: v.optional(v.oneOf(['normal', 'error'])), staff_id: v.optional(v.id()), ...dateRangeFields }, NEWEST_FIRST),
  async handler(q, { db, dialect, auth }) {
    await requireCompany(db, auth, q.company_id);
    return inspectionPage(db, dialect, auth, q, INSPECTION_SORTS);
  },
});

export const inspectionCalls = [errorInspectList, inspectDetail, adminStatusInspectList, adminStatusDetail, inspectList];
