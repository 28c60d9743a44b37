// Console load benchmark, on the production service (the compiled server serving the built
// console and the API on one port): the gzip bytes of JS a browser loads for /login and for an
// authenticated list page, the brotli and gzip bytes of JS and CSS the service sends for that
// page, and how long the list takes to show its first row.
// Prints `name: value unit` lines; exits 1 when a budget is exceeded.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchBrowser } from './browser.mjs';
import { budget } from './budget.mjs';
import { stop } from '../scripts/lib.mjs';
import { startBuiltService } from '../scripts/service.mjs';

const BUDGET = { login: 180, list: 300 }; // KiB gzip (issue budgets)
const RUNS = 5;

const dir = mkdtempSync(join(tmpdir(), 'ops-bench-'));
const { base, consoleDir: outDir, child: server } = await startBuiltService({ dir });

const browser = await benchBrowser();
const { context, page } = browser;

/** What the service sends for a built file with `encoding`: its precompressed copy, or the file. */
function sentBytes(file, encoding) {
  const copy = `${file}.${encoding}`;
  return existsSync(copy) ? statSync(copy).size : statSync(file).size;
}

/** The JS and CSS files the page loads while `action` runs, with their sizes. */
async function loadedFiles(action) {
  const seen = new Map();
  const onResponse = (response) => {
    const url = response.url();
    if (!url.startsWith(base) || !/\.(js|css)$/.test(url) || seen.has(url)) return;
    // Sized from the built file, not the response body: a body the browser has already
    // released cannot be read back, and counting it as 0 would flatter the figure.
    const file = join(outDir, new URL(url).pathname);
    seen.set(url, { css: url.endsWith('.css'), gzip9: gzipSync(readFileSync(file), { level: 9 }).length, br: sentBytes(file, 'br'), gz: sentBytes(file, 'gz') });
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // BENCH_VERBOSE=1 lists each file, largest first, to see where the bytes go.
  if (process.env.BENCH_VERBOSE) {
    for (const [url, size] of [...seen].sort((a, b) => b[1].gzip9 - a[1].gzip9)) process.stderr.write(`  ${(size.gzip9 / 1024).toFixed(1).padStart(6)} KiB  ${new URL(url).pathname}\n`);
  }
  return [...seen.values()];
}

const sum = (files, key, css = false) => files.filter((f) => f.css === css).reduce((a, f) => a + f[key], 0);

const kib = (bytes) => (bytes / 1024).toFixed(1);
const loginBytes = sum(await loadedFiles(() => page.goto(`${base}/login`)), 'gzip9');
await page.locator('input[name="account"]').fill('admin');
await page.locator('input[name="password"]').fill('admin123');
await page.locator('button[type="submit"]').click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));
await page.waitForLoadState('networkidle');

// A cold load of a list page by a logged-in user (cache off, token in the cookie).
const client = await context.newCDPSession(page);
await client.send('Network.setCacheDisabled', { cacheDisabled: true });
const listFiles = await loadedFiles(async () => {
  await page.goto(`${base}/company/index`);
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
});
const listBytes = sum(listFiles, 'gzip9');

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
// What the service sends for the cold list page, from the build's precompressed copies.
console.log(`service_list_js_br: ${kib(sum(listFiles, 'br'))} KiB`);
console.log(`service_list_js_gzip: ${kib(sum(listFiles, 'gz'))} KiB`);
console.log(`service_list_css_br: ${kib(sum(listFiles, 'br', true))} KiB`);
console.log(`service_list_css_gzip: ${kib(sum(listFiles, 'gz', true))} KiB`);

await browser.close();
await stop(server);
rmSync(dir, { recursive: true, force: true });

const over = [];
if (!budget('console_login_js_gzip', loginBytes / 1024, 'KiB', BUDGET.login)) over.push(`login JS over ${BUDGET.login} KiB`);
if (!budget('console_list_js_gzip', listBytes / 1024, 'KiB', BUDGET.list)) over.push(`list JS over ${BUDGET.list} KiB`);
if (over.length) {
  console.error(`Budget exceeded: ${over.join('; ')}`);
  process.exit(1);
}
