// `npm run bench`: every benchmark, one `name: value unit` line per figure, and at the end one
// table of every budgeted figure (the `budget:` lines, bench/budget.mjs): its value, its budget,
// held or not, and each benchmark that failed otherwise (an error, a failed call).
import { spawn } from 'node:child_process';
import { node, root, tsxArgs } from '../scripts/lib.mjs';
import { budgetLines } from './budget.mjs';

const benches = [
  ['console', ['bench/console.mjs']],
  ['stock', ['bench/versus-stock.mjs']],
  ['server', ['bench/server.mjs']],
  ['entities', [...tsxArgs, 'bench/entity-migration.ts']],
  ['service', ['bench/service.mjs']],
  ['live', ['bench/live.mjs']],
  ['uploads', ['bench/uploads.mjs']],
  ['faults', ['bench/faults.mjs']],
  ['trail', ['bench/trail.mjs']],
  ['field', ['bench/field.mjs']],
];

/** Runs one, its output shown as it comes; answers its exit code and what it printed. */
function runBench(args) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(node, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const rows = [];
const failed = [];
for (const [name, args] of benches) {
  console.log(`\n── bench:${name}`);
  const { code, output } = await runBench(args);
  const budgets = budgetLines(output);
  rows.push(...budgets.map((b) => ({ bench: name, ...b })));
  // A failure no budget line explains: the benchmark could not measure, or a call failed.
  if (code !== 0 && budgets.every((b) => b.held)) failed.push(`bench:${name} exited ${code}`);
}

console.log('\n── budgets');
const width = Math.max(6, ...rows.map((r) => r.name.length));
console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(12)}  budget`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${`${r.value} ${r.unit}`.padStart(12)}  ${r.sign === '>=' ? '≥' : '≤'} ${r.limit} ${r.unit}  ${r.held ? 'held' : 'OVER'}`);
for (const line of failed) console.log(line);
const over = rows.filter((r) => !r.held).length;
console.log(`${rows.length - over} held, ${over} over${failed.length ? `, ${failed.length} benchmark(s) failed` : ''}`);
process.exit(over || failed.length ? 1 : 0);
