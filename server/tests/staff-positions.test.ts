// Where a company's staff are now (SQLite, or PostgreSQL when TEST_PG_URL is set):
// admin/staff/staff-positions answers each active staff member's latest trail point (the last
// week's first, then any older one), and the points the field app sends reach open streams that
// may view staff as one `position` event per person, their latest point; a stream without
// staff:view hears none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/db/time.js';
import { openEventStream, type EventStream, type StreamRecord } from '../../scripts/event-stream.mjs';
import { insertStaff } from './helpers/admin-fixtures.js';
import { appLogin, insertFieldWorld, type FieldWorld } from './helpers/app-fixtures.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let world: FieldWorld;
let walker: number;
let idle: number;
let phone: string;
let base: string;
const streams: EventStream[] = [];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const send = (points: { seq: number; time: string; lng: number; lat: number }[]) =>
  ctx.call('operate/app/trail-points', { staff_id: walker, points: points.map((p) => ({ ...p, accuracy: 5 })) }, { token: phone, json: true });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await insertFieldWorld(ctx.db);
  walker = await insertStaff(ctx.db, { company_id: world.companyId });
  idle = await insertStaff(ctx.db, { company_id: world.companyId });
  phone = await appLogin(ctx, world.companyAccount, 'walker-phone');
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await ctx?.close();
});

describe('admin/staff/staff-positions', () => {
  it('answers each active staff member’s latest point, or none', async () => {
    expect((await send([{ seq: 1, time: minutesAgo(9), lng: 108.9, lat: 34.2 }, { seq: 2, time: minutesAgo(3), lng: 108.91, lat: 34.21 }])).error).toBe(2000);
    const token = await ctx.createUserWithPermissions(['staff:view']);
    const positions = dataOf(await ctx.call<{ staff_id: number; at: string | null; lng: number | null }[]>('admin/staff/staff-positions', { company_id: world.companyId }, { token }));
    const of = (id: number) => positions.find((p) => p.staff_id === id)!;
    expect(of(walker).at).not.toBeNull();
    expect(of(walker).lng).toBeGreaterThan(108.9);
    expect(of(idle)).toMatchObject({ at: null, lng: null });
  });

  it('finds a point from before the last week, and a newer point before an older one', async () => {
    const away = await insertStaff(ctx.db, { company_id: world.companyId });
    const old = new Date(Date.now() - 40 * 86_400_000);
    // Written as the seeder or an import does: the app takes points up to a week old only.
    const at = { date: formatDate(old), time: formatDateTime(old) };
    await ctx.db.insertInto('trail_points').values([{ staff_id: away, ...at, lng: 108.5, lat: 34.5 }, { staff_id: walker, ...at, lng: 100.5, lat: 30.5 }]).execute();
    const positions = dataOf(await ctx.call<{ staff_id: number; at: string | null; lng: number | null }[]>('admin/staff/staff-positions', { company_id: world.companyId }, { token: await ctx.adminToken() }));
    const of = (id: number) => positions.find((p) => p.staff_id === id)!;
    expect(of(away)).toMatchObject({ at: at.time, lng: 108.5, lat: 34.5 });
    expect(of(walker).lng).toBeGreaterThan(108.9);
  });

  it('needs staff:view, and answers 2005 for a company that does not exist', async () => {
    const stranger = await ctx.createUserWithPermissions(['company:view']);
    expect((await ctx.call('admin/staff/staff-positions', { company_id: world.companyId }, { token: stranger })).error).toBe(2003);
    expect((await ctx.call('admin/staff/staff-positions', { company_id: 999_999 }, { token: await ctx.adminToken() })).error).toBe(2005);
  });
});

describe('position events', () => {
  it('tell a stream that may view staff where each person is now, and nobody else', async () => {
    const viewer = await ctx.createUser(['staff:view']);
    const other = await ctx.createUser(['warning:view']);
    const watching = await openEventStream(base, viewer.token, {});
    const blind = await openEventStream(base, other.token, {});
    streams.push(watching, blind);
    const latest = minutesAgo(1);
    expect((await send([{ seq: 10, time: minutesAgo(2), lng: 108.92, lat: 34.22 }, { seq: 11, time: latest, lng: 108.93, lat: 34.23 }])).error).toBe(2000);
    const isPosition = (r: StreamRecord) => (r.data as { kind: string; staff_id: number }).kind === 'position' && (r.data as { staff_id: number }).staff_id === walker;
    const event = await watching.next(isPosition, 5000);
    expect(event?.data).toMatchObject({ kind: 'position', staff_id: walker, company_id: world.companyId });
    // One event for the batch, at its latest point.
    expect(watching.events.filter(isPosition)).toHaveLength(1);
    // (stored as GCJ-02: a few hundred metres from the WGS-84 point sent)
    expect((event!.data as { lat: number }).lat).toBeGreaterThan(34.225);
    // The other stream is open and hears its own kinds, but no positions.
    await new Promise((r) => setTimeout(r, 1500));
    expect(blind.events.some(isPosition)).toBe(false);
  });
});
