// Sessions users can see and end, the idle timeout, re-authentication before sensitive calls,
// one-time handover tickets (never more than the session they came from), passwords set by someone else, PASSWORD_MAX_AGE_DAYS, the common
// password list and the Referrer-Policy header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/db/time.js';
import { hashToken } from '../src/security/tokens.js';
import { createTestContext, dataOf, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});

afterAll(async () => {
  await ctx?.close();
});

const ago = (minutes: number) => formatDateTime(new Date(Date.now() - minutes * 60_000));
const setToken = (token: string, values: { last_used_at?: string; reauth_at?: string }) =>
  ctx.db.updateTable('tokens').set(values).where('token_hash', '=', hashToken(token)).execute();

interface SessionRow {
  id: number;
  ip: string;
  user_agent: string;
  last_used_at: string;
  current: boolean;
}

describe('a user’s sessions', () => {
  it('are listed with address, browser and last use, and ended one by one or all but this one', async () => {
    const user = await ctx.createUser([]);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/operate/auth/login',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox/130.0' },
      payload: JSON.stringify({ account: user.account, password: user.password }),
      remoteAddress: '10.40.0.7',
    });
    const otherToken = (other.json() as { data: { token: string } }).data.token;
    const third = await ctx.login(user.account, user.password);
    const list = dataOf(await ctx.call<SessionRow[]>('operate/auth/session-list', {}, { token: user.token }));
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.ip === '10.40.0.7')).toMatchObject({ user_agent: expect.stringContaining('Firefox'), last_used_at: expect.any(String) });
    const firefox = list.find((s) => s.ip === '10.40.0.7')!;
    expect(dataOf(await ctx.call('operate/auth/session-end', { id: firefox.id }, { token: user.token }))).toEqual({ ended: 1 });
    expect((await ctx.call('operate/auth/info', {}, { token: otherToken })).error).toBe(2004);
    expect(dataOf(await ctx.call('operate/auth/session-end', { others: 1 }, { token: user.token }))).toEqual({ ended: 1 });
    expect((await ctx.call('operate/auth/info', {}, { token: third })).error).toBe(2004);
    expect((await ctx.call('operate/auth/info', {}, { token: user.token })).error).toBe(2000);
    // Another user's session is not theirs to end.
    const stranger = await ctx.createUser([]);
    const theirs = dataOf(await ctx.call<SessionRow[]>('operate/auth/session-list', {}, { token: stranger.token }))[0]!;
    expect((await ctx.call('operate/auth/session-end', { id: theirs.id }, { token: user.token })).error).toBe(2005);
    expect((await ctx.call('operate/auth/session-list', { user_id: stranger.id }, { token: user.token })).error).toBe(2003);
  });

  it('of another user are seen with user:view and ended with user:update', async () => {
    const user = await ctx.createUser([]);
    const listed = dataOf(await ctx.call<SessionRow[]>('operate/auth/session-list', { user_id: user.id }, { token: admin }));
    expect(listed).toHaveLength(1);
    expect(listed[0]!.current).toBe(false);
    expect(dataOf(await ctx.call('operate/auth/session-end', { user_id: user.id, id: listed[0]!.id }, { token: admin }))).toEqual({ ended: 1 });
    expect((await ctx.call('operate/auth/info', {}, { token: user.token })).error).toBe(2004);
  });

  it(`end after SESSION_IDLE_MINUTES without a call (default 30), and answer idle_minutes`, async () => {
    expect(ctx.config.sessionIdleMinutes).toBe(30);
    const user = await ctx.createUser([]);
    expect(dataOf(await ctx.call('operate/auth/info', {}, { token: user.token }))).toMatchObject({ idle_minutes: 30 });
    await setToken(user.token, { last_used_at: ago(29) });
    expect((await ctx.call('operate/auth/info', {}, { token: user.token })).error).toBe(2000);
    // That call was a use: the clock starts again.
    const row = await ctx.db.selectFrom('tokens').select('last_used_at').where('token_hash', '=', hashToken(user.token)).executeTakeFirstOrThrow();
    expect(row.last_used_at! > ago(1)).toBe(true);
    await setToken(user.token, { last_used_at: ago(31) });
    expect((await ctx.call('operate/auth/info', {}, { token: user.token })).error).toBe(2004);
    const short = await createTestContext({ config: { sessionIdleMinutes: 5 } });
    try {
      const token = await short.login();
      await short.db.updateTable('tokens').set({ last_used_at: ago(6) }).execute();
      expect((await short.call('operate/auth/info', {}, { token })).error).toBe(2004);
    } finally {
      await short.close();
    }
  });
});

describe('re-authentication', () => {
  it('is asked, with a documented answer, before every sensitive call once the password check is 5 minutes old', async () => {
    const target = await ctx.createUser(['company:view']);
    const role = await ctx.db.selectFrom('roles').select(['id', 'name', 'title']).where('id', '=', target.roleId!).executeTakeFirstOrThrow();
    const token = await ctx.login();
    await setToken(token, { reauth_at: ago(6) });
    const sensitive: [string, Record<string, unknown>, boolean?][] = [
      ['operate/permission/update-role', { id: role.id, name: role.name, title: role.title, permission_ids: [] }, true],
      ['operate/permission/role-by-permission', { role_id: role.id, delete: 1 }],
      ['operate/auth/register', { account: 'granted_one', password: 'a long new password', name: 'Granted', role_ids: [role.id] }],
      ['operate/auth/account-role-delete', { user_id: target.id, role_id: role.id }],
      ['operate/auth/account-password-reset', { id: target.id, password: 'a long new password' }],
      ['operate/auth/account-mfa-reset', { id: target.id }],
      ['operate/auth/account-status', { id: target.id, status: 0 }],
      ['operate/auth/account-delete', { id: target.id }],
    ];
    for (const [path, body, json] of sensitive) {
      expect(await ctx.call(path, body, { token, json: !!json }), path).toMatchObject({ error: 2003, message: 'Confirm your password to continue.', data: { reason: 'reauth_required' } });
    }
    // Enabling a user is not sensitive.
    expect((await ctx.call('operate/auth/account-status', { id: target.id, status: 1 }, { token })).error).toBe(2000);
    expect(fieldsOf(await ctx.call('operate/auth/reauth', { password: 'not the password' }, { token }))).toEqual(['password']);
    expect(dataOf(await ctx.call('operate/auth/reauth', { password: 'admin123' }, { token }))).toEqual({ valid_minutes: 5 });
    expect((await ctx.call('operate/auth/account-password-reset', { id: target.id, password: 'a long new password' }, { token })).error).toBe(2000);
  });
});

describe('a password set by someone else', () => {
  it('must be changed at the first login, before any token', async () => {
    const user = await ctx.createUser([]);
    expect((await ctx.call('operate/auth/account-password-reset', { id: user.id, password: 'set by the admin 1' }, { token: admin })).error).toBe(2000);
    const login = dataOf(await ctx.call<{ step: string; challenge: string; token?: string }>('operate/auth/login', { account: user.account, password: 'set by the admin 1' }));
    expect(login).toEqual({ step: 'password', challenge: expect.any(String) });
    expect(fieldsOf(await ctx.call('operate/auth/login-password', { challenge: login.challenge, password: 'set by the admin 1' }))).toEqual(['password']);
    expect(fieldsOf(await ctx.call('operate/auth/login-password', { challenge: login.challenge, password: 'password1234' }))).toEqual(['password']);
    const done = dataOf(await ctx.call<{ token: string }>('operate/auth/login-password', { challenge: login.challenge, password: 'mine and mine alone' }));
    expect(done.token).toBeTruthy();
    expect(await ctx.login(user.account, 'mine and mine alone')).toBeTruthy();
  });

  it('PASSWORD_MAX_AGE_DAYS asks for a new one once the password is older', async () => {
    const aged = await createTestContext({ config: { passwordMaxAgeDays: 90 } });
    try {
      expect(await aged.login()).toBeTruthy();
      await aged.db.updateTable('system_users').set({ password_changed_at: '2000-01-01 00:00:00' }).where('account', '=', 'admin').execute();
      const step = dataOf(await aged.call<{ step: string }>('operate/auth/login', { account: 'admin', password: 'admin123' }));
      expect(step.step).toBe('password');
    } finally {
      await aged.close();
    }
  });
});

describe('new console passwords', () => {
  it('are refused when among the 10,000 most common, beyond the ones listed in code', async () => {
    const loose = await createTestContext({ config: { passwordMinLength: 8 } });
    try {
      const token = await loose.adminToken();
      // Both well down the list (ranks in the thousands), neither in the short list of code.
      for (const password of ['blackjack', 'iloveyou2', 'qwerty12345']) {
        const res = await loose.call('operate/auth/register', { account: `u${password.length}x`, password, name: 'Common' }, { token });
        expect(res.data, password).toEqual({ fields: { password: 'This password is too common; choose another.' } });
      }
    } finally {
      await loose.close();
    }
  });
});

describe('handover tickets', () => {
  it('are issued to a logged-in caller, exchanged once by a POST for a session, and expire in a minute', async () => {
    const user = await ctx.createUser(['company:view']);
    const { ticket, expires_in } = dataOf(await ctx.call<{ ticket: string; expires_in: number }>('operate/auth/ticket-create', {}, { token: user.token }));
    expect(expires_in).toBe(60);
    expect((await ctx.call('operate/auth/ticket-exchange', { ticket: user.token })).error).toBe(2001);
    const session = dataOf(await ctx.call<{ token: string; permissions: string[] }>('operate/auth/ticket-exchange', { ticket }));
    expect(session.token).not.toBe(user.token);
    expect(session.permissions).toEqual(['company:view']);
    // A login like any other in the audit log.
    const logins = await ctx.db.selectFrom('audit_log').select('id').where('call', '=', 'operate/auth/ticket-exchange').where('action', '=', 'login').execute();
    expect(logins).toHaveLength(1);
    expect(fieldsOf(await ctx.call('operate/auth/ticket-exchange', { ticket }))).toEqual(['ticket']);
    const late = dataOf(await ctx.call<{ ticket: string }>('operate/auth/ticket-create', {}, { token: user.token }));
    await ctx.db.updateTable('auth_tickets').set({ expires_at: Date.now() - 1 }).execute();
    expect((await ctx.call('operate/auth/ticket-exchange', { ticket: late.ticket })).error).toBe(2001);
    expect((await ctx.call('operate/auth/ticket-create', {})).error).toBe(2004);
  });

  const handover = async (token: string) => {
    const { ticket } = dataOf(await ctx.call<{ ticket: string }>('operate/auth/ticket-create', {}, { token }));
    return ticket;
  };
  const exchange = (ticket: string) => ctx.call<{ token: string; expires_at: string }>('operate/auth/ticket-exchange', { ticket });

  it('open a session that ends with its source and keeps its password check: a chain renews nothing', async () => {
    const target = await ctx.createUser([]);
    const source = await ctx.login();
    const ends = formatDateTime(new Date(Date.now() + 30 * 60_000));
    await ctx.db.updateTable('tokens').set({ reauth_at: ago(6), expires_at: ends }).where('token_hash', '=', hashToken(source)).execute();
    const reset = (token: string) => ctx.call('operate/auth/account-password-reset', { id: target.id, password: 'a long new password' }, { token });
    expect(await reset(source)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    const first = dataOf(await exchange(await handover(source)));
    expect(first.expires_at).toBe(ends);
    expect(await reset(first.token)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    // A ticket from the handed-over session hands over the same limits again.
    const second = dataOf(await exchange(await handover(first.token)));
    expect(second.expires_at).toBe(ends);
    expect(await reset(second.token)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    const rows = await ctx.db.selectFrom('tokens').select(['expires_at', 'reauth_at']).where('token_hash', 'in', [source, first.token, second.token].map(hashToken)).execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => `${r.expires_at}|${r.reauth_at}`)).size).toBe(1);
  });

  it('are refused once their source session has ended, expired or gone idle', async () => {
    const user = await ctx.createUser([]);
    const ended = await ctx.login(user.account, user.password);
    const endedTicket = await handover(ended);
    await ctx.call('operate/auth/logout', {}, { token: ended });
    expect(fieldsOf(await exchange(endedTicket))).toEqual(['ticket']);
    const expired = await ctx.login(user.account, user.password);
    const expiredTicket = await handover(expired);
    await ctx.setTokenExpired(expired);
    expect(fieldsOf(await exchange(expiredTicket))).toEqual(['ticket']);
    const idleTicket = await handover(user.token);
    await setToken(user.token, { last_used_at: ago(31) });
    expect(fieldsOf(await exchange(idleTicket))).toEqual(['ticket']);
  });

  it('are refused while the user owes a login step: a new password, or an enrolment', async () => {
    const user = await ctx.createUser([]);
    const ticket = await handover(user.token);
    await ctx.db.updateTable('system_users').set({ must_change_password: 1 }).where('id', '=', user.id).execute();
    expect(fieldsOf(await exchange(ticket))).toEqual(['ticket']);
    const required = await createTestContext({ config: { mfaRequired: 'admins' } });
    try {
      // Granted user:view after logging in, the user now owes a second factor.
      const plain = await required.createUser(['company:view']);
      const { ticket: owed } = dataOf(await required.call<{ ticket: string }>('operate/auth/ticket-create', {}, { token: plain.token }));
      const userView = await required.db.selectFrom('permissions').select('id').where('name', '=', 'user:view').executeTakeFirstOrThrow();
      await required.db.insertInto('role_permissions').values({ role_id: plain.roleId!, permission_id: userView.id }).execute();
      expect(fieldsOf(await required.call('operate/auth/ticket-exchange', { ticket: owed }))).toEqual(['ticket']);
    } finally {
      await required.close();
    }
  });
});

describe('headers', () => {
  it('say Referrer-Policy: no-referrer on every answer', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/operate/auth/info', payload: {} });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
