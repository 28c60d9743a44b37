import { afterEach, describe, expect, it } from 'vitest';
import { loginAs, type Session } from './browser';
import { seriousViolations, shellReady, signedIn } from './shellPages';
import { columnsPanel, headers, openList, openViews, rows, rowTexts, viewsDialog } from './listViewsKit';

/**
 * Choosing columns and saved views on a generic list (the governments), end to end in English
 * against the real server: a hidden column stays hidden after a reload, an order stays, a view
 * brings back its filters, sort and columns, is renamed and deleted, and another account in the
 * same browser sees neither the columns nor the view. Keyboard first, axe on each panel.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const DEFAULT = ['Name', 'Level', 'Area', 'Contact', 'Phone', 'Created', 'Actions'];
const CHOSEN = ['Name', 'Level', 'Contact', 'Area', 'Created', 'Actions'];

async function switchUser(current: Session, account: string, password: string) {
  const { page } = current;
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await loginAs(current, account, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await shellReady(page);
}

describe('columns and saved views', () => {
  it('keeps columns per user across reloads, and saves, reopens, renames and deletes a view', { timeout: 180_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    const list = session.url('/gov/index');
    await openList(page, list);
    expect(await headers(page)).toEqual(DEFAULT);

    // Hide a column and move another, with the keyboard only.
    await page.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('Enter');
    await columnsPanel(page).waitFor();
    await columnsPanel(page).getByRole('checkbox', { name: 'Phone' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => headers(page)).not.toContain('Phone');
    await columnsPanel(page).getByRole('button', { name: 'Move “Contact” up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headers(page)).toEqual(CHOSEN);
    expect(await seriousViolations(page, 'columns panel')).toEqual([]);
    await page.keyboard.press('Escape');
    await columnsPanel(page).waitFor({ state: 'detached' });
    // The row actions are still there.
    expect(await rows(page).first().getByRole('link', { name: 'Edit' }).count()).toBe(1);

    await page.reload();
    await rows(page).first().waitFor({ timeout: 30_000 });
    expect(await headers(page)).toEqual(CHOSEN);

    // Filter by keyword and sort by name, then save all of it as a view.
    const firstName = (await rows(page).first().locator('td').nth(1).innerText()).trim();
    const keyword = [...firstName].slice(0, 2).join('');
    await page.getByRole('textbox', { name: 'Search' }).fill(keyword);
    await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toContain(encodeURIComponent(keyword));
    await page.locator('table thead th').filter({ hasText: /^Name$/ }).locator('.MuiTableSortLabel-root').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), { timeout: 20_000 }).toBe('name');
    await expect.poll(() => page.getByTestId('navigation-progress').count(), { timeout: 20_000 }).toBe(0);
    const order = new URL(page.url()).searchParams.get('order');
    const filtered = await rowTexts(page);

    await openViews(page);
    expect(await viewsDialog(page).innerText()).toContain('No saved views yet');
    await viewsDialog(page).getByLabel('Save the current view as').fill('Area heads');
    await page.keyboard.press('Enter');
    const saved = viewsDialog(page).getByRole('button', { name: 'Area heads', exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-current')).toBe('true');
    expect(await seriousViolations(page, 'views dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await viewsDialog(page).waitFor({ state: 'detached' });

    // Back to the list as it comes, then the view brings everything back.
    await openList(page, `${list}?filter=%7B%7D&sort=id&order=DESC&page=1`);
    await page.getByRole('button', { name: 'Columns' }).click();
    await columnsPanel(page).getByRole('button', { name: 'Reset' }).click();
    await page.keyboard.press('Escape');
    await columnsPanel(page).waitFor({ state: 'detached' });
    await expect.poll(() => headers(page)).toEqual(DEFAULT);
    await openViews(page);
    await viewsDialog(page).getByRole('button', { name: 'Area heads', exact: true }).click();
    await viewsDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), { timeout: 20_000 }).toBe('name');
    expect(new URL(page.url()).searchParams.get('order')).toBe(order);
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe(keyword);
    await expect.poll(() => headers(page)).toEqual(CHOSEN);
    await expect.poll(() => rowTexts(page), { timeout: 20_000 }).toEqual(filtered);

    // Rename it.
    await openViews(page);
    await viewsDialog(page).getByRole('button', { name: 'Rename “Area heads”' }).click();
    await viewsDialog(page).getByLabel('New name').fill('Area heads by name');
    await page.keyboard.press('Enter');
    const renamed = viewsDialog(page).getByRole('button', { name: 'Area heads by name', exact: true });
    await renamed.waitFor();
    // The keyboard goes on from the renamed view.
    await expect.poll(() => renamed.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await viewsDialog(page).waitFor({ state: 'detached' });

    // Another account in the same browser sees neither the columns nor the view.
    await switchUser(session, 'editor', 'editor123');
    await openList(page, list);
    expect(await headers(page)).toEqual(DEFAULT);
    await openViews(page);
    expect(await viewsDialog(page).innerText()).toContain('No saved views yet');
    await page.keyboard.press('Escape');
    await viewsDialog(page).waitFor({ state: 'detached' });

    // Back as admin: the columns were kept through the logout; the view is deleted.
    await switchUser(session, 'admin', 'admin123');
    await openList(page, list);
    expect(await headers(page)).toEqual(CHOSEN);
    await openViews(page);
    await viewsDialog(page).getByRole('button', { name: 'Delete “Area heads by name”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the view “Area heads by name”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => viewsDialog(page).innerText()).toContain('No saved views yet');
  });
});
