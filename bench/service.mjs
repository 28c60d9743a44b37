// Production-process benchmark (`npm run bench:service`): the compiled server
// (server/dist/main.js) on a private PostgreSQL cluster, driven with bench:server's list
// scenarios by one instance and then by two instances sharing the database, the connections
// spread over both as a load balancer would. On a 2-core machine the point is that two
// instances answer correctly and no slower, not that they are faster. Prints `name: value unit`
// lines; exits 1 when a request fails.
//
//   BENCH_SERVICE_COMPANIES, BENCH_SERVICE_INSPECTIONS   scale (default 10000 / 100000)
//   BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS       as for bench:server (10, 3, 4)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildServer } from '../scripts/build.mjs';
import { freePort, node, root, startProcess, stop, tsxArgs, waitForHttp } from '../scripts/lib.mjs';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { call, cpuSeconds, drive, listScenarios, percentile, positive } from './load.mjs';

const COMPANIES = positive('BENCH_SERVICE_COMPANIES', 10_000);
const INSPECTIONS = positive('BENCH_SERVICE_INSPECTIONS', 100_000);
const DURATION = positive('BENCH_DURATION', 10);
const WARMUP_SECONDS = positive('BENCH_WARMUP', 3);
const ADMIN_PASSWORD = 'bench-service-secret';
const log = (msg) => process.stderr.write(`[bench:service] ${msg}\n`);

function seed(databaseUrl, now) {
  const args = [...tsxArgs, 'server/src/seed/cli.ts', '--reset', '--quiet', '--companies', String(COMPANIES), '--inspections', String(INSPECTIONS), '--now', now];
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD }, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed failed (${code})`))));
  });
}

/** `count` built server processes on the database; answers their base URLs and processes. */
async function startInstances(count, databaseUrl) {
  const instances = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = startProcess(`service-${i + 1}`, node, ['server/dist/main.js'], {
      env: { DATABASE_URL: databaseUrl, API_PORT: String(port), ADMIN_PASSWORD, SEED: '0', CONSOLE_DIR: 'off', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    });
    instances.push({ base: `http://127.0.0.1:${port}`, child });
  }
  await Promise.all(instances.map((s) => waitForHttp(`${s.base}/health`, { timeoutMs: 120_000 })));
  return instances;
}

const failures = [];
if (!(await buildServer())) process.exit(1);
const cluster = await startCluster({ port: await freePort(), install: process.getuid?.() === 0 });
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('create database ops_bench_service');
await admin.end();
const databaseUrl = cluster.url.replace(/\/[^/]*$/, '/ops_bench_service');
try {
  const seedNow = new Date(Math.floor(Date.now() / 1000) * 1000);
  const pad = (n) => String(n).padStart(2, '0');
  const nowText = `${seedNow.getFullYear()}-${pad(seedNow.getMonth() + 1)}-${pad(seedNow.getDate())} ${pad(seedNow.getHours())}:${pad(seedNow.getMinutes())}:${pad(seedNow.getSeconds())}`;
  const started = performance.now();
  await seed(databaseUrl, nowText);
  console.log(`service_seed_time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`service_db_companies: ${COMPANIES} rows`);
  console.log(`service_db_inspections: ${INSPECTIONS} rows`);

  for (const count of [1, 2]) {
    const instances = await startInstances(count, databaseUrl);
    try {
      const bases = instances.map((s) => s.base);
      const login = await call(bases[0], 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
      if (login.error !== 2000) throw new Error(`login failed: ${login.error} ${login.message}`);
      const token = login.data.token;
      const scenarios = await listScenarios(bases[0], token, seedNow);
      for (const s of scenarios) await drive(bases, token, s.path, s.bodies, WARMUP_SECONDS);
      for (const s of scenarios) {
        const cpuBefore = instances.map((i) => cpuSeconds(i.child.pid));
        const { result, latencies } = await drive(bases, token, s.path, s.bodies, DURATION);
        const cpu = instances.reduce((sum, i, n) => sum + (cpuSeconds(i.child.pid) ?? 0) - (cpuBefore[n] ?? 0), 0);
        const bad = result.errors + result.timeouts + result.non2xx;
        if (bad > 0) failures.push(`${count} instance(s), ${s.name}: ${bad} failed requests`);
        const name = `service_${count}x_${s.name}`;
        console.log(`${name}_rps: ${(result.requests.total / DURATION).toFixed(1)} req/s`);
        console.log(`${name}_p50: ${percentile(latencies, 50).toFixed(1)} ms`);
        console.log(`${name}_p95: ${percentile(latencies, 95).toFixed(1)} ms`);
        console.log(`${name}_p99: ${percentile(latencies, 99).toFixed(1)} ms`);
        if (result.requests.total > 0) console.log(`${name}_server_cpu: ${((cpu * 1000) / result.requests.total).toFixed(2)} ms/req`);
      }
      console.log(`service_${count}x_machine_load_1m: ${loadavg()[0].toFixed(2)} load`);
      log(`${count} instance(s) done`);
    } finally {
      await Promise.all(instances.map((s) => stop(s.child)));
    }
  }
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
} finally {
  await cluster.stop();
}

if (failures.length) {
  console.error(`Service benchmark failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
