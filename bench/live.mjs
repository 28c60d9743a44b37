// `npm run bench:live`: live changes and record versions, measured.
// - 500 open event streams on one instance: the memory they add to the server process, and how
//   long a write takes to reach all of them (from the write's call to each stream's event), on
//   PostgreSQL (a private cluster; the database notifies the instance) and on SQLite.
// - What the version check and the change notification add to a write (bench/live-write.ts).
// Budgets (issue: several administrators at once): under 50 MB for 500 streams, delivery p95
// under 100 ms, the write's added cost under 1 ms (the median of paired writes' differences).
// Prints `name: value unit`; exits 1 over a budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStream } from '../scripts/event-stream.mjs';
import { freePort, node, root, run, startProcess, stop, tsxArgs, waitForHttp } from '../scripts/lib.mjs';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { budget } from './budget.mjs';
import { call, percentile, positive } from './load.mjs';

const STREAMS = positive('LIVE_STREAMS', 500);
const WRITES = positive('LIVE_WRITES', 20);
const ADMIN_PASSWORD = 'Live-bench-secret-1';
const failures = [];

/** Resident memory of a process in MB (Linux /proc). */
function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line)[0]) / 1024;
}

async function measureStreams(label, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess(`api ${label}`, node, [...tsxArgs, 'server/src/main.ts'], {
    quiet: true,
    // The demo data brings the city tree a government needs.
    env: { NODE_ENV: 'test', API_PORT: String(port), ADMIN_PASSWORD, SEED: 'demo', CONSOLE_DIR: 'off', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '12', ...env },
  });
  const streams = [];
  try {
    await waitForHttp(`${base}/health/ready`, { timeoutMs: 60_000 });
    const { data } = await call(base, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
    const token = data.token;
    const city = await call(base, 'operate/government/get-city-data', {}, token);
    const cityId = city.data[0]?.id;
    const created = await call(base, 'operate/government/government-create', { name: `Live bench ${Date.now()}`, level: 'province', city_id: cityId, contact: 'Bench', phone: '0571-88886666', address: 'Bench Road' }, token);
    if (created.error !== 2000) throw new Error(`government-create: ${created.message}`);
    const id = created.data.id;
    // Warm up: the first stream starts the instance's listener.
    (await openEventStream(base, token)).close();
    await new Promise((r) => setTimeout(r, 500));
    global.gc?.();
    const before = residentMb(child.pid);
    const arrivals = new Map();
    for (let i = 0; i < STREAMS; i++) {
      streams.push(
        await openEventStream(base, token, {
          onEvent: (record) => {
            if (record.data.kind === 'record' && record.data.id === id) arrivals.get(record.data.name)?.push(performance.now());
          },
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    const after = residentMb(child.pid);
    const delays = [];
    for (let w = 0; w < WRITES; w++) {
      const name = `Live bench ${Date.now()} ${w}`;
      const got = [];
      arrivals.set(name, got);
      const started = performance.now();
      const answer = await call(base, 'operate/government/government-update', { id, name }, token);
      if (answer.error !== 2000) throw new Error(`government-update: ${answer.message}`);
      for (const deadline = Date.now() + 5000; got.length < STREAMS && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 5));
      if (got.length < STREAMS) failures.push(`${label}: write ${w} reached ${got.length} of ${STREAMS} streams within 5 s`);
      delays.push(...got.map((t) => t - started));
    }
    delays.sort((a, b) => a - b);
    const added = after - before;
    const p95 = percentile(delays, 95);
    console.log(`live_${label}_streams: ${STREAMS} streams`);
    console.log(`live_${label}_streams_memory_added: ${added.toFixed(1)} MB`);
    console.log(`live_${label}_event_to_all_streams_p50: ${percentile(delays, 50).toFixed(1)} ms`);
    console.log(`live_${label}_event_to_all_streams_p95: ${p95.toFixed(1)} ms`);
    console.log(`live_${label}_event_to_all_streams_max: ${delays.at(-1)?.toFixed(1)} ms`);
    if (!budget(`live_${label}_streams_memory_added`, added, 'MB', 50)) failures.push(`live_${label}_streams_memory_added: ${added.toFixed(1)} MB over 50 MB`);
    if (!budget(`live_${label}_event_to_all_streams_p95`, p95, 'ms', 100)) failures.push(`live_${label}_event_to_all_streams_p95: ${p95.toFixed(1)} ms over 100 ms`);
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    await stop(child);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'ops-bench-live-'));
const cluster = await startCluster({ log: () => undefined });
try {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database live');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/live';
  await measureStreams('postgres', { DATABASE_URL: url.toString() });
  await measureStreams('sqlite', { DB_FILE: join(dir, 'live.sqlite') });
  const code = await run(node, [...tsxArgs, `${root}bench/live-write.ts`, url.toString(), join(dir, 'live.sqlite')]);
  if (code !== 0) failures.push('live-write.ts: the write cost is over budget or did not run');
} finally {
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
for (const failure of failures) console.error(`bench:live: ${failure}`);
process.exit(failures.length ? 1 : 0);
