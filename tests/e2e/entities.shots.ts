import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { api, apiJson } from './opsApi';
import { signedIn } from './shellPages';
import { inEveryLook, SHOTS_DIR, shoot, type Screen } from './shotsKit';

/**
 * Screenshots of the screens the entity definitions make (entities/maintenance_records.json) in
 * Chinese and Spanish, light and dark, at 1366, 768 and 360 px (npm run shots;
 * /tmp/shots/entities-*.png), each checked for a page wider than the window: the list, a record
 * with its history, the create form refused with its required fields empty, the edit form, a company with its related
 * maintenance records, the menu's maintenance entry (a group of one entry for the admin: its link), a list its keyword filters to nothing, the date filter, and
 * the permission tree's maintenance branch.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const timeout = 30_000;
const RECORDS = '/maintenance/records';
const rows = (p: Page) => p.locator('#main-content table tbody tr');

const SCREENS: Screen[] = [
  
  // An empty filter in the address: the list forgets the keyword the "no results" shot left.
  { name: 'list', path: `${RECORDS}?filter=${encodeURIComponent('{}')}`, ready: (p) => rows(p).first().waitFor({ timeout }) },
  {
    name: 'show',
    path: `${RECORDS}/1/show`,
    ready: async (p) => {
      await p.locator('section[aria-labelledby="record-history"] tbody tr, section[aria-labelledby="record-history"] li').first().waitFor({ timeout });
      await p.locator('section[aria-labelledby="record-history"]').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'create-errors',
    path: `${RECORDS}/create`,
    ready: async (p) => {
      await p.locator('input[name="equipment"]').waitFor({ timeout });
      // Save waits for a change: a note alone leaves every required field empty.
      await p.locator('textarea[name="notes"]').fill('—');
      await p.locator('#main-content form button[type="submit"]').click();
      await p.locator('#main-content form .Mui-error').first().waitFor({ timeout });
      // The first field in error takes the focus and opens its list of companies: close it.
      await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await p.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'edit', path: `${RECORDS}/1/edit`, ready: (p) => p.locator('input[name="equipment"]').waitFor({ timeout }) },
  {
    name: 'company',
    path: '/company/index/1/show',
    ready: async (p) => {
      const related = p.locator('#main-content section[aria-label]', { has: p.locator('table') });
      await related.locator('tbody tr').first().waitFor({ timeout });
      // The staff tab above loads too and pushes the related list down: scroll once it has.
      await p.locator('#company-panel-staff tbody tr').first().waitFor({ timeout });
      await related.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
  },
  // The demo has no empty entity: a keyword no record holds shows the "no results" state.
  { name: 'no-results', path: `${RECORDS}?filter=${encodeURIComponent(JSON.stringify({ q: 'zzzz-none' }))}`, ready: (p) => p.locator('#main-content input[name="q"]').waitFor({ timeout }) },
  // The date filter, shown by its value in the address as a saved view would.
  {
    name: 'date-filter',
    path: `${RECORDS}?filter=${encodeURIComponent(JSON.stringify({ date: '2026-11-24' }))}&displayedFilters=${encodeURIComponent(JSON.stringify({ date: true }))}`,
    ready: (p) => rows(p).first().waitFor({ timeout }),
  },
  {
    name: 'permissions',
    path: '/sys_permission/role/create',
    ready: async (p) => {
      const branch = p.locator('li[data-permission="maintenance"]');
      await branch.waitFor({ timeout });
      const toggle = branch.locator('button[aria-expanded]').first();
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await branch.locator('li').first().waitFor({ timeout });
      await branch.scrollIntoViewIfNeeded();
    },
  },
];

/** The menu with its maintenance group unfolded (on a phone, in the drawer the hamburger opens). */
async function shootMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByTestId('app-menu');
  const hamburger = page.getByTestId('hamburger');
  if (!(await menu.isVisible()) && (await hamburger.isVisible())) await hamburger.click();
  await menu.waitFor({ timeout });
  // A group of one entry is drawn as that entry's link; a larger one unfolds.
  await menu.locator(`a[href="${RECORDS}"], [data-group="maintenance"]`).first().waitFor({ timeout });
  const header = menu.locator('[data-group="maintenance"]');
  if ((await header.count()) > 0 && (await header.getAttribute('aria-expanded')) === 'false') await header.click();
  await menu.locator(`a[href="${RECORDS}"]`).waitFor({ timeout });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

describe('entity screens, looked at', () => {
  it('takes each entity screen at 1366, 768 and 360 px, in Chinese and Spanish, light and dark', { timeout: 1_200_000 }, async () => {
    // The seeded records have no history of their own: one change gives the first record some.
    const record = await api<{ version: number }>('operate/entity/maintenance_records/detail', { id: 1 });
    await apiJson('operate/entity/maintenance_records/update', { id: 1, version: record.version, cost: 2480.5, notes: '更换主轴轴承，复查皮带张力。' });
    session = await signedIn({ language: 'zh' });
    const overflowing: string[] = [];
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 768, 360], height: (width) => (width < 500 ? 760 : 900) }, async (look) => {
      for (const screen of SCREENS) {
        const wide = await shoot(session!, screen, `entities-${screen.name}-${look}`);
        if (wide) overflowing.push(wide);
      }
      await shootMenu(session!.page, `entities-menu-${look}`);
    });
    expect(overflowing).toEqual([]);
  });
});
