// What the jurisdiction (security/jurisdiction.ts) adds to a call of an unbound user (budget:
// 1 ms), on the benchmark's database, in-process. Such a call does exactly this more than before
// jurisdictions: it reads `government_id` with its user's row (http/auth.ts loadAuth), finds it
// null (no subtree is read), and each query it scopes passes through `withinJurisdiction`, which
// leaves the query as it was. Timed here, rather than as the difference of two noisy p95s:
//   - the column: the user's row read with and without it in pairs, each pair's order
//     alternating, held by the median of the pairs' differences (load.mjs, medianAdded);
//   - the rest: the resolution and three scoped queries per call (a list scopes two: its count
//     and its page), over a million calls, the median of five rounds.
// Prints `name: value unit`.
//
//   node --import tsx bench/scope-overhead.ts <sqlite file | postgres url> [pairs]
import { openDatabase } from '../server/src/db/index.js';
import { ANONYMOUS, type Auth } from '../server/src/http/auth.js';
import { jurisdictionOf, withinJurisdiction } from '../server/src/security/jurisdiction.js';
import { budget } from './budget.mjs';
import { medianAdded, percentile } from './load.mjs';

const [file, pairsText = '20000'] = process.argv.slice(2);
if (!file) throw new Error('usage: scope-overhead.ts <sqlite file | postgres url> [pairs]');
const pairs = Number(pairsText);
const { db, close } = openDatabase({ databaseUrl: file.startsWith('postgres') ? file : undefined, dbFile: file });
const admin = await db.selectFrom('system_users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();

// The user's row as loadAuth reads it, without and with the column.
const userRow = () => db.selectFrom('system_users').select(['id', 'account', 'name']).where('id', '=', admin.id).where('status', '=', 1);
const boundRow = () => userRow().select('government_id');
async function timed(withColumn: boolean): Promise<number> {
  const started = performance.now();
  await (withColumn ? boundRow() : userRow()).executeTakeFirstOrThrow();
  return performance.now() - started;
}
const plain: number[] = [];
const withColumn: number[] = [];
for (let i = 0; i < pairs; i++) {
  if (i % 2) withColumn.push(await timed(true));
  plain.push(await timed(false));
  if (!(i % 2)) withColumn.push(await timed(true));
}
const columnMs = medianAdded(plain, withColumn);

// The resolution and the filters it does not build, on a real row and real queries.
const row = await boundRow().executeTakeFirstOrThrow();
if (row.government_id !== null) throw new Error('the admin user is bound to a government body');
const query = db.selectFrom('companies as co').selectAll();
const CALLS = 1_000_000;
let kept = 0;
async function round(): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    // As loadAuth resolves it, then as the call's queries apply it.
    const auth: Auth = { ...ANONYMOUS, userId: row.id, jurisdiction: row.government_id === null ? null : await jurisdictionOf(db, row.government_id) };
    for (const column of ['co.government_id', 'co.id', 'co.city_id']) if (query.$call(withinJurisdiction(auth, 'governments', column)) === query) kept++;
  }
  return (performance.now() - started) / CALLS;
}
const rounds: number[] = [];
for (let r = 0; r < 5; r++) rounds.push(await round());
if (kept !== 5 * CALLS * 3) throw new Error('an unbound user\'s query was changed by the scope');
const workMs = percentile(rounds.sort((a, b) => a - b), 50);
await close();

const overhead = Math.max(0, columnMs) + workMs;
console.log(`scope_unscoped_column_added_median: ${(columnMs * 1000).toFixed(2)} us`);
console.log(`scope_unscoped_work_per_call: ${(workMs * 1000).toFixed(3)} us`);
console.log(`scope_unscoped_overhead_ms: ${overhead.toFixed(4)} ms`);
process.exit(budget('scope_unscoped_overhead_ms', overhead, 'ms', 1) ? 0 : 1);
