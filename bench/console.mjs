// Console load benchmark: the gzip bytes of JS a browser loads for /login and for an
// authenticated list page, and how long the list takes to show its first row.
// Prints `name: value unit` lines; exits 1 when a budget is exceeded.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchBrowser } from './browser.mjs';
import { freePort, node, run, startProcess, stop, tsxArgs, viteBin, waitForHttp } from '../scripts/lib.mjs';

const BUDGET = { login: 180, list: 300 }; // KiB gzip (issue budgets)
const RUNS = 5;

const dir = mkdtempSync(join(tmpdir(), 'ops-bench-'));
const apiPort = await freePort();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startProcess('api', node, [...tsxArgs, 'server/src/main.ts'], {
  quiet: true,
  env: { API_PORT: String(apiPort), DB_FILE: join(dir, 'ops.sqlite'), CORS_ORIGINS: base, LOG_LEVEL: 'warn' },
});
const outDir = join(dir, 'dist');
await run(node, [viteBin, 'build', '--logLevel', 'error', '--outDir', outDir], { env: { VITE_API_BASE: `http://127.0.0.1:${apiPort}/api/` } });
const preview = startProcess('console', node, [viteBin, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { quiet: true });
await Promise.all([waitForHttp(`http://127.0.0.1:${apiPort}/health`, { timeoutMs: 180_000 }), waitForHttp(base)]);

const browser = await benchBrowser();
const { context, page } = browser;

/** Sums the gzip size of every JS response while `action` runs. */
async function jsBytes(action) {
  const seen = new Map();
  const onResponse = async (response) => {
    const url = response.url();
    if (!url.startsWith(base) || !url.endsWith('.js') || seen.has(url)) return;
    // Sized from the built file, not the response body: a body the browser has already
    // released cannot be read back, and counting it as 0 would flatter the figure.
    seen.set(url, gzipSync(readFileSync(join(outDir, new URL(url).pathname)), { level: 9 }).length);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // BENCH_VERBOSE=1 lists each script, largest first, to see where the bytes go.
  if (process.env.BENCH_VERBOSE) {
    for (const [url, size] of [...seen].sort((a, b) => b[1] - a[1])) process.stderr.write(`  ${(size / 1024).toFixed(1).padStart(6)} KiB  ${new URL(url).pathname}\n`);
  }
  return [...seen.values()].reduce((a, b) => a + b, 0);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const loginBytes = await jsBytes(() => page.goto(`${base}/login`));
await page.locator('input[name="account"]').fill('admin');
await page.locator('input[name="password"]').fill('admin123');
await page.locator('button[type="submit"]').click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));
await page.waitForLoadState('networkidle');

// A cold load of a list page by a logged-in user (cache off, token in the cookie).
const client = await context.newCDPSession(page);
await client.send('Network.setCacheDisabled', { cacheDisabled: true });
const listBytes = await jsBytes(async () => {
  await page.goto(`${base}/company/index`);
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
});

const times = [];
for (let i = 0; i < RUNS; i++) {
  const start = Date.now();
  await page.goto(`${base}/company/index`);
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  times.push(Date.now() - start);
}
times.sort((a, b) => a - b);

console.log(`console_login_js_gzip: ${kib(loginBytes)} KiB`);
console.log(`console_list_js_gzip: ${kib(listBytes)} KiB`);
console.log(`console_list_first_row_median: ${times[Math.floor(times.length / 2)]} ms`);

await browser.close();
await Promise.all([stop(preview), stop(server)]);
rmSync(dir, { recursive: true, force: true });

const over = [];
if (loginBytes / 1024 > BUDGET.login) over.push(`login JS over ${BUDGET.login} KiB`);
if (listBytes / 1024 > BUDGET.list) over.push(`list JS over ${BUDGET.list} KiB`);
if (over.length) {
  console.error(`Budget exceeded: ${over.join('; ')}`);
  process.exit(1);
}
