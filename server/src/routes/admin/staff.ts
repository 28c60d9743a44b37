// admin/staff/*: a company's staff, their clock-in/out records and their GPS trail of a day.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { countRows, keywordMatch, listFilters, listResult, listSchema, pageAndSort, type SortMap } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { dateRange, dateRangeFields, withinRange } from '../../http/date-range.js';
import { requireCompany } from './subjects.js';
import { latestPoints } from '../../records/latest-points.js';
import { ClockRecord, Staff, TrailPoint } from '../../http/answers/records.js';
import { date, dateTime, id, listOf } from '../../http/answers/shapes.js';
import type { Auth } from '../../http/auth.js';
import { withinJurisdiction } from '../../security/jurisdiction.js';

const STAFF_SORTS: SortMap = {
  id: 's.id',
  name: 's.name',
  position: 's.position',
  status: 's.status',
  last_clock_at: 's.last_clock_at',
};

const CLOCK_SORTS: SortMap = {
  id: 'r.id',
  time: 'r.time',
  type: 'r.type',
};

async function requireStaff(db: Kysely<DB>, auth: Auth, id: number): Promise<void> {
  const found = await db.selectFrom('staff').select('id').where('id', '=', id).$call(withinJurisdiction(auth, 'companies', 'company_id')).executeTakeFirst();
  if (!found) throw notFound('The staff member does not exist.');
}

const staffList = defineCall({
  path: 'admin/staff/staff-list',
  permission: 'staff:view',
  answer: listOf(Staff),
  body: listSchema(STAFF_SORTS, { company_id: v.id(), status: v.optional(v.flag()) }),
  async handler(q, { db, auth }) {
    await requireCompany(db, auth, q.company_id);
    let query = db
      .selectFrom('staff as s')
      .where('s.company_id', '=', q.company_id)
      .$call(listFilters(q, { id: 's.id', keyword: ['s.name', 's.phone', 's.position'] }));
    if (q.status !== undefined) query = query.where('s.status', '=', q.status);
    const total = await countRows(query);
    const list = await query
      .select(['s.id', 's.company_id', 's.name', 's.phone', 's.position', 's.status', 's.last_clock_at'])
      .$call(pageAndSort(q, STAFF_SORTS))
      .execute();
    return listResult(list, total, q);
  },
});

/** `id` is the staff member here (docs/API.md), so the list's own `id` filter does not apply. */
const staffClock = defineCall({
  path: 'admin/staff/staff-clock',
  permission: 'staff:view',
  answer: listOf(ClockRecord),
  body: listSchema(CLOCK_SORTS, { id: v.id(), ...dateRangeFields }, { sort: 'time', order: 'desc' }),
  async handler(q, { db, auth }) {
    const range = dateRange(q);
    await requireStaff(db, auth, q.id);
    let query = db.selectFrom('clock_records as r').where('r.staff_id', '=', q.id).$call(withinRange('r.time', range));
    if (q.keyword) query = query.where(keywordMatch(['r.address'], q.keyword));
    const total = await countRows(query);
    const list = await query
      .select(['r.id', 'r.staff_id', 'r.type', 'r.time', 'r.lng', 'r.lat', 'r.address'])
      .$call(pageAndSort(q, CLOCK_SORTS))
      .execute();
    return listResult(list, total, q);
  },
});

const staffTrail = defineCall({
  path: 'admin/staff/staff-trail',
  example: { id: 31, date: '2026-03-02' },
  permission: 'staff:view',
  answer: z.strictObject({ staff_id: id(), date: date(), points: z.array(TrailPoint) }),
  body: z.object({ id: v.id(), date: v.date() }),
  async handler({ id, date }, { db, auth }) {
    await requireStaff(db, auth, id);
    const points = await db
      .selectFrom('trail_points')
      .select(['id', 'lng', 'lat', 'time'])
      .where('staff_id', '=', id)
      .where('date', '=', date)
      .orderBy('time')
      .orderBy('id')
      .execute();
    return { staff_id: id, date, points };
  },
});

/** Where each active staff member of a company was last seen: their latest trail point, if any. */
const staffPositions = defineCall({
  path: 'admin/staff/staff-positions',
  permission: 'staff:view',
  answer: z.array(z.strictObject({ staff_id: id(), name: z.string(), position: z.string(), at: dateTime().nullable(), lng: z.number().nullable(), lat: z.number().nullable() })),
  body: z.object({ company_id: v.id() }),
  async handler({ company_id }, { db, auth, dialect }) {
    await requireCompany(db, auth, company_id);
    const rows = await latestPoints(db, dialect, company_id);
    return rows.map((r) => ({ staff_id: r.id, name: r.name, position: r.position, at: r.at ?? null, lng: r.lng === null ? null : Number(r.lng), lat: r.lat === null ? null : Number(r.lat) }));
  },
});

export const staffCalls = [staffList, staffClock, staffTrail, staffPositions];
