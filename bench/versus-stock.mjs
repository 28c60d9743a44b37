// The console against stock react-admin, side by side in one run (`npm run bench:stock`): the
// stock app of ../shared/baseline/ (built once by its serve-stock.sh, cached in the temp dir) and
// the console on its production service with the demo data. The timing is the baseline's own
// side-by-side.mjs (cold load to the first list row in a fresh profile; menu click to the first
// row of the other list in a warm tab); this adds the JS each cold list page loads and a repeat
// visit (the list opened again with a warm HTTP cache), the console's click with the tags view off
// (each list mounted afresh instead of shown from its tab; in turns with stock's click), the click
// of both apps after a second's pause (the side-by-side clicks come back to back), and the same
// click measured on a blank page (click-floor.mjs), the floor no app can go under. Prints
// `name: value unit` lines, and exits 1 when a ratio is over its budget (BUDGETS).
//
// The cold load it holds to the budget is its own, frame-accurate one (coldFrame): the time from
// the navigation to the first animation frame in which the page shows a list row, read in the
// page. side-by-side.mjs's cold figure is when Playwright's polling saw that row: it looks 0, 20,
// 70, 170 and 270 ms after the page committed, then every 500 ms, so a load is rounded up to the
// next look and its median moves by up to 500 ms between runs (both are printed).
//
//   BENCH_STOCK_RUNS   cold loads (and half the clicks) of each app (default 7)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, node, root, startProcess, stop, waitForHttp } from '../scripts/lib.mjs';
import { startBuiltService } from '../scripts/service.mjs';
import { benchBrowser } from './browser.mjs';
import { budget } from './budget.mjs';
import { clickFloor, clickMedian, clickMediansInTurns, median, STOCK_ROW } from './click-floor.mjs';
import { positive } from './load.mjs';
import { loadAfterLine, machineLines } from './machine.mjs';

const RUNS = positive('BENCH_STOCK_RUNS', 7);
/** The console against stock in the same run: at most these ratios (issue budgets). */
const BUDGETS = { click: 0.6, cold: 0.8, js: 1.0, unkept: 0.8 };
const BASELINE = join(root, '..', 'shared', 'baseline');
const log = (msg) => process.stderr.write(`[bench:stock] ${msg}\n`);

if (!existsSync(join(BASELINE, 'side-by-side.mjs'))) {
  console.error(`No stock baseline at ${BASELINE}: nothing to compare with.`);
  process.exit(1);
}

/**
 * Waits until `page` has asked for no new file for half a second (10 s at most), after its load
 * event. Not 'networkidle': the console keeps its event stream (/api/events) open.
 */
async function quietAfterLoad(page) {
  await page.waitForLoadState('load');
  let last = Date.now();
  const onRequest = (request) => {
    if (!request.url().includes('/api/events')) last = Date.now();
  };
  page.on('request', onRequest);
  try {
    const until = Date.now() + 10_000;
    while (Date.now() - last < 500 && Date.now() < until) await page.waitForTimeout(100);
  } finally {
    page.off('request', onRequest);
  }
}

/** Gzip (level 9) bytes and count of the JS files a cold load of `url` fetches until `rowSelector` shows. */
async function coldJs(url, rowSelector, cookies = []) {
  const browser = await benchBrowser();
  try {
    await browser.context.addCookies(cookies);
    const scripts = new Set();
    browser.page.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(response.url())) scripts.add(response.url());
    });
    await browser.page.goto(url);
    await browser.page.locator(rowSelector).first().waitFor({ timeout: 60_000 });
    await quietAfterLoad(browser.page);
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer()), { level: 9 }).length;
    return { bytes, files: scripts.size };
  } finally {
    await browser.close();
  }
}

/**
 * A repeat visit: the list opened again in a new tab of a profile that has loaded it before (its
 * HTTP cache warm), goto -> first row; the median of `RUNS`, alternating with nothing else.
 */
async function repeatVisit(url, rowSelector, cookies = []) {
  const browser = await benchBrowser();
  try {
    await browser.context.addCookies(cookies);
    await browser.page.goto(url);
    await browser.page.locator(rowSelector).first().waitFor({ timeout: 60_000 });
    await quietAfterLoad(browser.page);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.context.newPage();
      const started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator(rowSelector).first().waitFor({ state: 'visible', timeout: 60_000 });
      times.push(performance.now() - started);
      await page.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}

/**
 * The console's menu click with the tags view off: no list is kept behind a tab, so each click
 * mounts its list afresh, as the first visit to a list does (side-by-side.mjs measures with the
 * default settings: both lists are open tabs after the first clicks, and a click shows a kept
 * one). Stock's click is measured in the same turns (clickMediansInTurns), so that the ratio
 * compares clicks made on the same machine at the same moment. Both at 1366x768 in zh-CN, as
 * side-by-side.mjs's clicks. Answers both medians.
 */
async function clickWithoutKeptLists(stockUrl, base, cookies) {
  const options = { viewport: { width: 1366, height: 768 }, locale: 'zh-CN' };
  const [stock, app] = await Promise.all([benchBrowser(options), benchBrowser(options)]);
  try {
    await app.context.addCookies(cookies);
    await app.context.addInitScript(() => localStorage.setItem('ops-settings', JSON.stringify({ tagsView: false })));
    await stock.page.goto(`${stockUrl}/#/companies`);
    await stock.page.locator(STOCK_ROW).first().waitFor({ timeout: 60_000 });
    await app.page.goto(`${base}/company/index`);
    await app.page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    const [stockMs, consoleMs] = await clickMediansInTurns(
      [
        { page: stock.page, lists: ['#/companies', '#/governments'], row: STOCK_ROW },
        { page: app.page, lists: ['/company/index', '/gov/index'], row: 'table tbody tr' },
      ],
      RUNS,
    );
    return { stock: stockMs, console: consoleMs };
  } finally {
    await Promise.all([stock.close(), app.close()]);
  }
}

/** How long a person looks at a list before the next click, in the paused-click figure. */
const PAUSE_MS = 1000;

/**
 * The menu click after a pause (PAUSE_MS before each click), in a warm tab: `lists` are the two
 * lists' link targets, the page opened at `url` (the first of them).
 */
async function clickAfterPause(url, lists, row, cookies = []) {
  const browser = await benchBrowser({ viewport: { width: 1366, height: 768 } });
  try {
    await browser.context.addCookies(cookies);
    await browser.page.goto(url);
    await browser.page.locator(row).first().waitFor({ timeout: 60_000 });
    await clickMedian(browser.page, 2, lists, { row }); // both lists opened once
    return await clickMedian(browser.page, RUNS * 2, lists, { pauseMs: PAUSE_MS, row });
  } finally {
    await browser.close();
  }
}

/**
 * In every page: the first animation frame in which an element matching `row` has a box and is
 * not hidden (what Playwright calls visible), as ms since the page's time origin.
 */
function watchFirstRow(row) {
  const look = () => {
    const found = globalThis.document.querySelector(row);
    const box = found?.getBoundingClientRect();
    if (found && box.width > 0 && box.height > 0 && globalThis.getComputedStyle(found).visibility !== 'hidden') {
      globalThis.__firstRowAt = performance.now();
      return;
    }
    globalThis.requestAnimationFrame(look);
  };
  globalThis.requestAnimationFrame(look);
}

/**
 * A cold load as side-by-side.mjs makes it (a fresh profile, 1366x768, zh-CN, goto -> first
 * visible row), timed to the frame that first shows the row: ms from just before the goto.
 */
async function coldFrame(url, row, cookies = []) {
  const browser = await benchBrowser({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  try {
    await browser.context.addCookies(cookies);
    await browser.context.addInitScript(watchFirstRow, row);
    const started = Date.now();
    await browser.page.goto(url, { waitUntil: 'commit' });
    await browser.page.locator(row).first().waitFor({ state: 'visible', timeout: 30_000 });
    await browser.page.waitForFunction(() => globalThis.__firstRowAt !== undefined);
    return (await browser.page.evaluate(() => performance.timeOrigin + globalThis.__firstRowAt)) - started;
  } finally {
    await browser.close();
  }
}

/** Cold loads of both apps in turns (one of each first, unmeasured, for the OS file cache); medians. */
async function coldFrames(stockUrl, consoleUrl, cookies) {
  const stock = [];
  const consoleTimes = [];
  await coldFrame(stockUrl, STOCK_ROW);
  await coldFrame(consoleUrl, 'table tbody tr', cookies);
  for (let i = 0; i < RUNS; i++) {
    stock.push(await coldFrame(stockUrl, STOCK_ROW));
    consoleTimes.push(await coldFrame(consoleUrl, 'table tbody tr', cookies));
  }
  const list = (times) => times.map((t) => Math.round(t)).join(' ');
  log(`cold load to the first frame with a row: stock [${list(stock)}], console [${list(consoleTimes)}]`);
  return { stock: median(stock), console: median(consoleTimes) };
}

/** The stock build serve-stock.sh serves (named after its package-lock), and whether it is built yet. */
function stockBuild() {
  const name = `ra-stock-${createHash('sha1').update(readFileSync(join(BASELINE, 'ra-stock', 'package-lock.json'))).digest('hex').slice(0, 10)}`;
  return { name, built: existsSync(join(process.env.TMPDIR || '/tmp', name, 'dist-lazy', 'index.html')) };
}

/** Runs the baseline's side-by-side script; answers its medians. */
function sideBySide(stockUrl, consoleUrl, apiUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [join(BASELINE, 'side-by-side.mjs'), stockUrl, consoleUrl, apiUrl, String(RUNS)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const cold = /cold goto->first row: stock median (\d+) ms .*project median (\d+) ms/.exec(out);
      const nav = /in-app list->list: stock median (\d+) ms, project median (\d+) ms/.exec(out);
      if (code !== 0 || !cold || !nav) return reject(new Error(`side-by-side.mjs failed (${code}): ${out}`));
      // Each load's time too: Playwright looks for the first row again after 20, 50, 100, 100 ms,
      // then every 500 ms, so a row that shows just after a look is seen up to 500 ms later and
      // the cold figures fall in two groups.
      log(/cold goto->first row:.*/.exec(out)[0]);
      resolve({ coldStock: +cold[1], coldConsole: +cold[2], navStock: +nav[1], navConsole: +nav[2] });
    });
  });
}

for (const line of machineLines()) console.log(line);
const build = stockBuild();
// The stock app as the baseline builds it (APP_VARIANT=lazy, served by vite preview without
// compression); 1: the build a run before made, 0: built by this run.
console.log(`stock_build: ${build.name} build`);
console.log(`stock_build_cached: ${build.built ? 1 : 0} bool`);
const dir = mkdtempSync(join(tmpdir(), 'ops-bench-stock-'));
const stockPort = await freePort();
const stockUrl = `http://127.0.0.1:${stockPort}`;
log('building and serving the stock app (the first time installs and builds it)');
const stock = startProcess('stock', 'bash', [join(BASELINE, 'serve-stock.sh'), String(stockPort)], { quiet: true });
const { base: consoleUrl, child: service } = await startBuiltService({ dir });
let failed = false;
try {
  await waitForHttp(stockUrl, { timeoutMs: 600_000 });
  const times = await sideBySide(stockUrl, consoleUrl, `${consoleUrl}/api`);
  const login = await (await fetch(`${consoleUrl}/api/operate/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":"admin","password":"admin123"}' })).json();
  const stockJs = await coldJs(`${stockUrl}/#/companies`, STOCK_ROW);
  const consoleCookies = [
    { name: 'Admin-Token', value: login.data.token, url: consoleUrl },
    { name: 'language', value: 'zh', url: consoleUrl },
  ];
  const consoleJs = await coldJs(`${consoleUrl}/company/index`, 'table tbody tr', consoleCookies);
  const frames = await coldFrames(`${stockUrl}/#/companies`, `${consoleUrl}/company/index`, consoleCookies);
  const repeatStock = await repeatVisit(`${stockUrl}/#/companies`, STOCK_ROW);
  const repeatConsole = await repeatVisit(`${consoleUrl}/company/index`, 'table tbody tr', consoleCookies);
  const floor = await clickFloor(RUNS * 2);
  const mountClick = await clickWithoutKeptLists(stockUrl, consoleUrl, consoleCookies);
  const pausedStock = await clickAfterPause(`${stockUrl}/#/companies`, ['#/companies', '#/governments'], STOCK_ROW);
  const pausedConsole = await clickAfterPause(`${consoleUrl}/company/index`, ['/company/index', '/gov/index'], 'table tbody tr', consoleCookies);
  console.log(`stock_cold_first_frame_median: ${Math.round(frames.stock)} ms`);
  console.log(`console_cold_first_frame_median: ${Math.round(frames.console)} ms`);
  console.log(`cold_first_frame_ratio: ${(frames.console / frames.stock).toFixed(2)} x`);
  // side-by-side.mjs's cold figures, rounded up to Playwright's next look (see the top).
  console.log(`stock_cold_first_row_median: ${times.coldStock} ms`);
  console.log(`console_cold_first_row_median: ${times.coldConsole} ms`);
  console.log(`cold_first_row_ratio: ${(times.coldConsole / times.coldStock).toFixed(2)} x`);
  console.log(`stock_click_first_row_median: ${times.navStock} ms`);
  console.log(`console_click_first_row_median: ${times.navConsole} ms`);
  console.log(`click_first_row_ratio: ${(times.navConsole / times.navStock).toFixed(2)} x`);
  console.log(`stock_click_unkept_turns_first_row_median: ${Math.round(mountClick.stock)} ms`);
  console.log(`console_click_unkept_first_row_median: ${Math.round(mountClick.console)} ms`);
  console.log(`click_unkept_first_row_ratio: ${(mountClick.console / mountClick.stock).toFixed(2)} x`);
  console.log(`stock_click_after_pause_first_row_median: ${Math.round(pausedStock)} ms`);
  console.log(`console_click_after_pause_first_row_median: ${Math.round(pausedConsole)} ms`);
  console.log(`click_after_pause_first_row_ratio: ${(pausedConsole / pausedStock).toFixed(2)} x`);
  console.log(`blank_page_click_first_row_median: ${Math.round(floor)} ms`);
  console.log(`blank_page_click_first_row_ratio: ${(floor / times.navStock).toFixed(2)} x`);
  console.log(`stock_cold_list_js_gzip: ${(stockJs.bytes / 1024).toFixed(1)} KiB`);
  console.log(`stock_cold_list_js_files: ${stockJs.files} files`);
  console.log(`console_cold_list_js_gzip: ${(consoleJs.bytes / 1024).toFixed(1)} KiB`);
  console.log(`console_cold_list_js_files: ${consoleJs.files} files`);
  console.log(`cold_list_js_ratio: ${(consoleJs.bytes / stockJs.bytes).toFixed(2)} x`);
  console.log(`stock_repeat_visit_first_row_median: ${Math.round(repeatStock)} ms`);
  console.log(`console_repeat_visit_first_row_median: ${Math.round(repeatConsole)} ms`);
  console.log(`repeat_visit_first_row_ratio: ${(repeatConsole / repeatStock).toFixed(2)} x`);
  const ratios = {
    click_first_row_ratio: [times.navConsole / times.navStock, BUDGETS.click],
    cold_first_frame_ratio: [frames.console / frames.stock, BUDGETS.cold],
    cold_list_js_ratio: [consoleJs.bytes / stockJs.bytes, BUDGETS.js],
    click_unkept_first_row_ratio: [mountClick.console / mountClick.stock, BUDGETS.unkept],
  };
  for (const [name, [ratio, limit]] of Object.entries(ratios)) {
    if (!budget(name, ratio, 'x', limit)) {
      console.error(`${name} ${ratio.toFixed(2)} is over its budget of ${limit}`);
      failed = true;
    }
  }
} catch (err) {
  console.error(`Stock comparison failed: ${err instanceof Error ? err.message : err}`);
  failed = true;
} finally {
  await Promise.all([stop(service), stop(stock)]);
  rmSync(dir, { recursive: true, force: true });
}
console.log(loadAfterLine());
process.exit(failed ? 1 : 0);
