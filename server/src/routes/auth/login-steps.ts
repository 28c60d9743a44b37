// The steps of a login after the password (security/login-steps.ts), and second factors:
// login-code, login-password, mfa-enrol, mfa-confirm (during a login, under its challenge, or
// from a session, under its token) and mfa-status.
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import { nowText } from '../../db/time.js';
import { loadAuth, tokenFromRequest } from '../../http/auth.js';
import { defineCall, type CallContext } from '../../http/call.js';
import { invalidField, notLoggedIn } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { nextVersion } from '../../http/versions.js';
import { securityEvent } from '../../security/events.js';
import { guardedCheck } from '../../security/guard.js';
import { continueLogin, loginOf, managesAccess } from '../../security/login-steps.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { passwordProblem } from '../../security/password-policy.js';
import { requireRecentAuth } from '../../security/reauth.js';
import { otpauthUri } from '../../security/totp.js';
import { confirmEnrolment, hasSecondFactor, recoveryCodesLeft, startEnrolment, useCode } from '../../security/totp-store.js';
import { LoginStep, Session, SessionOrStep } from '../../http/answers/auth.js';
import { count } from '../../http/answers/shapes.js';

/** The name an authenticator app shows beside the account. */
const ISSUER = 'Ops Console';
const BAD_CODE = 'The code is incorrect.';

const challenge = v.text(128);
const code = v.currentPassword();

/** A second-factor code of the user, within the throttle; a failure is a security event. */
async function checkCode(ctx: CallContext, userId: number, account: string, given: string) {
  const { db, config } = ctx;
  let how: 'totp' | 'recovery' | null = null;
  const ok = await guardedCheck(ctx, account, 'code', async () => (how = await useCode(db, userId, given, config.mfaKey)) !== null);
  securityEvent({ ...ctx, auth: { userId, account } }, { event: 'login.code', outcome: ok ? 'success' : 'failure', ...(ok ? { kind: how } : {}) });
  return ok;
}

const loginCode = defineCall({
  path: 'operate/auth/login-code',
  permission: 'public',
  answer: SessionOrStep,
  body: z.object({ challenge, code }),
  async handler(input, ctx) {
    const login = await loginOf(ctx, input.challenge, 'code');
    if (!(await checkCode(ctx, login.userId, login.account, input.code))) throw invalidField('code', BAD_CODE);
    return continueLogin(ctx, login.userId, { ...login.data, code: true }, login, input.challenge);
  },
});

/** A password someone else set, or one too old, replaced before the session opens. */
const loginPassword = defineCall({
  path: 'operate/auth/login-password',
  permission: 'public',
  answer: SessionOrStep,
  body: z.object({ challenge, password: v.password() }),
  async handler(input, ctx) {
    const { db, config } = ctx;
    const login = await loginOf(ctx, input.challenge, 'password');
    const problem = passwordProblem(input.password, config.passwordMinLength, login.account);
    if (problem) throw invalidField('password', problem);
    const user = await db.selectFrom('system_users').select('password_hash').where('id', '=', login.userId).executeTakeFirstOrThrow();
    if (await ctx.throttle.verify(() => verifyPassword(input.password, user.password_hash))) {
      throw invalidField('password', 'The new password must differ from the current one.');
    }
    const hash = await ctx.throttle.verify(() => hashPassword(input.password));
    const who = { ...ctx, auth: { userId: login.userId, account: login.account } };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('system_users')
        .set({ password_hash: hash, must_change_password: 0, password_changed_at: nowText(), updated_at: nowText(), version: nextVersion })
        .where('id', '=', login.userId)
        .execute();
      await recordChange(trx, who, { action: 'password', resource: 'system_user', recordId: login.userId, name: login.account, secrets: ['password'] });
    });
    securityEvent(who, { event: 'password.change', outcome: 'success', reason: 'at login' });
    return continueLogin(ctx, login.userId, login.data, login, input.challenge);
  },
});

/**
 * Who enrols: the login under a challenge (whose password was just given), else the session's
 * user, with a password checked in the last 5 minutes: a token alone does not set a second factor.
 */
async function enrollee(ctx: CallContext, given: string | undefined) {
  if (given) {
    const login = await loginOf(ctx, given, 'enrol');
    return { userId: login.userId, account: login.account, login };
  }
  const token = tokenFromRequest(ctx.request);
  const auth = token ? await loadAuth(ctx.db, token, ctx.config.sessionIdleMinutes) : null;
  if (!auth) throw notLoggedIn();
  requireRecentAuth({ auth });
  return { userId: auth.userId, account: auth.account, login: undefined };
}

const mfaEnrol = defineCall({
  path: 'operate/auth/mfa-create',
  permission: 'public',
  answer: z.strictObject({ secret: z.string(), uri: z.string() }),
  body: z.object({ challenge: v.optional(challenge) }),
  async handler(input, ctx) {
    const who = await enrollee(ctx, input.challenge);
    const secret = await startEnrolment(ctx.db, who.userId, ctx.config.mfaKey);
    if (!secret) throw invalidField('code', 'A second factor is already set up.');
    return { secret, uri: otpauthUri(secret, who.account, ISSUER) };
  },
});

const mfaConfirm = defineCall({
  path: 'operate/auth/mfa-confirm',
  permission: 'public',
  answer: z.union([Session.extend({ recovery_codes: z.array(z.string()) }), LoginStep.extend({ recovery_codes: z.array(z.string()) }), z.strictObject({ recovery_codes: z.array(z.string()) })]),
  body: z.object({ challenge: v.optional(challenge), code }),
  async handler(input, ctx) {
    const who = await enrollee(ctx, input.challenge);
    let codes: string[] | null = null;
    const ok = await guardedCheck(ctx, who.account, 'code', async () => (codes = await confirmEnrolment(ctx.db, who.userId, input.code, ctx.config.mfaKey)) !== null);
    const source = { ...ctx, auth: { userId: who.userId, account: who.account } };
    securityEvent(source, { event: 'mfa.enrol', outcome: ok ? 'success' : 'failure' });
    if (!ok || !codes) throw invalidField('code', BAD_CODE);
    await ctx.db.transaction().execute((trx) =>
      recordChange(trx, source, { action: 'update', resource: 'system_user', recordId: who.userId, name: who.account, secrets: ['second_factor'] }),
    );
    const next = who.login ? await continueLogin(ctx, who.userId, { ...who.login.data, code: true }, who.login, input.challenge) : {};
    return { ...next, recovery_codes: codes };
  },
});

const mfaStatus = defineCall({
  path: 'operate/auth/mfa-status',
  permission: 'login-only',
  answer: z.strictObject({ enrolled: z.boolean(), required: z.boolean(), recovery_codes_left: count() }),
  body: z.object({}),
  async handler(_input, { db, auth, config }) {
    const enrolled = await hasSecondFactor(db, auth.userId);
    const required = config.mfaRequired === 'all' || (config.mfaRequired === 'admins' && managesAccess(auth.roles, [...auth.permissions]));
    return { enrolled, required, recovery_codes_left: enrolled ? await recoveryCodesLeft(db, auth.userId) : 0 };
  },
});

export const loginStepCalls = [loginCode, loginPassword, mfaEnrol, mfaConfirm, mfaStatus];
