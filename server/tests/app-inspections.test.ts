// operate/app/inspection-submit: found by the QR label's code, within the account's reach, items
// of the point only, far ones kept and marked, resends answered with the first answer, and a
// failed item told to open consoles as a warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type StreamRecord } from '../../scripts/event-stream.mjs';
import { formatDateTime } from '../src/db/time.js';
import { insertCheckItem, insertCheckPoint, insertStaff } from './helpers/admin-fixtures.js';
import { appLogin, insertFieldWorld, type FieldWorld } from './helpers/app-fixtures.js';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let world: FieldWorld;
let token: string;
let governmentToken: string;
let base: string;
const streams: EventStream[] = [];

/** A point of the world's company at a place (GCJ-02), radius 30 m, with two items. */
let point: { id: number; code: string; items: [number, number] };
let otherCode: string;
let serial = 0;

interface Answer {
  id: number;
  client_id: string;
  company_id: number;
  check_point_id: number;
  check_point_name: string;
  staff_id: number | null;
  status: 'normal' | 'error';
  content: string | null;
  far: number;
  distance: number | null;
  created_at: string;
}

const PLACE = { lng: 116.4, lat: 39.9 };
const good = (extra: Record<string, unknown> = {}) => ({
  client_id: `insp-${++serial}`,
  code: point.code,
  time: new Date(Date.now() - 60_000).toISOString(),
  ...PLACE,
  accuracy: 6,
  crs: 'gcj02',
  results: [
    { item_id: point.items[0], ok: true },
    { item_id: point.items[1], ok: true },
  ],
  ...extra,
});
const submit = (body: Record<string, unknown>, t = token) => ctx.call<Answer>('operate/app/inspection-submit', body, { token: t, json: true });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await insertFieldWorld(ctx.db);
  const id = await insertCheckPoint(ctx.db, { company_id: world.companyId, name: 'Boiler room', ...PLACE, radius: 30 });
  const items: [number, number] = [await insertCheckItem(ctx.db, { check_point_id: id, name: 'Extinguisher' }), await insertCheckItem(ctx.db, { check_point_id: id, name: 'Exit sign' })];
  point = { id, code: (await ctx.db.selectFrom('check_points').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code, items };
  const other = await insertCheckPoint(ctx.db, { company_id: world.otherCompanyId });
  otherCode = (await ctx.db.selectFrom('check_points').select('code').where('id', '=', other).executeTakeFirstOrThrow()).code;
  token = await appLogin(ctx, world.companyAccount, 'insp-phone');
  governmentToken = await appLogin(ctx, world.governmentAccount, 'gov-insp-phone');
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/app/inspection-submit', 'operate/app/check-point']);
});

describe('operate/app/check-point', () => {
  it('answers a scanned code’s point with its items, in order', async () => {
    const data = dataOf(await ctx.call<{ id: number; name: string; radius: number; items: { id: number; name: string }[] }>('operate/app/check-point', { code: point.code }, { token, json: true }));
    expect(data).toMatchObject({ id: point.id, company_id: world.companyId, name: 'Boiler room', code: point.code, radius: 30, ...PLACE });
    expect(data.items.map((i) => i.id)).toEqual(point.items);
    expect((await ctx.call('operate/app/check-point', { code: point.code }, { token: governmentToken, json: true })).error).toBe(2000);
  });

  it('refuses a code out of reach (2005) and a missing one (2001)', async () => {
    expect((await ctx.call('operate/app/check-point', { code: otherCode }, { token, json: true })).error).toBe(2005);
    expect((await ctx.call('operate/app/check-point', { code: otherCode }, { token: governmentToken, json: true })).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/app/check-point', {}, { token, json: true }))).toEqual(['code']);
  });
});

describe('operate/app/inspection-submit', () => {
  it('records an inspection of the company’s own point, on time and in place', async () => {
    const staff = await insertStaff(ctx.db, { company_id: world.companyId });
    const body = good({ staff_id: staff });
    const data = dataOf(await submit(body));
    expect(data).toMatchObject({ client_id: body.client_id, company_id: world.companyId, check_point_id: point.id, check_point_name: 'Boiler room', staff_id: staff, status: 'normal', content: null, far: 0, distance: 0 });
    expect(data.created_at).toBe(formatDateTime(new Date(body.time)));
    const row = await ctx.db.selectFrom('inspections').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ identity: 'staff', account_id: world.companyAccountId, accuracy: 6 });
    expect(JSON.parse(row.results)).toEqual([
      { item_id: point.items[0], item: 'Extinguisher', ok: true, remark: '' },
      { item_id: point.items[1], item: 'Exit sign', ok: true, remark: '' },
    ]);
  });

  it('makes a failed item a warning with its content, shown in the console’s inspection detail', async () => {
    const body = good({ results: [{ item_id: point.items[0], ok: false, note: 'Pressure low' }, { item_id: point.items[1], ok: true }] });
    const data = dataOf(await submit(body));
    expect(data).toMatchObject({ status: 'error', content: 'Boiler room：Extinguisher不合格，Pressure low' });
    const admin = await ctx.adminToken();
    const detail = dataOf(await ctx.call<{ status: string; results: { item: string; ok: boolean; remark: string }[] }>('admin/standing/inspect-detail', { id: data.id }, { token: admin }));
    expect(detail.status).toBe('error');
    expect(detail.results[0]).toEqual({ item: 'Extinguisher', ok: false, remark: 'Pressure low' });
  });

  it('answers a resend with the first answer and writes nothing more', async () => {
    const body = good();
    const first = await submit(body);
    const count = async () => Number((await ctx.db.selectFrom('inspections').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // Even when the resend differs (the phone's clock moved on): the client id names the inspection.
    const again = await submit({ ...body, time: new Date().toISOString() });
    expect(again).toEqual(first);
    expect(await count()).toBe(before);
    // Another account's same client id is an inspection of its own.
    expect(dataOf(await submit(body, governmentToken)).id).not.toBe(dataOf(first).id);
  });

  it('keeps an inspection sent from too far and marks it; GPS positions are converted first', async () => {
    // About 111 m north: beyond 30 m and the 50 m slack.
    const far = dataOf(await submit(good({ lat: PLACE.lat + 0.001 })));
    expect(far.far).toBe(1);
    expect(far.distance).toBeGreaterThan(100);
    // 40 m: beyond the radius, within the slack.
    const near = dataOf(await submit(good({ lat: PLACE.lat + 0.00036 })));
    expect(near).toMatchObject({ far: 0 });
    expect(near.distance).toBeGreaterThan(30);
    // The same place in GPS terms is a few hundred metres off in GCJ-02 unless converted.
    const gps = dataOf(await submit(good({ crs: 'wgs84' })));
    expect(gps.far).toBe(1);
  });

  it('lets a government account inspect a company it supervises, not another', async () => {
    const data = dataOf(await submit(good(), governmentToken));
    expect(data.company_id).toBe(world.companyId);
    expect((await ctx.db.selectFrom('inspections').select('identity').where('id', '=', data.id).executeTakeFirstOrThrow()).identity).toBe('government');
    expect((await submit(good({ code: otherCode }), governmentToken)).error).toBe(2005);
    // Nor does it name staff: it has none.
    expect((await submit(good({ staff_id: await insertStaff(ctx.db, { company_id: world.companyId }) }), governmentToken)).error).toBe(2003);
  });

  it('refuses another company’s code and an unknown code alike (2005)', async () => {
    for (const code of [otherCode, 'CP-000000-NOPE']) {
      const res = await submit(good({ code }), token);
      expect(res).toMatchObject({ error: 2005, message: 'No check point you may inspect has this code.' });
    }
  });

  it('refuses items of another point, an item twice, and bad fields (2001)', async () => {
    const stranger = await insertCheckItem(ctx.db, { check_point_id: await insertCheckPoint(ctx.db, { company_id: world.companyId }) });
    expect(fieldsOf(await submit(good({ results: [{ item_id: stranger, ok: true }] })))).toEqual(['results']);
    expect(fieldsOf(await submit(good({ results: [{ item_id: point.items[0], ok: true }, { item_id: point.items[0], ok: false }] })))).toEqual(['results']);
    const res = await submit(good({ client_id: 'has spaces', time: 'yesterday', lat: 100, accuracy: -1, results: [{ item_id: point.items[0], ok: 'yes' }] }));
    expect(res.error).toBe(2001);
    expect(fieldsOf(res).sort()).toEqual(['accuracy', 'client_id', 'lat', 'results', 'time']);
    const other = await insertStaff(ctx.db, { company_id: world.otherCompanyId });
    expect(fieldsOf(await submit(good({ staff_id: other })))).toEqual(['staff_id']);
  });

  it('tells open consoles of a warning it makes, as a warning event', async () => {
    const watcher = await ctx.createUser(['warning:view']);
    const events = await openEventStream(base, watcher.token, {});
    streams.push(events);
    const normal = dataOf(await submit(good()));
    const warning = dataOf(await submit(good({ results: [{ item_id: point.items[1], ok: false }] })));
    const about = (id: number) => (r: StreamRecord) => (r.data as { kind: string; id: number }).kind === 'warning' && (r.data as { id: number }).id === id;
    const event = await events.next(about(warning.id), 2500);
    expect(event?.data).toEqual({ kind: 'warning', id: warning.id, company_id: world.companyId, at: warning.created_at });
    expect(events.events.some(about(normal.id))).toBe(false);
  });
});
