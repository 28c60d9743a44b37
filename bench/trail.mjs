// Trail player benchmark: the real TrailPlayer (offline canvas renderer) on a 10,000-point
// trail in headless Chromium. Plays the trail five times through its own controls, counting
// requestAnimationFrame callbacks in the page, and reads the JS heap (after a forced GC) after
// the first and the fifth play. Prints `name: value unit` lines; exits 1 when a budget is missed.
//
//   TRAIL_POINTS   points in the trail (default 10000)
//   TRAIL_SPEED    playback speed, one of the player's 1/2/4/8/16 (default 8: 7.5 s a play)
//   TRAIL_CHECKS   check points on the map and in the coverage list (default 200)
//   TRAIL_TILES    0 draws no raster tile layer; otherwise one is configured (VITE_MAP_TILES) and
//                  every tile is answered by the page's network layer with the same 256 px PNG
/* global window, document, requestAnimationFrame -- used inside page.evaluate callbacks, which run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { benchBrowser } from './browser.mjs';
import { budget } from './budget.mjs';
import { build, preview } from 'vite';
import { PNG } from 'pngjs';
import { freePort, root } from '../scripts/lib.mjs';

const BUDGET = { fps: 50, heapGrowth: 0.1 };
const PLAYS = 5;
const POINTS = Number(process.env.TRAIL_POINTS) || 10_000;
const SPEED = Number(process.env.TRAIL_SPEED) || 8;
const WINDOW_MS = 1000;
const CHECKS = Number(process.env.TRAIL_CHECKS ?? 200);
const TILES = process.env.TRAIL_TILES !== '0';
// The build reads VITE_ settings from the environment, as the console's does.
if (TILES) {
  process.env.VITE_MAP_TILES = '/tiles/{z}/{x}/{y}.png';
  process.env.VITE_MAP_TILES_ATTRIBUTION = '© bench tiles';
}

/** A 256 px tile: light ground with a darker block, so that tiles are drawn like real ones. */
function tilePng() {
  const png = new PNG({ width: 256, height: 256 });
  for (let i = 0; i < 256 * 256; i++) {
    const block = (i % 256) < 128 !== Math.floor(i / 256) < 128;
    png.data.set(block ? [226, 232, 222, 255] : [240, 242, 236, 255], i * 4);
  }
  return PNG.sync.write(png);
}

const dir = mkdtempSync(join(tmpdir(), 'ops-bench-trail-'));
const outDir = join(dir, 'dist');
const pageRoot = join(root, 'bench/trail');
await build({
  configFile: false,
  root: pageRoot,
  base: './',
  logLevel: 'error',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5000 },
});
const port = await freePort();
const server = await preview({
  configFile: false,
  root: pageRoot,
  logLevel: 'error',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});

const browser = await benchBrowser({ locale: 'zh-CN' });
const { context, page } = browser;
const errors = [];
page.on('pageerror', (error) => errors.push(error.message));
const cdp = await context.newCDPSession(page);
let tileRequests = 0;
if (TILES) {
  const tile = tilePng();
  await page.route('**/tiles/**', (route) => {
    tileRequests++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
}

/** Used JS heap after a full collection, in bytes. */
async function heapAfterGc() {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Frames per second of every whole WINDOW_MS window between the first and the last frame. */
function windowRates(stamps) {
  const rates = [];
  for (let start = stamps[0], i = 0; start + WINDOW_MS <= stamps[stamps.length - 1]; start += WINDOW_MS) {
    let frames = 0;
    while (i < stamps.length && stamps[i] < start + WINDOW_MS) {
      if (stamps[i] >= start) frames++;
      i++;
    }
    rates.push((frames * 1000) / WINDOW_MS);
  }
  return rates;
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const player = page.getByTestId('trail-player');
let failed = null;
const rates = [];
const idleRates = [];
const heaps = [];
let longFrames = 0;
try {
  await page.goto(`http://127.0.0.1:${port}/?points=${POINTS}&checks=${CHECKS}`);
  await player.waitFor({ timeout: 60_000 });
  const count = Number(await player.getAttribute('data-count'));
  if (count !== POINTS) throw new Error(`the player shows ${count} points, expected ${POINTS}`);
  const listed = await page.getByTestId('trail-coverage').getByRole('button').count();
  if (listed !== CHECKS) throw new Error(`the coverage list shows ${listed} check points, expected ${CHECKS}`);
  if (TILES) {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="map-tiles"] img')].some((img) => img.complete && img.naturalWidth === 256), null, { timeout: 20_000 });
    if (tileRequests === 0) throw new Error('no tile was asked for');
  }
  await page.getByRole('button', { name: `${SPEED}x`, exact: true }).click();
  // The same count on the idle page: what the machine itself allows (other load shows here).
  const idle = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const stamps = [];
        const tick = (now) => {
          stamps.push(now);
          if (now - stamps[0] < ms) requestAnimationFrame(tick);
          else resolve(stamps);
        };
        requestAnimationFrame(tick);
      }),
    3000,
  );
  idleRates.push(...windowRates(idle));

  for (let play = 1; play <= PLAYS; play++) {
    // The counter is the page's own requestAnimationFrame loop, beside the player's.
    await page.evaluate(() => {
      const stamps = [];
      const bench = { stamps, running: true };
      const tick = (now) => {
        if (!bench.running) return;
        stamps.push(now);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      window.__trailBench = bench;
    });
    await page.getByRole('button', { name: '播放', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="trail-player"]')?.getAttribute('data-state') === 'playing', null, { timeout: 10_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="trail-player"]')?.getAttribute('data-state') === 'ended', null, {
      timeout: 120_000 / SPEED + 30_000,
      polling: 250,
    });
    const stamps = await page.evaluate(() => {
      const bench = window.__trailBench;
      bench.running = false;
      window.__trailBench = undefined;
      return bench.stamps;
    });
    const index = Number(await player.getAttribute('data-index'));
    if (index !== POINTS - 1) throw new Error(`play ${play} ended at point ${index}, not at the last point`);
    rates.push(...windowRates(stamps));
    for (let i = 1; i < stamps.length; i++) if (stamps[i] - stamps[i - 1] > 50) longFrames++;
    if (play === 1 || play === PLAYS) heaps.push(await heapAfterGc());
  }
  if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
} catch (error) {
  failed = error;
}

await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
rmSync(dir, { recursive: true, force: true });

if (failed) {
  console.error(`trail benchmark failed: ${failed.message}`);
  process.exit(1);
}

const median = medianOf(rates);
const [first, fifth] = heaps;
const growth = fifth / first - 1;
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(2);
console.log(`trail_setup: ${POINTS} points, ${CHECKS} check points, ${TILES ? `${tileRequests} tiles` : 'no tiles'}`);
console.log(`trail_fps_median: ${median.toFixed(1)} fps`);
console.log(`trail_fps_worst_second: ${Math.min(...rates).toFixed(1)} fps`);
console.log(`trail_fps_idle_page: ${medianOf(idleRates).toFixed(1)} fps`);
console.log(`trail_frames_over_50ms: ${longFrames} frames`);
console.log(`trail_heap_after_play_1: ${mib(first)} MiB`);
console.log(`trail_heap_after_play_${PLAYS}: ${mib(fifth)} MiB`);
console.log(`trail_heap_growth: ${(growth * 100).toFixed(1)} %`);

const over = [];
if (!budget('trail_fps_median', median, 'fps', BUDGET.fps, { floor: true })) over.push(`median ${median.toFixed(1)} fps under ${BUDGET.fps}`);
if (!budget('trail_heap_growth', growth * 100, '%', BUDGET.heapGrowth * 100)) over.push(`heap grew ${(growth * 100).toFixed(1)} % over ${BUDGET.heapGrowth * 100} %`);
if (over.length) {
  console.error(`Budget exceeded: ${over.join('; ')}`);
  process.exit(1);
}
