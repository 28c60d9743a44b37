// Second factors (RFC 6238): the code arithmetic against the RFC's own vectors, enrolment from a
// session (after a recent password check) and at login, a login in steps, codes used once,
// recovery codes, MFA_REQUIRED, an administrator's reset, codes throttled, secrets encrypted
// with MFA_KEY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managesAccess } from '../src/security/login-steps.js';
import { base32Encode, matchingStep, timeStep, totpCode } from '../src/security/totp.js';
import { createTestContext, dataOf, fieldsOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
const MFA_KEY = Buffer.alloc(32, 7);

beforeAll(async () => {
  ctx = await createTestContext({ config: { mfaKey: MFA_KEY } });
});

afterAll(async () => {
  await ctx?.close();
});

const code = (secret: string, offset = 0) => totpCode(secret, timeStep(Date.now()) + offset);

/** Enrols a second factor from a session; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const { secret, uri } = dataOf(await ctx.call<{ secret: string; uri: string }>('operate/auth/mfa-create', {}, { token }));
  expect(uri).toContain(`secret=${secret}`);
  const { recovery_codes } = dataOf(await ctx.call<{ recovery_codes: string[] }>('operate/auth/mfa-confirm', { code: code(secret) }, { token }));
  return { secret, recovery: recovery_codes };
}

async function loginStep(account: string, password: string) {
  return dataOf(await ctx.call<{ step?: string; challenge?: string; token?: string }>('operate/auth/login', { account, password }));
}

describe('TOTP arithmetic', () => {
  it('gives the codes of RFC 6238 appendix B (SHA-1, last six digits) and accepts one step of drift', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(secret, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpCode(secret, Math.floor(20000000000 / 30))).toBe('353130');
    const at = 1111111109_000;
    expect(matchingStep(secret, '081804', at + 30_000)).toBe(Math.floor(1111111109 / 30));
    expect(matchingStep(secret, '081804', at + 61_000)).toBeNull();
  });

  it('names as administrators the holders of user:*, role:* or entity:design, and the admin role', () => {
    expect(managesAccess([], ['company:view'])).toBe(false);
    expect(managesAccess([], ['user:view'])).toBe(true);
    expect(managesAccess([], ['role:update'])).toBe(true);
    expect(managesAccess([], ['entity:design'])).toBe(true);
    expect(managesAccess(['admin'], [])).toBe(true);
  });
});

describe('a user with a second factor', () => {
  it('gets a token only after the code; a code is taken once; recovery codes work once each', async () => {
    const user = await ctx.createUser(['company:view']);
    const { secret, recovery } = await enrol(user.token);
    expect(recovery).toHaveLength(10);
    // Stored encrypted and hashed: neither the secret nor a recovery code is in the row.
    const row = await ctx.db.selectFrom('user_mfa').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^gcm:/);
    expect(row.recovery_codes).not.toContain(recovery[0]);

    const first = await loginStep(user.account, user.password);
    expect(first).toEqual({ step: 'code', challenge: expect.any(String) });
    const wrong = await ctx.call('operate/auth/login-code', { challenge: first.challenge, code: '000000' === code(secret) ? '111111' : '000000' });
    expect(fieldsOf(wrong)).toEqual(['code']);
    // The code of the previous step was used by the enrolment: this one is the next step's.
    const next = code(secret, 1);
    const done = dataOf(await ctx.call<{ token: string }>('operate/auth/login-code', { challenge: first.challenge, code: next }));
    expect(done.token).toMatch(/^[\w-]{43}$/);
    // The challenge is used up, and the same code does not open a second login.
    expect(fieldsOf(await ctx.call('operate/auth/login-code', { challenge: first.challenge, code: next }))).toEqual(['challenge']);
    const second = await loginStep(user.account, user.password);
    expect(fieldsOf(await ctx.call('operate/auth/login-code', { challenge: second.challenge, code: next }))).toEqual(['code']);
    // A recovery code opens it, once.
    const recovered = dataOf(await ctx.call<{ token: string }>('operate/auth/login-code', { challenge: second.challenge, code: recovery[0] }));
    expect(recovered.token).toBeTruthy();
    const third = await loginStep(user.account, user.password);
    expect(fieldsOf(await ctx.call('operate/auth/login-code', { challenge: third.challenge, code: recovery[0] }))).toEqual(['code']);
    expect(dataOf(await ctx.call<{ recovery_codes_left: number }>('operate/auth/mfa-status', {}, { token: recovered.token })).recovery_codes_left).toBe(9);
  });

  it('cannot skip the code: the API answers no token without it', async () => {
    const user = await ctx.createUser([]);
    await enrol(user.token);
    const first = await loginStep(user.account, user.password);
    expect(first.token).toBeUndefined();
    expect((await ctx.call('operate/auth/login-password', { challenge: first.challenge, password: 'another long password' })).error).not.toBe(2000);
    expect((await ctx.call('operate/auth/mfa-status', {}, { token: first.challenge })).error).toBe(2004);
  });

  it('has codes throttled like passwords: 5 wrong codes from an address lock that address for the account', async () => {
    const user = await ctx.createUser([]);
    const { secret } = await enrol(user.token);
    const { challenge } = await loginStep(user.account, user.password);
    const bad = code(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await ctx.call('operate/auth/login-code', { challenge, code: bad })).error).toBe(2001);
    expect((await ctx.call('operate/auth/login-code', { challenge, code: code(secret, 1) })).error).toBe(2029);
  });
});

describe('setting up a second factor from a session', () => {
  it('needs a password checked in the last 5 minutes: a stolen token alone cannot enrol', async () => {
    const user = await ctx.createUser([]);
    const stale = (reauth_at: string | null) => ctx.db.updateTable('tokens').set({ reauth_at }).where('user_id', '=', user.id).execute();
    const refused = { error: 2003, message: 'Confirm your password to continue.', data: { reason: 'reauth_required' } };
    for (const when of [null, '2000-01-01 00:00:00']) {
      await stale(when);
      expect(await ctx.call('operate/auth/mfa-create', {}, { token: user.token })).toMatchObject(refused);
      expect(await ctx.call('operate/auth/mfa-confirm', { code: '123456' }, { token: user.token })).toMatchObject(refused);
    }
    expect(await ctx.db.selectFrom('user_mfa').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
    // A key started within the 5 minutes is not confirmed once they are over.
    expect((await ctx.call('operate/auth/reauth', { password: user.password }, { token: user.token })).error).toBe(2000);
    const { secret } = dataOf(await ctx.call<{ secret: string }>('operate/auth/mfa-create', {}, { token: user.token }));
    await stale('2000-01-01 00:00:00');
    expect(await ctx.call('operate/auth/mfa-confirm', { code: code(secret) }, { token: user.token })).toMatchObject(refused);
    expect((await ctx.call('operate/auth/reauth', { password: user.password }, { token: user.token })).error).toBe(2000);
    expect(dataOf(await ctx.call<{ recovery_codes: string[] }>('operate/auth/mfa-confirm', { code: code(secret) }, { token: user.token })).recovery_codes).toHaveLength(10);
  });
});

describe('a setup opened twice', () => {
  it('gives the same key to calls sent at once, so the key shown is the one checked; a new one after 10 minutes', async () => {
    const user = await ctx.createUser([]);
    const create = () => ctx.call<{ secret: string }>('operate/auth/mfa-create', {}, { token: user.token }).then((a) => dataOf(a).secret);
    const [one, two, three] = await Promise.all([create(), create(), create()]);
    expect(new Set([one, two, three]).size).toBe(1);
    expect(await create()).toBe(one);
    // Left for longer than the window, the key waiting for its first code is replaced.
    await ctx.db.updateTable('user_mfa').set({ created_at: '2000-01-01 00:00:00' }).where('user_id', '=', user.id).execute();
    const fresh = await create();
    expect(fresh).not.toBe(one);
    expect(dataOf(await ctx.call<{ recovery_codes: string[] }>('operate/auth/mfa-confirm', { code: code(fresh) }, { token: user.token })).recovery_codes).toHaveLength(10);
    expect(await ctx.call('operate/auth/mfa-create', {}, { token: user.token })).toMatchObject({ error: 2001 });
  });
});

describe('MFA_REQUIRED', () => {
  it('admins: an administrator enrols at login before any token; others log in as before', async () => {
    const required = await createTestContext({ config: { mfaRequired: 'admins' } });
    try {
      const plain = await required.createUser(['company:view']);
      expect(plain.token).toBeTruthy();
      const start = dataOf(await required.call<{ step: string; challenge: string }>('operate/auth/login', { account: 'admin', password: 'admin123' }));
      expect(start.step).toBe('enrol');
      const { secret } = dataOf(await required.call<{ secret: string }>('operate/auth/mfa-create', { challenge: start.challenge }));
      const done = dataOf(await required.call<{ token: string; recovery_codes: string[] }>('operate/auth/mfa-confirm', { challenge: start.challenge, code: code(secret) }));
      expect(done.token).toMatch(/^[\w-]{43}$/);
      expect(done.recovery_codes).toHaveLength(10);
      expect(dataOf(await required.call('operate/auth/mfa-status', {}, { token: done.token }))).toMatchObject({ enrolled: true, required: true });
    } finally {
      await required.close();
    }
  });

  it('all: every user enrols', async () => {
    const required = await createTestContext({ config: { mfaRequired: 'all' } });
    try {
      const step = dataOf(await required.call<{ step: string }>('operate/auth/login', { account: 'admin', password: 'admin123' }));
      expect(step.step).toBe('enrol');
    } finally {
      await required.close();
    }
  });
});

describe("an administrator's reset", () => {
  it('removes the second factor after a recent password check, and is audited', async () => {
    const user = await ctx.createUser([]);
    await enrol(user.token);
    const admin = await ctx.adminToken();
    // A session whose password check is old must confirm it first.
    await ctx.db.updateTable('tokens').set({ reauth_at: '2000-01-01 00:00:00' }).execute();
    const refused = await ctx.call('operate/auth/account-mfa-reset', { id: user.id }, { token: admin });
    expect(refused).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    expect((await ctx.call('operate/auth/reauth', { password: 'wrong password!' }, { token: admin })).error).toBe(2001);
    expect((await ctx.call('operate/auth/reauth', { password: 'admin123' }, { token: admin })).error).toBe(2000);
    expect(dataOf(await ctx.call('operate/auth/account-mfa-reset', { id: user.id }, { token: admin }))).toEqual({ id: user.id, reset: true });
    expect((await loginStep(user.account, user.password)).token).toBeTruthy();
    const entry = await ctx.db.selectFrom('audit_log').selectAll().where('record_id', '=', user.id).where('call', '=', 'operate/auth/account-mfa-reset').executeTakeFirstOrThrow();
    expect(entry.changes).toContain('second_factor');
    expect((await ctx.call('operate/auth/account-mfa-reset', { id: user.id }, { token: admin })).error).toBe(2005);
  });
});
