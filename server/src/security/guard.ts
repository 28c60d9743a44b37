// Checking a password or a second-factor code within the throttle: the attempt is counted
// first, a wrong answer keeps it counted (and may lock the account-address pair), a right one
// clears the account's count. Password hashes run within the concurrency ceiling.
import type { CallContext } from '../http/call.js';
import { securityEvent } from './events.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import type { Secret } from './throttle.js';

export async function guardedCheck(ctx: CallContext, account: string, secret: Secret, check: () => Promise<boolean>): Promise<boolean> {
  const { throttle, request } = ctx;
  let reservation;
  try {
    reservation = await throttle.reserve(account, request.ip, secret);
  } catch (err) {
    securityEvent(ctx, { event: 'login.locked', outcome: 'denied', attempted_account: account, secret });
    throw err;
  }
  let ok: boolean;
  try {
    ok = secret === 'password' ? await throttle.verify(check) : await check();
  } catch (err) {
    await throttle.release(reservation);
    throw err;
  }
  if (ok) {
    await throttle.succeeded(reservation);
    return true;
  }
  const locked = await throttle.failed(reservation);
  if (locked) {
    securityEvent(ctx, { event: 'login.locked', outcome: 'denied', attempted_account: account, secret, locked_until: new Date(locked.lockedUntil).toISOString() });
  }
  return false;
}

/** A password against a stored hash; unknown accounts cost a hash too, so timing tells nothing. */
export function checkPassword(ctx: CallContext, account: string, password: string, stored: string | undefined): Promise<boolean> {
  return guardedCheck(ctx, account, 'password', async () => (await verifyPassword(password, stored ?? (await dummyPasswordHash()))) && stored !== undefined);
}
