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
  permission: 'staff:view',
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

export const staffCalls = [staffList, staffClock, staffTrail];
