// Builds against builds, click by click: two or more running apps measured in turns (three menu
// clicks each per round) with the baseline's own steps (side-by-side.mjs: click the menu link, wait
// for the URL, wait for the first row). The machine's speed drifts between runs by more than most
// single changes buy; taken in turns, in one run, every app sees the same machine. Prints, for each,
// the mean of the middle half of its clicks, the median, and the main thread's busy time per click.
//
//   node bench/click-pairs.mjs ROUNDS NAME=URL [NAME=URL ...]
//   PAUSE_MS   how long each app is left alone before each of its clicks (default 0: back to back)
//
// A URL is a console's production service (its API at URL/api, with the demo data and admin's
// password), or `stock:URL` for the stock app that ../shared/baseline/serve-stock.sh serves. The
// first app is the one the others are compared with.
import { benchBrowser } from './browser.mjs';
import { median, STOCK_ROW, timedClick } from './click-floor.mjs';

const [roundsArg, ...named] = process.argv.slice(2);
const rounds = Number(roundsArg);
const pauseMs = Number(process.env.PAUSE_MS ?? 0);
if (!(rounds > 0) || named.length < 2 || named.some((n) => !/^[\w-]+=(stock:)?https?:\/\//.test(n))) {
  console.error('usage: node bench/click-pairs.mjs ROUNDS NAME=URL NAME=URL [...]   (URL or stock:URL)');
  process.exit(2);
}

/** Each kind of app: its two lists (the first opened first) and how its rows are found. */
const KINDS = {
  console: { lists: ['/company/index', '/gov/index'], start: '/company/index', row: 'table tbody tr' },
  stock: { lists: ['#/companies', '#/governments'], start: '/#/companies', row: STOCK_ROW },
};

async function open(spec) {
  const [name, address] = [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)];
  const kind = address.startsWith('stock:') ? KINDS.stock : KINDS.console;
  const base = address.replace(/^stock:/, '').replace(/\/$/, '');
  const browser = await benchBrowser({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  if (kind === KINDS.console) {
    const login = await fetch(`${base}/api/operate/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":"admin","password":"admin123"}' });
    const token = (await login.json()).data.token;
    await browser.context.addCookies([{ name: 'Admin-Token', value: token, url: base }, { name: 'language', value: 'zh', url: base }]);
  }
  await browser.page.goto(`${base}${kind.start}`);
  await browser.page.locator(kind.row).first().waitFor({ timeout: 30_000 });
  const cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('Performance.enable');
  return { name, kind, browser, cdp, clicks: 0, times: [], busyMs: 0 };
}

const busy = async (app) => (await app.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;

async function click(app) {
  const to = app.kind.lists[app.clicks++ % 2 ? 0 : 1];
  if (pauseMs) await app.browser.page.waitForTimeout(pauseMs);
  return timedClick(app.browser.page, to, app.kind.row);
}

const apps = [];
for (const spec of named) apps.push(await open(spec));
try {
  for (const app of apps) for (let i = 0; i < 4; i++) await click(app); // both lists open, and kept
  for (let round = 0; round < rounds; round++) {
    for (const app of apps) {
      const before = await busy(app);
      for (let i = 0; i < 3; i++) app.times.push(await click(app));
      app.busyMs += (await busy(app)) - before;
    }
  }
} finally {
  await Promise.all(apps.map((app) => app.browser.close()));
}

const middleMean = (values) => {
  const middle = [...values].sort((a, b) => a - b).slice(Math.floor(values.length / 4), Math.ceil((values.length * 3) / 4));
  return middle.reduce((sum, v) => sum + v, 0) / middle.length;
};
const [first] = apps;
for (const app of apps) {
  console.log(`${app.name}_click_middle_mean: ${middleMean(app.times).toFixed(1)} ms`);
  console.log(`${app.name}_click_median: ${median(app.times).toFixed(0)} ms`);
  console.log(`${app.name}_main_thread_per_click: ${(app.busyMs / app.times.length).toFixed(1)} ms`);
  if (app !== first) console.log(`${app.name}_to_${first.name}_ratio: ${(middleMean(app.times) / middleMean(first.times)).toFixed(3)} x`);
}
