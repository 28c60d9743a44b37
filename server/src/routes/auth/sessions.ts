// Sessions a user can see and end (their own; with user:view / user:update another user's),
// asking for the password again (reauth), and handover tickets for /auth-redirect.
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import { formatDateTime } from '../../db/time.js';
import { hasPermission, rolesAndPermissions } from '../../http/auth.js';
import { defineCall, type CallContext } from '../../http/call.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { securityEvent } from '../../security/events.js';
import { checkPassword, guardedCheck } from '../../security/guard.js';
import { owedStep } from '../../security/login-steps.js';
import { REAUTH_MINUTES } from '../../security/reauth.js';
import { issueTicket, readTicket, useTicket } from '../../security/tickets.js';
import { issueToken, type Inherited } from '../../security/tokens.js';
import { hasSecondFactor, useCode } from '../../security/totp-store.js';
import { assertCanManageUser } from '../../records/access.js';
import { OpenSession, Session } from '../../http/answers/auth.js';
import { boundBody } from '../../security/jurisdiction.js';
import { count } from '../../http/answers/shapes.js';

/** A handover ticket lives this long, and opens one session. */
export const TICKET_MS = 60_000;

/** Whose sessions: the caller's, or (holding `permission`) another user's the caller may manage. */
async function subject(ctx: CallContext, userId: number | undefined, permission: string): Promise<number> {
  if (userId === undefined || userId === ctx.auth.userId) return ctx.auth.userId;
  if (!hasPermission(ctx.auth, permission)) throw forbidden();
  await assertCanManageUser(ctx.db, ctx.auth, userId);
  return userId;
}

/** Sessions last used before this are idle (SESSION_IDLE_MINUTES): ended, though not revoked. */
const idleBefore = (ctx: CallContext, now: Date) => formatDateTime(new Date(now.getTime() - ctx.config.sessionIdleMinutes * 60_000));

/** The session a handover ticket came from, while it lives: not ended, expired or idle. */
async function liveSource(ctx: CallContext, tokenId: unknown, userId: number): Promise<Inherited | undefined> {
  if (typeof tokenId !== 'number') return undefined;
  const now = new Date();
  const row = await ctx.db
    .selectFrom('tokens')
    .select(['expires_at', 'reauth_at'])
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', formatDateTime(now))
    .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', idleBefore(ctx, now)))
    .executeTakeFirst();
  return row ? { expiresAt: row.expires_at, reauthAt: row.reauth_at } : undefined;
}

const sessionList = defineCall({
  path: 'operate/auth/session-list',
  permission: 'login-only',
  answer: z.array(OpenSession),
  body: z.object({ user_id: v.optional(v.id()) }),
  async handler({ user_id }, ctx) {
    const userId = await subject(ctx, user_id, 'user:view');
    const now = new Date();
    const rows = await ctx.db
      .selectFrom('tokens')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_used_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', formatDateTime(now))
      .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', idleBefore(ctx, now)))
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, last_used_at: r.last_used_at ?? r.created_at, current: r.id === ctx.auth.tokenId }));
  },
});

/** Ends one session (`id`) or every session but the caller's own (`others: 1`). */
const sessionEnd = defineCall({
  path: 'operate/auth/session-end',
  permission: 'login-only',
  answer: z.strictObject({ ended: count() }),
  body: z.object({ user_id: v.optional(v.id()), id: v.optional(v.id()), others: v.withDefault(v.flag(), 0) }),
  async handler({ user_id, id, others }, ctx) {
    if (id === undefined && others !== 1) throw invalidField('id', 'This field is required.');
    const userId = await subject(ctx, user_id, 'user:update');
    let query = ctx.db.updateTable('tokens').set({ revoked_at: formatDateTime(new Date()) }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    query = id !== undefined ? query.where('id', '=', id) : query.where('id', '!=', ctx.auth.tokenId);
    const ended = Number((await query.executeTakeFirst()).numUpdatedRows);
    if (id !== undefined && ended === 0) throw notFound('The session does not exist or has ended.');
    securityEvent(ctx, { event: 'session.revoke', outcome: 'success', reason: 'ended by user', target_user_id: userId, sessions: ended });
    return { ended };
  },
});

/** The password (or, for a user with a second factor, a code instead) checked again. */
const reauth = defineCall({
  path: 'operate/auth/reauth',
  permission: 'login-only',
  answer: z.strictObject({ valid_minutes: count() }),
  body: z.object({ password: v.optional(v.currentPassword()), code: v.optional(v.currentPassword()) }),
  async handler({ password, code }, ctx) {
    const { db, auth, config } = ctx;
    let ok = false;
    if (password !== undefined) {
      const user = await db.selectFrom('system_users').select('password_hash').where('id', '=', auth.userId).executeTakeFirstOrThrow();
      ok = await checkPassword(ctx, auth.account, password, user.password_hash);
    } else if (code !== undefined && (await hasSecondFactor(db, auth.userId))) {
      ok = await guardedCheck(ctx, auth.account, 'code', async () => (await useCode(db, auth.userId, code, config.mfaKey)) !== null);
    } else {
      throw invalidField('password', 'This field is required.');
    }
    securityEvent(ctx, { event: 'reauth', outcome: ok ? 'success' : 'failure', with: password !== undefined ? 'password' : 'code' });
    if (!ok) throw invalidField(password !== undefined ? 'password' : 'code', password !== undefined ? 'The password is incorrect.' : 'The code is incorrect.');
    await db.updateTable('tokens').set({ reauth_at: formatDateTime(new Date()) }).where('id', '=', auth.tokenId).execute();
    return { valid_minutes: REAUTH_MINUTES };
  },
});

/** A one-time ticket for the caller's user, to hand over to /auth-redirect?ticket=…; it names the caller's session. */
const ticketIssue = defineCall({
  path: 'operate/auth/ticket-create',
  permission: 'login-only',
  answer: z.strictObject({ ticket: z.string(), expires_in: count() }),
  body: z.object({}),
  async handler(_input, ctx) {
    const ticket = await issueTicket(ctx.db, 'handover', ctx.auth.userId, TICKET_MS, { token_id: ctx.auth.tokenId });
    securityEvent(ctx, { event: 'ticket.issue', outcome: 'success' });
    return { ticket, expires_in: TICKET_MS / 1000 };
  },
});

/** Any refused exchange answers alike: 2001 on the ticket, as an expired one. */
function refusedTicket(ctx: CallContext, reason?: string) {
  securityEvent(ctx, { event: 'ticket.exchange', outcome: 'failure', ...(reason ? { reason } : {}) });
  return invalidField('ticket', 'This link has expired or was already used.');
}

/**
 * A session for the ticket's user, no more than the one that asked for the ticket: it ends when
 * that one would and keeps its password check. Refused while that session is not live, or while
 * the user owes a login step (a new password, an enrolment).
 */
const ticketExchange = defineCall({
  path: 'operate/auth/ticket-exchange',
  permission: 'public',
  answer: Session,
  body: z.object({ ticket: v.text(128) }),
  async handler({ ticket }, ctx) {
    const { db, config, request } = ctx;
    const found = await readTicket<{ token_id?: unknown }>(db, 'handover', ticket);
    const user = found ? await db.selectFrom('system_users').select(['id', 'account', 'name', 'avatar', 'status', 'government_id']).where('id', '=', found.userId).executeTakeFirst() : undefined;
    if (!found || !user || user.status !== 1) throw refusedTicket(ctx);
    const source = await liveSource(ctx, found.data.token_id, user.id);
    if (!source) throw refusedTicket(ctx, 'source session not live');
    const owed = await owedStep(ctx, user.id);
    if (owed) throw refusedTicket(ctx, `login step pending: ${owed}`);
    if (!(await useTicket(db, found.id))) throw refusedTicket(ctx);
    const origin = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
    const who = { ...ctx, auth: { userId: user.id, account: user.account } };
    const issued = await db.transaction().execute(async (trx) => {
      const token = await issueToken(trx, user.id, config.tokenTtlHours, config.maxSessionsPerUser, origin, source);
      await recordChange(trx, who, { action: 'login', resource: 'system_user', recordId: user.id, name: user.account });
      return token;
    });
    securityEvent(who, { event: 'ticket.exchange', outcome: 'success' });
    const { roles, permissions } = await rolesAndPermissions(db, user.id);
    const government = await boundBody(db, user.government_id);
    return { token: issued.token, name: user.name, avatar: user.avatar, roles, permissions, expires_at: issued.expiresAt, idle_minutes: config.sessionIdleMinutes, government };
  },
});

export const sessionManagementCalls = [sessionList, sessionEnd, reauth, ticketIssue, ticketExchange];
