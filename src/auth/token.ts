import Cookies from 'js-cookie';

// Cookie name fixed by spec §9.
const TOKEN_COOKIE = 'Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** Secure over HTTPS, so the token never travels in clear; plain http (development) keeps it usable. */
export function setToken(token: string, protocol = window.location.protocol): void {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', secure: protocol === 'https:' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
