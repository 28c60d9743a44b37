import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { api, type Inspection, type ListPage } from './opsApi';
import { signedIn } from './shellPages';
import { inEveryLook, shoot, type Screen } from './shotsKit';

/**
 * Screenshots of the warning, dashboard and statistics screens in both layouts, languages and
 * colour modes, for a person to look at (npm run shots; written to /tmp/shots/warn-*.png).
 * Every shot is also checked for a page wider than the window.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

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

describe('warning screens, looked at', () => {
  it('takes every screen at 1366 and 900 px, in Chinese and English, light and dark', { timeout: 600_000 }, async () => {
    // A closed warning with a whole timeline behind it.
    const handled = await api<ListPage<Inspection>>('admin/standing/admin-status-inspect-list', { handle_status: 2, page: 1, limit: 1 });
    const id = handled.list[0]!.id;
    session = await signedIn({ language: 'zh' });
    const overflowing: string[] = [];
    await inEveryLook(session, { languages: ['zh', 'en'], widths: [1366, 900], height: () => 900 }, async (look) => {
      for (const screen of screens(id)) {
        const wide = await shoot(session!, screen, `warn-${screen.name}-${look}`, { fullPage: true });
        if (wide) overflowing.push(wide);
      }
    });
    expect(overflowing).toEqual([]);
  });
});
