import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { appThemeOptions } from '../../src/theme';
import { activeTab, clickMenu, cookie, expectScreen, seriousViolations, settled, signedIn, SPEC_ROUTES, tab, tabPaths, shellReady } from './shellPages';

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('the console shell', () => {
  it('opens every spec route by URL, and again after a reload', { timeout: 240_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    for (const route of SPEC_ROUTES) {
      await page.goto(session.url(route.path));
      await expectScreen(page, route.path, route.title);
    }
    await page.reload();
    await expectScreen(page, '/sys_permission/config', SPEC_ROUTES.at(-1)!.title);
    // Every visited route kept its tab across the reloads.
    expect(await tabPaths(page)).toEqual(SPEC_ROUTES.map((r) => r.path));
  });

  it('reaches every spec route by the menu, the avatar dropdown and the route search', { timeout: 240_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    expect(await page.getByTestId('app-menu').locator('a[href^="/sys_permission"]').count()).toBe(0);
    for (const route of SPEC_ROUTES) {
      if (route.menu === 'sidebar') await clickMenu(page, route.path);
      else if (route.menu === 'avatar') {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'System authority' }).click();
      } else {
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox', { name: 'Search pages' }).fill(route.title);
        await expect.poll(() => page.getByRole('option').first().textContent()).toContain(route.path);
        await page.keyboard.press('Enter');
      }
      await expectScreen(page, route.path, route.title);
    }
  });

  it('does each tags-view action: refresh, close, close others, close all, middle click', { timeout: 180_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    for (const path of ['/gov/index', '/company/index', '/warn/index', '/check/index']) await clickMenu(page, path);
    await expectScreen(page, '/check/index', SPEC_ROUTES.find((r) => r.path === '/check/index')!.title);
    expect(await tabPaths(page)).toEqual(['/', '/gov/index', '/company/index', '/warn/index', '/check/index']);

    // Refresh re-renders the page through /redirect (the old screen's DOM is gone).
    await page.locator('#main-content > *').first().evaluate((el) => el.setAttribute('data-before-refresh', ''));
    await tab(page, '/check/index').click({ button: 'right' });
    const menu = page.getByTestId('tag-menu');
    // Measured once its opening animation (a scale) is over.
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(105);
    await menu.getByRole('menuitem', { name: 'Refresh' }).click();
    await expect.poll(() => page.locator('[data-before-refresh]').count()).toBe(0);
    await expectScreen(page, '/check/index', SPEC_ROUTES.find((r) => r.path === '/check/index')!.title);

    await tab(page, '/check/index').click({ button: 'right' });
    await page.getByTestId('tag-menu').getByRole('menuitem', { name: 'Close', exact: true }).click();
    await expect.poll(() => tabPaths(page)).toEqual(['/', '/gov/index', '/company/index', '/warn/index']);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/warn/index');

    await tab(page, '/gov/index').click({ button: 'middle' });
    await expect.poll(() => tabPaths(page)).toEqual(['/', '/company/index', '/warn/index']);

    await tab(page, '/company/index').click({ button: 'right' });
    await page.getByTestId('tag-menu').getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => tabPaths(page)).toEqual(['/', '/company/index']);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/company/index');

    await tab(page, '/').click({ button: 'right' });
    expect(await page.getByTestId('tag-menu').getByRole('menuitem', { name: 'Close', exact: true }).count()).toBe(0);
    await page.getByTestId('tag-menu').getByRole('menuitem', { name: 'Close all' }).click();
    await expect.poll(() => tabPaths(page)).toEqual(['/']);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('brings a list back with its sort, page and scroll position, also after a reload', { timeout: 180_000 }, async () => {
    session = await signedIn({ height: 500 });
    const { page } = session;
    const rows = () => page.locator('table tbody tr:visible').count();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await clickMenu(page, '/company/index');
    await expectScreen(page, '/company/index', SPEC_ROUTES.find((r) => r.path === '/company/index')!.title);
    await expect.poll(rows, { timeout: 20_000 }).toBeGreaterThan(5);
    await page.locator('thead [data-field="name"]').click();
    await expect.poll(() => page.url()).toMatch(/sort=name/);
    await page.getByRole('button', { name: /next page/i }).first().click();
    await expect.poll(() => page.url()).toMatch(/page=2/);
    // react-admin scrolls to the top once the new page is in; scroll after that.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(scrollY).toBe(120);
    await page.waitForTimeout(300);

    await clickMenu(page, '/gov/index');
    await expectScreen(page, '/gov/index', SPEC_ROUTES.find((r) => r.path === '/gov/index')!.title);
    await tab(page, '/company/index').getByRole('link').click();
    await expect.poll(() => page.url()).toMatch(/page=2/);
    expect(page.url()).toMatch(/sort=name/);
    await expect.poll(scrollY, { timeout: 10_000 }).toBe(120);

    // After a reload, the list store (localStorage) brings the same params back by the menu too.
    await page.reload();
    await shellReady(page);
    await clickMenu(page, '/gov/index');
    await clickMenu(page, '/company/index');
    await expect.poll(() => page.url()).toMatch(/page=2/);
    expect(page.url()).toMatch(/sort=name/);
    await expect.poll(rows, { timeout: 20_000 }).toBeGreaterThan(0);

    // The settings handle on the right edge covers none of the list (a wide table scrolls in its wrapper).
    const handle = await page.getByTestId('settings-handle').boundingBox();
    for (const part of [page.locator('.RaDataTable-tableWrapper').first(), page.locator('.MuiTablePagination-root').first()]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(handle!.x);
    }
  });

  it('keeps size, language and theme colour across a reload', { timeout: 180_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    const handleColour = () => page.getByTestId('settings-handle').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await cookie(session, 'size')).toBeUndefined();
    const mediumFont = await bodyFont();

    await page.getByRole('button', { name: 'Size' }).click();
    await page.getByRole('menuitem', { name: 'Mini' }).click();
    await expect.poll(() => page.getByText('Switch Size Success').isVisible()).toBe(true);
    expect(await cookie(session, 'size')).toBe('mini');
    await expect.poll(bodyFont).not.toBe(mediumFont);
    const miniFont = await bodyFont();

    await page.getByTestId('settings-handle').click();
    await page.getByRole('button', { name: 'Use the colour #f5222d' }).click();
    const red = rgb((appThemeOptions({ primary: '#f5222d' }).palette as { primary: { main: string } }).primary.main);
    await expect.poll(handleColour).toBe(red);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => page.getByText('Idioma cambiado correctamente').isVisible()).toBe(true);

    await page.reload();
    // The stored colour is there from the first paint of the handle: no flash of the default.
    await page.getByTestId('settings-handle').waitFor();
    expect(await handleColour()).toBe(red);
    expect(await bodyFont()).toBe(miniFont);
    expect(await cookie(session, 'language')).toBe('es');
    await expect.poll(() => page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Tamaño' }).isVisible()).toBe(true);
  });

  it('switches to mobile mode under 992 px and back', { timeout: 120_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    const device = () => page.getByTestId('shell').getAttribute('data-device');
    expect(await device()).toBe('desktop');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(device).toBe('mobile');
    expect(await page.getByTestId('app-menu').isVisible()).toBe(false);
    await page.getByTestId('hamburger').click();
    await expect.poll(() => page.getByTestId('app-menu').isVisible()).toBe(true);
    await clickMenu(page, '/warn/index');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/warn/index');
    await expect.poll(() => page.getByTestId('app-menu').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect.poll(device).toBe('desktop');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-opened')).toBe('true');
    expect(await cookie(session, 'sidebarStatus')).not.toBe('0');
  });

  // Each route is scanned once per mode, as soon as its data is in (no fixed sleeps).
  it.each(['light', 'dark'] as const)('has no serious or critical axe findings in %s mode, on the shell and every spec route', async (mode) => {
    session = await signedIn();
    const { page } = session;
    await page.evaluate((m) => localStorage.setItem('ops-settings', JSON.stringify({ mode: m })), mode);
    const found: string[] = [];
    for (const route of SPEC_ROUTES) {
      await page.goto(session.url(route.path));
      await expectScreen(page, route.path, route.title);
      await settled(page);
      found.push(...(await seriousViolations(page, route.path)));
    }
    // The shell's own popups: route search, settings panel, tab menu.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('acc');
    found.push(...(await seriousViolations(page, 'route search')));
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-handle').click();
    await page.getByTestId('settings-drawer').waitFor();
    found.push(...(await seriousViolations(page, 'settings panel')));
    await page.keyboard.press('Escape');
    await activeTab(page).click({ button: 'right' });
    found.push(...(await seriousViolations(page, 'tab menu')));
    expect(found).toEqual([]);
  }, 300_000);
});
