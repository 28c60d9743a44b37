import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { signedIn } from './shellPages';
import { api, type ListPage } from './opsApi';

/**
 * A list opened cold asks for its first page while its code and the session load, with the parameters the
 * list itself will use: the screen's own call takes that answer, so one call is made, whether
 * the list opens as declared or as the user last left it.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('a list opened cold', () => {
  it('makes one list call, sent before the session is asked for', { timeout: 120_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    const coldLoad = async (path: string) => {
      const calls: string[] = [];
      const events: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/government/government-list')) {
          calls.push(request.postData() ?? '');
          events.push('list');
        }
        if (url.pathname.endsWith('/auth/info')) events.push('session');
      });
      await page.goto(session!.url(path));
      await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      page.removeAllListeners('request');
      return { calls, events };
    };

    const first = await coldLoad('/gov/index');
    expect(first.calls).toHaveLength(1);
    // Before the session's roles are asked for, which the screen waits for before it mounts.
    expect(first.events.indexOf('list')).toBeGreaterThanOrEqual(0);
    expect(first.events.indexOf('list')).toBeLessThan(first.events.indexOf('session'));

    // Sorted by name and on page size 10: kept by the list, and asked for as kept on the next cold load.
    await page.getByRole('button', { name: /name/i }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    const kept = await coldLoad('/gov/index');
    expect(kept.calls).toHaveLength(1);
    expect(new URLSearchParams(kept.calls[0]).get('sort')).toBe('name');
  });
});

describe('a list opened from the menu', () => {
  it('sends its call on the click, before the new screen renders, and only once', { timeout: 120_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    await page.goto(session.url('/gov/index'));
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    const heading = await page.locator('h1').first().textContent();
    // What happens first: the company list's call leaving, or the company screen's <h1> arriving.
    await page.evaluate((govHeading) => {
      const seen = ((window as unknown as { seen: string[] }).seen = [] as string[]);
      const { open, send } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { target?: string }, ...args: unknown[]) {
        this.target = String(args[1]);
        return (open as (...all: unknown[]) => void).apply(this, args);
      } as typeof open;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { target?: string }, body) {
        if (this.target?.endsWith('/company/company-list')) seen.push('call');
        return send.call(this, body);
      };
      new MutationObserver(() => {
        const h1 = document.querySelector('h1')?.textContent;
        if (h1 && h1 !== govHeading && !seen.includes('screen')) seen.push('screen');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, heading);
    await page.locator('aside a[href="/company/index"], nav a[href="/company/index"]').first().click();
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toEqual(['call', 'screen']);
  });
});

describe('a list shown again from its tab', () => {
  it('is drawn at once as it was left, made no call while hidden, and asks the server again', { timeout: 120_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    const names = () => page.locator('table tbody tr:visible td.column-name').allInnerTexts();
    await page.goto(session.url('/gov/index'));
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    const before = await names();
    const { list } = await api<ListPage<{ id: number; name: string }>>('operate/government/government-list', { page: 1, limit: 100 });
    const changed = list.find((g) => g.name === before[0])!;
    await page.getByTestId('app-menu').locator('a[href="/company/index"]').click();
    await page.locator('table tbody tr:visible').first().waitFor({ timeout: 30_000 });

    const calls: string[] = [];
    let companyCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/government/government-list')) calls.push(request.postData() ?? '');
      if (request.url().endsWith('/company/company-list')) companyCalls++;
    });
    // Hidden, the list asks nothing when the window comes back into view; the list shown does.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => companyCalls).toBe(1);
    await api('operate/government/government-update', { id: changed.id, name: `${changed.name} (renamed)` });
    try {
      // The server's answer is held back: what shows at once is the list as it was left.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/government/government-list', async (route) => {
        await held;
        await route.continue();
      });
      expect(calls).toEqual([]);
      await page.locator('[data-testid=tag][data-path="/gov/index"] a').click();
      await expect.poll(names, { timeout: 2_000 }).toEqual(before);
      await expect.poll(() => calls.length).toBe(1);
      release();
      await expect.poll(async () => (await names())[0], { timeout: 20_000 }).toBe(`${changed.name} (renamed)`);
      expect(calls).toHaveLength(1);
    } finally {
      await api('operate/government/government-update', { id: changed.id, name: changed.name });
    }
  });
});
