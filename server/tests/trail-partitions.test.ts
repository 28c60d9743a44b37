// Trail points by month (migration 0029, db/trail-partitions.ts): on PostgreSQL each point lands
// in its month's partition, the upkeep makes the coming months once however many instances run it,
// and TRAIL_RETENTION_MONTHS drops whole months; on SQLite the same calls work and the retention
// deletes the older points. The phone's clock is set to three months in turn (Date only).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { trailPartitions as migration } from '../src/db/migrations/0029_trail_partitions.js';
import { formatDateTime } from '../src/db/time.js';
import { keepTrailPartitions, listTrailPartitions } from '../src/db/trail-partitions.js';
import { schedulePurge } from '../src/security/maintenance.js';
import { insertStaff, insertTrailPoint } from './helpers/admin-fixtures.js';
import { appLogin, insertFieldWorld, type FieldWorld } from './helpers/app-fixtures.js';
import { captureLog, createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let world: FieldWorld;
let staffId: number;
let pg: boolean;
const log = captureLog();

const MINUTE = 60_000;
/** Three months in a row, each a day the phone sends from: the last day of January, mid February, the first of March. */
const CLOCKS = [new Date(2026, 0, 31, 12), new Date(2026, 1, 15, 12), new Date(2026, 2, 1, 12)];
const batchAt = (clock: Date, firstSeq: number) =>
  [3, 2, 1].map((minutes, i) => ({ seq: firstSeq + i, time: new Date(clock.getTime() - minutes * MINUTE).toISOString(), lat: 39.9 + i / 1000, lng: 116.4, accuracy: 5 }));
const batches = CLOCKS.map((clock, i) => batchAt(clock, 10 * i));

/** Sends as a phone whose clock (and the server's) reads `clock`. */
async function sendAt(clock: Date, points: unknown[]) {
  vi.setSystemTime(clock);
  const token = await appLogin(ctx, world.companyAccount, 'partition-phone');
  return dataOf(await ctx.call<{ accepted: number; duplicates: number }>('operate/app/trail-points', { staff_id: staffId, points }, { token, json: true }));
}

/** Each stored point of the staff member with the table it lives in (PostgreSQL) or `trail_points`. */
async function placed(staff = staffId) {
  const where = pg ? sql<string>`tableoid::regclass::text` : sql<string>`'trail_points'`;
  return ctx.db.selectFrom('trail_points').select(['id', 'date', 'time', where.as('part')]).where('staff_id', '=', staff).orderBy('id').execute();
}

const monthTable = (date: string) => `trail_points_${date.slice(0, 4)}_${date.slice(5, 7)}`;

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'info', stream: log.stream } });
  pg = ctx.dialect === 'postgres';
  world = await insertFieldWorld(ctx.db);
  staffId = await insertStaff(ctx.db, { company_id: world.companyId });
});
afterEach(() => void vi.useRealTimers());
afterAll(async () => ctx?.close());

describe('TRAIL_RETENTION_MONTHS', () => {
  it('is 0 (keep every point) or a positive whole number; anything else is refused at start', () => {
    expect(loadConfig({}).trailRetentionMonths).toBe(0);
    expect(loadConfig({ TRAIL_RETENTION_MONTHS: '0' }).trailRetentionMonths).toBe(0);
    expect(loadConfig({ TRAIL_RETENTION_MONTHS: ' 6 ' }).trailRetentionMonths).toBe(6);
    for (const bad of ['-1', '1.5', 'soon']) expect(() => loadConfig({ TRAIL_RETENTION_MONTHS: bad })).toThrow(new ConfigError(`TRAIL_RETENTION_MONTHS must be a positive integer, got "${bad}".`));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, TRAIL_RETENTION_MONTHS: 'soon', DB_FILE: '/nonexistent/never-opened.sqlite' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRAIL_RETENTION_MONTHS must be a positive integer');
  });

  it('is in the README’s settings with its default', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain('| `TRAIL_RETENTION_MONTHS` | server | `0` |');
  });
});

describe('points by month', () => {
  it('lands each point in its month’s partition, over three months', async () => {
    // The upkeep as the server runs it on the first of those days: last month to three ahead.
    const kept = await keepTrailPartitions(ctx.db, ctx.dialect, 0, CLOCKS[0]);
    expect(kept.created).toEqual(pg ? ['trail_points_2025_12', 'trail_points_2026_01', 'trail_points_2026_02', 'trail_points_2026_03', 'trail_points_2026_04'] : []);
    for (const [i, clock] of CLOCKS.entries()) expect(await sendAt(clock, batches[i]!)).toMatchObject({ accepted: 3, duplicates: 0 });
    const rows = await placed();
    expect(rows.map((r) => r.date)).toEqual(['2026-01-31', '2026-01-31', '2026-01-31', '2026-02-15', '2026-02-15', '2026-02-15', '2026-03-01', '2026-03-01', '2026-03-01']);
    for (const row of rows) expect(row.part).toBe(pg ? monthTable(row.date) : 'trail_points');
    if (pg) expect(await listTrailPartitions(ctx.db)).toContain('trail_points_default');
  });

  it('takes a resent batch once, in its month or the next', async () => {
    const before = (await placed()).length;
    expect(await sendAt(CLOCKS[1]!, batches[1]!)).toMatchObject({ accepted: 0, duplicates: 3 });
    // January's batch, resent from February: the same times, the same day, met in January's table.
    expect(await sendAt(new Date(2026, 1, 3, 9), batches[0]!)).toMatchObject({ accepted: 0, duplicates: 3 });
    expect(await placed()).toHaveLength(before);
  });

  it('answers the staff trail of a day as it did from the plain table', async () => {
    const admin = await ctx.adminToken();
    const rows = await placed();
    for (const [i, points] of batches.entries()) {
      const date = rows.find((r) => r.time === formatDateTime(new Date(points[0]!.time)))!.date;
      const trail = dataOf(await ctx.call<{ points: { id: number; time: string }[] }>('admin/staff/staff-trail', { id: staffId, date }, { token: admin }));
      expect(trail.points.map((p) => p.time)).toEqual(points.map((p) => formatDateTime(new Date(p.time))));
      expect(trail.points.map((p) => p.id)).toEqual(rows.slice(3 * i, 3 * i + 3).map((r) => r.id));
    }
  });
});

describe('upkeep', () => {
  const far = new Date(2031, 5, 15, 12);
  const coming = ['2031_05', '2031_06', '2031_07', '2031_08', '2031_09'].map((m) => `trail_points_${m}`);

  it('makes last month to three ahead once, however often and from however many instances', async () => {
    if (!pg) {
      expect(await keepTrailPartitions(ctx.db, ctx.dialect, 0, far)).toEqual({ created: [], dropped: [], deleted: 0 });
      return;
    }
    const other = openDatabase({ databaseUrl: ctx.url, dbFile: '', poolSize: 2 });
    try {
      const [a, b] = await Promise.all([keepTrailPartitions(ctx.db, ctx.dialect, 0, far), keepTrailPartitions(other.db, other.dialect, 0, far)]);
      expect([...a.created, ...b.created].sort()).toEqual(coming);
      expect(await keepTrailPartitions(ctx.db, ctx.dialect, 0, far)).toEqual({ created: [], dropped: [], deleted: 0 });
      expect(await listTrailPartitions(ctx.db)).toEqual(expect.arrayContaining(coming));
    } finally {
      await other.close();
    }
  });

  it.runIf(!!process.env.TEST_PG_URL)('moves points the DEFAULT holds into their month’s new partition', async () => {
    const s = await insertStaff(ctx.db, { company_id: world.companyId });
    const id = await insertTrailPoint(ctx.db, { staff_id: s, time: '2030-01-10 08:00:00' });
    expect(await placed(s)).toEqual([expect.objectContaining({ id, part: 'trail_points_default' })]);
    expect((await keepTrailPartitions(ctx.db, ctx.dialect, 0, far)).created).toEqual(['trail_points_2030_01']);
    expect(await placed(s)).toEqual([expect.objectContaining({ id, part: 'trail_points_2030_01' })]);
  });
});

describe('retention', () => {
  it('keeps everything at 0', async () => {
    const before = await placed();
    const partitions = pg ? await listTrailPartitions(ctx.db) : [];
    expect(await keepTrailPartitions(ctx.db, ctx.dialect, 0, new Date(2040, 0, 1))).toMatchObject({ dropped: [], deleted: 0 });
    expect(await placed()).toEqual(before);
    if (pg) expect(await listTrailPartitions(ctx.db)).toEqual(expect.arrayContaining(partitions));
  });

  it('drops exactly the months before the cut (PostgreSQL) or deletes exactly the older points (SQLite)', async () => {
    // On 15 March with one month kept: February and March stay, January and before go (and May and June are made).
    const partitions = pg ? await listTrailPartitions(ctx.db) : [];
    const older = partitions.filter((p) => /^trail_points_\d{4}_\d{2}$/.test(p) && p < 'trail_points_2026_02');
    expect(older).toEqual(pg ? ['trail_points_2025_12', 'trail_points_2026_01'] : []);
    const kept = await keepTrailPartitions(ctx.db, ctx.dialect, 1, new Date(2026, 2, 15, 12));
    const created = pg ? ['trail_points_2026_05', 'trail_points_2026_06'] : [];
    expect(kept).toEqual({ created, dropped: older, deleted: pg ? 0 : 3 });
    expect((await placed()).map((r) => r.date.slice(0, 7))).toEqual(['2026-02', '2026-02', '2026-02', '2026-03', '2026-03', '2026-03']);
    if (pg) expect(await listTrailPartitions(ctx.db)).toEqual([...partitions.filter((p) => !older.includes(p)), ...created].sort());
  });

  it('runs on the purge’s schedule with the setting, and says what it did', async () => {
    const s = await insertStaff(ctx.db, { company_id: world.companyId });
    // A late point of a month long gone: PostgreSQL keeps it in the DEFAULT until the upkeep moves it and drops that month.
    await insertTrailPoint(ctx.db, { staff_id: s, time: '2025-06-01 08:00:00' });
    // Kept: this month and every one back to January 2026, so February's and March's points stay.
    const now = new Date();
    const retentionMonths = (now.getFullYear() - 2026) * 12 + now.getMonth();
    const stop = schedulePurge(ctx.db, ctx.app.log, 60, 0, Infinity, { dialect: ctx.dialect, retentionMonths });
    const said = () => log.records<{ msg: string; dropped?: string[]; deleted?: number }>().find((r) => /past TRAIL_RETENTION_MONTHS/.test(r.msg));
    try {
      await vi.waitFor(() => expect(said()).toBeDefined(), { timeout: 5000 });
    } finally {
      stop();
    }
    expect(said()).toEqual(pg ? expect.objectContaining({ dropped: ['trail_points_2025_06'] }) : expect.objectContaining({ deleted: 1 }));
    expect(await placed(s)).toEqual([]);
    expect(await placed()).toHaveLength(6);
  });
});

describe.runIf(!!process.env.TEST_PG_URL)('migration 0029', () => {
  it('goes down to the plain table and up again with every point, each in its month', async () => {
    const before = await placed();
    const relkind = async () => (await sql<{ relkind: string }>`select relkind from pg_class where oid = 'trail_points'::regclass`.execute(ctx.db)).rows[0]!.relkind;
    await ctx.db.transaction().execute((trx) => migration('postgres').down!(trx));
    expect(await relkind()).toBe('r');
    expect(await placed()).toEqual(before.map((r) => ({ ...r, part: 'trail_points' })));
    await ctx.db.transaction().execute((trx) => migration('postgres').up(trx));
    expect(await relkind()).toBe('p');
    expect(await placed()).toEqual(before);
    const { rows } = await sql<{ seq: string | null }>`select pg_get_serial_sequence('trail_points', 'id') as seq`.execute(ctx.db);
    expect(rows[0]!.seq).toBe('public.trail_points_id_seq');
    // Still written through the field app, and a repeat still met.
    expect(await sendAt(CLOCKS[2]!, batches[2]!)).toMatchObject({ accepted: 0, duplicates: 3 });
  });
});
