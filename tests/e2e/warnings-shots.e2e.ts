import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { api, type Inspection, type ListPage } from './opsApi';
import { signedIn } from './shellPages';

/**
 * Screenshots of the warning, dashboard and statistics screens in both layouts, languages and
 * colour modes, for a person to look at (E2E_SHOTS=1; written to /tmp/shots/warn-*.png).
 * Every shot is also checked for a page wider than the window.
 */

const DIR = '/tmp/shots';
let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

function screens(id: number): Screen[] {
  const timeout = 30_000;
  return [
    { name: 'list', path: '/warn/index', ready: (p) => p.locator('table tbody tr [data-status]').first().waitFor({ timeout }) },
    { name: 'detail', path: `/warn/index/${id}/show`, ready: (p) => p.locator('tr[data-ok]').first().waitFor({ timeout }) },
    { name: 'handling', path: `/warn/index/${id}/show?view=handling`, ready: (p) => p.getByTestId('handling-step').first().waitFor({ timeout }) },
    {
      name: 'dashboard',
      path: '/',
      ready: (p) => Promise.all([p.getByTestId('latest-warnings').waitFor({ timeout }), p.locator('[data-testid=week-chart] svg.recharts-surface').waitFor({ timeout })]),
    },
    {
      name: 'statistics',
      path: '/statistic/index',
      ready: (p) => Promise.all([p.locator('[data-testid=company-chart] svg.recharts-surface').waitFor({ timeout }), p.getByTestId('counter-companies').waitFor({ timeout })]),
    },
  ];
}

describe.runIf(process.env.E2E_SHOTS)('warning screens, looked at', () => {
  it('takes every screen at 1366 and 900 px, in Chinese and English, light and dark', { timeout: 600_000 }, async () => {
    mkdirSync(DIR, { recursive: true });
    // A closed warning with a whole timeline behind it.
    const handled = await api<ListPage<Inspection>>('admin/standing/admin-status-inspect-list', { handle_status: 2, page: 1, limit: 1 });
    const id = handled.list[0]!.id;
    session = await signedIn({ language: 'zh' });
    const { page, context } = session;
    const overflowing: string[] = [];
    for (const language of ['zh', 'en']) {
      await context.addCookies([{ name: 'language', value: language, url: session.url('/') }]);
      for (const mode of ['light', 'dark']) {
        await page.evaluate((m) => localStorage.setItem('ops-settings', JSON.stringify({ mode: m })), mode);
        for (const width of [1366, 900]) {
          await page.setViewportSize({ width, height: 900 });
          for (const screen of screens(id)) {
            await page.goto(session.url(screen.path));
            await screen.ready(page);
            // Fonts, charts and the relative times settle.
            await page.waitForTimeout(600);
            const name = `warn-${screen.name}-${language}-${mode}-${width}`;
            await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
            const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (wide > 0) overflowing.push(`${name}: ${wide}px too wide`);
          }
        }
      }
    }
    expect(overflowing).toEqual([]);
  });
});
