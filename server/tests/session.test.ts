// Session calls and the transport rules every call shares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';
import { hashToken } from '../src/security/tokens.js';

let ctx: TestContext;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe('operate/auth/login', () => {
  it('answers the token, the user and its permissions', async () => {
    const data = dataOf(await ctx.call('operate/auth/login', { account: 'admin', password: 'admin123' }));
    expect(Object.keys(data as object).sort()).toEqual(['avatar', 'expires_at', 'government', 'idle_minutes', 'name', 'permissions', 'roles', 'token']);
    const answer = data as { token: string; name: string; roles: string[]; permissions: string[]; expires_at: string };
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.name).toBe('Super Admin');
    expect(answer.roles).toEqual(['admin']);
    expect(answer.permissions).toEqual(expect.arrayContaining(['company:view', 'role:delete', 'user:create', 'statistic:view']));
    expect(answer.expires_at).toMatch(DATE_TIME);
    const hours = (new Date(answer.expires_at.replace(' ', 'T')).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThan(8.1);
  });

  it('stores only a hash of the token', async () => {
    const token = await ctx.login();
    const rows = await ctx.db.selectFrom('tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
  });

  it('accepts a JSON body and trims the account', async () => {
    const res = await ctx.call('operate/auth/login', { account: '  admin ', password: 'admin123' }, { json: true });
    expect(res.error).toBe(2000);
  });

  it('answers 2001 for a wrong password or an unknown account, alike', async () => {
    const wrong = await ctx.call('operate/auth/login', { account: 'admin', password: 'wrong-password' });
    const unknown = await ctx.call('operate/auth/login', { account: 'nobody-here', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.error).toBe(2001);
      expect(res.message).toBe('Incorrect account or password.');
      expect(fieldsOf(res)).toEqual(['password']);
    }
  });

  it('answers 2001 with the fields for missing or oversized input', async () => {
    const res = await ctx.call('operate/auth/login', {});
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual(['account', 'password']);
    const long = await ctx.call('operate/auth/login', { account: 'a'.repeat(65), password: 'x' });
    expect(fieldsOf(long)).toEqual(['account']);
  });

  it('locks the account and address after 5 failures and says when to retry (2029); another address still logs in', async () => {
    const user = await ctx.createUser([]);
    const attempt = async (password: string, ip: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/operate/auth/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify({ account: user.account, password }),
        remoteAddress: ip,
      });
      return res.json() as { error: number; message: string };
    };
    for (let i = 0; i < 5; i++) expect((await attempt('bad-password', '10.0.0.1')).error).toBe(2001);
    // Locked now from that address, even with the right password...
    const locked = await attempt(user.password, '10.0.0.1');
    expect(locked).toMatchObject({ error: 2029, message: 'Too many failed attempts. Try again in 1 min.' });
    // ...but the user logs in from another address, and other accounts from that one.
    expect((await attempt(user.password, '10.0.0.2')).error).toBe(2000);
    expect((await ctx.call('operate/auth/login', { account: 'admin', password: 'admin123' })).error).toBe(2000);
  });
});

describe('operate/auth/logout', () => {
  it('ends the token server-side and leaves other sessions alone', async () => {
    const token = await ctx.login();
    const other = await ctx.login();
    const res = await ctx.call('operate/auth/logout', {}, { token });
    expect(res).toEqual({ error: 2000, message: 'OK', data: null });
    expect((await ctx.call('operate/auth/info', {}, { token })).error).toBe(2004);
    expect((await ctx.call('operate/auth/logout', {}, { token })).error).toBe(2004);
    expect((await ctx.call('operate/auth/info', {}, { token: other })).error).toBe(2000);
  });
});

describe('operate/auth/info', () => {
  it('answers the user with roles and permissions', async () => {
    const data = dataOf(await ctx.call('operate/auth/info', {}, { token: await ctx.adminToken() }));
    expect(Object.keys(data as object).sort()).toEqual(['account', 'avatar', 'entities', 'government', 'id', 'idle_minutes', 'introduction', 'name', 'permissions', 'roles']);
    expect(data).toMatchObject({ account: 'admin', name: 'Super Admin', roles: ['admin'], government: null });
  });

  it('lists exactly the permissions a limited user holds', async () => {
    const user = await ctx.createUser(['company:view', 'staff:view']);
    const data = dataOf(await ctx.call<{ permissions: string[]; roles: string[] }>('operate/auth/info', {}, { token: user.token }));
    expect(data.permissions.sort()).toEqual(['company:view', 'staff:view']);
    expect(data.roles).toHaveLength(1);
  });

  it('takes the token from the header or the body', async () => {
    const token = await ctx.adminToken();
    expect((await ctx.call('operate/auth/info', {}, { token, tokenIn: 'header' })).error).toBe(2000);
    expect((await ctx.call('operate/auth/info', {}, { token, tokenIn: 'body' })).error).toBe(2000);
  });

  defineAccessTests(() => ctx, ['operate/auth/info', 'operate/auth/logout']);
});

describe('transport', () => {
  it('answers an unknown path with a 2005 envelope and HTTP 200', async () => {
    const post = await ctx.app.inject({ method: 'POST', url: '/api/operate/nothing/here' });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ error: 2005, data: null });
    const get = await ctx.app.inject({ method: 'GET', url: '/api/operate/auth/login' });
    expect(get.statusCode).toBe(200);
    expect(get.json().error).toBe(2005);
  });

  it('answers malformed JSON, a non-object body and an unknown content type with 2001', async () => {
    const send = (payload: string, type: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/operate/auth/login', headers: { 'content-type': type }, payload });
    for (const res of [
      await send('{"account": "admin",', 'application/json'),
      await send('[1,2]', 'application/json'),
      await send('account=admin', 'text/plain'),
      await send('', 'application/json'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: 2001, data: { fields: {} } });
    }
  });

  it('answers an oversized body with 2001', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operate/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `account=admin&password=${'x'.repeat(ctx.config.bodyLimit + 10)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: 2001, message: 'The request body is too large.' });
  });

  it('answers unexpected failures with 5000 and no internals', async () => {
    const broken = await createTestContext();
    try {
      await broken.db.schema.dropTable('tokens').execute();
      const res = await broken.call('operate/auth/login', { account: 'admin', password: 'admin123' });
      expect(res).toEqual({ error: 5000, message: 'Internal server error.', data: null });
    } finally {
      await broken.close();
    }
  });

  it('follows Accept-Language (default zh), field messages included', async () => {
    const zh = await ctx.call('operate/auth/login', {}, { lang: null });
    expect(zh.message).toBe('部分字段无效。');
    expect((zh.data as { fields: Record<string, string> }).fields.account).toBe('此项为必填项。');
    const es = await ctx.call('operate/auth/login', { account: 'a'.repeat(70) }, { lang: 'es-ES,es;q=0.9' });
    expect((es.data as { fields: Record<string, string> }).fields.account).toBe('Debe tener como máximo 64 caracteres.');
    const en = await ctx.call('operate/auth/login', {}, { lang: 'fr, en;q=0.5' });
    expect(en.message).toBe('Some fields are invalid.');
  });

  it('answers GET /health outside the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', db: ctx.dialect });
  });

  it('allows CORS only from the configured origins', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/operate/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-token' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-token');
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('secrets', () => {
  it('never answers a password or a password hash', () => {
    const all = ctx.answers.join('\n');
    expect(all).not.toContain('admin123');
    expect(all).not.toContain('bad-password');
    expect(all).not.toContain('scrypt$');
    expect(all).not.toContain('password_hash');
  });
});
