// Server benchmark (`npm run bench:server`): a SQLite database at the scale (100,000
// companies, 1,000,000 inspections), the real server process, and autocannon on loopback
// driving the list calls the console leans on. Prints `name: value unit` lines; exits 1 when a
// scenario's p95 latency is over the target. `BENCH_DATABASE=postgres` runs the same on
// PostgreSQL: the same seed in a private cluster kept seeded between runs (bench/seeded-postgres.mjs),
// the same scenarios, names and budgets; `run_database` says which one a run was on.
//
// Seeding takes minutes, so the seeded file (with its audit entries) is kept under the OS temp
// dir and reused while the seed parameters and the seeder's sources (its version) are unchanged;
// migrations added since are applied by the server when it starts on the cached file, as on any
// existing database. The audit entries are a bulk load made before the server starts: the server
// brings the planner's statistics up to date at its start (server/src/db/statistics.ts), as it
// does after a restore. The first lines say what the run is on (bench/machine.mjs) and whether
// the file was seeded now or reused.
//
// Company-list totals are kept by the server until companies change (http/table-cache.ts), so
// the timed requests answer counted-once totals; `<scenario>_first_answer_max` is the slowest first
// answer of a body after the server started (its total counted unless an earlier scenario
// counted the same one).
//
// Jurisdictions (bench/scoped.mjs): the same four lists read by two users bound to a district
// body (a few hundred companies) and a province body (tens of thousands), each with its own
// token, as `scoped_<district|province>_<list>`, held to the same 20 ms. Last, in-process on the
// same file: what an audit entry adds to a write (bench/audit-write.ts) and what the scope adds to
// a call of an unbound user (bench/scope-overhead.ts, `scope_unscoped_overhead_ms`, 1 ms: the
// work itself, timed over many calls, not a difference of two p95s); each runs unless
// BENCH_SCENARIOS leaves its figure out.
//
//   BENCH_DATABASE                       sqlite (default) or postgres
//   BENCH_COMPANIES, BENCH_INSPECTIONS   scale (default 100000 / 1000000)
//   BENCH_AUDIT_ENTRIES                  audit log entries added to the cached file (default 1000000)
//   BENCH_ENTITY_RECORDS                 maintenance records (a definition-driven table) added to it (default 1000000)
//   BENCH_DURATION                       seconds per scenario (default 10)
//   BENCH_CONNECTIONS                    concurrent connections (default 4)
//   BENCH_WARMUP                         seconds of warm-up per scenario, all before measuring (default 5)
//   BENCH_RESEED=1                       ignore the cached database (file or cluster)
//   BENCH_SCENARIOS                      only the scenarios whose name matches this regular expression
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { freePort, node, root, startProcess, stop, tsxArgs, waitForHttp } from '../scripts/lib.mjs';
import { auditScenarios, fillAuditLog } from './audit.mjs';
import { budget } from './budget.mjs';
import { entityScenarios, fillMaintenanceRecords } from './entities.mjs';
import { call, cpuSeconds, drive, formatDate, listScenarios, percentile, positive } from './load.mjs';
import { commitName, loadAfterLine, machineLines } from './machine.mjs';
import { scopedBodies, scopedBodiesPostgres, scopedScenarios } from './scoped.mjs';
import { clusterCpuSeconds, databaseBytes, fillAuditLogPostgres, fillMaintenanceRecordsPostgres, seededPostgres } from './seeded-postgres.mjs';

const TARGET_P95_MS = 20;
const DATABASE = process.env.BENCH_DATABASE || 'sqlite';
if (DATABASE !== 'sqlite' && DATABASE !== 'postgres') {
  console.error(`BENCH_DATABASE must be sqlite or postgres, got "${DATABASE}"`);
  process.exit(2);
}
const COMPANIES = positive('BENCH_COMPANIES', 100_000);
const INSPECTIONS = positive('BENCH_INSPECTIONS', 1_000_000);
const AUDIT_ENTRIES = positive('BENCH_AUDIT_ENTRIES', 1_000_000);
const ENTITY_RECORDS = positive('BENCH_ENTITY_RECORDS', 1_000_000);
const DURATION = positive('BENCH_DURATION', 10);
// Long enough for the JIT to settle on a busy machine.
const WARMUP_SECONDS = positive('BENCH_WARMUP', 5);
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'admin123';
const ONLY = process.env.BENCH_SCENARIOS ? new RegExp(process.env.BENCH_SCENARIOS) : null;
const CACHE_DIR = join(tmpdir(), 'ops-bench-server');

const pad = (n) => String(n).padStart(2, '0');
const formatDateTime = (d) => `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
const log = (msg) => process.stderr.write(`[bench:server] ${msg}\n`);

/** Every file under `dir` (relative to the repository), sorted. */
function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(relative(root, join(entry.parentPath ?? entry.path, entry.name)));
  }
  return out.sort();
}

/** Names the seeded database: scale plus the seeder's sources and the audit filler's (its version). */
function cacheKey() {
  const scale = { companies: COMPANIES, inspections: INSPECTIONS };
  const hash = createHash('sha256').update(JSON.stringify(DATABASE === 'sqlite' ? scale : { ...scale, database: DATABASE }));
  // The audit entries and maintenance records the bench adds are part of the database.
  const fillers = DATABASE === 'sqlite' ? ['bench/audit.mjs', 'bench/entities.mjs'] : ['bench/seeded-postgres.mjs'];
  for (const file of [...filesUnder('server/src/seed'), ...filesUnder('entities'), ...fillers]) {
    hash.update(file).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Seeds the SQLite file `dbFile`, or the PostgreSQL database at `databaseUrl`. */
function runSeed({ dbFile, databaseUrl }, now) {
  const args = [...tsxArgs, 'server/src/seed/cli.ts', ...(dbFile ? ['--db-file', dbFile] : []), '--reset', '--quiet'];
  args.push('--companies', String(COMPANIES), '--inspections', String(INSPECTIONS), '--now', formatDateTime(now));
  const env = { ...process.env, ADMIN_PASSWORD, DATABASE_URL: databaseUrl ?? '' };
  return new Promise((resolve, reject) => {
    // The seeder's summary goes to stderr: stdout carries only the figures.
    const child = spawn(node, args, { cwd: root, env, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`seed failed (${signal ?? code})`))));
  });
}

/** The seeded database for this scale: from the cache, or seeded now. */
async function seededDatabase() {
  mkdirSync(CACHE_DIR, { recursive: true });
  const key = cacheKey();
  const dbFile = join(CACHE_DIR, `ops-${key}.sqlite`);
  const metaFile = join(CACHE_DIR, `ops-${key}.json`);
  if (process.env.BENCH_RESEED !== '1' && existsSync(dbFile) && existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    if (meta.companies === COMPANIES && meta.inspections === INSPECTIONS) {
      log(`reusing ${dbFile} (seeded ${meta.seededAt}; BENCH_RESEED=1 seeds again)`);
      return { dbFile, meta, key, cached: true };
    }
  }
  // Other scales or older sources: their files are large and never used again.
  for (const name of readdirSync(CACHE_DIR)) {
    if (/^ops-[0-9a-f]+\.(sqlite(-wal|-shm)?|json|seeding)$/.test(name)) rmSync(join(CACHE_DIR, name), { force: true });
  }
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const seeding = join(CACHE_DIR, `ops-${key}.seeding`);
  log(`seeding ${COMPANIES} companies and ${INSPECTIONS} inspections into ${dbFile} (takes minutes; cached afterwards)`);
  const started = performance.now();
  await runSeed({ dbFile: seeding }, now);
  const seedSeconds = (performance.now() - started) / 1000;
  for (const suffix of ['-wal', '-shm']) rmSync(seeding + suffix, { force: true });
  renameSync(seeding, dbFile);
  const meta = { companies: COMPANIES, inspections: INSPECTIONS, now: formatDateTime(now), seededAt: new Date().toISOString(), seedSeconds, commit: commitName() };
  writeFileSync(metaFile, JSON.stringify(meta, null, 2));
  return { dbFile, meta, key, cached: false };
}

/**
 * The database the run is on, seeded: `target` (the SQLite file or the PostgreSQL URL, as the
 * in-process figures take it), the server's settings for it, and its fillers, each the
 * database's own, with the same rows.
 */
async function benchDatabase() {
  if (DATABASE === 'sqlite') {
    const { dbFile, meta, key, cached } = await seededDatabase();
    return {
      meta, key, cached, target: dbFile, env: { DB_FILE: dbFile, DATABASE_URL: '' },
      fillAudit: async (now) => fillAuditLog(dbFile, AUDIT_ENTRIES, now),
      fillEntities: async (now) => fillMaintenanceRecords(dbFile, ENTITY_RECORDS, COMPANIES, now),
      bodies: async () => scopedBodies(dbFile),
      bytes: async () => statSync(dbFile).size,
      // In the server's process: its CPU is the database's too.
      cpuSeconds: () => null,
      close: async () => {},
    };
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const key = cacheKey();
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  let seedSeconds = 0;
  const seed = async (databaseUrl) => {
    const started = performance.now();
    await runSeed({ databaseUrl }, now);
    seedSeconds = (performance.now() - started) / 1000;
  };
  const meta = () => ({ companies: COMPANIES, inspections: INSPECTIONS, now: formatDateTime(now), seededAt: new Date().toISOString(), seedSeconds, commit: commitName() });
  const db = await seededPostgres({ cacheDir: CACHE_DIR, key, reseed: process.env.BENCH_RESEED === '1', seed, meta, log });
  return {
    meta: db.meta, key, cached: db.cached, target: db.url, env: { DATABASE_URL: db.url },
    fillAudit: (at) => fillAuditLogPostgres(db.url, AUDIT_ENTRIES, at),
    fillEntities: (at) => fillMaintenanceRecordsPostgres(db.url, ENTITY_RECORDS, COMPANIES, at),
    bodies: () => scopedBodiesPostgres(db.url),
    bytes: () => databaseBytes(db.url),
    cpuSeconds: () => clusterCpuSeconds(db.cluster),
    close: () => db.cluster.stop(),
  };
}

// ---------------------------------------------------------------------------------------

for (const line of machineLines()) console.log(line);
console.log(`run_database: ${DATABASE} name`);
const database = await benchDatabase();
const { meta, key, cached } = database;
const seedNow = new Date(meta.now.replace(' ', 'T'));
const selects = (name) => !ONLY || ONLY.test(name);
let added, bodies;
try {
  // Filled once per cached database (the seeder's migrations created the table), before the server starts.
  const auditStarted = performance.now();
  added = await database.fillAudit(seedNow);
  if (added > 0) log(`added ${added} audit entries in ${((performance.now() - auditStarted) / 1000).toFixed(1)} s`);
  const entityStarted = performance.now();
  const entityAdded = await database.fillEntities(seedNow);
  if (entityAdded > 0) log(`added ${entityAdded} maintenance records in ${((performance.now() - entityStarted) / 1000).toFixed(1)} s`);
  // The bodies the scoped scenarios bind their users to, counted in the database (bench/scoped.mjs).
  bodies = selects('scoped_district_') || selects('scoped_province_') ? await database.bodies() : [];
} catch (err) {
  await database.close();
  throw err;
}
const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}`;
const serverStarted = performance.now();
const server = startProcess('api', node, [...tsxArgs, 'server/src/main.ts'], {
  env: { API_PORT: String(apiPort), HOST: '127.0.0.1', ...database.env, SEED: '0', LOG_LEVEL: 'warn', ADMIN_PASSWORD, NODE_ENV: 'development' },
});
const failures = [];
try {
  // The first start on a fresh file may apply migrations over millions of rows, and analyses it.
  await waitForHttp(`${base}/health`, { timeoutMs: 600_000 });
  const startSeconds = (performance.now() - serverStarted) / 1000;
  const login = await call(base, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
  if (login.error !== 2000) throw new Error(`login failed: ${login.error} ${login.message}`);
  const token = login.data.token;

  const unscoped = [...(await listScenarios(base, token, seedNow)), ...(await auditScenarios(base, token, seedNow)), ...(await entityScenarios(base, token))];
  const scoped = bodies.length ? await scopedScenarios(base, token, bodies, seedNow) : [];
  const scenarios = [...unscoped, ...scoped].filter((s) => selects(s.name));

  const lines = [];
  lines.push(`seed_time: ${meta.seedSeconds.toFixed(1)} s`);
  // 0: seeded by this run; 1: the file a run before seeded (seed_version: the seeder's sources and the scale).
  lines.push(`seed_cached: ${cached ? 1 : 0} bool`);
  lines.push(`seed_version: ${key} hash`);
  lines.push(`seed_commit: ${meta.commit ?? 'unknown'} commit`);
  lines.push(`audit_entries_added: ${added} rows`);
  lines.push(`server_start_time: ${startSeconds.toFixed(1)} s`);
  lines.push(`db_size: ${((await database.bytes()) / 1024 / 1024).toFixed(1)} MiB`);
  lines.push(`db_companies: ${COMPANIES} rows`);
  lines.push(`db_inspections: ${INSPECTIONS} rows`);
  lines.push(`db_audit_entries: ${AUDIT_ENTRIES} rows`);
  lines.push(`db_entity_records: ${ENTITY_RECORDS} rows`);
  // Latency on a shared machine depends on what else runs: the 1-minute load average says how busy it was.
  lines.push(`machine_load_1m: ${loadavg()[0].toFixed(2)} load`);
  for (const b of bodies) lines.push(`scoped_${b.kind}_body: ${b.id} id (${b.level} ${b.name}, ${b.companies} companies)`);
  for (const line of lines) console.log(line);

  // Every body answers a real list, with its total; the first answers are the uncached ones.
  const firstAnswer = new Map();
  for (const s of scenarios) {
    for (const body of s.bodies) {
      const started = performance.now();
      const res = await call(base, s.path, body, s.token ?? token);
      const ms = performance.now() - started;
      firstAnswer.set(s.name, Math.max(firstAnswer.get(s.name) ?? 0, ms));
      if (res.error !== 2000 || typeof res.data?.total !== 'number') throw new Error(`${s.name}: ${JSON.stringify(res).slice(0, 200)}`);
      log(`${s.name} ${JSON.stringify(body)}: total ${res.data.total}, ${res.data.list.length} rows, first answer ${ms.toFixed(1)} ms`);
    }
  }
  // Warm every path before measuring any: the JIT compiles on the server's other threads, and
  // its CPU would otherwise land on the first scenario.
  for (const s of scenarios) await drive([base], s.token ?? token, s.path, s.bodies, WARMUP_SECONDS);

  for (const s of scenarios) {
    const cpuBefore = cpuSeconds(server.pid);
    const databaseBefore = database.cpuSeconds();
    const { result, latencies } = await drive([base], s.token ?? token, s.path, s.bodies, DURATION);
    const cpuAfter = cpuSeconds(server.pid);
    const databaseAfter = database.cpuSeconds();
    const bad = result.errors + result.timeouts + result.non2xx;
    if (bad > 0) failures.push(`${s.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
    const p95 = percentile(latencies, 95);
    console.log(`${s.name}_rps: ${(result.requests.total / DURATION).toFixed(1)} req/s`);
    console.log(`${s.name}_p50: ${percentile(latencies, 50).toFixed(1)} ms`);
    console.log(`${s.name}_p95: ${p95.toFixed(1)} ms`);
    console.log(`${s.name}_p99: ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(`${s.name}_first_answer_max: ${firstAnswer.get(s.name).toFixed(1)} ms`);
    // The server's own cost per request, whatever else the machine is doing.
    if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0) {
      console.log(`${s.name}_server_cpu: ${(((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(2)} ms/req`);
    }
    // PostgreSQL's processes, where most of a list's work is done (a backend ended meanwhile is not counted).
    if (databaseBefore !== null && databaseAfter !== null && result.requests.total > 0) {
      console.log(`${s.name}_database_cpu: ${(((databaseAfter - databaseBefore) * 1000) / result.requests.total).toFixed(2)} ms/req`);
    }
    log(`machine load ${loadavg()[0].toFixed(2)} after ${s.name}`);
    // A scenario may name its own target (ms), or none (false).
    const target = s.budget ?? TARGET_P95_MS;
    if (target !== false && !budget(`${s.name}_p95`, p95, 'ms', target)) failures.push(`${s.name}: p95 ${p95.toFixed(1)} ms over the ${target} ms target`);
  }
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
} finally {
  await stop(server);
}

// In-process figures on the same database once the server has let go of it, each holding its own
// budget (exit 1 over it): what an audit entry adds to a write (after a clean run only, as
// before), and what the scope adds to a call of an unbound user (bench/scope-overhead.ts), which
// no list's latency bears on.
for (const [script, figure, afterFailure] of [['bench/audit-write.ts', 'audit_write_added_median', false], ['bench/scope-overhead.ts', 'scope_unscoped_overhead_ms', true]]) {
  if ((failures.length > 0 && !afterFailure) || !selects(figure)) continue;
  const code = await new Promise((resolve) => spawn(node, [...tsxArgs, script, database.target], { cwd: root, stdio: 'inherit' }).on('exit', resolve));
  if (code !== 0) failures.push(`${script} exited ${code}: over its budget, or it did not run`);
}
await database.close();

console.log(loadAfterLine());
if (failures.length) {
  console.error(`Server benchmark failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
