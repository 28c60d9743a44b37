// `npm test`: every check and test the project has, in one command, on a fresh clone.
// Typecheck, lint, console unit/component tests, server contract tests on SQLite and on a
// private PostgreSQL cluster, and end-to-end journeys in headless Chromium against the real server.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { node, root, run } from './lib.mjs';
import { reportCoverage } from './coverage.mjs';

const vitest = `${root}node_modules/vitest/vitest.mjs`;
const tsc = `${root}node_modules/typescript/bin/tsc`;
const eslint = `${root}node_modules/eslint/bin/eslint.js`;
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
// The screenshots (`npm run shots`) run only when asked for: they are for a person to look at.
const want = (step) => (only.length === 0 && step !== 'shots') || only.includes(step);
const reportDir = mkdtempSync(join(tmpdir(), 'ops-test-'));
const runStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Debian's Chromium and a CJK font, installed when missing (as root; CI runs as root). */
async function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(browser) && existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc')) return true;
  if (!isRoot()) {
    console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium fonts-wqy-microhei');
    return false;
  }
  console.log('Installing Chromium and fonts from Debian…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-wqy-microhei'], { env })) === 0;
}

async function vitestRun(name, projects, env = {}, extra = []) {
  const outputFile = join(reportDir, `${name}.json`);
  const args = [vitest, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...extra];
  const code = await run(node, args, { env });
  let counted = false;
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    counted = report.numTotalTests > 0;
  }
  if (code !== 0 || !counted) {
    failures.push(name);
    if (!counted) totals.failed += 1;
  }
}

/** Each step's name and seconds, printed at the end: what a run's time went to. */
const times = [];

async function section(name, work) {
  console.log(`\n── ${name}`);
  const started = Date.now();
  await work();
  times.push([name, Math.round((Date.now() - started) / 1000)]);
}

async function step(name, command, args) {
  await section(name, async () => {
    const code = await run(command, args);
    if (code !== 0) failures.push(name);
  });
}

if (want('static')) {
  await step('typecheck', node, [tsc, '-p', 'tsconfig.json', '--noEmit']);
  await step('typecheck server', node, [tsc, '-p', 'server/tsconfig.json', '--noEmit']);
  await step('lint', node, [eslint, '.', '--max-warnings=0']);
}
if (want('unit')) {
  await section('console and server tests (SQLite), with coverage', () => vitestRun('unit', ['console', 'server'], {}, ['--coverage.enabled']));
}
if (want('pg')) {
  await section('server tests (PostgreSQL)', async () => {
    const { startCluster } = await import('./pg-cluster.mjs');
    let cluster;
    try {
      cluster = await startCluster({ install: isRoot() });
      await vitestRun('postgres', ['server'], { TEST_PG_URL: cluster.url });
    } catch (error) {
      console.error(`PostgreSQL tests could not run: ${error.message}`);
      failures.push('postgres');
      totals.failed += 1;
    } finally {
      await cluster?.stop();
    }
  });
}
if (want('e2e')) {
  await section('end-to-end journeys (Chromium)', async () => {
    if (await ensureChromium()) await vitestRun('e2e', ['e2e']);
    else {
      failures.push('e2e (no Chromium)');
      totals.failed += 1;
    }
  });
}

if (want('shots')) {
  await section('screenshots (Chromium; /tmp/shots)', async () => {
    if (await ensureChromium()) await vitestRun('shots', ['shots']);
    else {
      failures.push('shots (no Chromium)');
      totals.failed += 1;
    }
  });
}

rmSync(reportDir, { recursive: true, force: true });
if (want('unit')) failures.push(...reportCoverage());
console.log(`\n── time per step\n${times.map(([name, seconds]) => `${String(seconds).padStart(6)} s  ${name}`).join('\n')}\n${String(Math.round((Date.now() - runStarted) / 1000)).padStart(6)} s  in all`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
