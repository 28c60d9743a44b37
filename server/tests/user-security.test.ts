// Sessions and the edges of access control: own password change, an administrator's reset,
// disabling and enabling, role removal, the session cap, the purge schedule, and headers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeSecurityRows, schedulePurge } from '../src/security/maintenance.js';
import { hashToken } from '../src/security/tokens.js';
import { captureLog, createTestContext, dataOf, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
const { stream, lines } = captureLog();

beforeAll(async () => {
  ctx = await createTestContext({ config: { maxSessionsPerUser: 3 }, logger: { level: 'info', stream } });
  admin = await ctx.adminToken();
});

afterAll(async () => {
  await ctx?.close();
});

const info = async (token: string) => (await ctx.call('operate/auth/info', {}, { token })).error;

describe('operate/auth/password-change', () => {
  it('needs the current password, holds the new one to the rules, and ends the other sessions', async () => {
    const user = await ctx.createUser(['company:view']);
    const other = await ctx.login(user.account, user.password);
    const change = (old_password: string, password: string) => ctx.call('operate/auth/password-change', { old_password, password }, { token: user.token });
    const wrong = await change('not-my-password', 'a-brand-new-passphrase');
    expect(wrong.error).toBe(2001);
    expect(fieldsOf(wrong)).toEqual(['old_password']);
    expect(fieldsOf(await change(user.password, 'too-short'))).toEqual(['password']);
    expect((await change(user.password, 'password1234')).data).toEqual({ fields: { password: 'This password is too common; choose another.' } });
    expect(await info(other)).toBe(2000);
    expect((await change(user.password, 'a-brand-new-passphrase')).error).toBe(2000);
    expect(await info(other)).toBe(2004);
    expect(await info(user.token)).toBe(2000);
    expect((await ctx.call('operate/auth/login', { account: user.account, password: user.password })).error).toBe(2001);
    expect((await ctx.call('operate/auth/login', { account: user.account, password: 'a-brand-new-passphrase' })).error).toBe(2000);
  });
});

describe('operate/auth/account-password-reset', () => {
  it('sets another user\'s password and ends every session of that user', async () => {
    const user = await ctx.createUser(['company:view']);
    const res = await ctx.call('operate/auth/account-password-reset', { id: user.id, password: 'reset-by-the-admin' }, { token: admin });
    expect(dataOf(res)).toMatchObject({ id: user.id, account: user.account, status: 1 });
    expect(await info(user.token)).toBe(2004);
    expect((await ctx.call('operate/auth/login', { account: user.account, password: 'reset-by-the-admin' })).error).toBe(2000);
    expect(fieldsOf(await ctx.call('operate/auth/account-password-reset', { id: user.id, password: 'eleven-char' }, { token: admin }))).toEqual(['password']);
  });
});

describe('operate/auth/account-status', () => {
  it('disables a user: its token answers 2004 on the next call and it cannot log in until enabled', async () => {
    const user = await ctx.createUser(['company:view']);
    const off = await ctx.call<{ status: number }>('operate/auth/account-status', { id: user.id, status: 0 }, { token: admin });
    expect(dataOf(off).status).toBe(0);
    expect(await info(user.token)).toBe(2004);
    const refused = await ctx.call('operate/auth/login', { account: user.account, password: user.password });
    expect(refused).toMatchObject({ error: 2003, message: 'This user is disabled.' });
    expect((await ctx.call('operate/auth/account-status', { id: user.id, status: 1 }, { token: admin })).error).toBe(2000);
    expect(await info(await ctx.login(user.account, user.password))).toBe(2000);
  });

  it('refuses a live token of a user disabled behind its back', async () => {
    const user = await ctx.createUser([]);
    await ctx.db.updateTable('system_users').set({ status: 0 }).where('id', '=', user.id).execute();
    expect(await info(user.token)).toBe(2004);
  });

  it('keeps the caller and the admin user enabled', async () => {
    const adminId = (await ctx.db.selectFrom('system_users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await ctx.call('operate/auth/account-status', { id: adminId, status: 0 }, { token: admin })).error).toBe(2003);
    const manager = await ctx.createUser(['user:update']);
    expect((await ctx.call('operate/auth/account-status', { id: manager.id, status: 0 }, { token: manager.token })).error).toBe(2003);
  });
});

describe('taking away what the caller does not hold', () => {
  it('refuses to delete, disable, demote or reset a user holding more permissions than the caller', async () => {
    const manager = await ctx.createUser(['user:view', 'user:update', 'user:delete', 'company:view']);
    const stronger = await ctx.createUser(['company:view', 'company:update']);
    const weaker = await ctx.createUser(['company:view']);
    const as = { token: manager.token };
    expect((await ctx.call('operate/auth/account-status', { id: stronger.id, status: 0 }, as)).error).toBe(2003);
    expect((await ctx.call('operate/auth/account-password-reset', { id: stronger.id, password: 'taken-over-password' }, as)).error).toBe(2003);
    expect((await ctx.call('operate/auth/account-role-delete', { user_id: stronger.id, role_id: stronger.roleId }, as)).error).toBe(2003);
    expect((await ctx.call('operate/auth/account-delete', { id: stronger.id }, as)).error).toBe(2003);
    expect(await info(stronger.token)).toBe(2000);
    expect((await ctx.call('operate/auth/account-role-delete', { user_id: weaker.id, role_id: weaker.roleId }, as)).error).toBe(2000);
    expect((await ctx.call('operate/auth/account-status', { id: weaker.id, status: 0 }, as)).error).toBe(2000);
    expect((await ctx.call('operate/auth/account-delete', { id: weaker.id }, as)).error).toBe(2000);
  });

  it('refuses to edit or delete a role carrying permissions the caller does not hold', async () => {
    const editor = await ctx.createUser(['role:view', 'role:update', 'role:delete', 'company:view']);
    const stronger = await ctx.createUser(['company:view', 'company:update']);
    const weaker = await ctx.createUser(['company:view']);
    const as = { token: editor.token };
    const rename = (id: number) => ctx.call('operate/permission/update-role', { id, name: `renamed_${id}`, title: 'Renamed' }, { ...as, json: true });
    expect((await rename(stronger.roleId!)).error).toBe(2003);
    expect((await ctx.call('operate/permission/role-by-permission', { role_id: stronger.roleId, delete: 1 }, as)).error).toBe(2003);
    expect((await rename(weaker.roleId!)).error).toBe(2000);
  });
});

describe('sessions', () => {
  it('are capped per user: the oldest ends first', async () => {
    const user = await ctx.createUser([]);
    const tokens = [user.token];
    for (let i = 0; i < 3; i++) tokens.push(await ctx.login(user.account, user.password));
    expect(await info(tokens[0]!)).toBe(2004);
    for (const token of tokens.slice(1)) expect(await info(token)).toBe(2000);
  });

  it('expired and revoked ones are purged on a schedule, and day-old login counters with them', async () => {
    const user = await ctx.createUser([]);
    const logout = await ctx.login(user.account, user.password);
    await ctx.call('operate/auth/logout', {}, { token: logout });
    const expired = await ctx.login(user.account, user.password);
    await ctx.setTokenExpired(expired);
    const live = await ctx.login(user.account, user.password);
    const exists = async (token: string) =>
      (await ctx.db.selectFrom('tokens').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst()) !== undefined;
    const stop = schedulePurge(ctx.db, ctx.app.log, 0.001);
    try {
      await vi.waitFor(async () => expect(await exists(logout)).toBe(false));
      expect(await exists(expired)).toBe(false);
      expect(await exists(live)).toBe(true);
      // And again later, not only once.
      const later = await ctx.login(user.account, user.password);
      await ctx.setTokenExpired(later);
      await vi.waitFor(async () => expect(await exists(later)).toBe(false));
    } finally {
      stop();
    }
    await ctx.db
      .insertInto('login_throttle')
      .values({ subject: 'account:stale', attempts: 1, window_start: Date.now() - 25 * 3_600_000, locked_until: null, lockouts: 1 })
      .execute();
    expect((await purgeSecurityRows(ctx.db)).counters).toBe(1);
  });
});

describe('headers', () => {
  it('mark answers no-store and nosniff', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/operate/auth/login', payload: { account: 'admin', password: 'admin123' } });
    expect(login.json()).toMatchObject({ error: 2000 });
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/health', '/nothing/here']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('operate/auth/register', () => {
  it('holds a new user\'s password to the rules', async () => {
    const register = (account: string, password: string) => ctx.call('operate/auth/register', { account, name: 'New user', password }, { token: admin });
    expect((await register('new_user_a', 'new_user_a-and-more')).data).toEqual({ fields: { password: 'The password must not contain the account name.' } });
    expect(fieldsOf(await register('new_user_a', 'qwerty123456'))).toEqual(['password']);
    expect((await register('new_user_a', 'plum-river-stone-42')).error).toBe(2000);
  });
});

describe('security events', () => {
  // Runs last: the calls above have happened.
  it('log every password change and reset, user and role change and session revocation, without secrets', () => {
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.channel === 'security');
    const seen = (event: string) => events.filter((e) => e.event === event);
    expect(seen('password.change').map((e) => e.outcome).sort()).toEqual(['failure', 'success']);
    expect(seen('password.change').find((e) => e.outcome === 'success')).toMatchObject({ sessions_revoked: 1, user_id: expect.any(Number), ip: '127.0.0.1' });
    expect(seen('password.reset')[0]).toMatchObject({ outcome: 'success', account: 'admin', target_user_id: expect.any(Number), sessions_revoked: 1 });
    expect(seen('user.status').map((e) => e.status)).toEqual(expect.arrayContaining([0, 1]));
    expect(seen('user.delete')[0]).toMatchObject({ outcome: 'success', target_account: expect.any(String) });
    expect(seen('user.role.remove')[0]).toMatchObject({ outcome: 'success', role: expect.any(String), sessions_revoked: 1 });
    expect(seen('role.update')[0]).toMatchObject({ outcome: 'success', created: false });
    expect(seen('access.denied').length).toBeGreaterThan(5);
    expect(seen('session.revoke')[0]).toMatchObject({ reason: 'session cap', sessions: 1 });
    expect(seen('logout')).toHaveLength(1);
    expect(seen('user.create')[0]).toMatchObject({ outcome: 'success', target_account: 'new_user_a' });
    expect(seen('login').find((e) => e.outcome === 'denied')).toMatchObject({ reason: 'disabled' });
    const all = lines.join('\n');
    for (const secret of ['a-brand-new-passphrase', 'reset-by-the-admin', 'taken-over-password', 'plum-river-stone-42', admin, 'scrypt$']) {
      expect(all).not.toContain(secret);
    }
  });
});
