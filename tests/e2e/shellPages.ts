import { expect } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { loginAs, openBrowser, type Session } from './browser';
import { fullCatalog } from '../../src/i18n/catalogs';
import governments from '../../entities/governments.json';

const en = fullCatalog('en');
const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string;

/** Spec §2's routes under the layout, with the title their tab shows in English. */
export const SPEC_ROUTES: { path: string; title: string; menu: 'sidebar' | 'avatar' | 'search' }[] = [
  { path: '/', title: t('menu.home'), menu: 'sidebar' },
  { path: '/warn/index', title: t('resources.warnings.name'), menu: 'sidebar' },
  { path: '/statistic/index', title: t('menu.statistic'), menu: 'sidebar' },
  { path: '/company/index', title: t('resources.companies.name'), menu: 'sidebar' },
  // Governments are a definition: their words are in its file.
  { path: '/gov/index', title: governments.labels.name.en, menu: 'sidebar' },
  { path: '/check/index', title: t('resources.checkPoints.name'), menu: 'sidebar' },
  { path: '/check/qr_code', title: t('resources.qrCodes.name'), menu: 'sidebar' },
  { path: '/account/index', title: t('menu.accounts'), menu: 'sidebar' },
  { path: '/account/app-company-account', title: t('resources.companyAppAccounts.name'), menu: 'sidebar' },
  { path: '/account/web-company-account', title: t('resources.companyWebAccounts.name'), menu: 'sidebar' },
  { path: '/account/app-gov-account', title: t('resources.govAppAccounts.name'), menu: 'sidebar' },
  { path: '/account/web-gov-account', title: t('resources.govWebAccounts.name'), menu: 'sidebar' },
  { path: '/sys_permission/role', title: t('resources.roles.name'), menu: 'avatar' },
  { path: '/sys_permission/config', title: t('resources.permissions.name'), menu: 'search' },
];

/** A logged-in browser in English (or the given language). */
export async function signedIn(options: { width?: number; height?: number; language?: string; account?: string; password?: string } = {}): Promise<Session> {
  const session = await openBrowser({ width: options.width, height: options.height });
  await session.context.addCookies([{ name: 'language', value: options.language ?? 'en', url: session.url('/') }]);
  await loginAs(session, options.account, options.password);
  await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await shellReady(session.page);
  return session;
}

export async function shellReady(page: Page): Promise<void> {
  await page.getByTestId('shell').waitFor({ timeout: 30_000 });
}

export const tabs = (page: Page) => page.getByTestId('tag');
export const tab = (page: Page, path: string) => page.locator(`[data-testid=tag][data-path="${path}"]`);
export const activeTab = (page: Page) => page.locator('[data-testid=tag][data-active]');
export const tabPaths = (page: Page) => tabs(page).evaluateAll((all) => all.map((el) => el.getAttribute('data-path')));

/** The page shows its screen: the URL stayed, its tab is active with its title, no error page. */
export async function expectScreen(page: Page, path: string, title: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(path);
  await expect.poll(() => activeTab(page).getAttribute('data-path'), { timeout: 20_000 }).toBe(path);
  await expect.poll(() => activeTab(page).textContent(), { timeout: 20_000 }).toBe(title);
  expect(await page.locator('.RaError-root:visible, .MuiAlert-standardError:visible').count()).toBe(0);
  await expect.poll(() => page.locator('#main-content').innerText(), { timeout: 20_000 }).not.toBe('');
  // For screen readers: a page heading (lists kept behind other tabs are hidden), and the app bar as the one banner.
  await expect.poll(() => page.locator('#main-content').getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
  // (Polled: while a menu or dialog closes, MUI still hides the rest of the page from the tree.)
  await expect.poll(() => page.getByRole('banner').count(), { timeout: 10_000 }).toBe(1);
}

/** The screen's data and code are in: the top progress bar (data loads, lazy chunks) is gone. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('navigation-progress').count(), { timeout: 20_000 }).toBe(0);
}

/**
 * Clicks the heading of a folded section (an accordion, a menu group) and waits until every
 * section on the page has finished opening or closing. A control in a section still opening is
 * clipped by it: a click scrolls the clipping box itself to reach the control, and as the box
 * grows that scroll shrinks back, moving the control between the press and the release (the
 * click then goes to what is under the release). The control's own box does not move while the
 * section grows around it, so the click's stability check does not wait for the opening.
 */
export async function unfold(page: Page, heading: Locator): Promise<void> {
  await heading.click();
  await expect.poll(() => heading.getAttribute('aria-expanded'), { timeout: 20_000 }).toBe('true');
  await sectionsStill(page);
}

/** Waits until no section on the page is opening or closing (see unfold). */
export async function sectionsStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('.MuiCollapse-root')].every((c) => c.classList.contains('MuiCollapse-entered') || c.classList.contains('MuiCollapse-hidden')),
    undefined,
    { timeout: 20_000 },
  );
}

/** Opens a sidebar entry, unfolding its group first when needed. */
export async function clickMenu(page: Page, path: string): Promise<void> {
  const menu = page.getByTestId('app-menu');
  const link = menu.locator(`a[href="${path}"]`);
  const group = menu.locator('[role=group]', { has: page.locator(`a[href="${path}"]`) });
  if ((await group.count()) > 0) {
    const header = menu.locator(`[aria-controls="${await group.getAttribute('id')}"]`);
    if ((await header.getAttribute('aria-expanded')) === 'false') await unfold(page, header);
  }
  await link.click();
}

/** Serious or critical axe findings (WCAG 2.1 A/AA, contrast included) on the current page. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Colours are judged once transitions (drawer slides, tooltip fades) are over; endless ones
  // (skeletons, spinners) never end and are not waited for.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // Only violations are reported in full, which spares axe serialising every passing node.
  // (`options` replaces every option: it comes before `withTags`.)
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

export const cookie = async (session: Session, name: string) => (await session.context.cookies()).find((c) => c.name === name)?.value;

/**
 * Signs a new user in, in `language`, choosing its own password (`<password>-mine`) when asked to.
 * The wait after it is long: the new password is hashed on a machine that may be busy.
 */
export async function signInNew(account: string, password: string, language: 'zh' | 'en' | 'es'): Promise<Session> {
  const session = await openBrowser();
  await session.context.addCookies([{ name: 'language', value: language, url: session.url('/') }]);
  const { page } = session;
  await loginAs(session, account, password);
  const own = page.locator('input[name="new-password"]');
  const inside = (timeout: number) => page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout });
  await Promise.race([inside(20_000).catch(() => undefined), own.waitFor({ timeout: 20_000 }).catch(() => undefined)]);
  if (await own.isVisible()) {
    await own.fill(`${password}-mine`);
    await page.locator('input[name="confirm-password"]').fill(`${password}-mine`);
    await page.locator('button[type="submit"]').click();
  }
  await inside(40_000);
  await shellReady(page);
  return session;
}
