// An administrator's view of another user's security: their login locks (seen with user:view,
// cleared with user:update) and their second factor (reset with user:update and a recent
// password check). Both changes are audited.
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import { defineCall } from '../../http/call.js';
import { forbidden, notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { securityEvent } from '../../security/events.js';
import { requireRecentAuth } from '../../security/reauth.js';
import { removeSecondFactor } from '../../security/totp-store.js';
import { assertCanManageUser, systemUserRecord } from '../../records/access.js';
import { LoginLock } from '../../http/answers/auth.js';
import { count, id } from '../../http/answers/shapes.js';

/** `pair:<account>|<secret>|<address>` and `account:<account>|<secret>` as an administrator reads them. */
function describe(row: { subject: string; attempts: number; locked_until: number | null }, now: number) {
  const [scope, , secret, address] = row.subject.split('|').flatMap((part, i) => (i === 0 ? part.split(':') : [part]));
  const locked = row.locked_until !== null && row.locked_until > now;
  return {
    scope: scope === 'pair' ? 'address' : 'account',
    secret,
    address: scope === 'pair' ? address : null,
    failures: row.attempts,
    locked_until: locked ? new Date(row.locked_until!).toISOString() : null,
  };
}

const accountLocks = defineCall({
  path: 'operate/auth/account-locks',
  permission: 'user:view',
  answer: z.array(LoginLock),
  body: z.object({ id: v.id() }),
  async handler({ id }, ctx) {
    const user = await systemUserRecord(ctx.db, ctx.auth, id);
    const now = Date.now();
    return (await ctx.throttle.countersOf(user.account)).map((row) => describe(row, now));
  },
});

const accountLocksClear = defineCall({
  path: 'operate/auth/account-locks-clear',
  permission: 'user:update',
  answer: z.strictObject({ cleared: count() }),
  body: z.object({ id: v.id() }),
  async handler({ id }, ctx) {
    const user = await systemUserRecord(ctx.db, ctx.auth, id);
    await assertCanManageUser(ctx.db, ctx.auth, id);
    const before = (await ctx.throttle.countersOf(user.account)).length;
    const cleared = await ctx.throttle.clear(user.account);
    await ctx.db.transaction().execute((trx) =>
      recordChange(trx, ctx, { action: 'update', resource: 'system_user', recordId: id, name: user.account, before: { login_counters: before }, after: { login_counters: 0 } }),
    );
    securityEvent(ctx, { event: 'locks.clear', outcome: 'success', target_user_id: id, counters: cleared });
    return { cleared };
  },
});

const accountMfaReset = defineCall({
  path: 'operate/auth/account-mfa-reset',
  permission: 'user:update',
  answer: z.strictObject({ id: id(), reset: z.boolean() }),
  body: z.object({ id: v.id() }),
  async handler({ id }, ctx) {
    requireRecentAuth(ctx);
    const user = await systemUserRecord(ctx.db, ctx.auth, id);
    if (id === ctx.auth.userId) throw forbidden('Reset your own second factor with a recovery code at login.');
    await assertCanManageUser(ctx.db, ctx.auth, id);
    const removed = await ctx.db.transaction().execute(async (trx) => {
      const had = await removeSecondFactor(trx, id);
      if (!had) throw notFound('This user has no second factor.');
      await recordChange(trx, ctx, { action: 'update', resource: 'system_user', recordId: id, name: user.account, secrets: ['second_factor'] });
      return had;
    });
    securityEvent(ctx, { event: 'mfa.reset', outcome: 'success', target_user_id: id });
    return { id, reset: removed };
  },
});

export const accountSecurityCalls = [accountLocks, accountLocksClear, accountMfaReset];
