// Live changes across instances on PostgreSQL: a change written through one instance reaches a
// stream held by the other within a second, an inspection the field app's backend inserts
// reaches both, and an open stream keeps hearing changes after the database restarts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type StreamRecord } from '../../scripts/event-stream.mjs';
import { drillCall, startDrill, type Drill } from '../../scripts/pg-instances.mjs';

const SKIP = process.env.TEST_PG_URL ? false : 'PostgreSQL only: runs in the PostgreSQL step, on a private cluster of its own';
type Change = { kind: string; id?: number; action?: string };
const about = (kind: string, id: number) => (r: StreamRecord) => (r.data as Change).kind === kind && (r.data as Change).id === id;

describe.skipIf(SKIP)('live changes across two instances', () => {
  let drill: Drill;
  let database: pg.Client;
  const streams: EventStream[] = [];
  let cityId: number;

  beforeAll(async () => {
    drill = await startDrill({ count: 2 });
    database = new pg.Client({ connectionString: drill.databaseUrl });
    // The restart below ends this connection too; the last test no longer needs it.
    database.on('error', () => undefined);
    await database.connect();
    cityId = (await database.query<{ id: number }>(`insert into cities (name, level, parent_id) values ('Live City', 'city', null) returning id`)).rows[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await database?.end().catch(() => undefined);
    await drill?.stop();
  });

  async function stream(index: number): Promise<EventStream> {
    const opened = await openEventStream(drill.instances[index]!.base, drill.token);
    expect(opened.ok).toBe(true);
    streams.push(opened);
    return opened;
  }

  async function createGovernment(index: number, name: string): Promise<number> {
    const body = { name, level: 'city', city_id: cityId, contact: 'Qian Ba', phone: '0571-88886666', address: '9 Bridge Road' };
    const answer = await drillCall(drill.instances[index]!.base, 'operate/government/government-create', body, drill.token);
    expect(answer.envelope?.error).toBe(2000);
    return (answer.envelope!.data as { id: number }).id;
  }

  it('brings a change written through one instance to a stream held by the other within a second', async () => {
    const other = await stream(1);
    const started = Date.now();
    const id = await createGovernment(0, 'Bureau across instances');
    const event = await other.next(about('record', id), 3000);
    expect(event?.data).toMatchObject({ kind: 'record', action: 'create', resource: 'government', id });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('brings an inspection inserted by another program to both instances', async () => {
    const [one, two] = [await stream(0), await stream(1)];
    const company = await database.query<{ id: number }>(
      `insert into companies (name, credit_code, contact, phone, address, city_id, government_id, created_at, updated_at)
       values ('Live Works', '91110000LIVE00001X', 'Zhou', '13800000000', 'Dock', $1, (select min(id) from governments), '2026-11-27 00:00:00', '2026-11-27 00:00:00') returning id`,
      [cityId],
    );
    const point = await database.query<{ id: number }>(`insert into check_points (company_id, name, code, created_at) values ($1, 'Gate', 'CP-LIVE-1', '2026-11-27 00:00:00') returning id`, [company.rows[0]!.id]);
    const started = Date.now();
    const inserted = await database.query<{ id: number }>(
      `insert into inspections (company_id, check_point_id, status, results, content, identity, created_at) values ($1, $2, 'error', '[]', 'Door blocked', 'staff', '2026-11-27 00:00:00') returning id`,
      [company.rows[0]!.id, point.rows[0]!.id],
    );
    const id = inserted.rows[0]!.id;
    expect(await one.next(about('warning', id), 3000)).toBeDefined();
    expect(await two.next(about('warning', id), 3000)).toBeDefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps an open stream hearing changes after the database restarts', async () => {
    const other = await stream(1);
    drill.cluster.stopServer();
    drill.cluster.startServer();
    // The instances' listeners come back by themselves; calls succeed again within seconds.
    let id = 0;
    for (const deadline = Date.now() + 15_000; !id && Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      const answer = await drillCall(drill.instances[0]!.base, 'operate/government/government-create', { name: `Bureau after restart ${Date.now()}`, level: 'city', city_id: cityId, contact: 'Qian Ba', phone: '0571-88886666', address: '9 Bridge Road' }, drill.token);
      if (answer.envelope?.error === 2000) id = (answer.envelope.data as { id: number }).id;
    }
    expect(id).toBeGreaterThan(0);
    expect(await other.next(about('record', id), 10_000)).toBeDefined();
  }, 60_000);
});
