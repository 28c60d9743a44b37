import { call } from '../api';
import { getToken, setToken } from './token';
import { clearSession, normalizeSession, writeSession, type Session } from './session';

interface SessionAnswer extends Omit<Partial<Session>, 'government'> {
  token: string;
  /** The bound body, or null for an unbound user (normalizeSession keeps only a body). */
  government?: unknown;
}

/** A step the server asks for before it opens the session (docs/API.md, logins in steps). */
export type LoginStep = 'code' | 'password' | 'enrol';

export interface PendingLogin {
  step: LoginStep;
  challenge: string;
}

/** Where a login call leaves the user: in (the session kept), or at a further step. */
export type LoginOutcome = { session: Session; recoveryCodes?: string[] } | PendingLogin;

/** Keeps the token cookie and the session of an answer that carries a token. */
export function keepSession(data: SessionAnswer, account?: string): Session {
  setToken(data.token);
  // The login answer does not name the account; preferences are kept per account from now on.
  const session = normalizeSession({ ...data, account: data.account ?? account });
  writeSession(session);
  return session;
}

function outcome(data: (SessionAnswer & { recovery_codes?: string[] }) | PendingLogin, account?: string): LoginOutcome {
  if ('step' in data && data.step) return { step: data.step, challenge: data.challenge };
  const answer = data as SessionAnswer & { recovery_codes?: string[] };
  return { session: keepSession(answer, account), recoveryCodes: answer.recovery_codes };
}

/** Logs in (the account is trimmed, spec §5): the session, or the next step under a challenge. */
export async function login(account: string, password: string): Promise<LoginOutcome> {
  const trimmed = account.trim();
  return outcome(await call('operate/auth/login', { account: trimmed, password }), trimmed);
}

/** Sends one step of a pending login: the second factor, a new password, or the enrolment's first code. */
export async function loginStep(pending: PendingLogin, value: string, account?: string): Promise<LoginOutcome> {
  const path = { code: 'operate/auth/login-code', password: 'operate/auth/login-password', enrol: 'operate/auth/mfa-confirm' }[pending.step];
  const field = pending.step === 'password' ? 'password' : 'code';
  return outcome(await call(path, { challenge: pending.challenge, [field]: value }), account);
}

/** Ends the token server-side when possible; the local session goes in every case. */
export async function logout(): Promise<void> {
  // Silent: an already expired token must not bring up the re-login dialog on the way out.
  if (getToken()) await call('operate/auth/logout', {}, { silent: true }).catch(() => undefined);
  clearSession();
}
