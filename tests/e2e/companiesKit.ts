// Helpers of the partner-company journeys (companies.e2e.ts).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, type Session } from './browser';

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A fresh unified social credit code: 18 of 0-9 and A-Z without I, O, S, V, Z. */
export function creditCode(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let code = '916101';
  while (code.length < 18) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return code;
}

/** The seed's trail day (server/src/seed/gen/staff.ts, trailDay): the last working day before today. */
export function trailDay(now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() - 1);
  return ymd(day);
}

/** A company web account the seed always writes: company 1's (server/src/seed/gen/org.ts). */
export const TAKEN_ACCOUNT = 'qy000001';

/** Polls until the expectation holds: the machine may be busy, so every wait is generous. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

export async function open(session: Session, path: string) {
  await loginAs(session);
  await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await session.page.goto(session.url(path));
}

/** Types into an autocomplete and picks the first option containing `text`. */
export async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option').filter({ hasText: text }).first().click();
}

/** Chooses a path in the lazy tree input, level by level (each level is asked for on opening). */
export async function pickTree(page: Page, label: string, path: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const name of path) await page.getByRole('option', { name, exact: true }).click();
  await eventually(() => page.getByRole('listbox').count()).toBe(0);
}

/** The helper text under an input: where the form shows a field's error. */
export async function helperText(page: Page, input: Locator): Promise<string> {
  const id = await input.getAttribute('aria-describedby');
  if (!id) return '';
  return (await page.locator(`[id="${id.split(' ')[0]}"]`).textContent()) ?? '';
}

/** Narrows the list with its keyword box and answers the one row left. */
export async function findRow(page: Page, keyword: string): Promise<Locator> {
  await page.getByPlaceholder('搜索').fill(keyword);
  const rows = page.locator('table tbody tr');
  await eventually(async () => (await rows.count()) === 1 && (await rows.first().textContent())?.includes(keyword)).toBe(true);
  return rows.first();
}

/** Body rows of a table named `name`. */
export const bodyRows = (scope: Page | Locator, name: string) => scope.getByRole('table', { name, exact: true }).locator('tbody tr');
