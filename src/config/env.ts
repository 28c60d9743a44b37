// The one place that reads build-time environment values.
const env = import.meta.env;

/**
 * VITE_API_BASE when set (`/api/` in the production build, served from the console's own
 * origin); otherwise the API on this page's host at VITE_API_PORT (3000), so that a tablet
 * opening the development console by the desk machine's address reaches the API too.
 */
function apiBase(): string {
  const configured = (env.VITE_API_BASE as string | undefined)?.trim();
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`;
  const port = (env.VITE_API_PORT as string | undefined)?.trim() || '3000';
  const { protocol, hostname } = typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost' } : window.location;
  return `${protocol}//${hostname}:${port}/api/`;
}

export const config = {
  apiBase: apiBase(),
  /** AMap JS API key; empty means the offline map renderer. */
  mapKey: ((env.VITE_AMAP_KEY as string | undefined) ?? '').trim(),
  requestTimeoutMs: 5000,
  messageDurationMs: 5000,
  mobileBreakpoint: 992,
  sidebarWidth: 210,
} as const;
