import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { openList, openViews, viewsDialog } from './listViewsKit';
import { signedIn } from './shellPages';
import { inEveryLook, SHOTS_DIR } from './shotsKit';

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The toolbar, the column panel and the views dialog in Chinese and Spanish, wide and narrow (npm run shots). */
describe('columns and saved views, looked at', () => {
  it('fits at 1366 and 360 px', { timeout: 180_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    // One saved view with a long name, to see its line with its buttons.
    await openList(page, session.url('/gov/index'));
    await openViews(page);
    await viewsDialog(page).getByLabel('Save the current view as').fill('Provincial and city offices, by name');
    await page.keyboard.press('Enter');
    await viewsDialog(page).getByRole('button', { name: 'Provincial and city offices, by name', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const problems: string[] = [];
    const wide = async (name: string) => {
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) problems.push(`${name}: ${extra}px too wide`);
    };
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 360], height: (w) => (w > 600 ? 800 : 740) }, async (look) => {
      if (look.includes('dark')) return;
      await openList(page, session!.url('/gov/index'));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS_DIR}/views-list-${look}.png` });
      await wide(`list ${look}`);
      await page.getByTestId('columns-button').click();
      await page.locator('[data-testid=columns-panel]').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS_DIR}/views-columns-${look}.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('views-button').click();
      await page.getByTestId('views-list').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS_DIR}/views-dialog-${look}.png` });
      await page.keyboard.press('Escape');
    });
    expect(problems).toEqual([]);
  });
});
