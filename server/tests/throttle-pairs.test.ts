// Throttling an attacker cannot turn against a user: failures lock the account-address pair (and
// an address spraying many accounts), never the account alone, which is only slowed, within a
// bound; IPv6 addresses count by /64; an administrator sees and clears a user's locks (audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from '../src/security/addresses.js';
import { ACCOUNT_DELAY_MAX_MS, LoginThrottle } from '../src/security/throttle.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

async function loginFrom(account: string, password: string, ip: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/operate/auth/login',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify({ account, password }),
    remoteAddress: ip,
  });
  return res.json() as { error: number; message: string; data: unknown };
}

describe('five attackers’ addresses', () => {
  it('cannot keep admin out: after 90 wrong logins from 127.0.0.2 to .6, the right password from 127.0.0.1 logs in', async () => {
    const attackers = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
    const codes: number[] = [];
    for (let round = 0; round < 18; round++) {
      codes.push(...(await Promise.all(attackers.map((ip) => loginFrom('admin', `wrong-${round}-${ip}`, ip)))).map((a) => a.error));
    }
    // Each attacker gets its 5 checks, then is held.
    expect(codes.filter((c) => c === 2001)).toHaveLength(25);
    expect(codes.filter((c) => c === 2029)).toHaveLength(65);
    const started = Date.now();
    expect((await loginFrom('admin', 'admin123', '127.0.0.1')).error).toBe(2000);
    // Slowed, within the bound, and not held.
    expect(Date.now() - started).toBeLessThan(ACCOUNT_DELAY_MAX_MS + 1500);
  });
});

describe('IPv6 addresses', () => {
  it('count by their /64: rotating within it does not escape the lock', async () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressGroup('10.0.0.1')).toBe('10.0.0.1');
    const user = await ctx.createUser([]);
    for (let i = 1; i <= 5; i++) expect((await loginFrom(user.account, 'not-it-at-all', `2001:db8:7:7::${i}`)).error).toBe(2001);
    expect((await loginFrom(user.account, user.password, '2001:db8:7:7:abcd::99')).error).toBe(2029);
    expect((await loginFrom(user.account, user.password, '2001:db8:7:8::1')).error).toBe(2000);
  });
});

describe('the account alone', () => {
  it('is slowed, never locked: each failure beyond the limit waits longer, up to the bound', async () => {
    const limits = { loginMaxFailures: 5, loginMaxFailuresPerAddress: 100, loginWindowMinutes: 15, loginLockMinutes: 1, loginConcurrency: 4 };
    const waits: number[] = [];
    const throttle = new LoginThrottle(ctx.db, limits, Date.now, async (ms) => waits.push(ms));
    for (let i = 0; i < 12; i++) await throttle.failed(await throttle.reserve('slowed', `10.20.${i}.1`));
    expect(waits).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
    await throttle.succeeded(await throttle.reserve('slowed', '10.20.99.1'));
    await throttle.reserve('slowed', '10.20.98.1');
    expect(waits).toHaveLength(8);
  });
});

describe("an administrator's view of a user's locks", () => {
  it('lists the locked pairs and clears them, audited; user:view sees, user:update clears', async () => {
    const user = await ctx.createUser([]);
    for (let i = 0; i < 5; i++) await loginFrom(user.account, 'wrong-password-z', '10.30.0.1');
    const admin = await ctx.adminToken();
    const locks = dataOf(await ctx.call<{ scope: string; address: string; locked_until: string | null; failures: number }[]>('operate/auth/account-locks', { id: user.id }, { token: admin }));
    expect(locks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scope: 'address', secret: 'password', address: '10.30.0.1', locked_until: expect.any(String) }),
        expect.objectContaining({ scope: 'account', secret: 'password', address: null, failures: 5 }),
      ]),
    );
    const viewer = await ctx.createUser(['user:view']);
    expect((await ctx.call('operate/auth/account-locks', { id: user.id }, { token: viewer.token })).error).toBe(2000);
    expect((await ctx.call('operate/auth/account-locks-clear', { id: user.id }, { token: viewer.token })).error).toBe(2003);
    expect(dataOf(await ctx.call('operate/auth/account-locks-clear', { id: user.id }, { token: admin }))).toEqual({ cleared: 2 });
    expect((await loginFrom(user.account, user.password, '10.30.0.1')).error).toBe(2000);
    const entry = await ctx.db.selectFrom('audit_log').select('changes').where('call', '=', 'operate/auth/account-locks-clear').where('record_id', '=', user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual([{ field: 'login_counters', from: 2, to: 0 }]);
  });
});
