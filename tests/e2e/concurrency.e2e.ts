import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CHROMIUM } from './browser';
import { api } from './opsApi';

/**
 * Two administrators at once, each in a browser context of their own (in Chinese): a stale save is
 * told of the other's change and both changes survive a merge; a stale role form cannot grant
 * again a permission taken away; a rename shows in the other's open list, and a warning the field
 * app's backend writes straight into the database lights the bell, each within 2 s, with no click.
 */

let browser: Browser;
let a: Page;
let b: Page;
const url = (path: string) => `${inject('consoleUrl')}${path}`;

async function signIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(url('/login'));
  await page.locator('input[name="account"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin123');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
  return page;
}

/** Opens `path` and waits for its live stream to open (once the page has finished loading). */
async function openLive(page: Page, path: string): Promise<void> {
  const streamed = page.waitForRequest((r) => r.url().endsWith('/api/events'), { timeout: 20_000 });
  await page.goto(url(path));
  await streamed;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const within2s = { timeout: 2000, intervals: [100] };

/** The field app's backend writing a warning: an inspection with status `error`, straight into the table. */
const INSERT_WARNING = `
const db = new (require('better-sqlite3'))(process.argv[1]);
const point = db.prepare('select id, company_id from check_points order by id limit 1').get();
db.prepare("insert into inspections (company_id, check_point_id, status, results, content, identity, created_at) values (?, ?, 'error', '[]', '消防通道堵塞', 'staff', datetime('now', 'localtime'))").run(point.company_id, point.id);
db.close();`;

/** Serious or critical axe findings inside `scope` (the open dialog, the page content). */
async function violations(page: Page, scope = '[role="dialog"]'): Promise<string[]> {
  // Colours are judged at rest: no hover left by the last click, no transition running.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running' || x.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).include(scope).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}

async function jsonCall<T>(path: string, body: object): Promise<T> {
  const login = await fetch(`${inject('apiUrl')}/operate/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'account=admin&password=admin123' });
  const { data } = (await login.json()) as { data: { token: string } };
  const answer = await fetch(`${inject('apiUrl')}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Token': data.token }, body: JSON.stringify(body) });
  const envelope = (await answer.json()) as { error: number; data: T };
  expect(envelope.error).toBe(2000);
  return envelope.data;
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
  [a, b] = await Promise.all([signIn(), signIn()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('several administrators at once', () => {
  it('a stale save is told of the conflict, and both changes survive a merge', async () => {
    const government = await api<{ id: number; contact: string; phone: string }>('operate/government/government-detail', { id: 3 });
    await openLive(a, `/gov/index/${government.id}`);
    await expect.poll(() => field(a, '电话').inputValue()).toBe(government.phone);

    // B changes the contact and saves; A's form, opened before, is told at once.
    await b.goto(url(`/gov/index/${government.id}`));
    await expect.poll(() => field(b, '联系人').inputValue()).toBe(government.contact);
    const contact = `联系人${Date.now() % 10000}`;
    await field(b, '联系人').fill(contact);
    await b.getByRole('button', { name: '保存' }).click();
    await b.waitForURL(new RegExp(`/gov/index/${government.id}/show$`));
    await expect.poll(() => a.getByTestId('changed-elsewhere').textContent(), within2s).toMatch(/admin 于 \d\d:\d\d 修改了此记录/);
    expect(await violations(a, '#main-content')).toEqual([]);

    // A changes the phone and saves the stale form: the conflict, field by field.
    const phone = `139${String(Date.now()).slice(-8)}`;
    await field(a, '电话').fill(phone);
    await a.getByRole('button', { name: '保存' }).click();
    const dialog = a.getByRole('dialog', { name: '有人在您编辑期间修改了此记录' });
    await expect.poll(() => dialog.getByTestId('conflict-contact').textContent()).toContain(contact);
    expect(await dialog.getByTestId('conflict-phone').textContent()).toContain(phone);
    expect(await violations(a)).toEqual([]);
    await dialog.getByRole('button', { name: '按所选合并保存' }).click();
    await a.waitForURL(new RegExp(`/gov/index/${government.id}/show$`));
    const saved = await api<{ contact: string; phone: string }>('operate/government/government-detail', { id: government.id });
    expect(saved).toMatchObject({ contact, phone });
  });

  it('a stale role form cannot grant again a permission taken away', async () => {
    const permissions = await api<{ id: number; name: string; title: string }[]>('operate/permission/permission-list');
    const id = (name: string) => permissions.find((p) => p.name === name)!.id;
    const removed = permissions.find((p) => p.name === 'government:delete')!;
    const role = await jsonCall<{ id: number }>('operate/permission/update-role', {
      name: `clerk_${Date.now() % 100000}`,
      title: '值班员',
      permission_ids: [id('government:view'), id('government:update'), removed.id],
    });
    await a.goto(url(`/sys_permission/role/${role.id}`));
    await expect.poll(() => a.locator('li[data-permission="government:delete"] input[type="checkbox"]').first().isChecked()).toBe(true);

    // B takes the permission away.
    await b.goto(url(`/sys_permission/role/${role.id}`));
    const box = b.locator('li[data-permission="government:delete"] input[type="checkbox"]').first();
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.uncheck();
    await b.getByRole('button', { name: '保存' }).click();
    await b.waitForURL(new RegExp(`/sys_permission/role/${role.id}/show$`));

    // A's form still shows it granted; saving a new title says what B removed, and keeping mine does not grant it again.
    await a.locator('input[name="title"]').fill('值班员甲');
    await a.getByRole('button', { name: '保存' }).click();
    const dialog = a.getByRole('dialog', { name: '有人在您编辑期间修改了此记录' });
    await expect.poll(() => dialog.getByTestId('conflict-permission_ids').textContent()).toContain(`移除：${removed.title}`);
    expect(await dialog.getByRole('button', { name: '采用对方版本' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '保留我的修改' }).click();
    await a.waitForURL(new RegExp(`/sys_permission/role/${role.id}/show$`));
    const granted = await api<{ id: number }[]>('operate/permission/role-has-permission', { role_id: role.id });
    expect(granted.map((p) => p.id)).not.toContain(removed.id);
    const roles = await api<{ id: number; title: string }[]>('operate/permission/roles');
    expect(roles.find((r) => r.id === role.id)?.title).toBe('值班员甲');
  });

  it('a rename in one context shows in the other’s open list within 2 s, with no click', async () => {
    await openLive(a, '/gov/index');
    const first = a.locator('table tbody tr').first();
    await expect.poll(() => first.count(), { timeout: 20_000 }).toBe(1);
    const name = (await first.locator('td').nth(1).textContent())!.trim();
    const row = await api<{ list: { id: number; name: string }[] }>('operate/government/government-list', { keyword: name });
    const target = row.list.find((g) => g.name === name)!;

    await b.goto(url(`/gov/index/${target.id}`));
    await expect.poll(() => field(b, '名称').inputValue()).toBe(name);
    const renamed = `${name.slice(0, 40)}·${Date.now() % 1000}`;
    await field(b, '名称').fill(renamed);
    await b.getByRole('button', { name: '保存' }).click();
    await b.waitForURL(new RegExp(`/gov/index/${target.id}/show$`));
    await expect.poll(() => a.locator('table tbody tr', { hasText: renamed }).count(), within2s).toBe(1);
  });

  it('a warning inserted straight into the database lights the bell within 2 s', async () => {
    const badge = a.getByTestId('warning-badge').locator('[data-count]');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 20_000 }).not.toBe('');
    const before = Number(await badge.getAttribute('data-count'));
    // As another program would: its own process, its own connection to the file.
    execFileSync(process.execPath, ['-e', INSERT_WARNING, join(inject('dataDir'), 'ops.sqlite')], { cwd: process.cwd(), stdio: 'inherit' });
    await expect.poll(async () => Number(await badge.getAttribute('data-count')), within2s).toBe(before + 1);
  });
});
