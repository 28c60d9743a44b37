import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { verifyPassword } from '../../server/src/security/password';
import { loginAs, type Session } from './browser';

/** The four account kinds as the console declares them and as the server lists them. */
export interface Kind {
  name: string;
  route: string;
  owner: 'company' | 'government';
  /** The create/filter param naming the owner. */
  ownerParam: 'company_id' | 'government_id';
  ownerLabel: string;
  type: 'web' | 'app';
  list: string;
  create: string;
  update: string;
}

const company = (type: 'web' | 'app', name: string, route: string): Kind => ({
  name,
  route,
  owner: 'company',
  ownerParam: 'company_id',
  ownerLabel: '所属企业',
  type,
  list: type === 'web' ? 'operate/company/account-list' : 'operate/company/account-app-list',
  create: 'operate/company/account-create',
  update: 'operate/company/account-update',
});
const government = (type: 'web' | 'app', name: string, route: string): Kind => ({
  name,
  route,
  owner: 'government',
  ownerParam: 'government_id',
  ownerLabel: '所属政府',
  type,
  list: 'operate/government/account-list',
  create: 'operate/government/account-create',
  update: 'operate/government/account-update',
});

export const KINDS: readonly Kind[] = [
  company('web', 'companyWebAccounts', '/account/web-company-account'),
  company('app', 'companyAppAccounts', '/account/app-company-account'),
  government('web', 'govWebAccounts', '/account/web-gov-account'),
  government('app', 'govAppAccounts', '/account/app-gov-account'),
];

export interface Account {
  id: number;
  owner_id: number;
  owner_name: string;
  type: string;
  account: string;
  name: string;
  phone: string | null;
  status: number;
  [key: string]: unknown;
}

/** One contract call (docs/API.md): POST, form-encoded, the `{error, message, data}` envelope. */
export async function call<T>(path: string, body: Record<string, string | number>, token?: string): Promise<{ error: number; message: string; data: T }> {
  const form = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${inject('apiUrl')}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { 'X-Token': token } : {}) },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { error: number; message: string; data: T };
}

export async function adminToken(): Promise<string> {
  const answer = await call<{ token: string }>('operate/auth/login', { account: 'admin', password: 'admin123' });
  expect(answer.error).toBe(2000);
  return answer.data.token;
}

/** A kind's list exactly as the server answers it, with extra filters (id, status, owner…). */
export async function serverList(token: string, kind: Kind, filters: Record<string, string | number> = {}) {
  const answer = await call<{ list: Account[]; total: number }>(kind.list, { limit: 100, ...(kind.owner === 'government' ? { type: kind.type } : {}), ...filters }, token);
  expect(answer.error).toBe(2000);
  return answer.data;
}

export async function serverAccount(token: string, kind: Kind, id: number): Promise<Account | undefined> {
  return (await serverList(token, kind, { id })).list[0];
}

/** Two distinct owners of a kind, taken from the server's own list. */
export async function twoOwners(token: string, kind: Kind): Promise<[{ id: number; name: string }, { id: number; name: string }]> {
  const path = kind.owner === 'company' ? 'operate/company/company-list' : 'operate/government/government-list';
  const answer = await call<{ list: { id: number; name: string }[] }>(path, { limit: 2, sort: 'id', order: 'asc' }, token);
  expect(answer.error).toBe(2000);
  const [a, b] = answer.data.list;
  expect(a && b).toBeTruthy();
  return [a!, b!];
}

/**
 * Whether the stored hash of an account verifies `password`. Company and government accounts
 * sign in to their own web and app clients, not to this API (operate/auth/login knows system
 * users only), so the stored effect of a reset is read from the server's database itself.
 */
export async function storedPasswordIs(id: number, password: string): Promise<boolean> {
  const db = new Database(join(inject('dataDir'), 'ops.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT password_hash FROM accounts WHERE id = ?').get(id) as { password_hash: string } | undefined;
    expect(row).toBeDefined();
    return await verifyPassword(password, row!.password_hash);
  } finally {
    db.close();
  }
}

/** The form body of the next browser call to `path`, once it has been sent. */
export function nextCall(page: Page, path: string): Promise<URLSearchParams> {
  return page.waitForRequest((r) => r.url().endsWith(`/${path}`) && r.method() === 'POST').then((r) => new URLSearchParams(r.postData() ?? ''));
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export async function open(session: Session, path: string) {
  await loginAs(session);
  await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await session.page.goto(session.url(path));
}

/**
 * Chooses an owner by its exact name in an autocomplete (a form input or a list filter). Text
 * typed while the autocomplete is still loading its first choices is reset by it, so the
 * typing is tried again until the option shows.
 */
export async function pickOwner(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const option = page.getByRole('option', { name, exact: true });
  for (let attempt = 1; ; attempt++) {
    await box.click();
    await box.fill(name);
    try {
      await option.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await option.click();
  await expect.poll(() => box.inputValue()).toBe(name);
}

/** Every value typed into or shown by the page, to prove a password appears nowhere. */
export async function visibleText(page: Page): Promise<string> {
  const values = await page.locator('input, textarea').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return `${await page.content()}\n${values.join('\n')}`;
}
