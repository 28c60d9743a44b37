// operate/app/trail-points and operate/app/clock: batches taken once, points judged one by one,
// offline hours kept in order, positions stored in GCJ-02 like the seeded ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wgs84ToGcj02 } from '../src/app/geo.js';
import { formatDateTime } from '../src/db/time.js';
import { insertStaff } from './helpers/admin-fixtures.js';
import { appLogin, insertFieldWorld, type FieldWorld } from './helpers/app-fixtures.js';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let world: FieldWorld;
let token: string;
let staffId: number;
let otherStaffId: number;

interface Batch {
  accepted: number;
  duplicates: number;
  rejected: { index: number; field: string; message: string }[];
}

const MINUTE = 60_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const at = (i: number, msAgo: number, extra: Record<string, unknown> = {}) => ({ seq: i, time: iso(msAgo), lat: 39.9 + i / 10_000, lng: 116.4, accuracy: 5, ...extra });
const send = (body: Record<string, unknown>, t = token, lang = 'en') => ctx.call<Batch>('operate/app/trail-points', { staff_id: staffId, ...body }, { token: t, json: true, lang });
const stored = (id: number) => ctx.db.selectFrom('trail_points').selectAll().where('staff_id', '=', id).orderBy('id').execute();

beforeAll(async () => {
  ctx = await createTestContext();
  world = await insertFieldWorld(ctx.db);
  staffId = await insertStaff(ctx.db, { company_id: world.companyId });
  otherStaffId = await insertStaff(ctx.db, { company_id: world.otherCompanyId });
  token = await appLogin(ctx, world.companyAccount, 'trail-phone');
});
afterAll(async () => ctx?.close());

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/app/trail-points', 'operate/app/clock']);
});

describe('operate/app/trail-points', () => {
  it('stores a batch in GCJ-02, converted from GPS by default and kept as sent with crs gcj02', async () => {
    const s = await insertStaff(ctx.db, { company_id: world.companyId });
    const time = iso(MINUTE);
    expect(dataOf(await send({ staff_id: s, points: [{ seq: 1, time, lat: 39.9, lng: 116.4, accuracy: 4.5, speed: 1.2 }] }))).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(dataOf(await send({ staff_id: s, crs: 'gcj02', points: [{ seq: 2, time, lat: 39.9, lng: 116.4, accuracy: 3 }] })).accepted).toBe(1);
    const [gps, map] = await stored(s);
    const [lng, lat] = wgs84ToGcj02(116.4, 39.9);
    expect(gps).toMatchObject({ lng, lat, accuracy: 4.5, speed: 1.2, account_id: world.companyAccountId, device_id: 'trail-phone', time: formatDateTime(new Date(time)), date: formatDateTime(new Date(time)).slice(0, 10) });
    // A few hundred metres apart in Beijing: the conversion happened.
    expect(Math.abs(gps!.lng - 116.4)).toBeGreaterThan(0.001);
    expect(map).toMatchObject({ lng: 116.4, lat: 39.9, speed: null });
    // The console reads them as it reads the seeded ones.
    const admin = await ctx.adminToken();
    const trail = dataOf(await ctx.call<{ points: unknown[] }>('admin/staff/staff-trail', { id: s, date: gps!.date }, { token: admin }));
    expect(trail.points).toHaveLength(2);
  });

  it('takes a resent batch once, answering the repeats as duplicates', async () => {
    const s = await insertStaff(ctx.db, { company_id: world.companyId });
    const points = [at(10, 3 * MINUTE), at(11, 2 * MINUTE), at(12, MINUTE)];
    expect(dataOf(await send({ staff_id: s, points }))).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    expect(dataOf(await send({ staff_id: s, points: [...points, at(13, 0)] }))).toEqual({ accepted: 1, duplicates: 3, rejected: [] });
    expect(await stored(s)).toHaveLength(4);
    // Another device of the account numbers its points on its own.
    const other = await appLogin(ctx, world.companyAccount, 'second-phone');
    expect(dataOf(await send({ staff_id: s, points }, other)).accepted).toBe(3);
  });

  it('keeps an offline phone’s hours of points, stored in the order they were walked', async () => {
    const s = await insertStaff(ctx.db, { company_id: world.companyId });
    // Five hours, a point a minute, sent newest first as a phone's queue might.
    const points = Array.from({ length: 300 }, (_, i) => at(1000 + i, (300 - i) * MINUTE)).reverse();
    expect(dataOf(await send({ staff_id: s, points }))).toEqual({ accepted: 300, duplicates: 0, rejected: [] });
    const rows = await stored(s);
    const times = rows.map((r) => r.time);
    expect(times).toEqual([...times].sort());
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 300 }, (_, i) => 1000 + i));
  });

  it('refuses bad points by index and keeps the rest', async () => {
    const s = await insertStaff(ctx.db, { company_id: world.companyId });
    const points = [
      at(20, MINUTE),
      at(21, MINUTE, { lat: 91 }),
      at(22, -60 * MINUTE),
      at(23, MINUTE, { time: '2026-05-01 08:00:00' }),
      'not a point',
      at(25, MINUTE, { accuracy: undefined }),
      at(26, 30 * 24 * 60 * MINUTE),
      at(27, 2 * MINUTE, { lng: -181 }),
      at(28, -MINUTE),
    ];
    const data = dataOf(await send({ staff_id: s, points }));
    expect(data.accepted).toBe(2);
    expect(data.rejected.map((r) => [r.index, r.field])).toEqual([
      [1, 'lat'],
      [2, 'time'],
      [3, 'time'],
      [4, '_'],
      [5, 'accuracy'],
      [6, 'time'],
      [7, 'lng'],
    ]);
    expect(data.rejected[1]!.message).toBe('Is in the future.');
    expect(await stored(s)).toHaveLength(2);
    // Messages in the phone's language.
    const zh = dataOf(await send({ staff_id: s, points: [at(40, -60 * MINUTE)] }, token, 'zh'));
    expect(zh.rejected).toEqual([{ index: 0, field: 'time', message: '时间晚于当前时间。' }]);
  });

  it('refuses a batch without points, of more than 500, or not a list (2001)', async () => {
    for (const points of [[], Array.from({ length: 501 }, (_, i) => at(i, MINUTE)), 'points']) {
      const res = await send({ points });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual(['points']);
    }
    const res = await send({ points: [at(1, MINUTE)], crs: 'bd09' });
    expect(fieldsOf(res)).toEqual(['crs']);
  });

  it('refuses another company’s staff member, and a government account (2003)', async () => {
    const res = await send({ staff_id: otherStaffId, points: [at(1, MINUTE)] });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual(['staff_id']);
    const left = await insertStaff(ctx.db, { company_id: world.companyId, status: 0 });
    expect(fieldsOf(await send({ staff_id: left, points: [at(1, MINUTE)] }))).toEqual(['staff_id']);
    const government = await appLogin(ctx, world.governmentAccount, 'gov-trail');
    expect((await send({ points: [at(1, MINUTE)] }, government)).error).toBe(2003);
  });
});

describe('operate/app/clock', () => {
  const clock = (body: Record<string, unknown>, t = token) => ctx.call<{ id: number; time: string; lng: number }>('operate/app/clock', { staff_id: staffId, type: 'in', lat: 39.9, lng: 116.4, ...body }, { token: t, json: true });

  it('writes a clock record and the staff member’s last clock; a resend is the same record', async () => {
    const time = iso(10 * MINUTE);
    const first = dataOf(await clock({ time, address: 'Gate 2' }));
    expect(first).toMatchObject({ staff_id: staffId, type: 'in', time: formatDateTime(new Date(time)), address: 'Gate 2', lng: wgs84ToGcj02(116.4, 39.9)[0] });
    expect(dataOf(await clock({ time, address: 'Gate 2' })).id).toBe(first.id);
    const staff = await ctx.db.selectFrom('staff').select('last_clock_at').where('id', '=', staffId).executeTakeFirstOrThrow();
    expect(staff.last_clock_at).toBe(first.time);
    // An older clock sent late does not move the last clock back.
    await clock({ type: 'out', time: iso(60 * MINUTE) });
    expect((await ctx.db.selectFrom('staff').select('last_clock_at').where('id', '=', staffId).executeTakeFirstOrThrow()).last_clock_at).toBe(first.time);
    const later = dataOf(await clock({ type: 'out', time: iso(MINUTE) }));
    expect((await ctx.db.selectFrom('staff').select('last_clock_at').where('id', '=', staffId).executeTakeFirstOrThrow()).last_clock_at).toBe(later.time);
    const admin = await ctx.adminToken();
    const listed = dataOf(await ctx.call<{ total: number }>('admin/staff/staff-clock', { id: staffId }, { token: admin }));
    expect(listed.total).toBe(3);
  });

  it('refuses bad input with its fields', async () => {
    const res = await clock({ type: 'lunch', time: iso(-60 * MINUTE), lat: 'north' });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res).sort()).toEqual(['lat', 'time', 'type']);
    expect(fieldsOf(await clock({ time: iso(MINUTE), staff_id: otherStaffId }))).toEqual(['staff_id']);
  });
});
