import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { api, day, type ListPage } from './opsApi';
import { seriousViolations, signedIn } from './shellPages';

/**
 * The field app's data as an open console follows it (in Chinese): an app account created
 * through the API sends a round of trail points and an inspection with a failed item, and,
 * with no reload, the live tab's dot of that staff member moves, the trail player open on
 * today in another tab draws the new points, and the warning lights the bell.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

interface CheckPoint {
  id: number;
  name: string;
  code: string;
  lng: number | null;
  lat: number | null;
  items_count: number;
}

/** An app call (JSON, the phone's token). */
async function app<T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { error: number; message: string; data: T };
  if (envelope.error !== 2000) throw new Error(`${path}: ${envelope.error} ${envelope.message}`);
  return envelope.data;
}

/** The first company with staff and a placed check point that has items. */
async function fieldCompany(): Promise<{ companyId: number; point: CheckPoint & { lng: number; lat: number } }> {
  const companies = (await api<ListPage<{ id: number; staff_count: number }>>('operate/company/company-list', { page: 1, limit: 50, sort: 'id', order: 'asc' })).list;
  for (const company of companies.filter((c) => c.staff_count > 0)) {
    const points = await api<CheckPoint[]>('operate/company/code-by-company', { company_id: company.id });
    const point = points.find((p) => p.lng !== null && p.lat !== null && p.items_count > 0);
    if (point) return { companyId: company.id, point: point as CheckPoint & { lng: number; lat: number } };
  }
  throw new Error('no company has staff and a placed check point with items');
}

/** Where the live map draws the dot of staff member `id` (null: no dot). */
async function dot(page: Page, id: number): Promise<string | null> {
  const circle = page.locator(`svg[role="img"] circle[data-staff="${id}"]`);
  return (await circle.count()) === 0 ? null : `${await circle.getAttribute('cx')},${await circle.getAttribute('cy')}`;
}

describe('the field app’s data, live in the console', () => {
  it('a round moves the dot on the live map, grows today’s trail and lights the bell, with no reload', { timeout: 120_000 }, async () => {
    const { companyId, point } = await fieldCompany();
    const account = `field${Date.now() % 1_000_000}`;
    await api('operate/company/account-create', { company_id: companyId, type: 'app', account, password: 'Field-round-1', name: '巡检手机' });
    const { token } = await app<{ token: string }>('operate/app/login', { account, password: 'Field-round-1', device_id: `e2e-${account}`, device_name: '巡检手机' });
    const { staff } = await app<{ staff: { id: number; name: string }[] }>('operate/app/me', {}, token);
    const member = staff[0]!;

    // Walking east towards the check point, a point every 5 s, the last one on it.
    const metre = 1 / (111_320 * Math.cos((point.lat * Math.PI) / 180));
    let seq = Date.now();
    const send = (from: number, count: number, endsAgoMs: number) =>
      app<{ accepted: number; rejected: unknown[] }>('operate/app/trail-points', {
        staff_id: member.id,
        crs: 'gcj02',
        points: Array.from({ length: count }, (_, i) => ({
          seq: seq++,
          time: new Date(Date.now() - endsAgoMs - (count - 1 - i) * 5000).toISOString(),
          lng: point.lng - (300 - (from + i) * 30) * metre,
          lat: point.lat,
          accuracy: 5,
        })),
      }, token);
    // The round so far: three points two minutes ago.
    expect(await send(0, 3, 120_000)).toMatchObject({ accepted: 3, rejected: [] });

    session = await signedIn({ language: 'zh' });
    const live = session.page;
    const trail = await session.context.newPage();
    // One stream per browser: the first tab reads it, the other hears it from that tab.
    const streamed = live.waitForResponse((r) => r.url().endsWith('/api/events'), { timeout: 30_000 });
    await live.goto(session.url(`/company/index/${companyId}/show?tab=live`));
    await streamed;
    await trail.goto(session.url(`/company/index/${companyId}/show?tab=trails&staff=${member.id}&date=${day()}`));
    // The trail's tab listens once it waits for the stream's lock, to take over should the first close.
    await expect.poll(() => trail.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);

    await expect.poll(() => dot(live, member.id), { timeout: 20_000 }).not.toBeNull();
    const before = await dot(live, member.id);
    const player = trail.getByTestId('trail-player');
    await expect.poll(() => player.getAttribute('data-count'), { timeout: 20_000 }).toBe('3');
    const badge = live.getByTestId('warning-badge').locator('[data-count]');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 20_000 }).not.toBe('');
    const warnings = Number(await badge.getAttribute('data-count'));
    expect(await seriousViolations(live, 'the live tab')).toEqual([]);

    await Promise.all([live, trail].map((p) => p.evaluate(() => ((window as unknown as { kept?: boolean }).kept = true))));

    // The round: eight points up to the check point, sent as one batch.
    expect(await send(3, 8, 0)).toMatchObject({ accepted: 8, rejected: [] });
    await expect.poll(() => dot(live, member.id), { timeout: 5000 }).not.toBe(before);
    await expect.poll(() => player.getAttribute('data-count'), { timeout: 8000 }).toBe('11');

    // The inspection there, its first item failed.
    const scanned = await app<{ code: string; items: { id: number; name: string }[] }>('operate/app/check-point', { code: point.code }, token);
    const results = scanned.items.map((item, i) => ({ item_id: item.id, ok: i > 0, ...(i === 0 && { note: '压力表读数偏低' }) }));
    const answer = await app<{ status: string }>('operate/app/inspection-submit', { client_id: `e2e-${account}`, code: scanned.code, staff_id: member.id, time: new Date().toISOString(), lng: point.lng, lat: point.lat, accuracy: 5, crs: 'gcj02', results }, token);
    expect(answer.status).toBe('error');
    await expect.poll(async () => Number(await badge.getAttribute('data-count')), { timeout: 5000 }).toBe(warnings + 1);
    // The trail's tab ticks the point as inspected (the warning told it of the inspection).
    const inspected = trail.getByTestId('trail-coverage').locator('[data-inspected="true"]', { hasText: point.name });
    await expect.poll(() => inspected.count(), { timeout: 5000 }).toBe(1);

    // Nothing was loaded again: both tabs still hold the mark left in them before the round.
    expect(await Promise.all([live, trail].map((p) => p.evaluate(() => (window as unknown as { kept?: boolean }).kept === true)))).toEqual([true, true]);
    expect(await seriousViolations(live, 'the live tab after the round')).toEqual([]);
  });
});
