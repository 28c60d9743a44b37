// The governments list's columns and saved views, as the journey and its screenshots reach them.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const rows = (page: Page) => page.locator('table tbody tr');
export const headers = async (page: Page) => (await page.locator('table thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
export const rowTexts = (page: Page) => rows(page).allInnerTexts();
export const columnsPanel = (page: Page) => page.getByRole('dialog', { name: 'Columns shown' });
export const viewsDialog = (page: Page) => page.getByRole('dialog', { name: 'Saved views' });

export async function openList(page: Page, url: string) {
  await page.goto(url);
  await rows(page).first().waitFor({ timeout: 30_000 });
}

export async function openViews(page: Page) {
  await page.getByRole('button', { name: 'Views' }).click();
  await viewsDialog(page).waitFor();
  await expect.poll(() => viewsDialog(page).getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
}
