import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { signedIn } from './shellPages';
import { inEveryLook, shoot, type Screen } from './shotsKit';

/**
 * Screenshots of the screens a supervisor meets every day (dashboard, lists, a company's trail
 * with its calendar open, a create page, the operation log, a failed load) in Chinese and Spanish, light and dark,
 * at 1366, 768 and 360 px, for a person to look at (npm run shots; /tmp/shots/polish-*.png).
 * Every shot is also checked for a page wider than the window, and the companies list for
 * pagination left under the floating create button.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

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
  { name: 'operation-log', path: '/sys_permission/log', ready: (p) => p.locator('table tbody tr').first().waitFor({ timeout }) },
];

/** The governments list while its call answers 502. */
const FAILED: Screen = { name: 'gov-failed', path: '/gov/index', ready: (p) => p.getByTestId('load-error').waitFor({ timeout: 60_000 }) };

describe('supervisor screens, looked at', () => {
  it('takes each screen at 1366, 768 and 360 px, in Chinese and Spanish, light and dark', { timeout: 900_000 }, async () => {
    session = await signedIn({ language: 'zh' });
    const { page } = session;
    const overflowing: string[] = [];
    const covered: string[] = [];
    const take = async (screen: Screen, look: string) => {
      const wide = await shoot(session!, screen, `polish-${screen.name}-${look}`);
      if (wide) overflowing.push(wide);
    };
    /** Scrolled to the end, the floating create button leaves the pagination's arrows free. */
    const clearOfFab = async (look: string) => {
      const fab = page.locator('.MuiFab-root');
      if ((await fab.count()) === 0) return;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      const [button, pager] = [await fab.boundingBox(), await page.locator('.MuiTablePagination-root').first().boundingBox()];
      if (button && pager && button.y < pager.y + pager.height) covered.push(`companies-${look}: the create button covers the pagination`);
    };
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 768, 360], height: (width) => (width < 500 ? 760 : 900) }, async (look) => {
      for (const screen of SCREENS) {
        await take(screen, look);
        if (screen.name === 'companies') await clearOfFab(look);
      }
      await page.route(/government-list/, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
      await take(FAILED, look);
      await page.unroute(/government-list/);
    });
    expect(overflowing).toEqual([]);
    expect(covered).toEqual([]);
  });
});
