// GET /api/events: a stream of the changes the caller may view, on SQLite and PostgreSQL (one
// instance here; two-instance delivery is in live-two-instances.test.ts). The token travels in
// the X-Token header only; a reconnecting stream gets what it missed; an inspection another
// program adds is a warning event; an import is one `bulk` event, not one per row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type StreamRecord } from '../../scripts/event-stream.mjs';
import { nowText } from '../src/db/time.js';
import { createTestContext, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';
import { insertCheckPoint, insertInspection } from './helpers/admin-fixtures.js';

let ctx: TestContext;
let admin: string;
let base: string;
let cityId: number;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  cityId = (await insertCityTree(ctx.db)).cityId;
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await ctx.close();
});

async function stream(token: string, lastEventId?: string): Promise<EventStream> {
  const opened = await openEventStream(base, token, { lastEventId });
  streams.push(opened);
  return opened;
}

type Change = { kind: string; action?: string; resource?: string; id?: number; name?: string; by?: string; count?: number; company_id?: number };
const about = (kind: string, id?: number) => (r: StreamRecord) => (r.data as Change).kind === kind && (id === undefined || (r.data as Change).id === id);

describe('GET /api/events', () => {
  it('tells a viewer of governments who changed which government, at once', async () => {
    const viewer = await ctx.createUser(['government:view']);
    const events = await stream(viewer.token);
    const id = await insertGovernment(ctx.db, { city_id: cityId });
    const started = Date.now();
    expect((await ctx.call('operate/government/government-update', { id, contact: 'Sun Qi' }, { token: admin })).error).toBe(2000);
    const event = await events.next(about('record', id));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(event?.event).toBe('record');
    expect(event?.id).toMatch(/^\d+\.\d+$/);
    expect(event?.data).toEqual({ kind: 'record', action: 'update', resource: 'government', id, name: expect.any(String), by: 'admin', at: expect.any(String) });
  });

  it('tells nobody about records they may not view', async () => {
    const companiesOnly = await ctx.createUser(['company:view']);
    const events = await stream(companiesOnly.token);
    const government = await insertGovernment(ctx.db, { city_id: cityId });
    await ctx.call('operate/government/government-update', { id: government, contact: 'Hidden' }, { token: admin });
    const company = await insertCompany(ctx.db, { city_id: cityId, government_id: government });
    await ctx.call('operate/company/company-update', { id: company, contact: 'Shown' }, { token: admin });
    expect(await events.next(about('record', company))).toBeDefined();
    expect(events.events.filter((r) => (r.data as Change).resource === 'government')).toEqual([]);
  });

  it('refuses a stream without a live token in its header, and never takes one from the URL', async () => {
    expect((await openEventStream(base, '')).answer?.error).toBe(2004);
    expect((await openEventStream(base, 'not-a-token')).answer?.error).toBe(2004);
    const fromUrl = await fetch(`${base}/api/events?token=${admin}`);
    expect(fromUrl.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await fromUrl.json()) as { error: number }).error).toBe(2004);
  });

  it('sends a reconnecting stream what it missed since its last event', async () => {
    const first = await stream(admin);
    const id = await insertGovernment(ctx.db, { city_id: cityId });
    await ctx.call('operate/government/government-update', { id, contact: 'Before' }, { token: admin });
    const seen = (await first.next(about('record', id)))!;
    await first.close();
    await ctx.call('operate/government/government-update', { id, contact: 'While away' }, { token: admin });
    await ctx.call('operate/government/government-delete', { id }, { token: admin });
    const again = await stream(admin, seen.id);
    const missed = [await again.next(about('record', id)), await again.next(about('record', id))];
    expect(missed.map((r) => (r?.data as Change).action)).toEqual(['update', 'delete']);
  });

  it('tells warning viewers of an inspection another program adds, within two seconds', async () => {
    const watcher = await ctx.createUser(['warning:view']);
    const events = await stream(watcher.token);
    const company = await insertCompany(ctx.db, { city_id: cityId, government_id: await insertGovernment(ctx.db, { city_id: cityId }) });
    const point = await insertCheckPoint(ctx.db, { company_id: company });
    // Straight into the table, as the field app's backend writes it.
    const normal = await insertInspection(ctx.db, { company_id: company, check_point_id: point, status: 'normal', created_at: nowText() });
    const warning = await insertInspection(ctx.db, { company_id: company, check_point_id: point, status: 'error', content: 'Extinguisher empty', created_at: nowText() });
    const event = await events.next(about('warning', warning), 2500);
    expect(event?.data).toEqual({ kind: 'warning', id: warning, company_id: company, at: expect.any(String) });
    expect(events.events.some(about('warning', normal))).toBe(false);
  });

  it('tells an import of many rows as one bulk event', async () => {
    const events = await stream(admin);
    const government = await insertGovernment(ctx.db, { city_id: cityId, name: `Import Bureau ${Date.now()}` });
    const [city, gov] = await Promise.all([
      ctx.db.selectFrom('cities').select('name').where('id', '=', cityId).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('governments').select('name').where('id', '=', government).executeTakeFirstOrThrow(),
    ]);
    const columns = ['name', 'credit_code', 'city_id', 'government_id', 'contact', 'phone', 'address', 'account', 'password'];
    const rows = Array.from({ length: 25 }, (_, i) => {
      const tag = String(i).padStart(6, '0');
      return [`Bulk Co ${tag}`, `91110000MB${tag}XY`, city.name, gov.name, 'Wang Fang', '13800000000', '3 Dock Road', `bulk${tag}`, 'Secret-pass-1'];
    });
    expect((await ctx.call('operate/import/companies', { columns, rows }, { token: admin, json: true })).error).toBe(2000);
    const bulk = await events.next((r) => (r.data as Change).kind === 'bulk');
    expect(bulk?.data).toEqual({ kind: 'bulk', resource: 'company', count: 25 });
    expect(events.events.filter((r) => (r.data as Change).resource === 'company' && (r.data as Change).kind === 'record')).toEqual([]);
  });

  it('tells an open stream at once when its caller’s permissions change, and nobody else', async () => {
    const clerk = await ctx.createUser(['company:view']);
    const bystander = await ctx.createUser(['company:view']);
    const [clerkEvents, bystanderEvents] = [await stream(clerk.token), await stream(bystander.token)];
    const permissions = (await ctx.call<{ id: number; name: string }[]>('operate/permission/permission-list', {}, { token: admin })).data;
    const ids = (names: string[]) => permissions.filter((p) => names.includes(p.name)).map((p) => p.id);
    const role = (await ctx.db.selectFrom('roles').select(['name', 'title']).where('id', '=', clerk.roleId!).executeTakeFirstOrThrow());
    const update = (names: string[]) => ctx.call('operate/permission/update-role', { id: clerk.roleId, ...role, permission_ids: ids(names) }, { token: admin, json: true });

    const started = Date.now();
    expect((await update(['company:view', 'government:view'])).error).toBe(2000);
    const told = await clerkEvents.next((r) => r.event === 'session');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(told?.data).toEqual({ kind: 'session' });
    // Of no record: the cursor stays where it was.
    expect(told?.id).toBeUndefined();
    // And it sees what it was given from then on.
    const government = await insertGovernment(ctx.db, { city_id: cityId });
    await ctx.call('operate/government/government-update', { id: government, contact: 'Now shown' }, { token: admin });
    expect(await clerkEvents.next(about('record', government))).toBeDefined();

    // A role saved as it was changes nothing the stream’s caller holds: no event.
    expect((await update(['company:view', 'government:view'])).error).toBe(2000);
    const company = await insertCompany(ctx.db, { city_id: cityId, government_id: government });
    await ctx.call('operate/company/company-update', { id: company, contact: 'After' }, { token: admin });
    expect(await clerkEvents.next(about('record', company))).toBeDefined();
    expect(await bystanderEvents.next(about('record', company))).toBeDefined();
    expect(clerkEvents.events.filter((r) => r.event === 'session')).toHaveLength(1);
    expect(bystanderEvents.events.filter((r) => r.event === 'session')).toEqual([]);
  });
});
