// `npm run bench:field`: the field app's calls on PostgreSQL at a province's scale (issue 44).
// - Ingestion: 500 phones (bench/field-phones.mjs) send batches of 20 points at BENCH_FIELD_RATE
//   points a second for BENCH_FIELD_SECONDS to one instance, then to two on the same database;
//   the points accepted a second and the batches' p95. Then each as fast as answered (capacity),
//   and the two instances' capacity over one's.
// - While the phones send, a phone submits an inspection with a failed item now and then, and a
//   console's event stream waits for its warning (with two instances, the stream on the other).
// - Reads at BENCH_TRAIL_POINTS stored points (bench/field-data.mjs loads them once and keeps
//   them): the staff trail of one day, and the live map of the company of 500 staff.
// Budgets (issue 44): >= 5,000 points/s, batch p95 <= 50 ms, two instances >= 1.7x one, trail
// and live map p95 <= 20 ms, warning <= 1 s (the slowest). Prints `name: value unit`; exit 1 over
// a budget. The CPU each process used in each phase says where a figure's floor is.
//
//   BENCH_TRAIL_POINTS (100000000), BENCH_TRAIL_MONTHS (12), BENCH_TRAIL_LOADERS (2)   the load
//   BENCH_PG_URL           a database to fill and reuse instead of the kept private cluster
//   BENCH_PG_PORT          the private cluster's port (default: the first free from 55432)
//   BENCH_FIELD_SECONDS (120), BENCH_FIELD_RATE (5500), BENCH_FIELD_PHONES (500)     ingestion
//   BENCH_FIELD_CAPACITY_SECONDS (30), BENCH_FIELD_READS (200), BENCH_FIELD_WARNING_EVERY_MS (5000)
import pg from 'pg';
import { freePort, node, startProcess, stop, tsxArgs, waitForHttp } from '../scripts/lib.mjs';
import { budget } from './budget.mjs';
import { BENCH_STAFF, fieldDatabase } from './field-data.mjs';
import { drivePhones, signInPhones } from './field-phones.mjs';
import { checkPointToFail, timeLiveMap, timeTrailReads, timeWarnings } from './field-reads.mjs';
import { processCpu, postgresCpu } from './field-cpu.mjs';
import { call, positive } from './load.mjs';
import { loadAfterLine, machineLines } from './machine.mjs';

const SCALE = { points: positive('BENCH_TRAIL_POINTS', 100_000_000), months: positive('BENCH_TRAIL_MONTHS', 12), loaders: positive('BENCH_TRAIL_LOADERS', 2) };
const SECONDS = positive('BENCH_FIELD_SECONDS', 120);
const CAPACITY_SECONDS = positive('BENCH_FIELD_CAPACITY_SECONDS', 30);
const RATE = positive('BENCH_FIELD_RATE', 5500);
const PHONES = positive('BENCH_FIELD_PHONES', BENCH_STAFF);
const READS = positive('BENCH_FIELD_READS', 200);
const WARNING_EVERY_MS = positive('BENCH_FIELD_WARNING_EVERY_MS', 5000);
const ADMIN_PASSWORD = 'Field-bench-secret-1';
const log = (msg) => process.stderr.write(`[bench:field] ${msg}\n`);
const failures = [];
const print = (name, value, unit) => console.log(`${name}: ${typeof value === 'number' ? Number(value.toFixed(2)) : value} ${unit}`);
const check = (name, value, unit, limit, floor = false) => {
  if (!budget(name, value, unit, limit, { floor })) failures.push(`${name}: ${Number(value.toFixed(2))} ${unit} ${floor ? 'under' : 'over'} ${limit}`);
};

async function startInstance(url, index) {
  const port = await freePort();
  const child = startProcess(`api ${index}`, node, [...tsxArgs, 'server/src/main.ts'], {
    // The phones' logins are not what is measured: the lowest password cost outside production.
    env: { NODE_ENV: 'development', DATABASE_URL: url, API_PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD, SEED: '0', CONSOLE_DIR: 'off', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/health/ready`, { timeoutMs: 600_000 });
  return { base, child };
}

/** One ingestion phase with the CPU each process used; prints its lines. */
async function ingest(label, phones, instances, pgClient, options, during) {
  const cpu = [...instances.map((i) => processCpu(i.child.pid)), await postgresCpu(pgClient), processCpu(process.pid)];
  const started = performance.now();
  const [result] = await Promise.all([drivePhones(phones, instances.map((i) => i.base), options), during?.()]);
  const wall = (performance.now() - started) / 1000;
  const used = [...instances.map((i) => processCpu(i.child.pid)), await postgresCpu(pgClient), processCpu(process.pid)].map((c, i) => ((c - cpu[i]) / wall) * 100);
  print(`field_${label}_points_per_s`, result.pointsPerSecond, 'points/s');
  print(`field_${label}_batches`, result.batches, 'batches');
  print(`field_${label}_batch_p50`, result.p50, 'ms');
  print(`field_${label}_batch_p95`, result.p95, 'ms');
  print(`field_${label}_batch_p99`, result.p99, 'ms');
  // Percent of one core over the phase, and milliseconds per batch answered.
  const perBatch = (percent) => (percent * 10 * wall) / Math.max(1, result.batches);
  instances.forEach((_, i) => print(`field_${label}_cpu_instance_${i + 1}`, used[i], '%'));
  print(`field_${label}_cpu_postgres`, used[instances.length], '%');
  print(`field_${label}_cpu_phones`, used[instances.length + 1], '%');
  print(`field_${label}_cpu_per_batch_instances`, perBatch(used.slice(0, instances.length).reduce((a, b) => a + b, 0)), 'ms');
  print(`field_${label}_cpu_per_batch_postgres`, perBatch(used[instances.length]), 'ms');
  if (result.failed) failures.push(`${label}: ${result.failed} batches failed, e.g. ${result.failures.join(' | ')}`);
  return result;
}

function printWarnings(label, w) {
  print(`field_${label}_warning_to_stream_p50`, w.p50, 'ms');
  print(`field_${label}_warning_to_stream_max`, w.max, 'ms');
  print(`field_${label}_warning_answer_to_stream_max`, w.afterAnswerMax, 'ms');
  print(`field_${label}_warnings`, w.count, 'warnings');
  if (w.missed || !w.count) failures.push(`${label}: ${w.missed} of ${w.count + w.missed} warnings did not reach the stream within 5 s`);
  if (w.refused.length) failures.push(`${label}: ${w.refused.length} inspections refused, e.g. ${w.refused[0]}`);
}

for (const line of machineLines()) console.log(line);
const database = await fieldDatabase(SCALE, { adminPassword: ADMIN_PASSWORD, port: process.env.BENCH_PG_PORT ? positive('BENCH_PG_PORT', 55432) : undefined, log });
const { meta } = database;
print('field_db_points', meta.points, 'points');
print('field_db_months', meta.months, 'months');
print('field_db_staff', meta.staff, 'staff');
print('field_db_cached', database.cached ? 1 : 0, 'bool');
print('field_db_seed_time', meta.seedSeconds, 's');
print('field_db_load_time', meta.loadSeconds, 's');
const pgClient = new pg.Client({ connectionString: database.url });
await pgClient.connect();
const instances = [];
try {
  // The phones' points of earlier runs: every run starts from the loaded data.
  const removed = await pgClient.query("delete from trail_points where account_id = (select id from accounts where account = 'benchfield01')");
  if (removed.rowCount) await pgClient.query('vacuum (analyze) trail_points');
  instances.push(await startInstance(database.url, 1));
  const [first] = instances;
  const admin = await call(first.base, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
  if (admin.error !== 2000) throw new Error(`admin login: ${admin.message}`);
  const token = admin.data.token;

  const staffIds = (await pgClient.query('select id from staff where status = 1')).rows.map((r) => r.id);
  // The loaded days: from the first of the first month up to yesterday.
  const days = (await pgClient.query("select to_char(d, 'YYYY-MM-DD') as day from generate_series(date_trunc('month', now()) - make_interval(months => $1 - 1), now() - interval '1 day', interval '1 day') d", [meta.months])).rows.map((r) => r.day);
  const trail = await timeTrailReads(first.base, token, { staffIds, days, count: READS });
  print('field_trail_read_p50', trail.p50, 'ms');
  print('field_trail_read_p95', trail.p95, 'ms');
  print('field_trail_read_points', trail.pointsPerRead, 'points/read');
  const map = await timeLiveMap(first.base, token, { companyId: meta.companyId, count: READS });
  print('field_live_map_p50', map.p50, 'ms');
  print('field_live_map_p95', map.p95, 'ms');
  print('field_live_map_staff_placed', map.staffPlaced, 'staff');

  const { phones } = await signInPhones(first.base, token, meta.companyId, PHONES);
  const checkPoint = await checkPointToFail(first.base, token, phones[0].token, meta.companyId);
  const warningsDuring = (submit, streamOn, seconds) => {
    const end = performance.now() + seconds * 1000 - WARNING_EVERY_MS;
    return () => timeWarnings({ submitBase: submit.base, streamBase: streamOn.base, adminToken: token, phone: phones[0], checkPoint, everyMs: WARNING_EVERY_MS, until: () => performance.now() >= end });
  };
  let warnings = [];
  const one = await ingest('one_instance', phones, [first], pgClient, { seconds: SECONDS, rate: RATE }, async () => (warnings = [await warningsDuring(first, first, SECONDS)()]));
  printWarnings('one_instance', warnings[0]);
  const oneCapacity = await ingest('one_instance_capacity', phones, [first], pgClient, { seconds: CAPACITY_SECONDS });

  instances.push(await startInstance(database.url, 2));
  const [, second] = instances;
  await ingest('two_instances', phones, instances, pgClient, { seconds: SECONDS, rate: RATE }, async () => warnings.push(await warningsDuring(first, second, SECONDS)()));
  printWarnings('two_instances', warnings[1]);
  const twoCapacity = await ingest('two_instances_capacity', phones, instances, pgClient, { seconds: CAPACITY_SECONDS });
  const ratio = twoCapacity.pointsPerSecond / oneCapacity.pointsPerSecond;
  print('field_two_instances_ratio', ratio, 'x');

  check('field_one_instance_points_per_s', one.pointsPerSecond, 'points/s', 5000, true);
  check('field_one_instance_batch_p95', one.p95, 'ms', 50);
  check('field_two_instances_ratio', ratio, 'x', 1.7, true);
  check('field_trail_read_p95', trail.p95, 'ms', 20);
  check('field_live_map_p95', map.p95, 'ms', 20);
  check('field_warning_to_stream_max', Math.max(...warnings.map((w) => w.max)), 'ms', 1000);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await Promise.all(instances.map((i) => stop(i.child)));
  await pgClient.end();
  await database.stop();
}
console.log(loadAfterLine());
for (const failure of failures) console.error(`bench:field: ${failure}`);
process.exit(failures.length ? 1 : 0);
