import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM } from './browser';
import { adminApi } from './opsApi';

/**
 * Live changes as two administrators see them, each in a browser context of their own (in
 * Chinese): a stale save is told of the other's change and both survive a merge; a rename shows
 * in the other's open list, and a warning the field app's backend writes straight into the
 * database lights the bell, and a definition saved through the API joins the open console's menu,
 * each within 2 s, with no click. The same journeys run against each
 * shape of the service: the production build (console and API on one origin) and `npm start`
 * (the console on its own port, the API on another).
 */

export interface Shape {
  consoleUrl: string;
  /** Where the API answers, ending in /api. */
  apiUrl: string;
  /** The service's SQLite file, which another program writes to as well. */
  dbFile: string;
}

export interface Admins {
  a: Page;
  b: Page;
  url: (path: string) => string;
}

/** Two administrators signed in to the console of `shape()` (read once the service runs). */
export function twoAdmins(shape: () => Shape): () => Admins {
  let browser: Browser | undefined;
  let admins: Admins | undefined;
  beforeAll(async () => {
    const url = (path: string) => `${shape().consoleUrl}${path}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
    // One after the other: two logins at once have, now and then, never been answered.
    const a = await signIn(browser, url);
    const b = await signIn(browser, url);
    admins = { a, b, url };
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => admins!;
}

async function signIn(browser: Browser, url: (path: string) => string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(url('/login'));
  await page.locator('input[name="account"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin123');
  await page.locator('button[type="submit"]').click();
  // A loaded machine takes its time over the first page and the password hash.
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
  return page;
}

/** Opens `path` and waits for its live stream to open (once the page has finished loading). */
export async function openLive(page: Page, url: string): Promise<void> {
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/events'), { timeout: 20_000 });
  await page.goto(url);
  await streamed;
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const within2s = { timeout: 2000, intervals: [100] };

/** The field app's backend writing a warning: an inspection with status `error`, straight into the table. */
const INSERT_WARNING = `
const db = new (require('better-sqlite3'))(process.argv[1]);
const point = db.prepare('select id, company_id from check_points order by id limit 1').get();
db.prepare("insert into inspections (company_id, check_point_id, status, results, content, identity, created_at) values (?, ?, 'error', '[]', '消防通道堵塞', 'staff', datetime('now', 'localtime'))").run(point.company_id, point.id);
db.close();`;

/** Serious or critical axe findings inside `scope` (the open dialog, the page content). */
export async function violations(page: Page, scope = '[role="dialog"]'): Promise<string[]> {
  // Colours are judged at rest: no hover left by the last click, no transition running.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running' || x.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).include(scope).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}

/** The live-change journeys, in the describe that calls it. */
export function liveJourneys(shape: () => Shape, admins: () => Admins): void {
  const { api, apiJson } = adminApi(() => shape().apiUrl);

  it('a stale save is told of the conflict, and both changes survive a merge', async () => {
    const { a, b, url } = admins();
    const government = await api<{ id: number; contact: string; phone: string }>('operate/government/government-detail', { id: 3 });
    await openLive(a, url(`/gov/index/${government.id}`));
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

  it('a rename through the API shows in an open list within 2 s, with no click', async () => {
    const { a, url } = admins();
    await openLive(a, url('/gov/index'));
    const first = a.locator('table tbody tr').first();
    await expect.poll(() => first.count(), { timeout: 20_000 }).toBe(1);
    const name = (await first.locator('td').nth(1).textContent())!.trim();
    const target = (await api<{ list: { id: number; name: string }[] }>('operate/government/government-list', { keyword: name })).list.find((g) => g.name === name)!;

    const renamed = `${name.slice(0, 40)}·${Date.now() % 1000}`;
    await api('operate/government/government-update', { id: target.id, name: renamed });
    await expect.poll(() => a.locator('table tbody tr', { hasText: renamed }).count(), within2s).toBe(1);
  });

  it('a warning inserted straight into the database lights the bell within 2 s', async () => {
    const { a } = admins();
    const badge = a.getByTestId('warning-badge').locator('[data-count]');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 20_000 }).not.toBe('');
    const before = Number(await badge.getAttribute('data-count'));
    // As another program would: its own process, its own connection to the file.
    execFileSync(process.execPath, ['-e', INSERT_WARNING, shape().dbFile], { cwd: process.cwd(), stdio: 'inherit' });
    await expect.poll(async () => Number(await badge.getAttribute('data-count')), within2s).toBe(before + 1);
  });

  it('a definition saved through the API joins the open menu within 2 s, and its list opens', async () => {
    const { a, url } = admins();
    await openLive(a, url('/'));
    const name = `live_notes_${Date.now() % 100000}`;
    const words = (zh: string, en: string, es: string) => ({ zh, en, es });
    const link = a.locator(`a[href$="/entity/${name}"]`);
    expect(await link.count()).toBe(0);
    await apiJson('operate/entity/definition-save', {
      definition: {
        name,
        version: 1,
        labels: { name: words('值班记事', 'Duty notes', 'Notas de guardia'), item: words('记事', 'Note', 'Nota'), create: words('新增记事', 'New note', 'Nueva nota') },
        menu: { group: 'maintenance', order: 90, icon: 'event_note' },
        recordTitle: 'note',
        fields: [{ name: 'note', type: 'text', label: words('内容', 'Note', 'Nota'), required: true, maxLength: 80 }],
      },
    });
    await expect.poll(() => link.count(), within2s).toBe(1);
    await a.goto(url(`/entity/${name}`));
    await a.getByRole('heading', { name: '值班记事' }).first().waitFor({ timeout: 20_000 });
  });
}
