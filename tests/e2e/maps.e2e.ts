import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { ChildProcess } from 'node:child_process';
import { inject } from 'vitest';
import { stop } from '../../scripts/lib.mjs';
import { startBuiltService } from '../../scripts/service.mjs';
import { openBrowser, type Session } from './browser';
import { SHOTS_DIR } from './shotsKit';
import { eventually, unique } from './companiesKit';
import { apiAt, coverageButtons, createCheckPoint, expectedCoverage, logIn, pixelsOf, seededTrail, trailPath, type Api, type CheckPoint } from './mapsKit';

const STANDIN = fileURLToPath(new URL('./amap-standin.js', import.meta.url));

/** Serious or critical axe findings in the page content. */
async function violations(session: Session): Promise<string[]> {
  const results = await new AxeBuilder({ page: session.page }).include('#main-content').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Clicks a coverage entry and checks that the playback moved to the entry's moment. */
async function seeksTo(session: Session, name: string, index: number) {
  const player = session.page.getByTestId('trail-player');
  await coverageButtons(session.page).filter({ hasText: name }).first().click();
  await eventually(() => player.getAttribute('data-index')).toBe(String(Math.round(index)));
}

/** The form with its map fits the page at 1366 and 360 px; the pictures are for a person to look at: /tmp/shots/maps-amap-form-*.png. */
async function shootForm(session: Session) {
  const { page } = session;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width < 500 ? 760 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS_DIR}/maps-amap-form-zh-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function checkPointNamed(api: Api, name: string): Promise<CheckPoint> {
  const page = await api<{ list: CheckPoint[] }>('operate/company/code-list', { keyword: name });
  expect(page.list).toHaveLength(1);
  return page.list[0]!;
}

describe('the trail on the offline map', () => {
  let session: Session;
  const api = apiAt(inject('consoleUrl'));
  beforeAll(async () => {
    session = await openBrowser();
    await logIn(session);
  });
  afterAll(async () => session?.close());

  it('check points with their reach and coverage beside the map; a click seeks; a point placed on the path is reached', async () => {
    const { page } = session;
    const seeded = await seededTrail(api);
    // A new check point on the walk, typed into the form's inputs (no AMap in this build).
    const on = seeded.points[Math.floor(seeded.points.length / 2)]!;
    const name = unique('路线点');
    await createCheckPoint(session, seeded.company.name, name, async () => {
      expect(await page.getByTestId('place-picker').count()).toBe(0);
      await page.locator('input[name="lng"]').fill(String(on.lng));
      await page.locator('input[name="lat"]').fill(String(on.lat));
      await page.locator('input[name="radius"]').fill('45');
    });
    const saved = await checkPointNamed(api, name);
    expect(saved).toMatchObject({ lng: on.lng, lat: on.lat, radius: 45 });

    await session.page.goto(session.url(trailPath(seeded.staffId, seeded.date)));
    const player = page.getByTestId('trail-player');
    await eventually(() => player.getAttribute('data-renderer')).toBe('offline');
    const expected = expectedCoverage(seeded.points, [...seeded.checkPoints, saved]);
    const reached = expected.filter((e) => e.reached);
    const missed = expected.filter((e) => !e.reached);
    expect(missed.length).toBeGreaterThan(0);
    await eventually(() => page.getByRole('region', { name: `巡检覆盖：${reached.length}/${expected.length} 个检查点` }).count()).toBe(1);
    expect(await coverageButtons(page).count()).toBe(expected.length);
    const mine = expected.find((e) => e.id === saved.id)!;
    expect(mine.reached).toBe(true);
    expect(await coverageButtons(page).filter({ hasText: name }).textContent()).toContain(`${mine.time!.slice(11)} 到达`);
    const far = missed[0]!;
    expect(await coverageButtons(page).filter({ hasText: far.name }).first().textContent()).toContain(`未到达 · 最近 ${Math.round(far.closest!)} 米（范围 ${far.radius} 米）`);

    // Reached and missed points are drawn on the base map in their colours.
    expect(await pixelsOf(player, [46, 125, 50])).toBeGreaterThan(10);
    expect(await pixelsOf(player, [191, 54, 12])).toBeGreaterThan(10);

    await seeksTo(session, far.name, far.index!);
    expect(await player.getAttribute('data-state')).toBe('paused');
    await seeksTo(session, name, mine.index!);
    expect(await page.getByTestId('trail-time').textContent()).toBe(seeded.points[Math.round(mine.index!)]!.time.slice(11));
    // From there it plays on.
    await page.getByRole('button', { name: '16x' }).click();
    await page.getByRole('button', { name: '播放', exact: true }).click();
    await eventually(async () => Number(await player.getAttribute('data-index')) > Math.round(mine.index!) + 2).toBe(true);
    await page.getByRole('button', { name: '暂停' }).click();
    expect(await violations(session)).toEqual([]);
    // Other journeys count company 1's check points.
    await api('operate/company/code-delete-company', { id: saved.id });
  }, 180_000);
});

describe('the trail and the check point form on AMap (the stand-in script)', () => {
  let session: Session;
  let dir: string;
  let child: ChildProcess;
  let api: Api;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-amap-'));
    // The same build as production, with a key and the script URL pointing at the stand-in.
    ({ base, child } = await startBuiltService({
      dir,
      name: 'amap-service',
      buildEnv: { VITE_AMAP_KEY: 'standin-key', VITE_AMAP_SECURITY_CODE: 'standin-code', VITE_AMAP_SCRIPT: '/amap-standin.js' },
      files: { 'amap-standin.js': STANDIN },
    }));
    api = apiAt(base);
    session = await openBrowser({ base });
    await logIn(session);
  }, 300_000);
  afterAll(async () => {
    await session?.close();
    if (child) await stop(child);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const calls = () => session.page.evaluate(() => (window as unknown as { __amapCalls: { name: string; detail: unknown }[] }).__amapCalls);
  const named = async (name: string) => (await calls()).filter((c) => c.name === name);

  it('plays on AMap with its controls and the check points named; a missed point seeks', async () => {
    const { page } = session;
    const seeded = await seededTrail(api);
    await session.page.goto(session.url(trailPath(seeded.staffId, seeded.date)));
    const player = page.getByTestId('trail-player');
    await eventually(() => player.getAttribute('data-renderer')).toBe('amap');
    await eventually(async () => (await named('setFitView')).length).toBe(1);
    const [load] = await named('load');
    expect(load!.detail).toEqual({
      v: '1.4.15',
      key: 'standin-key',
      plugin: 'AMap.Autocomplete,AMap.PlaceSearch,AMap.Scale,AMap.OverView,AMap.ToolBar,AMap.MapType,AMap.PolyEditor,AMap.CircleEditor',
    });
    expect(await page.evaluate(() => window._AMapSecurityConfig)).toEqual({ securityJsCode: 'standin-code' });
    // The map's own labels in the user's language (Chinese here).
    expect((await named('Map')).map((c) => (c.detail as { options: { lang: string } }).options.lang)).toEqual(['zh_cn']);
    expect((await named('addControl')).map((c) => c.detail)).toEqual(['Scale', 'ToolBar', 'OverView', 'MapType']);
    const lines = await named('Polyline');
    expect(lines.map((l) => (l.detail as { path: number }).path)).toEqual([seeded.points.length, 1]);

    const expected = expectedCoverage(seeded.points, seeded.checkPoints);
    expect((await named('Circle')).map((c) => (c.detail as { radius: number }).radius)).toEqual(expected.map((e) => e.radius));
    // Each check point and the day's clock-in places carry their names on the map.
    for (const e of expected) expect(await page.getByTestId(`amap-place-cp-${e.id}`).textContent()).toBe(e.name);
    const clocks = await page.locator('[data-testid^="amap-place-clock-"]').allTextContents();
    expect(clocks.some((text) => /^上班打卡 \d{2}:\d{2}:\d{2}$/.test(text))).toBe(true);

    const marker = page.getByTestId('trail-marker');
    const at = () => marker.evaluate((dot) => (dot.parentElement as HTMLElement).style.transform);
    const start = await at();
    await page.getByRole('button', { name: '16x' }).click();
    await page.getByRole('button', { name: '播放', exact: true }).click();
    await eventually(() => player.getAttribute('data-state')).toBe('ended');
    expect(await at()).not.toBe(start);
    expect(await player.getAttribute('data-index')).toBe(String(seeded.points.length - 1));

    const far = expected.find((e) => !e.reached)!;
    await seeksTo(session, far.name, far.index!);
    expect(await violations(session)).toEqual([]);
  }, 180_000);

  it('places a new check point by search, a click on the map and the circle’s edge, and saves it', async () => {
    const { page } = session;
    const seeded = await seededTrail(api);
    const name = unique('地图点');
    await createCheckPoint(session, seeded.company.name, name, async () => {
      const picker = page.getByTestId('place-picker');
      await eventually(async () => (await named('CircleEditor.open')).length).toBe(1);
      const lng = page.locator('input[name="lng"]');
      const lat = page.locator('input[name="lat"]');
      // Search by name: Autocomplete's suggestion sets the position.
      await picker.getByRole('textbox', { name: '搜索地点' }).pressSequentially('天安');
      await page.getByTestId('amap-suggestions').getByText('天安门').click();
      await eventually(() => lng.inputValue()).toBe('116.397428');
      expect(await lat.inputValue()).toBe('39.90923');
      // A name AMap does not know says so; PlaceSearch finds another by Enter.
      const search = picker.getByRole('textbox', { name: '搜索地点' });
      await search.fill('无此地点');
      await search.press('Enter');
      await eventually(() => picker.getByText('没有找到“无此地点”。').count()).toBe(1);
      await search.fill('北京西站');
      await search.press('Enter');
      await eventually(() => lng.inputValue()).toBe('116.322056');
      // A click on the map moves the point there (the map is centred on it: the click is east of it).
      const map = picker.getByRole('application', { name: '地图位置' });
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
      await eventually(async () => Number(await lng.inputValue()) > 116.322056).toBe(true);
      expect(Number(await lat.inputValue())).toBeCloseTo(39.89491, 4);
      // Dragging the circle's edge outwards widens the reach.
      const handle = page.getByTestId('amap-radius-handle');
      const h = (await handle.boundingBox())!;
      await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
      await page.mouse.down();
      await page.mouse.move(h.x + 60, h.y + h.height / 2, { steps: 5 });
      await page.mouse.up();
      await eventually(async () => Number(await page.locator('input[name="radius"]').inputValue()) > 30).toBe(true);
      await shootForm(session);
    });
    const saved = await checkPointNamed(api, name);
    expect(saved.lng).toBeGreaterThan(116.322056);
    expect(saved.lat).toBeCloseTo(39.89491, 4);
    expect(saved.radius).toBeGreaterThan(30);
  }, 180_000);

  it('falls back to the offline map, with a message, when the script cannot load', async () => {
    const { page } = session;
    const seeded = await seededTrail(api);
    await page.route('**/amap-standin.js*', (route) => route.abort());
    await session.page.goto(session.url(trailPath(seeded.staffId, seeded.date)));
    const player = page.getByTestId('trail-player');
    await eventually(() => player.getAttribute('data-renderer')).toBe('offline');
    await eventually(() => page.getByText('高德地图加载失败，已改用离线地图。').count()).toBe(1);
    await eventually(() => page.getByRole('region', { name: /^巡检覆盖：/ }).count()).toBe(1);
    await page.goto(session.url('/check/index/create'));
    await eventually(() => page.getByText('高德地图加载失败，请在上方直接填写经纬度。').count()).toBe(1);
    await page.unroute('**/amap-standin.js*');
  }, 120_000);
});
