// The entity designer's controls as a Chinese-speaking administrator finds them (labels and
// roles), shared by the designer's journeys.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const DESIGNER = '/sys_permission/entity';
export const timeout = 20_000;

export type Words = { zh: string; en: string; es: string };
export const words = (zh: string, en: string, es: string): Words => ({ zh, en, es });
const LANGUAGE = { zh: '中文', en: '英文', es: '西班牙文' } as const;

/** Types a word in the three languages into the group of inputs named `label` inside `scope`. */
export async function fillWords(scope: Locator | Page, label: string, value: Words, nth = 0): Promise<void> {
  for (const lang of ['zh', 'en', 'es'] as const) await scope.getByRole('textbox', { name: `${label} · ${LANGUAGE[lang]}`, exact: true }).nth(nth).fill(value[lang]);
}

/** The open editor of the field at `index` (its accordion's details). */
export const fieldPanel = (page: Page, index: number) => page.locator(`#designer-field-${index}`);

/** The heading button of a field, found by its words and name as the list shows them. */
export const fieldHeading = (page: Page, label: string, name: string) => page.getByRole('button', { name: new RegExp(`^${label}\\s*${name}`) });

/** Picks `option` in the select named `label` inside `scope`. */
export async function choose(page: Page, scope: Locator | Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Waits for `text` in the dialog `where`, answering the password question on the way when the
 * server asks for it again (its last check is old); a timeout says what the dialog showed instead.
 */
export async function passwordWhenAsked(page: Page, where: Locator, text: string | RegExp): Promise<void> {
  const password = page.getByRole('dialog').locator('input[type="password"]');
  await Promise.race([where.getByText(text).first().waitFor({ timeout }), password.waitFor({ timeout })]).catch(() => undefined);
  if (await password.isVisible()) {
    await password.fill('admin123');
    await password.press('Enter');
  }
  await seen(where, text);
}

/** Opens the publish dialog of the editor; answers it once its dry run has answered (its plan or the conflict). */
export async function openPublish(page: Page): Promise<Locator> {
  await page.locator('#main-content').getByRole('button', { name: '发布', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '发布定义' });
  await passwordWhenAsked(page, dialog, /发布将执行的操作|在此期间/);
  return dialog;
}

/** Publishes from the open dialog (taking the ways out it offers) and waits for the saved version. */
export async function applyPublish(page: Page, dialog: Locator, version: number): Promise<void> {
  await dialog.getByRole('button', { name: /^发布/ }).click();
  await page.getByText(`已发布为第 ${version} 版`).waitFor({ timeout });
}

/**
 * Waits for `text` in `where`; a timeout says what `where` showed instead (an error, a spinner),
 * and every dialog on the page with its title, its text, and whether another one hides it from
 * the accessibility tree (a modal over it): `where` found by role is then no longer found.
 */
export async function seen(where: Locator, text: string | RegExp): Promise<void> {
  try {
    await where.getByText(text).first().waitFor({ timeout });
  } catch (e) {
    const shown = await where.innerText({ timeout: 1000 }).catch(() => '(nothing)');
    const dialogs = await where
      .page()
      .locator('[role="dialog"]')
      .evaluateAll((nodes) => nodes.map((n) => `${n.closest('[aria-hidden="true"]') ? 'hidden' : 'shown'}: ${(n as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 300)}`))
      .catch(() => []);
    // The designer's editor is a query (`?edit=`): the path alone reads as its home page.
    const { pathname, search } = new URL(where.page().url());
    throw new Error(`${(e as Error).message}\nShown instead: ${shown}\nDialogs on the page: ${dialogs.length ? dialogs.join(' | ') : 'none'}\nAt: ${pathname}${search}`);
  }
}

/** Waits until `read` answers what `expected` says (the server's own answer, not the screen). */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout });
