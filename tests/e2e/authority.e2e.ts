import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, openBrowser, type Session } from './browser';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * System authority against the real server (the browser speaks Chinese, as the users do): a
 * role made in the tree editor decides what its user sees, and taking it away takes effect.
 */

let sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
});

/** Passwords users chose at their first login: one an administrator set must be replaced. */
const chosen = new Map<string, string>();

async function signIn(account: string, password: string): Promise<Session> {
  const session = await openBrowser();
  sessions.push(session);
  const { page } = session;
  await loginAs(session, account, chosen.get(account) ?? password);
  const own = page.locator('input[name="new-password"]');
  const inside = () => page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await Promise.race([inside().catch(() => undefined), own.waitFor({ timeout: 20_000 }).catch(() => undefined)]);
  if (await own.isVisible()) {
    const mine = `${password}-mine`;
    await own.fill(mine);
    await page.locator('input[name="confirm-password"]').fill(mine);
    await page.locator('button[type="submit"]').click();
    chosen.set(account, mine);
  }
  await inside();
  return session;
}

/** The sidebar's links, once the menu has settled on at least `min` of them. */
async function menuLinks(page: Page, min: number): Promise<string[]> {
  const links = () => page.getByTestId('app-menu').locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  await expect.poll(async () => (await links()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(min);
  return links();
}

const permission = (page: Page, name: string) => page.locator(`li[data-permission="${name}"] input[type="checkbox"]`).first();

/** Serious or critical axe findings in the page content (the shell is checked by its own journeys). */
async function contentViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main-content').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function expectDenied(session: Session, path: string): Promise<void> {
  await session.page.goto(session.url(path));
  await session.page.waitForURL(/\/401$/, { timeout: 20_000 });
  await expect.poll(() => session.page.getByText('401').first().isVisible()).toBe(true);
}

describe('system authority', () => {
  it('a role with some permissions gates its user: menu, buttons and routes; removing it ends the user’s session', { timeout: 300_000 }, async () => {
    const admin = await signIn('admin', 'admin123');
    const { page } = admin;

    // A role with a subset of the tree: governments without delete (a half-checked group), alarms.
    await page.goto(admin.url('/sys_permission/role/create'));
    await page.locator('input[name="title"]').fill('审计员E2E');
    await page.locator('input[name="name"]').fill('auditor_e2e');
    await permission(page, 'government').check();
    await expect.poll(() => permission(page, 'government:delete').isChecked()).toBe(true);
    await permission(page, 'government:delete').uncheck();
    expect(await permission(page, 'government').evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
    await permission(page, 'warning:view').check();
    await page.getByRole('searchbox', { name: '搜索权限' }).fill('statistic');
    expect(await page.locator('li[data-permission="government"]').count()).toBe(0);
    await page.getByRole('searchbox', { name: '搜索权限' }).fill('');
    expect(await contentViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/sys_permission\/role\/\d+\/show$/, { timeout: 20_000 });
    // The role's page shows the granted part of the tree (the form's full tree is gone).
    await expect.poll(() => page.getByRole('heading', { name: '已授予的权限' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('li[data-permission="government:update"]').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator('li[data-permission="government:delete"]').count()).toBe(0);
    expect(await page.locator('li[data-permission="company"]').count()).toBe(0);
    expect(await contentViolations(page)).toEqual([]);

    // A user holding that role.
    await page.goto(admin.url('/sys_permission/user/create'));
    await page.locator('input[name="account"]').fill('auditor_e2e_user');
    await page.locator('input[name="name"]').fill('审计员甲');
    await page.locator('input[name="password"]').fill('Audit#2026-xyz');
    await page.locator('input[name="password_confirm"]').fill('Audit#2026-xyz');
    await page.getByRole('checkbox', { name: /审计员E2E/ }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/sys_permission\/user\/\d+\/show$/, { timeout: 20_000 });
    const userShow = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('cell', { name: '审计员E2E' }).isVisible(), { timeout: 20_000 }).toBe(true);

    // The user sees only what the role allows.
    const user = await signIn('auditor_e2e_user', 'Audit#2026-xyz');
    expect(await menuLinks(user.page, 5)).toEqual(['/', '/gov/index', '/warn/index', '/documentation/index', '/guide/index']);
    await user.page.goto(user.url('/gov/index'));
    await expect.poll(() => user.page.locator('table tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => user.page.getByRole('link', { name: '编辑' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await user.page.getByRole('link', { name: '新建' }).isVisible()).toBe(true);
    expect(await user.page.getByRole('button', { name: '删除' }).count()).toBe(0);
    for (const path of ['/company/index', '/statistic/index', '/sys_permission/role', '/sys_permission/user']) await expectDenied(user, path);

    // While the user holds the role it cannot be deleted, and the dialog says who holds it.
    await page.goto(admin.url('/sys_permission/role'));
    await page.locator('tr', { hasText: '审计员E2E' }).getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), { timeout: 20_000 }).toContain('仍有 1 个用户拥有该角色');
    expect(await dialog.textContent()).toContain('auditor_e2e_user');
    expect(await dialog.getByRole('button', { name: '删除' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '取消' }).click();

    // Take the role away: the user's session ends at once, and the next login shows nothing guarded.
    await page.goto(admin.url(userShow));
    await page.getByRole('button', { name: '移除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '移除' }).click();
    await expect.poll(() => page.getByText('该用户没有任何角色').isVisible(), { timeout: 20_000 }).toBe(true);

    await user.page.goto(user.url('/gov/index'));
    await expect.poll(() => user.page.getByRole('dialog').textContent(), { timeout: 20_000 }).toContain('你已被登出');
    const again = await signIn('auditor_e2e_user', 'Audit#2026-xyz');
    expect(await menuLinks(again.page, 3)).toEqual(['/', '/documentation/index', '/guide/index']);
    await expectDenied(again, '/gov/index');

    // Now nobody holds the role: it can be deleted.
    await page.goto(admin.url('/sys_permission/role'));
    await page.locator('tr', { hasText: '审计员E2E' }).getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent(), { timeout: 20_000 }).toContain('无法恢复');
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.locator('tr', { hasText: '审计员E2E' }).count(), { timeout: 20_000 }).toBe(0);
  });

  it('nobody is offered to delete themselves; the admin role is built in', { timeout: 120_000 }, async () => {
    const admin = await signIn('admin', 'admin123');
    const { page } = admin;
    await page.goto(admin.url('/sys_permission/user'));
    const own = page.locator('tr', { has: page.getByRole('cell', { name: /^admin/ }) });
    await expect.poll(() => own.getByText('我').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('tr', { hasText: 'visitor' }).getByRole('button', { name: '删除' }).count()).toBe(1);
    expect(await own.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await contentViolations(page)).toEqual([]);

    await page.goto(admin.url('/sys_permission/role'));
    const adminRole = page.locator('tr', { hasText: '超级管理员' });
    await expect.poll(() => adminRole.getByText('内置').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await adminRole.getByRole('link', { name: '编辑' }).count()).toBe(0);
    expect(await adminRole.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await contentViolations(page)).toEqual([]);

    // Permission settings: each permission with the roles holding it.
    await page.goto(admin.url('/sys_permission/config'));
    const companyView = page.locator('li[data-permission="company:view"]');
    await expect.poll(() => companyView.textContent(), { timeout: 20_000 }).toContain('运营编辑');
    expect(await companyView.textContent()).toContain('访客');
    expect(await page.locator('li[data-permission="government:delete"]').textContent()).toContain('暂无角色');
    expect(await contentViolations(page)).toEqual([]);
  });

  it('the seed’s visitor sees no create, edit or delete, and no system authority; the editor after them sees theirs', { timeout: 120_000 }, async () => {
    const visitor = await signIn('visitor', 'visitor123');
    await visitor.page.goto(visitor.url('/gov/index'));
    await expect.poll(() => visitor.page.locator('table tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => visitor.page.getByRole('link', { name: '查看' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await visitor.page.getByRole('link', { name: '新建' }).count()).toBe(0);
    expect(await visitor.page.getByRole('link', { name: '编辑' }).count()).toBe(0);
    expect(await visitor.page.getByRole('button', { name: '删除' }).count()).toBe(0);
    await expectDenied(visitor, '/gov/index/create');
    await expectDenied(visitor, '/sys_permission/config');

    // Another user logging in in the same tab gets their own permissions, not the visitor's.
    const { page } = visitor;
    await page.goto(visitor.url('/'));
    await page.getByRole('button', { name: /账号菜单|个人资料/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/, { timeout: 20_000 });
    await page.locator('input[name="account"]').fill('editor');
    await page.locator('input[name="password"]').fill('editor123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.goto(visitor.url('/gov/index'));
    await expect.poll(() => page.getByRole('link', { name: '新建' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: '编辑' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
  });
});
