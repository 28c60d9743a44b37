// The database `npm run bench:field` measures: PostgreSQL with the demo data, a company of 500
// active staff, and BENCH_TRAIL_POINTS trail points over BENCH_TRAIL_MONTHS months. Loading takes
// long, so the cluster is kept under the OS temp dir (or BENCH_PG_URL names a database to fill)
// and reused while the scale and the sources that shape the data (the migrations, the seeder,
// this file) are unchanged; the key and the load's timings are the database's comment.
//
// The points are written with SQL month by month into a table beside the partitioned one, its
// indexes built after the rows (a sort each, not 100 million index inserts), then attached as
// the month's partition; a CHECK on the month's range spares the attach its scan. In the kept
// cluster `wal_level=minimal` lets a table made in the same transaction skip the WAL; the table
// stays logged. The points lie as phones leave them: day by day, in batches of BATCH points of one
// staff member, every staff member's batch of a moment before the next moment's (a trail read
// of one day meets a page per batch, as on a database the field app filled).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { node, root, tsxArgs } from '../scripts/lib.mjs';
import { startCluster } from '../scripts/pg-cluster.mjs';

export const BENCH_STAFF = 500;
/** Points a phone sends at once (bench/field-phones.mjs sends as many). */
const BATCH = 20;
const CACHE_DIR = join(tmpdir(), 'ops-bench-field');
/** Settings for loading fast on a cluster of our own; test data, as every private cluster. */
const LOAD_SETTINGS = ['wal_level=minimal', 'max_wal_senders=0', 'maintenance_work_mem=1GB', 'max_wal_size=20GB', 'checkpoint_timeout=1h', 'shared_buffers=1GB', 'max_parallel_maintenance_workers=1'];
const pad = (n) => String(n).padStart(2, '0');
const dayText = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthText = (d) => dayText(d).slice(0, 7);

function filesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/** The scale and the version of everything that shapes the loaded data. */
function cacheKey(scale) {
  const hash = createHash('sha256').update(JSON.stringify(scale));
  for (const file of [...filesUnder('server/src/db/migrations'), ...filesUnder('server/src/seed'), 'bench/field-data.mjs']) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Runs the demo seeder on the database. */
function seedDemo(url, adminPassword) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [...tsxArgs, 'server/src/seed/cli.ts', '--reset', '--quiet'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: adminPassword, NODE_ENV: 'development' },
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`seed failed (${signal ?? code})`))));
  });
}

/** The company the phones belong to: the demo's with the most inspectable check points, grown to BENCH_STAFF active staff. */
async function benchCompany(client) {
  const { rows } = await client.query(`
    select cp.company_id as id, count(*)::int as points from check_points cp
    where cp.lng is not null and exists (select 1 from check_items i where i.check_point_id = cp.id)
    group by cp.company_id order by points desc, cp.company_id limit 1`);
  const id = rows[0].id;
  // No call makes staff (they come from the company's own systems): rows, as the seeder writes them.
  await client.query(
    `insert into staff (company_id, name, phone, position, status, created_at)
     select $1, '巡检员 ' || n, '139' || lpad(n::text, 8, '0'), '巡检员', 1, to_char(now(), 'YYYY-MM-DD HH24:MI:SS')
     from generate_series(1, greatest(0, $2 - (select count(*) from staff where company_id = $1 and status = 1))) n`,
    [id, BENCH_STAFF],
  );
  return id;
}

/** The days of each month from the first of `months` months ago up to yesterday, each with its points. */
function plan(total, months, now) {
  const days = [];
  for (let d = new Date(now.getFullYear(), now.getMonth() - months + 1, 1); dayText(d) < dayText(now); d.setDate(d.getDate() + 1)) days.push(dayText(d));
  let first = 0;
  const byMonth = new Map();
  days.forEach((day, i) => {
    const count = Math.floor((total * (i + 1)) / days.length) - Math.floor((total * i) / days.length);
    if (!byMonth.has(day.slice(0, 7))) byMonth.set(day.slice(0, 7), []);
    byMonth.get(day.slice(0, 7)).push({ day, first, count });
    first += count;
  });
  return byMonth;
}

const nextMonth = (month) => monthText(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));

/** One month's points into a table of its own with its indexes, then attached as the month's partition (the rows the old one held kept). */
async function loadMonth(url, month, days, idBase, staffIds, attachLock) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const part = `trail_points_${month.replace('-', '_')}`;
  const load = `${part}_load`;
  const [from, to] = [`${month}-01`, `${nextMonth(month)}-01`];
  // A day's points from 07:00, each staff member's every `step` seconds: the most a day gives one fits in 16 hours.
  const perStaffDay = Math.ceil(Math.max(...days.map((d) => d.count)) / (BATCH * staffIds.length)) * BATCH;
  const step = Math.max(1, Math.floor((16 * 3600) / perStaffDay));
  try {
    await client.query('begin');
    await client.query("set local datestyle = 'ISO, YMD'");
    await client.query(`drop table if exists ${load}`);
    await client.query(`create table ${load} (like trail_points including defaults)`);
    // The k-th point of a day: staff member `who` (its batch's), its `n`-th point of the day.
    await client.query(
      `insert into ${load} (id, staff_id, date, time, lng, lat, accuracy)
       select $1::bigint + d.first + k, s.ids[1 + who], d.day,
              (d.day::date + interval '7 hours' + n * $3 * interval '1 second')::text,
              120.0 + (who % 50) * 0.01 + n * 0.00002, 30.0 + (who / 50) * 0.01 + n * 0.00001, 5 + k % 20
       from (select $4::int[] as ids) s,
            unnest($5::text[], $6::bigint[], $7::bigint[]) as d(day, first, count),
            lateral generate_series(0::bigint, d.count - 1) k,
            lateral (select (k / $8) % $2 as who, (k / ($8 * $2)) * $8 + k % $8 as n) p`,
      [idBase, staffIds.length, step, staffIds, days.map((d) => d.day), days.map((d) => d.first), days.map((d) => d.count), BATCH],
    );
    const { rows } = await client.query('select to_regclass($1) as old', [part]);
    if (rows[0].old) await client.query(`insert into ${load} select * from ${part}`);
    await client.query(`alter table ${load} add constraint ${load}_pkey primary key (id, date)`);
    await client.query(`create index ${load}_staff_id_date_time_idx on ${load} (staff_id, date, time)`);
    await client.query(`create unique index ${load}_account_id_device_id_seq_date_idx on ${load} (account_id, device_id, seq, date)`);
    await client.query(`alter table ${load} add constraint ${load}_month check (date >= '${from}' and date < '${to}')`);
    await client.query('commit');
    await attachLock(async () => {
      await client.query('begin');
      if (rows[0].old) await client.query(`alter table trail_points detach partition ${part}; drop table ${part}`);
      await client.query(`alter table ${load} rename to ${part}`);
      for (const [from_, name] of [['pkey', 'pkey'], ['staff_id_date_time_idx', 'staff_id_date_time_idx'], ['account_id_device_id_seq_date_idx', 'account_id_device_id_seq_date_idx']]) {
        await client.query(`alter index ${load}_${from_} rename to ${part}_${name}`);
      }
      await client.query(`alter table trail_points attach partition ${part} for values from ('${from}') to ('${to}')`);
      await client.query(`alter table ${part} drop constraint ${load}_month`);
      await client.query('commit');
    });
    // The visibility map and frozen rows now, not on the first reads; the planner's statistics.
    await client.query(`vacuum (freeze, analyze) ${part}`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Every month loaded by `loaders` connections at once; answers the seconds each step took. */
async function loadPoints(url, { points, months, loaders }, log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const staffIds = (await client.query('select id from staff where status = 1 order by id')).rows.map((r) => r.id);
    const idBase = Number((await client.query('select coalesce(max(id), 0) + 1 as base from trail_points')).rows[0].base);
    const byMonth = [...plan(points, months, new Date()).entries()];
    let chain = Promise.resolve();
    const attachLock = (work) => (chain = chain.then(work, work));
    const queue = [...byMonth];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: loaders }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [month, days] = next;
          const t = performance.now();
          await loadMonth(url, month, days, idBase, staffIds, attachLock);
          log(`loaded ${month}: ${days.reduce((n, d) => n + d.count, 0)} points in ${((performance.now() - t) / 1000).toFixed(1)} s`);
        }
      }),
    );
    await client.query(`select setval('trail_points_id_seq', (select max(id) from trail_points))`);
    await client.query('analyze trail_points');
    return { loadSeconds: (performance.now() - started) / 1000, staff: staffIds.length };
  } finally {
    await client.end();
  }
}

/**
 * The database, loaded now or by an earlier run: answers its URL, what it holds, and stop().
 * `scale`: { points, months, loaders }.
 */
export async function fieldDatabase(scale, { adminPassword, port, log }) {
  const key = cacheKey({ points: scale.points, months: scale.months });
  let cluster = null;
  let url = process.env.BENCH_PG_URL;
  if (!url) {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Other scales or older sources: large, and never used again.
    for (const name of readdirSync(CACHE_DIR)) if (name !== `pg-${key}`) rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
    cluster = await startCluster({ dir: join(CACHE_DIR, `pg-${key}`), port, settings: LOAD_SETTINGS, log });
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    if ((await admin.query("select 1 from pg_database where datname = 'field'")).rowCount === 0) await admin.query('create database field');
    await admin.end();
    url = cluster.url.replace(/\/postgres$/, '/field');
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const comment = (await client.query("select shobj_description(oid, 'pg_database') as meta from pg_database where datname = current_database()")).rows[0].meta;
    const meta = comment ? JSON.parse(comment) : null;
    if (meta?.key === key) {
      log(`reusing the database loaded ${meta.loadedAt} (${url}); BENCH_TRAIL_POINTS or the migrations changing loads again`);
      return { url, meta, cached: true, stop: () => cluster?.stop() };
    }
    const t = performance.now();
    await client.query('drop schema public cascade; create schema public');
    await seedDemo(url, adminPassword);
    const companyId = await benchCompany(client);
    const seedSeconds = (performance.now() - t) / 1000;
    log(`demo data and the company of ${BENCH_STAFF} staff in ${seedSeconds.toFixed(1)} s; loading ${scale.points} points`);
    const { loadSeconds, staff } = await loadPoints(url, scale, log);
    const fresh = { key, companyId, points: scale.points, months: scale.months, staff, seedSeconds, loadSeconds, loadedAt: new Date().toISOString() };
    await client.query(`comment on database ${client.escapeIdentifier(client.database)} is ${client.escapeLiteral(JSON.stringify(fresh))}`);
    return { url, meta: fresh, cached: false, stop: () => cluster?.stop() };
  } catch (error) {
    await cluster?.stop();
    throw error;
  } finally {
    await client.end();
  }
}
