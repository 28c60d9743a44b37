// GET /api/events and a bound user: told of the records and warnings of its jurisdiction only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type StreamRecord } from '../../scripts/event-stream.mjs';
import { nowText } from '../src/db/time.js';
import { createTestContext, type TestContext } from './helpers/index.js';
import { insertInspection } from './helpers/admin-fixtures.js';
import { buildJurisdictionWorld, OUTSIDE_ID, type JurisdictionWorld } from './helpers/jurisdiction-world.js';

let ctx: TestContext;
let world: JurisdictionWorld;
let admin: string;
let base: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildJurisdictionWorld(ctx);
  admin = await ctx.adminToken();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await ctx.close();
});

type Change = { kind: string; id?: number; resource?: string };
const about = (kind: string, id: number) => (r: StreamRecord) => (r.data as Change).kind === kind && (r.data as Change).id === id;

describe('GET /api/events for a bound user', () => {
  it('tells of record changes and warnings inside, and of none outside', async () => {
    const events = await openEventStream(base, world.scoped.token);
    streams.push(events);
    const unbound = await openEventStream(base, admin);
    streams.push(unbound);
    await ctx.call('operate/company/company-update', { id: OUTSIDE_ID, contact: 'Far' }, { token: admin });
    await ctx.call('operate/company/company-update', { id: world.insideCompany, contact: 'Near' }, { token: admin });
    const point = (await ctx.db.selectFrom('check_points').select('id').where('company_id', '=', world.insideCompany).executeTakeFirstOrThrow()).id;
    const far = await insertInspection(ctx.db, { company_id: OUTSIDE_ID, check_point_id: OUTSIDE_ID, status: 'error', content: 'far', created_at: nowText() });
    const near = await insertInspection(ctx.db, { company_id: world.insideCompany, check_point_id: point, status: 'error', content: 'near', created_at: nowText() });
    expect(await events.next(about('record', world.insideCompany))).toBeDefined();
    expect(await events.next(about('warning', near))).toBeDefined();
    // The unbound stream hears of both, after the bound one had its chance to.
    expect(await unbound.next(about('record', OUTSIDE_ID))).toBeDefined();
    expect(await unbound.next(about('warning', far))).toBeDefined();
    const told = events.events.map((r) => r.data as Change);
    expect(told.filter((c) => c.id === OUTSIDE_ID || c.id === far)).toEqual([]);
    // The body that chose the streams is not told.
    expect(told.every((c) => !('government_id' in c))).toBe(true);
  });
});
