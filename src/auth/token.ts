import Cookies from 'js-cookie';

// Cookie name fixed by spec §9.
const TOKEN_COOKIE = 'Admin-Token';

/**
 * The token as read in the current task. One navigation asks for it once per access check
 * (dozens of times), and each read of document.cookie parses every cookie: it is read once and
 * forgotten when the task ends, so a token set or removed elsewhere (another tab) is seen by
 * the next event.
 */
let current: { token: string | undefined } | null = null;

export function getToken(): string | undefined {
  if (!current) {
    current = { token: Cookies.get(TOKEN_COOKIE) || undefined };
    setTimeout(() => {
      current = null;
    }, 0);
  }
  return current.token;
}

/** Secure over HTTPS, so the token never travels in clear; plain http (development) keeps it usable. */
export function setToken(token: string, protocol = window.location.protocol): void {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', secure: protocol === 'https:' });
  current = null;
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
  current = null;
}
