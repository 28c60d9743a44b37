import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, type Session } from './browser';

describe('foundation journeys', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  it('sends a visitor without a token to /login with ?redirect=, and after login back there', async () => {
    const { page } = session;
    await page.goto(session.url('/gov/index'));
    await page.waitForURL(/\/login\?redirect=%2Fgov%2Findex$/);
    // A padded account still logs in: the console trims it (spec §5).
    await page.locator('input[name="account"]').fill('   admin  ');
    await page.locator('input[name="password"]').fill('admin123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/gov\/index/);
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const cookies = await session.context.cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { page } = session;
    await loginAs(session, 'admin', 'wrong-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    expect(await page.locator('input[name="account"]').inputValue()).toBe('admin');
    expect(page.url()).toContain('/login');
  });

  it('goes to /404 for an unknown URL once logged in', async () => {
    const { page } = session;
    await loginAs(session);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(session.url('/no/such/page'));
    await page.waitForURL(/\/404$/);
    // The status page's code loads on demand.
    await expect.poll(() => page.getByText('404').first().isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it('with /login and a token goes to the app', async () => {
    const { page } = session;
    await loginAs(session);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(session.url('/login'));
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it('an expired token opens the one re-login dialog, which leads to the login page', async () => {
    const { page, context } = session;
    await context.addCookies([{ name: 'Admin-Token', value: 'expired-or-unknown-token', url: session.url('/') }]);
    await page.goto(session.url('/gov/index'));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expect.poll(() => dialog.textContent()).toContain('确定登出');
    expect(await dialog.textContent()).toContain('你已被登出，可以取消继续留在该页面，或者重新登录');
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fgov%2Findex/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  it('keeps the chosen language across a reload', async () => {
    const { page } = session;
    await page.goto(session.url('/login'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('航天运营管理系统');
    await page.getByLabel('语言').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Aerospace Operations Management System');
    await expect.poll(() => page.getByText('Switch Language Success').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Aerospace Operations Management System');
    // …and inside the app, after logging in.
    await page.locator('input[name="account"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => page.getByText('Idioma cambiado correctamente').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Idioma' }).isVisible(), { timeout: 20_000 }).toBe(true);
  });
});
