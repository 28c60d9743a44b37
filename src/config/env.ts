// The one place that reads build-time environment values.
const env = import.meta.env;

function apiBase(): string {
  const configured = (env.VITE_API_BASE as string | undefined)?.trim();
  const base = configured || 'http://localhost:3000/';
  return base.endsWith('/') ? base : `${base}/`;
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
