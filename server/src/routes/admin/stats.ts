// admin/admin/* and admin/auth/*: check items of a company or check point, and the dashboard
// figures. Every count is shaped to be answered from an index of `inspections` alone:
// (created_at), (status, created_at), (company_id, created_at), (status, company_id, created_at).
// A caller bound to a government body counts its jurisdiction only (security/jurisdiction.ts).
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { formatDate } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { invalid, notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { dateRange, dateRangeFields, withinRange, type DateRange } from '../../http/date-range.js';
import { requireCompany, toCount } from './subjects.js';
import { CheckItem } from '../../http/answers/records.js';
import { count, date, id } from '../../http/answers/shapes.js';
import type { Auth } from '../../http/auth.js';
import { requireInside, withinJurisdiction } from '../../security/jurisdiction.js';

/** How many companies company-inspect-data ranks when the caller does not say. */
export const TOP_COMPANIES = 20;
/** Days of week-data, today included. */
export const WEEK_DAYS = 7;

const codeModelList = defineCall({
  path: 'admin/admin/code-model-list',
  permission: 'check:view',
  answer: z.array(CheckItem),
  body: z.object({ company_id: v.optional(v.id()), id: v.optional(v.id()) }),
  async handler({ company_id, id }, { db, auth }) {
    if (company_id === undefined && id === undefined) {
      const message = 'Either a company or a check point is required.';
      throw invalid({ company_id: message, id: message }, message);
    }
    if (company_id !== undefined) await requireCompany(db, auth, company_id);
    if (id !== undefined) {
      const point = await db.selectFrom('check_points').select('id').where('id', '=', id).executeTakeFirst();
      if (!point) throw notFound('The check point does not exist.');
      await requireInside(db, auth, 'check_points', id, 'The check point does not exist.');
    }
    let query = db
      .selectFrom('check_items as ci')
      .innerJoin('check_points as p', 'p.id', 'ci.check_point_id')
      .select(['ci.id', 'ci.check_point_id', 'ci.name', 'ci.standard', 'ci.sort']);
    if (company_id !== undefined) query = query.where('p.company_id', '=', company_id);
    if (id !== undefined) query = query.where('p.id', '=', id);
    return query.orderBy('ci.check_point_id').orderBy('ci.sort').orderBy('ci.id').execute();
  },
});

const adminDataCount = defineCall({
  path: 'admin/admin/admin-data-count',
  permission: 'statistic:view',
  answer: z.strictObject({ companies: count(), staff: count(), check_points: count(), inspections: count(), warnings: count(), governments: count() }),
  body: z.object({}),
  async handler(_input, { db, auth }) {
    // One round trip; each count is an index-only scan (warnings: the (status, created_at) index).
    const ofCompanies = withinJurisdiction(auth, 'companies', 'company_id');
    const row = await db
      .selectNoFrom((eb) => [
        eb.selectFrom('companies').select((e) => e.fn.countAll().as('n')).$call(withinJurisdiction(auth, 'governments', 'government_id')).as('companies'),
        eb.selectFrom('staff').select((e) => e.fn.countAll().as('n')).$call(ofCompanies).as('staff'),
        eb.selectFrom('check_points').select((e) => e.fn.countAll().as('n')).$call(ofCompanies).as('check_points'),
        eb.selectFrom('inspections').select((e) => e.fn.countAll().as('n')).$call(ofCompanies).as('inspections'),
        eb.selectFrom('inspections').select((e) => e.fn.countAll().as('n')).where('status', '=', 'error').$call(ofCompanies).as('warnings'),
        eb.selectFrom('governments').select((e) => e.fn.countAll().as('n')).$call(withinJurisdiction(auth, 'governments', 'id')).as('governments'),
      ])
      .executeTakeFirstOrThrow();
    return {
      companies: toCount(row.companies),
      staff: toCount(row.staff),
      check_points: toCount(row.check_points),
      inspections: toCount(row.inspections),
      warnings: toCount(row.warnings),
      governments: toCount(row.governments),
    };
  },
});

/** Warnings per company for a few companies, over the (status, company_id, created_at) index. */
async function warningsOf(db: Kysely<DB>, companyIds: number[], range: DateRange): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('inspections as i')
    .select(['i.company_id', (e) => e.fn.countAll().as('n')])
    .where('i.status', '=', 'error')
    .where('i.company_id', 'in', companyIds)
    .$call(withinRange('i.created_at', range))
    .groupBy('i.company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, toCount(r.n)]));
}

const companyInspectData = defineCall({
  path: 'admin/auth/company-inspect-data',
  permission: 'statistic:view',
  answer: z.array(z.strictObject({ company_id: id(), company_name: z.string(), inspections: count(), warnings: count() })),
  body: z.object({ ...dateRangeFields, limit: v.withDefault(v.int({ min: 1, max: 100 }), TOP_COMPANIES) }),
  async handler(input, { db, auth }) {
    const range = dateRange(input);
    // Ranked on the (company_id, created_at) index alone; names and warnings only for the top.
    const top = await db
      .selectFrom('inspections as i')
      .select(['i.company_id', (e) => e.fn.countAll().as('inspections')])
      .$call(withinRange('i.created_at', range))
      .$call(withinJurisdiction(auth, 'companies', 'i.company_id'))
      .groupBy('i.company_id')
      .orderBy('inspections', 'desc')
      .orderBy('i.company_id')
      .limit(input.limit)
      .execute();
    const ids = top.map((r) => r.company_id);
    if (ids.length === 0) return [];
    const names = new Map(
      (await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).execute()).map((c) => [c.id, c.name]),
    );
    const warnings = await warningsOf(db, ids, range);
    return top.map((r) => ({
      company_id: r.company_id,
      company_name: names.get(r.company_id) ?? '',
      inspections: toCount(r.inspections),
      warnings: warnings.get(r.company_id) ?? 0,
    }));
  },
});

/** The last WEEK_DAYS calendar days in server time, oldest first, today last. */
export function lastDays(today: Date, count = WEEK_DAYS): string[] {
  return Array.from({ length: count }, (_, i) =>
    formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i))),
  );
}

/** Inspections per day (`YYYY-MM-DD`) in the range; `errorsOnly` counts warnings. */
async function perDay(db: Kysely<DB>, auth: Auth, range: DateRange, errorsOnly: boolean): Promise<Map<string, number>> {
  // The literal 1, 10 (not parameters) keep the select and group-by expressions identical on PostgreSQL.
  const day = sql<string>`substr(i.created_at, 1, 10)`;
  let query = db
    .selectFrom('inspections as i')
    .select([day.as('date'), (e) => e.fn.countAll().as('n')])
    .$call(withinRange('i.created_at', range))
    .$call(withinJurisdiction(auth, 'companies', 'i.company_id'));
  if (errorsOnly) query = query.where('i.status', '=', 'error');
  const rows = await query.groupBy(day).execute();
  return new Map(rows.map((r) => [r.date, toCount(r.n)]));
}

const weekData = defineCall({
  path: 'admin/auth/week-data',
  permission: 'statistic:view',
  answer: z.array(z.strictObject({ date: date(), inspections: count(), warnings: count() })),
  body: z.object({}),
  async handler(_input, { db, auth }) {
    const days = lastDays(new Date());
    const range = dateRange({ date_from: days[0], date_to: days[days.length - 1] });
    const inspections = await perDay(db, auth, range, false);
    const warnings = await perDay(db, auth, range, true);
    return days.map((date) => ({ date, inspections: inspections.get(date) ?? 0, warnings: warnings.get(date) ?? 0 }));
  },
});

export const statsCalls = [codeModelList, adminDataCount, companyInspectData, weekData];
