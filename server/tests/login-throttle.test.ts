// Login throttling in the database: counted before the password check, per account-address pair
// and per client address (locks), per account (slowing only), shared by every instance; old
// hashes upgraded; security events logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHashCost } from '../src/security/password.js';
import { LoginThrottle } from '../src/security/throttle.js';
import { nowText } from '../src/db/time.js';
import { captureLog, createTestContext, TEST_PASSWORD_HASH_COST, type TestContext } from './helpers/index.js';

let ctx: TestContext;
const { stream, lines } = captureLog();

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'info', stream } });
});

afterAll(async () => {
  await ctx?.close();
});

async function loginFrom(account: string, password: string, ip: string): Promise<{ error: number; message: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/operate/auth/login',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify({ account, password }),
    remoteAddress: ip,
  });
  return res.json();
}

const securityEvents = () =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.channel === 'security');

describe('a burst of logins for one account', () => {
  it('gets at most 5 password checks out of 50 parallel attempts from one address; the rest answer 2029', async () => {
    const user = await ctx.createUser([]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => loginFrom(user.account, `wrong-password-${i}`, '10.1.0.1')));
    const codes = answers.map((a) => a.error);
    const checked = codes.filter((c) => c === 2001).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 2029)).toHaveLength(50 - checked);
    // Each failure is one verification: as many failure events as 2001 answers.
    const failures = securityEvents().filter((e) => e.event === 'login' && e.outcome === 'failure' && e.attempted_account === user.account);
    expect(failures).toHaveLength(checked);
    // The right password is held too from that address until the lock ends, not from another.
    expect((await loginFrom(user.account, user.password, '10.1.0.1')).error).toBe(2029);
    expect((await loginFrom(user.account, user.password, '10.9.9.9')).error).toBe(2000);
  });
});

describe('spraying one password over many accounts from one address', () => {
  it('is held after 10 failures from that address, while other addresses log in', async () => {
    const users = [];
    for (let i = 0; i < 21; i++) users.push(await ctx.createUser([]));
    const sprayed = [];
    for (const user of users.slice(0, 20)) sprayed.push((await loginFrom(user.account, 'Summer2026!!', '10.2.0.1')).error);
    expect(sprayed.slice(0, 10)).toEqual(Array(10).fill(2001));
    expect(sprayed.slice(10)).toEqual(Array(10).fill(2029));
    // Even a right password from that address waits; another address is not affected.
    const last = users[20]!;
    expect((await loginFrom(last.account, last.password, '10.2.0.1')).error).toBe(2029);
    expect((await loginFrom(last.account, last.password, '10.2.0.2')).error).toBe(2000);
  });

  it('does not count successful logins against the address', async () => {
    const user = await ctx.createUser([]);
    for (let i = 0; i < 15; i++) expect((await loginFrom(user.account, user.password, '10.3.0.1')).error).toBe(2000);
  });
});

describe('the counters', () => {
  const limits = { loginMaxFailures: 5, loginMaxFailuresPerAddress: 100, loginWindowMinutes: 15, loginLockMinutes: 1, loginConcurrency: 4 };
  const noWait = async () => undefined;

  it('lock an account-address pair with a growing delay and say when to retry; a success clears them', async () => {
    let now = Date.UTC(2026, 0, 1);
    const throttle = new LoginThrottle(ctx.db, limits, () => now, noWait);
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) await throttle.failed(await throttle.reserve('grower', '10.4.9.1'));
    };
    await fail(5);
    await expect(throttle.reserve('grower', '10.4.9.1')).rejects.toMatchObject({ code: 2029, message: 'Too many failed attempts. Try again in 1 min.' });
    now += 61_000;
    await fail(5);
    await expect(throttle.reserve('grower', '10.4.9.1')).rejects.toMatchObject({ message: 'Too many failed attempts. Try again in 2 min.' });
    now += 121_000;
    await fail(5);
    await expect(throttle.reserve('grower', '10.4.9.1')).rejects.toMatchObject({ message: 'Too many failed attempts. Try again in 4 min.' });
    now += 241_000;
    await throttle.succeeded(await throttle.reserve('grower', '10.4.9.1'));
    await fail(5);
    await expect(throttle.reserve('grower', '10.4.9.1')).rejects.toMatchObject({ message: 'Too many failed attempts. Try again in 1 min.' });
  });

  it('forget failures once the window has passed', async () => {
    let now = Date.UTC(2026, 0, 2);
    const throttle = new LoginThrottle(ctx.db, limits, () => now, noWait);
    for (let i = 0; i < 4; i++) await throttle.failed(await throttle.reserve('windowed', '10.5.0.1'));
    now += 15 * 60_000 + 1;
    for (let i = 0; i < 4; i++) await throttle.failed(await throttle.reserve('windowed', '10.5.0.1'));
    await expect(throttle.reserve('windowed', '10.5.0.1')).resolves.toBeTruthy();
  });

  it('are shared by every instance and survive a restart', async () => {
    const now = () => Date.UTC(2026, 0, 3);
    const first = new LoginThrottle(ctx.db, limits, now, noWait);
    const second = new LoginThrottle(ctx.db, limits, now, noWait);
    for (let i = 0; i < 3; i++) await first.failed(await first.reserve('shared', '10.6.0.1'));
    for (let i = 0; i < 2; i++) await second.failed(await second.reserve('shared', '10.6.0.1'));
    const restarted = new LoginThrottle(ctx.db, limits, now, noWait);
    await expect(restarted.reserve('shared', '10.6.0.1')).rejects.toMatchObject({ code: 2029 });
  });
});

describe('password hashes', () => {
  it('are upgraded to the configured cost at the next successful login', async () => {
    setPasswordHashCost(10);
    const old = await hashPassword('an-old-long-password');
    setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    const now = nowText();
    await ctx.db.insertInto('system_users').values({ account: 'old_hash', name: 'Old', password_hash: old, created_at: now, updated_at: now }).execute();
    expect((await loginFrom('old_hash', 'an-old-long-password', '10.7.0.1')).error).toBe(2000);
    const stored = await ctx.db.selectFrom('system_users').select('password_hash').where('account', '=', 'old_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`));
    expect((await loginFrom('old_hash', 'an-old-long-password', '10.7.0.1')).error).toBe(2000);
  });
});

describe('security events', () => {
  it('log logins, failures, locks and denials on their own channel, without secrets', async () => {
    const user = await ctx.createUser(['company:view']);
    await ctx.call('operate/permission/roles', {}, { token: user.token });
    const events = securityEvents();
    expect(events.find((e) => e.event === 'login' && e.outcome === 'success' && e.account === user.account)).toMatchObject({ user_id: user.id, ip: '127.0.0.1' });
    expect(events.find((e) => e.event === 'login' && e.outcome === 'failure')).toMatchObject({ ip: expect.any(String), reason: 'password' });
    expect(events.find((e) => e.event === 'login.locked')).toMatchObject({ outcome: 'denied', attempted_account: expect.any(String) });
    expect(events.find((e) => e.event === 'access.denied' && e.user_id === user.id)).toMatchObject({ outcome: 'denied', path: '/api/operate/permission/roles' });
    // Request lines are not on the channel; no password or token is anywhere in the log.
    expect(events.every((e) => !('req' in e))).toBe(true);
    const all = lines.join('\n');
    for (const secret of ['wrong-password-1', 'Summer2026!!', 'an-old-long-password', user.password, user.token, 'scrypt$']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('messages', () => {
  it('tell a locked user when to retry, in their language', async () => {
    const user = await ctx.createUser([]);
    for (let i = 0; i < 5; i++) await loginFrom(user.account, 'wrong-password-x', '127.0.0.1');
    const res = await ctx.call('operate/auth/login', { account: user.account, password: user.password }, { lang: 'zh' });
    expect(res).toMatchObject({ error: 2029, message: '失败次数过多，请 1 分钟后再试。' });
    const es = await ctx.call('operate/auth/login', { account: user.account, password: user.password }, { lang: 'es' });
    expect(es.message).toBe('Demasiados intentos fallidos. Vuelva a intentarlo dentro de 1 min.');
  });
});
