// operate/app/login, logout and me: the field app's sessions; operate/company/account-devices
// and account-device-end; a console token on an app call and an app token on a console call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHours, formatDateTime } from '../src/db/time.js';
import { purgeSecurityRows } from '../src/security/maintenance.js';
import { hashToken } from '../src/security/tokens.js';
import { APP_PASSWORD, appLogin, insertAppAccount, insertFieldWorld, type FieldWorld } from './helpers/app-fixtures.js';
import { insertStaff } from './helpers/admin-fixtures.js';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let world: FieldWorld;

const APP_SESSION_DAYS = 2;

interface Me {
  account: { id: number; account: string; company_id: number | null; government_id: number | null };
  device_id: string;
  staff: { id: number; name: string }[];
}

const me = (token: string) => ctx.call<Me>('operate/app/me', {}, { token, json: true });

beforeAll(async () => {
  ctx = await createTestContext({ config: { appSessionDays: APP_SESSION_DAYS, loginMaxFailures: 3 } });
  admin = await ctx.adminToken();
  world = await insertFieldWorld(ctx.db);
});
afterAll(async () => ctx?.close());

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/app/logout', 'operate/app/me', 'operate/company/account-devices', 'operate/company/account-device-end']);
});

describe('operate/app/login', () => {
  it('signs a company app account in for APP_SESSION_DAYS, with its company', async () => {
    const res = await ctx.call<{ token: string; expires_at: string; account: Record<string, unknown> }>(
      'operate/app/login',
      { account: world.companyAccount, password: APP_PASSWORD, device_id: 'dev-a', device_name: 'Mi 12' },
      { json: true },
    );
    const data = dataOf(res);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.account).toMatchObject({ id: world.companyAccountId, account: world.companyAccount, company_id: world.companyId, government_id: null });
    expect(data.account).not.toHaveProperty('password_hash');
    const days = (Date.parse(data.expires_at.replace(' ', 'T')) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(APP_SESSION_DAYS - 0.01);
    expect(days).toBeLessThan(APP_SESSION_DAYS + 0.01);
    // Stored as a hash only, in the app's own table.
    const row = await ctx.db.selectFrom('app_sessions').selectAll().where('token_hash', '=', hashToken(data.token)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: world.companyAccountId, device_id: 'dev-a', device_name: 'Mi 12', revoked_at: null });
    expect(await ctx.db.selectFrom('tokens').select('id').where('token_hash', '=', hashToken(data.token)).executeTakeFirst()).toBeUndefined();
  });

  it('signs a government app account in; `me` answers it with no staff', async () => {
    const token = await appLogin(ctx, world.governmentAccount, 'gov-phone');
    const data = dataOf(await me(token));
    expect(data.account).toMatchObject({ id: world.governmentAccountId, government_id: world.governmentId, company_id: null });
    expect(data.device_id).toBe('gov-phone');
    expect(data.staff).toEqual([]);
  });

  it('`me` lists the active staff of the account’s company', async () => {
    const active = await insertStaff(ctx.db, { company_id: world.companyId, name: 'Active Inspector' });
    await insertStaff(ctx.db, { company_id: world.companyId, name: 'Gone Inspector', status: 0 });
    await insertStaff(ctx.db, { company_id: world.otherCompanyId, name: 'Other Inspector' });
    const data = dataOf(await me(await appLogin(ctx, world.companyAccount)));
    expect(data.staff.map((s) => s.id)).toEqual([active]);
  });

  it('refuses a wrong password and an unknown account alike (2001 on password)', async () => {
    for (const account of [world.companyAccount, 'no_such_account']) {
      const res = await ctx.call('operate/app/login', { account, password: 'Wrong-pass-1', device_id: 'x' }, { json: true });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual(['password']);
    }
  });

  it('refuses missing fields with their names', async () => {
    const res = await ctx.call('operate/app/login', { account: '', device_id: 'x'.repeat(65) }, { json: true });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res).sort()).toEqual(['account', 'device_id', 'password']);
  });

  it('refuses a web account and a disabled app account (2003)', async () => {
    const web = await insertAppAccount(ctx.db, { company_id: world.companyId }, 'web');
    const webRes = await ctx.call('operate/app/login', { account: web.account, password: APP_PASSWORD, device_id: 'x' }, { json: true });
    expect(webRes).toMatchObject({ error: 2003, message: 'This account cannot sign in to the field app.' });
    const off = await insertAppAccount(ctx.db, { company_id: world.companyId });
    await ctx.db.updateTable('accounts').set({ status: 0 }).where('id', '=', off.id).execute();
    const offRes = await ctx.call('operate/app/login', { account: off.account, password: APP_PASSWORD, device_id: 'x' }, { json: true, lang: 'es' });
    expect(offRes).toMatchObject({ error: 2003, message: 'Esta cuenta está desactivada.' });
  });

  it('is throttled like the console’s login (2029 after LOGIN_MAX_FAILURES)', async () => {
    const target = await insertAppAccount(ctx.db, { company_id: world.companyId });
    const errors = [];
    for (let i = 0; i < 4; i++) errors.push((await ctx.call('operate/app/login', { account: target.account, password: 'Wrong-pass-1', device_id: 'x' }, { json: true })).error);
    expect(errors).toEqual([2001, 2001, 2001, 2029]);
    // Locked even with the right password.
    expect((await ctx.call('operate/app/login', { account: target.account, password: APP_PASSWORD, device_id: 'x' }, { json: true })).error).toBe(2029);
  });

  it('a new login on the same device ends the device’s earlier session', async () => {
    const first = await appLogin(ctx, world.companyAccount, 'same-phone');
    const second = await appLogin(ctx, world.companyAccount, 'same-phone');
    expect((await me(first)).error).toBe(2004);
    expect((await me(second)).error).toBe(2000);
  });

  it('an expired app session answers 2004', async () => {
    const token = await appLogin(ctx, world.companyAccount, 'old-phone');
    await ctx.db.updateTable('app_sessions').set({ expires_at: formatDateTime(addHours(new Date(), -1)) }).where('token_hash', '=', hashToken(token)).execute();
    expect((await me(token)).error).toBe(2004);
  });
});

describe('tokens of the other kind', () => {
  it('an app token on console calls answers 2003, not 2004', async () => {
    const token = await appLogin(ctx, world.companyAccount, 'cross-1');
    for (const path of ['operate/auth/info', 'operate/company/company-list', 'operate/company/account-devices']) {
      expect((await ctx.call(path, { id: world.companyAccountId }, { token })).error, path).toBe(2003);
    }
  });

  it('an app token on the console’s live changes and files answers 2003; an unknown one 2004', async () => {
    const token = await appLogin(ctx, world.companyAccount, 'cross-2');
    for (const url of ['/api/events', '/api/operate/entity/maintenance_records/file?id=x']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { 'x-token': token } })).json(), url).toMatchObject({ error: 2003 });
      expect((await ctx.app.inject({ method: 'GET', url, headers: { 'x-token': 'y'.repeat(43) } })).json(), url).toMatchObject({ error: 2004 });
    }
  });

  it('a console token on app calls answers 2003, even the administrator’s', async () => {
    for (const path of ['operate/app/me', 'operate/app/logout']) {
      const res = await ctx.call(path, {}, { token: admin, json: true });
      expect(res).toMatchObject({ error: 2003, message: 'This call is open to the field app only.' });
    }
    expect((await ctx.call('operate/auth/info', {}, { token: admin })).error).toBe(2000);
  });
});

describe('operate/app/logout', () => {
  it('ends this device’s session only', async () => {
    const a = await appLogin(ctx, world.companyAccount, 'logout-a');
    const b = await appLogin(ctx, world.companyAccount, 'logout-b');
    expect((await ctx.call('operate/app/logout', {}, { token: a, json: true })).error).toBe(2000);
    expect((await me(a)).error).toBe(2004);
    expect((await me(b)).error).toBe(2000);
  });
});

describe('devices', () => {
  it('lists the devices an account is signed in on and ends one', async () => {
    const account = await insertAppAccount(ctx.db, { company_id: world.companyId });
    const one = await appLogin(ctx, account.account, 'dev-1');
    const two = await appLogin(ctx, account.account, 'dev-2');
    const listed = dataOf(await ctx.call<{ id: number; devices: { device_id: string; device_name: string }[] }>('operate/company/account-devices', { id: account.id }, { token: admin }));
    expect(listed.id).toBe(account.id);
    expect(listed.devices.map((d) => d.device_id).sort()).toEqual(['dev-1', 'dev-2']);
    expect(listed.devices[0]).toHaveProperty('last_used_at');

    const ended = await ctx.call('operate/company/account-device-end', { id: account.id, device_id: 'dev-1' }, { token: admin });
    expect(dataOf(ended)).toEqual({ id: account.id, device_id: 'dev-1', ended: 1 });
    expect((await me(one)).error).toBe(2004);
    expect((await me(two)).error).toBe(2000);
    const after = dataOf(await ctx.call<{ devices: { device_id: string }[] }>('operate/company/account-devices', { id: account.id }, { token: admin }));
    expect(after.devices.map((d) => d.device_id)).toEqual(['dev-2']);
    // Audited as the account's sign-out.
    const entry = await ctx.db.selectFrom('audit_log').select(['action', 'resource', 'record_id']).where('resource', '=', 'account').where('record_id', '=', account.id).executeTakeFirst();
    expect(entry).toMatchObject({ action: 'logout' });
  });

  it('answers 2005 for a device not signed in and an unknown account, 2001 without a device', async () => {
    expect((await ctx.call('operate/company/account-device-end', { id: world.companyAccountId, device_id: 'never' }, { token: admin })).error).toBe(2005);
    expect((await ctx.call('operate/company/account-devices', { id: 999_999 }, { token: admin })).error).toBe(2005);
    const res = await ctx.call('operate/company/account-device-end', { id: world.companyAccountId }, { token: admin });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual(['device_id']);
  });

  it('are open to a user holding account:update, not to one holding account:view only', async () => {
    const editor = await ctx.createUserWithPermissions(['account:update']);
    const viewer = await ctx.createUserWithPermissions(['account:view']);
    expect((await ctx.call('operate/company/account-devices', { id: world.companyAccountId }, { token: editor })).error).toBe(2000);
    expect((await ctx.call('operate/company/account-devices', { id: world.companyAccountId }, { token: viewer })).error).toBe(2003);
  });
});

describe('the purge', () => {
  it('removes ended and expired app sessions, and keeps live ones', async () => {
    const account = await insertAppAccount(ctx.db, { company_id: world.companyId });
    const live = await appLogin(ctx, account.account, 'keep');
    const ended = await appLogin(ctx, account.account, 'end');
    const expired = await appLogin(ctx, account.account, 'expire');
    await ctx.call('operate/app/logout', {}, { token: ended, json: true });
    await ctx.db.updateTable('app_sessions').set({ expires_at: formatDateTime(addHours(new Date(), -1)) }).where('token_hash', '=', hashToken(expired)).execute();
    const purged = await purgeSecurityRows(ctx.db);
    expect(purged.tokens).toBeGreaterThanOrEqual(2);
    const left = await ctx.db.selectFrom('app_sessions').select('device_id').where('account_id', '=', account.id).execute();
    expect(left.map((r) => r.device_id)).toEqual(['keep']);
    expect((await me(live)).error).toBe(2000);
  });
});

describe('account changes end app sessions', () => {
  async function accountVersion(id: number) {
    return (await ctx.db.selectFrom('accounts').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
  }

  it('disabling the account ends its sessions on every device', async () => {
    const account = await insertAppAccount(ctx.db, { company_id: world.companyId });
    const tokens = [await appLogin(ctx, account.account, 'd1'), await appLogin(ctx, account.account, 'd2')];
    const res = await ctx.call('operate/company/account-update', { id: account.id, status: 0, version: await accountVersion(account.id) }, { token: admin });
    expect(res.error).toBe(2000);
    for (const token of tokens) expect((await me(token)).error).toBe(2004);
    const live = await ctx.db.selectFrom('app_sessions').select('id').where('account_id', '=', account.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    // Enabled again, the old tokens stay ended.
    await ctx.call('operate/company/account-update', { id: account.id, status: 1, version: await accountVersion(account.id) }, { token: admin });
    expect((await me(tokens[0]!)).error).toBe(2004);
  });

  it('resetting the password ends them; another change does not', async () => {
    const account = await insertAppAccount(ctx.db, { government_id: world.governmentId });
    const token = await appLogin(ctx, account.account, 'g1');
    await ctx.call('operate/government/account-update', { id: account.id, name: 'Renamed', version: await accountVersion(account.id) }, { token: admin });
    expect((await me(token)).error).toBe(2000);
    const res = await ctx.call('operate/government/account-update', { id: account.id, password: 'New-field-pass-2', version: await accountVersion(account.id) }, { token: admin });
    expect(res.error).toBe(2000);
    expect((await me(token)).error).toBe(2004);
    expect((await appLogin(ctx, account.account, 'g1', 'New-field-pass-2')).length).toBe(43);
  });

  it('deleting the account removes its sessions', async () => {
    const account = await insertAppAccount(ctx.db, { company_id: world.companyId });
    await appLogin(ctx, account.account, 'del');
    const res = await ctx.call('operate/company/account-delete', { id: account.id, version: await accountVersion(account.id) }, { token: admin });
    expect(res.error).toBe(2000);
    expect(await ctx.db.selectFrom('app_sessions').select('id').where('account_id', '=', account.id).execute()).toEqual([]);
  });
});
