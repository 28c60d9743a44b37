// The floor under the click figure: the baseline's own measuring loop (click a link, wait for
// the URL, wait for the first row; side-by-side.mjs) run against a blank page whose click draws
// its one-row table synchronously, with no framework and no data call. Whatever an app does, its
// click figure cannot go below this in the same run.
import { createServer } from 'node:http';
import { benchBrowser } from './browser.mjs';

const PAGE = `<!doctype html><meta charset="utf-8"><title>floor</title>
<nav><a href="/a">a</a> <a href="/b">b</a></nav><main></main>
<script>
  const draw = () => (document.querySelector('main').innerHTML = '<table><tbody><tr><td>' + location.pathname + '</td></tr></tbody></table>');
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a');
    if (!link) return;
    event.preventDefault();
    history.pushState(null, '', link.getAttribute('href'));
    draw();
  });
  draw();
</script>`;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The stock app's list rows, as side-by-side.mjs looks for them. */
export const STOCK_ROW = '.RaDataTable-tbody tr.RaDataTable-row, .RaDatagrid-tbody tr.RaDatagrid-row';

/** Rows on the page before a click carry this attribute (timedClick's `fresh`). */
const SEEN = 'data-bench-seen';

/**
 * One click of the baseline's loop: the link to `target` (a path, or a hash route starting with
 * `#`), then the URL, then the first visible `row`. Answers the ms from the click. With `fresh`,
 * only a row that was not on the page before the click counts: the other list's, not a row of
 * the list still shown while the next one renders (stock react-admin keeps its old list on the
 * page after the hash has changed, and the baseline's loop then times that old row).
 */
export async function timedClick(page, target, row = 'table tbody tr', { fresh = false } = {}) {
  if (fresh) await page.evaluate(([rows, seen]) => globalThis.document.querySelectorAll(rows).forEach((r) => r.setAttribute(seen, '')), [row, SEEN]);
  const wanted = fresh ? row.split(',').map((one) => `${one.trim()}:not([${SEEN}])`).join(', ') : row;
  const started = performance.now();
  await page.locator(`a[href="${target}"]`).first().click();
  await page.waitForFunction((path) => (path.startsWith('#') ? globalThis.location.hash.startsWith(path) : globalThis.location.pathname === path), target);
  await page.locator(wanted).first().waitFor({ timeout: 30_000 });
  return performance.now() - started;
}

/**
 * The baseline's loop on an open page: `clicks` clicks alternating between the links to `paths`
 * (the second first), each timed by timedClick. With `pauseMs`, the page is left alone that long before each
 * click, as a person reading the list would. Median ms.
 */
export async function clickMedian(page, clicks, [first, second], { pauseMs = 0, row = 'table tbody tr' } = {}) {
  const times = [];
  for (let i = 0; i < clicks; i++) {
    const target = i % 2 ? first : second;
    if (pauseMs) await page.waitForTimeout(pauseMs);
    times.push(await timedClick(page, target, row));
  }
  return median(times);
}

/**
 * Open pages clicked in turns, two clicks each per round (after two unmeasured), so that every
 * page sees the same machine: one page's clicks come between the others', not minutes later.
 * Each click waits for a row of the other list (timedClick's `fresh`).
 * Each of `pages` is { page, lists, row } as clickMedian takes them. Answers each page's median ms.
 */
export async function clickMediansInTurns(pages, rounds) {
  const times = pages.map(() => []);
  for (const { page, lists, row } of pages) await clickMedian(page, 2, lists, { row });
  for (let round = 0; round < rounds; round++) {
    for (const [i, { page, lists, row }] of pages.entries()) {
      for (const target of [lists[1], lists[0]]) times[i].push(await timedClick(page, target, row, { fresh: true }));
    }
  }
  return times.map(median);
}

/** Median ms of `clicks` clicks between two links of the blank page, measured as side-by-side.mjs does. */
export async function clickFloor(clicks) {
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await benchBrowser();
  try {
    const { page } = browser;
    await page.goto(`${base}/a`);
    return await clickMedian(page, clicks, ['/a', '/b']);
  } finally {
    await browser.close();
    server.close();
  }
}
