import { call } from '../api';
import { getToken, setToken } from './token';
import { clearSession, normalizeSession, writeSession, type Session } from './session';

interface LoginAnswer extends Partial<Session> {
  token: string;
}

/** Logs in (the account is trimmed, spec §5), keeping the token cookie and the session. */
export async function login(account: string, password: string): Promise<Session> {
  const trimmed = account.trim();
  const data = await call<LoginAnswer>('operate/auth/login', { account: trimmed, password });
  setToken(data.token);
  // The login answer does not name the account; preferences are kept per account from now on.
  const session = normalizeSession({ ...data, account: data.account ?? trimmed });
  writeSession(session);
  return session;
}

/** Ends the token server-side when possible; the local session goes in every case. */
export async function logout(): Promise<void> {
  // Silent: an already expired token must not bring up the re-login dialog on the way out.
  if (getToken()) await call('operate/auth/logout', {}, { silent: true }).catch(() => undefined);
  clearSession();
}
