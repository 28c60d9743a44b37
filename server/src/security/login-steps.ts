// A login in steps: once the password is right, the second factor (when the user has one), a
// new password (when someone else set it, or it is older than PASSWORD_MAX_AGE_DAYS) and an
// enrolment (when MFA_REQUIRED asks for one) come before any token. Between steps the client
// holds a challenge: a one-time login ticket that lives LOGIN_STEP_MS.
import { recordChange } from '../audit/record.js';
import { addHours, formatDateTime } from '../db/time.js';
import { rolesAndPermissions } from '../http/auth.js';
import type { CallContext } from '../http/call.js';
import { invalidField, type ApiError } from '../http/errors.js';
import { securityEvent } from './events.js';
import { boundBody } from './jurisdiction.js';
import { issueTicket, readTicket, updateTicket, useTicket, type Ticket } from './tickets.js';
import { issueToken } from './tokens.js';
import { hasSecondFactor } from './totp-store.js';

export const LOGIN_STEP_MS = 5 * 60_000;

export type Step = 'code' | 'password' | 'enrol';

export interface StepState {
  /** The second factor was given. */
  code?: boolean;
  /** The step the challenge waits for: no other step's call takes it. */
  step?: Step;
}

/** Holders of these manage who may do what: MFA_REQUIRED=admins asks them for a second factor. */
export function managesAccess(roles: readonly string[], permissions: readonly string[]): boolean {
  return roles.includes('admin') || permissions.some((p) => p.startsWith('user:') || p.startsWith('role:') || p === 'entity:design');
}

async function nextStep(ctx: CallContext, userId: number, state: StepState): Promise<Step | null> {
  const { db, config } = ctx;
  const enrolled = await hasSecondFactor(db, userId);
  if (enrolled && !state.code) return 'code';
  const user = await db.selectFrom('system_users').select(['must_change_password', 'password_changed_at', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.must_change_password === 1) return 'password';
  if (config.passwordMaxAgeDays > 0) {
    const oldest = formatDateTime(addHours(new Date(), -24 * config.passwordMaxAgeDays));
    if ((user.password_changed_at ?? user.created_at) < oldest) return 'password';
  }
  if (!enrolled && config.mfaRequired !== 'off') {
    const { roles, permissions } = await rolesAndPermissions(db, userId);
    if (config.mfaRequired === 'all' || managesAccess(roles, permissions)) return 'enrol';
  }
  return null;
}

/**
 * A step a session's user still owes: a new password, or an enrolment MFA_REQUIRED asks for.
 * The code was given at that session's login; null when nothing is owed.
 */
export function owedStep(ctx: CallContext, userId: number): Promise<Step | null> {
  return nextStep(ctx, userId, { code: true });
}

/** The session of a login whose steps are all done: the token and who holds it. */
async function finish(ctx: CallContext, userId: number) {
  const { db, config, request } = ctx;
  const user = await db.selectFrom('system_users').select(['id', 'account', 'name', 'avatar', 'government_id']).where('id', '=', userId).executeTakeFirstOrThrow();
  const who = { auth: { userId, account: user.account } };
  const origin = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
  const { token, expiresAt, revoked } = await db.transaction().execute(async (trx) => {
    const issued = await issueToken(trx, userId, config.tokenTtlHours, config.maxSessionsPerUser, origin);
    await recordChange(trx, { ...ctx, ...who }, { action: 'login', resource: 'system_user', recordId: userId, name: user.account });
    return issued;
  });
  securityEvent({ ...ctx, ...who }, { event: 'login', outcome: 'success' });
  if (revoked > 0) securityEvent({ ...ctx, ...who }, { event: 'session.revoke', outcome: 'success', reason: 'session cap', sessions: revoked });
  const { roles, permissions } = await rolesAndPermissions(db, userId);
  const government = await boundBody(db, user.government_id);
  return { token, name: user.name, avatar: user.avatar, roles, permissions, expires_at: expiresAt, idle_minutes: config.sessionIdleMinutes, government };
}

/**
 * Where a login goes once a step is done: the next step under a challenge (the one it came
 * with, or a new one), or, with every step done, the session (the challenge is then used up).
 */
export async function continueLogin(ctx: CallContext, userId: number, state: StepState, ticket?: Ticket<StepState>, challenge?: string) {
  const step = await nextStep(ctx, userId, state);
  if (step === null) {
    if (ticket && !(await useTicket(ctx.db, ticket.id))) throw expiredChallenge();
    return finish(ctx, userId);
  }
  if (ticket && challenge) {
    await updateTicket(ctx.db, ticket.id, { ...state, step });
    return { step, challenge };
  }
  return { step, challenge: await issueTicket(ctx.db, 'login', userId, LOGIN_STEP_MS, { ...state, step }) };
}

/** 2001 on the challenge, not 2004: the login page starts over, no re-login dialog opens. */
export function expiredChallenge(): ApiError {
  return invalidField('challenge', 'This login has expired. Log in again.');
}

/** The login a challenge stands for, waiting for this step, or 2004. */
export async function loginOf(ctx: CallContext, challenge: string, step: Step): Promise<Ticket<StepState> & { account: string }> {
  const ticket = await readTicket<StepState>(ctx.db, 'login', challenge);
  if (!ticket || ticket.data.step !== step) throw expiredChallenge();
  const user = await ctx.db.selectFrom('system_users').select(['account', 'status']).where('id', '=', ticket.userId).executeTakeFirst();
  if (!user || user.status !== 1) throw expiredChallenge();
  return { ...ticket, account: user.account };
}
