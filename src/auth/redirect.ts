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
  return value;
}
