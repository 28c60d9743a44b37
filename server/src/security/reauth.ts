// Asking for the password (or a second-factor code) again before a sensitive call: changing
// roles or permissions, resetting a password, setting up or resetting a second factor, disabling
// or deleting a user.
// A call names its need with requireRecentAuth(ctx); operate/auth/reauth renews the session's check.
import type { CallContext } from '../http/call.js';
import { ApiError, ErrorCode } from '../http/errors.js';
import { formatDateTime } from '../db/time.js';

/** A password checked this recently is recent enough. */
export const REAUTH_MINUTES = 5;
/** `data.reason` of the 2003 answer: the console asks for the password and sends the call again. */
export const REAUTH_REASON = 'reauth_required';

export function requireRecentAuth(ctx: Pick<CallContext, 'auth'>, now = new Date()): void {
  const since = formatDateTime(new Date(now.getTime() - REAUTH_MINUTES * 60_000));
  if (ctx.auth.reauthAt === null || ctx.auth.reauthAt < since) {
    throw new ApiError(ErrorCode.forbidden, 'Confirm your password to continue.', undefined, { reason: REAUTH_REASON });
  }
}
