// Where staff members are now, as the field app's trail points arrive (operate/app/trail-points):
// each read of new points is told as one `position` event per staff member, their latest point,
// to the streams that may view staff. Points are not replayed to a stream that reconnects: a
// position is news only while it is the latest (admin/staff/staff-positions answers the rest).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface PositionEvent {
  kind: 'position';
  staff_id: number;
  company_id: number;
  /** When the point was recorded, `YYYY-MM-DD HH:mm:ss`. */
  at: string;
  lng: number;
  lat: number;
  /** The staff member's company's government body (jurisdictions); never sent. */
  government_id: number | null;
}

/** Points read at once: a phone sends hundreds in one batch. */
export const POSITION_BATCH = 5000;

/** The latest point of each staff member among the points after `after` (up to `upTo`). */
export async function readPositions(db: Kysely<DB>, after: number, upTo = Infinity): Promise<{ events: PositionEvent[]; last: number; more: boolean }> {
  let query = db
    .selectFrom('trail_points as p')
    .innerJoin('staff as s', 's.id', 'p.staff_id')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select(['p.id', 'p.staff_id', 's.company_id', 'p.time', 'p.lng', 'p.lat', 'c.government_id'])
    .where('p.id', '>', after);
  if (upTo !== Infinity) query = query.where('p.id', '<=', upTo);
  const rows = await query.orderBy('p.id').limit(POSITION_BATCH).execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = latest.get(row.staff_id);
    if (!seen || seen.time <= row.time) latest.set(row.staff_id, row);
  }
  const events = [...latest.values()].map((r): PositionEvent => ({ kind: 'position', staff_id: r.staff_id, company_id: r.company_id, at: r.time, lng: r.lng, lat: r.lat, government_id: r.government_id }));
  return { events, last: rows.at(-1)?.id ?? after, more: rows.length === POSITION_BATCH };
}
