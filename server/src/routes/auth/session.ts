// Session calls: login, logout, info, and changing one's own password.
import { z } from 'zod';
import { defineCall, type CallContext } from '../../http/call.js';
import { ApiError, ErrorCode, invalidField } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { visibleDefinitions } from '../entity/definitions.js';
import { nextVersion } from '../../http/versions.js';
import { recordChange } from '../../audit/record.js';
import { nowText } from '../../db/time.js';
import { securityEvent } from '../../security/events.js';
import { passwordProblem } from '../../security/password-policy.js';
import { checkPassword } from '../../security/guard.js';
import { continueLogin } from '../../security/login-steps.js';
import { hashPassword, needsRehash } from '../../security/password.js';
import { revokeToken, revokeUserTokens } from '../../security/tokens.js';
import { Definition } from '../../http/answers/definitions.js';
import { BoundBody, SessionOrStep } from '../../http/answers/auth.js';
import { boundBody } from '../../security/jurisdiction.js';
import { count, id, nothing } from '../../http/answers/shapes.js';

const BAD_LOGIN = 'Incorrect account or password.';

/** Stores a new hash at today's cost when the old one was made at another. */
async function upgradeHash(ctx: CallContext, userId: number, stored: string, password: string): Promise<void> {
  if (!needsRehash(stored)) return;
  const hash = await ctx.throttle.verify(() => hashPassword(password));
  await ctx.db.updateTable('system_users').set({ password_hash: hash }).where('id', '=', userId).where('password_hash', '=', stored).execute();
}

const login = defineCall({
  path: 'operate/auth/login',
  example: { account: 'binjiang', password: 'Correct-Horse-7' },
  permission: 'public',
  answer: SessionOrStep,
  body: z.object({ account: v.text(64), password: v.currentPassword() }),
  async handler({ account, password }, ctx) {
    const { db } = ctx;
    const user = await db
      .selectFrom('system_users')
      .select(['id', 'password_hash', 'status'])
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
    // A token now, or the next step (second factor, new password, enrolment) under a challenge.
    return continueLogin(ctx, found.id, {});
  },
});

const logout = defineCall({
  path: 'operate/auth/logout',
  permission: 'login-only',
  answer: nothing(),
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
  answer: z.strictObject({
    id: id(),
    account: z.string(),
    name: z.string(),
    avatar: z.string(),
    introduction: z.string(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    idle_minutes: count(),
    entities: z.array(Definition),
    government: BoundBody,
  }),
  body: z.object({}),
  async handler(_input, ctx) {
    const { db, auth, config } = ctx;
    const user = await db
      .selectFrom('system_users')
      .select(['id', 'account', 'name', 'avatar', 'introduction'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    // The entity definitions the caller may see: the console builds their screens without another call.
    const entities = await visibleDefinitions(ctx);
    const government = await boundBody(db, auth.jurisdiction?.governmentId ?? null);
    return { ...user, roles: auth.roles, permissions: [...auth.permissions], idle_minutes: config.sessionIdleMinutes, entities, government };
  },
});

/** The caller's own password; the current one is required, and every other session ends. */
const passwordChange = defineCall({
  path: 'operate/auth/password-change',
  permission: 'login-only',
  answer: nothing(),
  body: z.object({ old_password: v.currentPassword(), password: v.password() }),
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
      await trx
        .updateTable('system_users')
        .set({ password_hash: hash, must_change_password: 0, password_changed_at: nowText(), updated_at: nowText(), version: nextVersion })
        .where('id', '=', auth.userId)
        .execute();
      await recordChange(trx, ctx, { action: 'password', resource: 'system_user', recordId: auth.userId, name: auth.account, secrets: ['password'] });
      return revokeUserTokens(trx, auth.userId, auth.token);
    });
    securityEvent(ctx, { event: 'password.change', outcome: 'success', sessions_revoked: sessions });
    return null;
  },
});

export const sessionCalls = [login, logout, info, passwordChange];
