// operate/app/trail-points and operate/app/clock: where a company's staff member walked, and
// when they clocked in and out, as the phone recorded it (possibly hours ago, offline).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineAppCall } from '../../app/call.js';
import { crsField, isoTime, ownStaff, position, storedTime } from '../../app/fields.js';
import { storedPosition } from '../../app/geo.js';
import type { DB, NewRow } from '../../db/schema.js';
import { fieldErrors, v } from '../../http/validate.js';
import { translate } from '../../http/i18n.js';
import { AppClock, TrailBatch } from '../../http/answers/app.js';

export const MAX_POINTS = 500;
/** Rows per insert statement: well within SQLite's bound variables. */
const INSERT_CHUNK = 100;
/** The unique key a repeat meets: on PostgreSQL it holds the day too (migration 0029), the same for a point resent. */
const DEDUPE_KEY = {
  sqlite: ['account_id', 'device_id', 'seq'],
  postgres: ['account_id', 'device_id', 'seq', 'date'],
} as const;

const point = z.object({
  seq: v.int({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  time: isoTime(),
  ...position,
  accuracy: v.number({ min: 0, max: 100_000 }),
  speed: v.optional(v.number({ min: 0, max: 1000 })),
}, { error: 'Must be an object.' });

const trailPoints = defineAppCall({
  path: 'operate/app/trail-points',
  example: { staff_id: 31, points: [{ seq: 1, time: '2026-03-02T09:30:00+08:00', lat: 30.1888, lng: 120.2063, accuracy: 8 }, { seq: 2, time: '2026-03-02T09:30:15+08:00', lat: 30.1889, lng: 120.2066, accuracy: 6, speed: 1.2 }] },
  answer: TrailBatch,
  json: true,
  body: z.object({
    staff_id: v.id(),
    // Each point is judged on its own below: one bad point must not cost the batch.
    points: z.array(z.unknown(), { error: 'Must be a list.' }).min(1, 'This field is required.').max(MAX_POINTS, `Must have at most ${MAX_POINTS} items.`),
    crs: crsField,
  }),
  async handler({ staff_id, points, crs }, ctx) {
    const { db, appAccount, lang, dialect } = ctx;
    await ownStaff(db, appAccount, staff_id);
    const rejected: { index: number; field: string; message: string }[] = [];
    const kept: NewRow<'trail_points'>[] = [];
    const order: number[] = [];
    points.forEach((raw, index) => {
      const parsed = point.safeParse(raw);
      if (!parsed.success) {
        const [field, message] = Object.entries(fieldErrors(parsed.error))[0]!;
        rejected.push({ index, field, message: translate(message, lang) });
        return;
      }
      const p = parsed.data;
      const [lng, lat] = storedPosition(p.lng, p.lat, crs);
      order.push(p.time.getTime());
      kept.push({ staff_id, ...storedTime(p.time), lng, lat, account_id: appAccount.id, device_id: appAccount.deviceId, seq: p.seq, accuracy: p.accuracy, speed: p.speed ?? null });
    });
    // Stored in the order they were walked, whatever order they came in: ids follow time.
    const sorted = kept.map((row, i) => ({ row, at: order[i]! })).sort((a, b) => a.at - b.at || Number(a.row.seq) - Number(b.row.seq)).map((x) => x.row);
    const insert = async (into: Kysely<DB>) => {
      let added = 0;
      for (let i = 0; i < sorted.length; i += INSERT_CHUNK) {
        // A point this device sent before (a batch resent after a lost answer) is taken once.
        const rows = await into
          .insertInto('trail_points')
          .values(sorted.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) => oc.columns([...DEDUPE_KEY[dialect]]).doNothing())
          .returning('id')
          .execute();
        added += rows.length;
      }
      return added;
    };
    // One statement is atomic by itself: the transaction (two more round trips a batch, a phone
    // fleet's every few milliseconds) only for a batch of several.
    const accepted = sorted.length <= INSERT_CHUNK ? await insert(db) : await db.transaction().execute(insert);
    return { accepted, duplicates: kept.length - accepted, rejected };
  },
});

const clock = defineAppCall({
  path: 'operate/app/clock',
  example: { staff_id: 31, type: 'in', time: '2026-03-02T08:58:00+08:00', lat: 30.1888, lng: 120.2063, address: '杭州市滨江区江南大道 100 号' },
  answer: AppClock,
  json: true,
  body: z.object({
    staff_id: v.id(),
    type: v.oneOf(['in', 'out']),
    time: isoTime(),
    ...position,
    address: v.withDefault(v.text(255, { min: 0 }), ''),
    crs: crsField,
  }),
  async handler({ staff_id, type, time, lng, lat, address, crs }, { db, appAccount }) {
    const staff = await ownStaff(db, appAccount, staff_id);
    const at = storedTime(time).time;
    const [storedLng, storedLat] = storedPosition(lng, lat, crs);
    return db.transaction().execute(async (trx) => {
      const columns = ['id', 'staff_id', 'type', 'time', 'lng', 'lat', 'address'] as const;
      // A clock resent after a lost answer is the same record: one per staff member, type and second.
      const same = await trx.selectFrom('clock_records').select(columns).where('staff_id', '=', staff_id).where('type', '=', type).where('time', '=', at).executeTakeFirst();
      if (same) return same;
      const record = await trx
        .insertInto('clock_records')
        .values({ staff_id, type, time: at, lng: storedLng, lat: storedLat, address })
        .returning(columns)
        .executeTakeFirstOrThrow();
      // The latest clock, whichever order a phone sends them in.
      if (staff.last_clock_at === null || staff.last_clock_at < at) {
        await trx.updateTable('staff').set({ last_clock_at: at }).where('id', '=', staff_id).where((eb) => eb.or([eb('last_clock_at', 'is', null), eb('last_clock_at', '<', at)])).execute();
      }
      return record;
    });
  },
});

export const trailCalls = [trailPoints, clock];
