import { afterEach, describe, expect, it } from 'vitest';
import { loginAs, openBrowser, type Session } from './browser';
import { api, apiJson } from './opsApi';

/**
 * The API reference (/documentation/api), in Chinese against the built service: the viewer loads
 * on demand under the console's Content-Security-Policy, shows the calls the reader may make from
 * GET /api/openapi.json, and nothing but that document's request carries the console's token. A
 * user without `system:api` is sent to the 401 page.
 */

const sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function signedIn(): Promise<Session> {
  const session = await openBrowser({ locale: 'zh-CN' });
  sessions.push(session);
  await loginAs(session);
  await session.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
  return session;
}

describe('the API reference', () => {
  it('draws the caller’s calls from the document, within the page’s policy, without handing the token on', { timeout: 90_000 }, async () => {
    const session = await signedIn();
    const { page } = session;
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    const tokened: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['x-token'] && !/\/api\/operate\/|\/api\/admin\/|\/api\/events/.test(r.url())) tokened.push(r.url());
    });

    await page.goto(session.url('/documentation/api'));
    await page.getByText('下载 openapi.json').waitFor({ timeout: 30_000 });
    await page.getByText('operate/company/company-list').first().waitFor({ timeout: 30_000 });
    expect(tokened.every((u) => u.endsWith('/api/openapi.json'))).toBe(true);
    expect(tokened.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('is not open to a user without system:api', { timeout: 60_000 }, async () => {
    const permissions = (await api<{ id: number; name: string }[]>('operate/permission/permission-list')).filter((p) => p.name === 'company:view');
    const role = await apiJson<{ id: number }>('operate/permission/update-role', { name: 'no_api_e2e', title: 'No API', permission_ids: permissions.map((p) => p.id) });
    await apiJson('operate/auth/register', { account: 'no_api_e2e', name: 'No API', password: 'NoApi#2026-xyz', role_ids: [role.id] });
    const session = await openBrowser({ locale: 'zh-CN' });
    sessions.push(session);
    const { page, url } = session;
    // An account an administrator made chooses its own password at the first login.
    await loginAs(session, 'no_api_e2e', 'NoApi#2026-xyz');
    await page.getByRole('heading', { name: '设置新密码' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('新密码', { exact: true }).fill('my own api-less passphrase');
    await page.getByLabel('确认密码').fill('my own api-less passphrase');
    await page.getByRole('button', { name: '保存并继续' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.goto(url('/documentation/api'));
    await page.waitForURL((u) => u.pathname === '/401', { timeout: 30_000 });
  });
});
