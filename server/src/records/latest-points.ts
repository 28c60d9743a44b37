// Where each active staff member of a company was last seen: their latest trail point, if any
// (the live map, admin/staff/staff-positions). One step back along the (staff_id, date, time)
// index per person; on PostgreSQL that index is one per month's table (migration 0029), and a
// step with no bound on the day takes one in every month's table, the months ahead and the
// DEFAULT: 17 tables a person, 100 ms for a company of 500. There the last RECENT_DAYS days are
// searched first, which the planner prunes to one or two months' tables, and the whole trail
// only for those with no point in them, by a second query.
// SQLite has one table, and no LATERAL: one step per person and column.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { formatDate } from '../db/time.js';

export const RECENT_DAYS = 7;

export interface LatestPoint {
  id: number;
  name: string;
  position: string;
  at: string | null;
  lng: number | null;
  lat: number | null;
}

const addDays = (at: Date, days: number) => new Date(at.getFullYear(), at.getMonth(), at.getDate() + days);

export async function latestPoints(db: Kysely<DB>, dialect: DialectName, companyId: number, now = new Date()): Promise<LatestPoint[]> {
  const staff = db.selectFrom('staff as s').where('s.company_id', '=', companyId).where('s.status', '=', 1).orderBy('s.name').orderBy('s.id');
  if (dialect === 'postgres') {
    // Up to tomorrow: a phone's clock a little ahead of the server's still counts as recent.
    const recent = { from: formatDate(addDays(now, 1 - RECENT_DAYS)), to: formatDate(addDays(now, 1)) };
    const rows = await latestOnPostgres(staff, recent);
    const unseen = rows.filter((r) => r.at === null).map((r) => r.id);
    if (unseen.length === 0) return rows;
    const older = new Map((await latestOnPostgres(staff.where('s.id', 'in', unseen), null)).map((r) => [r.id, r]));
    return rows.map((r) => older.get(r.id) ?? r);
  }
  return staff
    .select((eb) => {
      const latest = <C extends 'time' | 'lng' | 'lat'>(column: C) =>
        eb.selectFrom('trail_points as p').select(`p.${column}` as `p.${C}`).whereRef('p.staff_id', '=', 's.id').orderBy('p.date', 'desc').orderBy('p.time', 'desc').orderBy('p.id', 'desc').limit(1);
      return ['s.id', 's.name', 's.position', latest('time').as('at'), latest('lng').as('lng'), latest('lat').as('lat')];
    })
    .execute();
}

type StaffQuery = SelectQueryBuilder<DB & { s: DB['staff'] }, 's', object>;

/** Each one's latest point between the days `within` (a separate query for the rest: its plan takes every month's table, 10 ms to make). */
function latestOnPostgres(staff: StaffQuery, within: { from: string; to: string } | null): Promise<LatestPoint[]> {
  return staff
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('trail_points as p')
          .select(['p.time', 'p.lng', 'p.lat'])
          .whereRef('p.staff_id', '=', 's.id')
          .$if(within !== null, (q) => q.where('p.date', '>=', within!.from).where('p.date', '<=', within!.to))
          .orderBy('p.date', 'desc')
          .orderBy('p.time', 'desc')
          .orderBy('p.id', 'desc')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select(['s.id', 's.name', 's.position', 'p.time as at', 'p.lng', 'p.lat'])
    .execute();
}
