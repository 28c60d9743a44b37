// `npm run test:steady -- N [files…]`: the console and server tests (SQLite) N times on a busy
// machine — one core kept busy by a process this script starts and always stops — and every test
// that failed at least once, with how often. A test that fails only under load fails here. Files
// (or vitest filters) after N narrow the run, e.g. to check a fix.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { node, root, run } from './lib.mjs';

const rounds = Number(process.argv[2] ?? 3);
const filters = process.argv.slice(3);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: npm run test:steady -- N [files…]   (N rounds, a whole number from 1)');
  process.exit(2);
}
/** The load ends by itself after this long, whatever happens to this script. */
const LOAD_MAX_MS = rounds * 30 * 60_000;

// A busy core in slices: between slices it sees this script gone (the IPC channel closes) and ends.
const BURN = `const end = Date.now() + ${LOAD_MAX_MS};
process.on('disconnect', () => process.exit(0));
const burn = () => { const stop = Date.now() + 100; while (Date.now() < stop); if (Date.now() < end) setImmediate(burn); else process.exit(0); };
burn();`;
const load = spawn(node, ['--eval', BURN], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
const stopLoad = () => load.exitCode === null && load.signalCode === null && load.kill('SIGKILL');
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopLoad();
    process.exit(130);
  });
}

const reportDir = mkdtempSync(join(tmpdir(), 'ops-steady-'));
const failed = new Map(); // test → rounds it failed in
const count = (name) => failed.set(name, (failed.get(name) ?? 0) + 1);

for (let round = 1; round <= rounds; round += 1) {
  console.log(`\n── round ${round} of ${rounds} (one core kept busy)`);
  const outputFile = join(reportDir, `round-${round}.json`);
  const started = Date.now();
  const code = await run(node, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'console', '--project', 'server', '--reporter=dot', '--reporter=json', `--outputFile.json=${outputFile}`, ...filters]);
  if (!existsSync(outputFile)) {
    count(`(round ${round}: vitest exited ${code} with no report)`);
    continue;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) count(`${where} › ${test.fullName}`);
    // A file that failed with no failed test: a hook, an import, a crash.
    if (file.status === 'failed' && tests.length === 0) count(`${where} (the file: ${(file.message ?? '').split('\n')[0]})`);
  }
  console.log(`round ${round}: ${report.numFailedTests} failed of ${report.numTotalTests} in ${Math.round((Date.now() - started) / 1000)} s`);
}

stopLoad();
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n── tests that failed at least once in ${rounds} round${rounds > 1 ? 's' : ''}`);
if (failed.size === 0) console.log('none');
for (const [name, times] of [...failed].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`${String(times).padStart(3)}/${rounds}  ${name}`);
process.exit(failed.size ? 1 : 0);
