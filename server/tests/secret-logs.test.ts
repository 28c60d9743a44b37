// Logs: no secret at any level (every call sent with every secret field at debug level, the
// output searched), failed token checks as rate-limited security events, and a warning, once,
// for a proxy in front of a server that does not trust it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCalls } from '../src/routes/registry.js';
import { timeStep, totpCode } from '../src/security/totp.js';
import { captureLog, createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
const log = captureLog();

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'trace', stream: log.stream } });
});

afterAll(async () => {
  await ctx?.close();
});

const MARK = 'Sekr3t-mark';
const SECRETS = {
  password: `${MARK}-password`,
  old_password: `${MARK}-old`,
  code: `${MARK}-code`,
  challenge: `${MARK}-challenge`,
  ticket: `${MARK}-ticket`,
  secret: `${MARK}-secret`,
  recovery_codes: [`${MARK}-recovery`],
  columns: ['account', 'password'],
  rows: [['someone', `${MARK}-cell`]],
};

describe('at debug level', () => {
  it('no call logs a secret field, the token or a password cell', async () => {
    const token = await ctx.adminToken();
    for (const call of contractCalls) {
      for (const json of [true, false]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/${call.path}?token=${MARK}-query`,
          headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', 'x-token': token },
          payload: json ? JSON.stringify(SECRETS) : new URLSearchParams({ password: SECRETS.password, old_password: SECRETS.old_password, code: SECRETS.code, ticket: SECRETS.ticket }).toString(),
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const text = log.lines.join('\n');
    expect(text).toContain('request body');
    expect(text).not.toContain(MARK);
    expect(text).not.toContain(token);
  });
});

describe('failed token checks', () => {
  it('are security events, one line per address every 10 s, the next saying how many were held back', async () => {
    const before = log.records().filter((r) => r.event === 'token.invalid').length;
    for (let i = 0; i < 20; i++) {
      await ctx.app.inject({ method: 'POST', url: '/api/operate/auth/info', headers: { 'x-token': `no-such-token-${i}-aaaaaaaaaaaa` }, remoteAddress: '10.50.0.1' });
    }
    await ctx.app.inject({ method: 'POST', url: '/api/operate/auth/info', remoteAddress: '10.50.0.2' });
    const events = log.records().filter((r) => r.event === 'token.invalid').slice(before);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ channel: 'security', outcome: 'denied', ip: '10.50.0.1', path: 'operate/auth/info' });
    expect(events[1]).toMatchObject({ ip: '10.50.0.2', reason: 'missing' });
  });

  it('second-factor failures are security events too, bounded by the code throttle', async () => {
    const user = await ctx.createUser([]);
    const { secret } = dataOf(await ctx.call<{ secret: string }>('operate/auth/mfa-create', {}, { token: user.token }));
    await ctx.call('operate/auth/mfa-confirm', { code: totpCode(secret, timeStep(Date.now())) }, { token: user.token });
    const { challenge } = dataOf(await ctx.call<{ challenge: string }>('operate/auth/login', { account: user.account, password: user.password }));
    for (let i = 0; i < 7; i++) await ctx.call('operate/auth/login-code', { challenge, code: '00000' + String(i) });
    const failures = log.records().filter((r) => r.event === 'login.code' && r.outcome === 'failure' && r.account === user.account);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(5);
    expect(log.records().find((r) => r.event === 'login.locked' && r.attempted_account === user.account)).toMatchObject({ secret: 'code' });
  });
});

describe('a proxy nobody trusts', () => {
  it('is named once in a warning when forwarded requests come from a loopback peer without TRUST_PROXY', async () => {
    const warnings = () => log.records().filter((r) => r.event === 'proxy.untrusted');
    await ctx.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '10.60.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40, channel: 'security' });
    const trusted = await createTestContext({ config: { trustProxy: ['loopback'] }, logger: { level: 'info', stream: log.stream } });
    try {
      await trusted.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(warnings()).toHaveLength(1);
    } finally {
      await trusted.close();
    }
  });
});
