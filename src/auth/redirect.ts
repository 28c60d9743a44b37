/** `/login?redirect=<path>` for the page the user was on. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (!target || target === '/' || target.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** A redirect target from the query string, kept inside this app (no open redirect). */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return '/';
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return '/';
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login')) return '/';
  // Judge what the browser will open: its URL parser drops tabs and newlines, so '/\t/evil.com' is '//evil.com'.
  const origin = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.startsWith('/login')) return '/';
  return value;
}
