import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { signedIn } from './shellPages';

/**
 * Screenshots of the screens a supervisor meets every day (dashboard, lists, a company's trail
 * with its calendar open, a create page, a failed load) in Chinese and Spanish, light and dark,
 * at 1366, 768 and 360 px, for a person to look at (E2E_SHOTS=1; /tmp/shots/polish-*.png).
 * Every shot is also checked for a page wider than the window, and the companies list for
 * pagination left under the floating create button.
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

const timeout = 30_000;
const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/', ready: (p) => p.getByTestId('latest-warnings').waitFor({ timeout }) },
  { name: 'companies', path: '/company/index', ready: (p) => p.locator('table tbody tr').first().waitFor({ timeout }) },
  { name: 'gov-create', path: '/gov/index/create', ready: (p) => p.locator('form').first().waitFor({ timeout }) },
  {
    name: 'trail',
    path: '/company/index/1/show?tab=trails',
    // The first staff member with a trail is chosen; the calendar is opened to be seen.
    ready: async (p) => {
      await p.getByTestId('trail-player').waitFor({ timeout });
      await p.locator('[role=tabpanel] .MuiInputBase-root button').last().click();
      await p.getByRole('dialog').waitFor({ timeout });
    },
  },
  { name: 'warnings', path: '/warn/index', ready: (p) => p.locator('table tbody tr').first().waitFor({ timeout }) },
];

/** The governments list while its call answers 502. */
const FAILED: Screen = { name: 'gov-failed', path: '/gov/index', ready: (p) => p.getByTestId('load-error').waitFor({ timeout: 60_000 }) };

describe.runIf(process.env.E2E_SHOTS)('supervisor screens, looked at', () => {
  it('takes each screen at 1366, 768 and 360 px, in Chinese and Spanish, light and dark', { timeout: 900_000 }, async () => {
    mkdirSync(DIR, { recursive: true });
    session = await signedIn({ language: 'zh' });
    const { page, context } = session;
    const overflowing: string[] = [];
    const covered: string[] = [];
    const shoot = async (screen: Screen, suffix: string) => {
      await page.goto(session!.url(screen.path));
      await screen.ready(page);
      await page.waitForTimeout(600);
      const name = `polish-${screen.name}-${suffix}`;
      await page.screenshot({ path: `${DIR}/${name}.png` });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wide > 0) overflowing.push(`${name}: ${wide}px too wide`);
    };
    /** Scrolled to the end, the floating create button leaves the pagination's arrows free. */
    const clearOfFab = async (suffix: string) => {
      const fab = page.locator('.MuiFab-root');
      if ((await fab.count()) === 0) return;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      const [button, pager] = [await fab.boundingBox(), await page.locator('.MuiTablePagination-root').first().boundingBox()];
      if (button && pager && button.y < pager.y + pager.height) covered.push(`companies-${suffix}: the create button covers the pagination`);
    };
    for (const language of ['zh', 'es']) {
      await context.addCookies([{ name: 'language', value: language, url: session.url('/') }]);
      for (const mode of ['light', 'dark']) {
        await page.evaluate((m) => localStorage.setItem('ops-settings', JSON.stringify({ mode: m })), mode);
        for (const width of [1366, 768, 360]) {
          await page.setViewportSize({ width, height: width < 500 ? 760 : 900 });
          for (const screen of SCREENS) {
            await shoot(screen, `${language}-${mode}-${width}`);
            if (screen.name === 'companies') await clearOfFab(`${language}-${mode}-${width}`);
          }
          await page.route(/government-list/, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
          await shoot(FAILED, `${language}-${mode}-${width}`);
          await page.unroute(/government-list/);
        }
      }
    }
    expect(overflowing).toEqual([]);
    expect(covered).toEqual([]);
  });
});
