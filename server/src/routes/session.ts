// Session calls: login, logout, info, and changing one's own password.
import { z } from 'zod';
import { rolesAndPermissions } from '../http/auth.js';
import { defineCall, type CallContext } from '../http/call.js';
import { ApiError, ErrorCode, invalidField } from '../http/errors.js';
import { REQUIRED, v } from '../http/validate.js';
import { nextVersion } from '../http/versions.js';
import { recordChange } from '../audit/record.js';
import { nowText } from '../db/time.js';
import { securityEvent } from '../security/events.js';
import { passwordProblem } from '../security/password-policy.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../security/password.js';
import { issueToken, revokeToken, revokeUserTokens } from '../security/tokens.js';

const BAD_LOGIN = 'Incorrect account or password.';

/** Checked for presence and size only: old passwords may predate today's rules. */
const currentPassword = () =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? REQUIRED : 'Must be text.') })
    .min(1, REQUIRED)
    .max(128, 'Must be at most 128 characters.');

/**
 * Checks a password against a stored hash within the throttle: the attempt is counted first,
 * a wrong password keeps it counted (and may lock), a right one clears the account's count.
 */
async function checkPassword(ctx: CallContext, account: string, password: string, stored: string | undefined): Promise<boolean> {
  const { throttle, request } = ctx;
  let reservation;
  try {
    reservation = await throttle.reserve(account, request.ip);
  } catch (err) {
    securityEvent(ctx, { event: 'login.locked', outcome: 'denied', attempted_account: account });
    throw err;
  }
  let ok: boolean;
  try {
    // Unknown accounts cost a hash too, so timing does not tell which accounts exist.
    ok = await throttle.verify(async () => verifyPassword(password, stored ?? (await dummyPasswordHash())));
  } catch (err) {
    await throttle.release(reservation);
    throw err;
  }
  if (stored !== undefined && ok) {
    await throttle.succeeded(reservation);
    return true;
  }
  const locked = await throttle.failed(reservation);
  if (locked) {
    securityEvent(ctx, { event: 'login.locked', outcome: 'denied', attempted_account: account, locked_until: new Date(locked.lockedUntil).toISOString() });
  }
  return false;
}

/** Stores a new hash at today's cost when the old one was made at another. */
async function upgradeHash(ctx: CallContext, userId: number, stored: string, password: string): Promise<void> {
  if (!needsRehash(stored)) return;
  const hash = await ctx.throttle.verify(() => hashPassword(password));
  await ctx.db.updateTable('system_users').set({ password_hash: hash }).where('id', '=', userId).where('password_hash', '=', stored).execute();
}

const login = defineCall({
  path: 'operate/auth/login',
  permission: 'public',
  body: z.object({ account: v.text(64), password: currentPassword() }),
  async handler({ account, password }, ctx) {
    const { db, config } = ctx;
    const user = await db
      .selectFrom('system_users')
      .select(['id', 'name', 'avatar', 'password_hash', 'status'])
      .where('account', '=', account)
      .executeTakeFirst();
    if (!(await checkPassword(ctx, account, password, user?.password_hash))) {
      securityEvent(ctx, { event: 'login', outcome: 'failure', attempted_account: account, reason: user ? 'password' : 'unknown account' });
      throw new ApiError(ErrorCode.invalid, BAD_LOGIN, { password: BAD_LOGIN });
    }
    const found = user!;
    if (found.status !== 1) {
      securityEvent(ctx, { event: 'login', outcome: 'denied', attempted_account: account, reason: 'disabled' });
      throw new ApiError(ErrorCode.forbidden, 'This user is disabled.');
    }
    await upgradeHash(ctx, found.id, found.password_hash, password);
    const who = { auth: { userId: found.id, account } };
    const { token, expiresAt, revoked } = await db.transaction().execute(async (trx) => {
      const issued = await issueToken(trx, found.id, config.tokenTtlHours, config.maxSessionsPerUser);
      await recordChange(trx, { ...ctx, ...who }, { action: 'login', resource: 'system_user', recordId: found.id, name: account });
      return issued;
    });
    securityEvent({ ...ctx, ...who }, { event: 'login', outcome: 'success' });
    if (revoked > 0) securityEvent({ ...ctx, ...who }, { event: 'session.revoke', outcome: 'success', reason: 'session cap', sessions: revoked });
    const { roles, permissions } = await rolesAndPermissions(db, found.id);
    return { token, name: found.name, avatar: found.avatar, roles, permissions, expires_at: expiresAt };
  },
});

const logout = defineCall({
  path: 'operate/auth/logout',
  permission: 'login-only',
  body: z.object({}),
  async handler(_input, ctx) {
    await ctx.db.transaction().execute(async (trx) => {
      await revokeToken(trx, ctx.auth.token);
      await recordChange(trx, ctx, { action: 'logout', resource: 'system_user', recordId: ctx.auth.userId, name: ctx.auth.account });
    });
    securityEvent(ctx, { event: 'logout', outcome: 'success' });
    return null;
  },
});

const info = defineCall({
  path: 'operate/auth/info',
  permission: 'login-only',
  body: z.object({}),
  async handler(_input, { db, auth }) {
    const user = await db
      .selectFrom('system_users')
      .select(['id', 'account', 'name', 'avatar', 'introduction'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    return { ...user, roles: auth.roles, permissions: [...auth.permissions] };
  },
});

/** The caller's own password; the current one is required, and every other session ends. */
const passwordChange = defineCall({
  path: 'operate/auth/password-change',
  permission: 'login-only',
  body: z.object({ old_password: currentPassword(), password: v.password() }),
  async handler({ old_password, password }, ctx) {
    const { db, auth, config } = ctx;
    const problem = passwordProblem(password, config.passwordMinLength, auth.account);
    if (problem) throw invalidField('password', problem);
    if (password === old_password) throw invalidField('password', 'The new password must differ from the current one.');
    const user = await db.selectFrom('system_users').select('password_hash').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    if (!(await checkPassword(ctx, auth.account, old_password, user.password_hash))) {
      securityEvent(ctx, { event: 'password.change', outcome: 'failure', reason: 'current password' });
      throw invalidField('old_password', 'The current password is incorrect.');
    }
    const hash = await hashPassword(password);
    const sessions = await db.transaction().execute(async (trx) => {
      await trx.updateTable('system_users').set({ password_hash: hash, updated_at: nowText(), version: nextVersion }).where('id', '=', auth.userId).execute();
      await recordChange(trx, ctx, { action: 'password', resource: 'system_user', recordId: auth.userId, name: auth.account, secrets: ['password'] });
      return revokeUserTokens(trx, auth.userId, auth.token);
    });
    securityEvent(ctx, { event: 'password.change', outcome: 'success', sessions_revoked: sessions });
    return null;
  },
});

export const sessionCalls = [login, logout, info, passwordChange];
