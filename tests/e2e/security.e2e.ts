import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { timeStep, totpCode } from '../../server/src/security/totp';
import { loginAs, openBrowser, type Session } from './browser';
import { api } from './opsApi';

/**
 * A second factor end to end (real Chromium, real server, in Chinese): a user whose password an
 * administrator set chooses their own at the first login, sets up two-step verification from the
 * avatar menu (the test computes the codes from the key shown), logs in with a code, then with a
 * recovery code, and ends another of their sessions from the sessions list. A session whose
 * password check is older than 5 minutes confirms the password before the setup starts.
 */

const sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function browser(): Promise<Session> {
  const session = await openBrowser({ locale: 'zh-CN' });
  sessions.push(session);
  return session;
}

/** A first login through the browser, which asks for a password of the user's own. */
async function firstLogin(session: Session, account: string, given: string, own: string) {
  await loginAs(session, account, given);
  await session.page.getByRole('heading', { name: '设置新密码' }).waitFor();
  await session.page.getByLabel('新密码', { exact: true }).fill(own);
  await session.page.getByLabel('确认密码').fill(own);
  await session.page.getByRole('button', { name: '保存并继续' }).click();
  await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Moves the password check of the account's sessions back in time, in the service's database. */
function agePasswordCheck(account: string) {
  const db = new Database(join(inject('dataDir'), 'ops.sqlite'), { fileMustExist: true });
  try {
    db.prepare("UPDATE tokens SET reauth_at = '2000-01-01 00:00:00' WHERE user_id = (SELECT id FROM system_users WHERE account = ?)").run(account);
  } finally {
    db.close();
  }
}

describe('two-step verification', () => {
  it('is set up from the avatar menu, asked at login, opened by a recovery code once; a session is ended from the list', { timeout: 90_000 }, async () => {
    const account = `mfa${String(Date.now()).slice(-7)}`;
    const own = 'my own long passphrase';
    await api('operate/auth/register', { account, password: 'set by the office 1', name: '双因素用户' });

    // The first login asks for a password of the user's own before the session opens.
    const first = await browser();
    await firstLogin(first, account, 'set by the office 1', own);

    // Set up from the avatar menu: the key shown, a first code, the recovery codes shown once.
    await first.page.getByRole('button', { name: /账号菜单/ }).click();
    await first.page.getByRole('menuitem', { name: '登录与会话' }).click();
    await first.page.getByRole('button', { name: '立即设置' }).click();
    const secret = (await first.page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const step = timeStep(Date.now());
    await first.page.getByLabel('应用中显示的验证码').fill(totpCode(secret, step));
    await first.page.getByRole('button', { name: '启用' }).click();
    await first.page.getByTestId('recovery-codes').waitFor();
    const codes = (await first.page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await first.page.getByRole('button', { name: '我已妥善保存' }).click();
    await first.page.getByText('已启用，还剩 10 个恢复码。').waitFor();

    // A login now asks for a code; the one of the next step opens it (the enrolment used this one).
    const second = await browser();
    await loginAs(second, account, own);
    await second.page.getByRole('heading', { name: '两步验证' }).waitFor();
    await second.page.getByLabel('验证码').fill(totpCode(secret, step + 1));
    await second.page.getByRole('button', { name: '验证' }).click();
    await second.page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // A recovery code opens it once.
    const third = await browser();
    await loginAs(third, account, own);
    await third.page.getByLabel('验证码').fill(codes[0]!);
    await third.page.getByRole('button', { name: '验证' }).click();
    await third.page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The sessions list: three, this one marked; ending the others leaves this one.
    await third.page.goto(third.url('/profile/security'));
    const list = third.page.getByTestId('sessions').getByRole('listitem');
    await expect.poll(() => list.count()).toBe(3);
    await expect.poll(() => third.page.getByTestId('sessions').getByText('当前浏览器').count()).toBe(1);
    await list.filter({ hasNotText: '当前浏览器' }).first().getByRole('button', { name: /结束/ }).click();
    await expect.poll(() => list.count()).toBe(2);
    await third.page.getByRole('button', { name: '退出其他所有登录' }).click();
    await expect.poll(() => list.count()).toBe(1);
  });

  it('asks a session whose password check is old for the password before the setup, then enrols', { timeout: 90_000 }, async () => {
    const account = `mfr${String(Date.now()).slice(-7)}`;
    const own = 'a passphrase of my own';
    await api('operate/auth/register', { account, password: 'set by the office 2', name: '补验用户' });
    const session = await browser();
    const { page } = session;
    await firstLogin(session, account, 'set by the office 2', own);
    agePasswordCheck(account);
    const sent: string[] = [];
    page.on('request', (request) => void (request.url().includes('/operate/auth/mfa-') && sent.push(request.url().split('/').pop()!)));

    await page.goto(session.url('/profile/security'));
    await page.getByRole('button', { name: '立即设置' }).click();
    // No key before the password: the server refused the setup until it is confirmed.
    const dialog = page.getByRole('dialog', { name: '确认身份' });
    await dialog.waitFor();
    expect(await page.getByTestId('mfa-secret').count()).toBe(0);
    await dialog.getByLabel('密码或验证码').fill(own);
    await dialog.getByRole('button', { name: '确认' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('应用中显示的验证码').fill(totpCode(secret, timeStep(Date.now())));
    await page.getByRole('button', { name: '启用' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: '我已妥善保存' }).click();
    await page.getByText('已启用，还剩 10 个恢复码。').waitFor();
    // Each asked once (the console's production build runs an effect once): the state on
    // opening, the setup refused and sent again after the password, its confirmation, the state after.
    expect(sent).toEqual(['mfa-status', 'mfa-create', 'mfa-create', 'mfa-confirm', 'mfa-status']);
  });
});
