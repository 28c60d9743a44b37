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

const text = (value: unknown) => ((value as string | undefined) ?? '').trim();

export const config = {
  apiBase: apiBase(),
  /** AMap JS API key; empty means the offline map renderer. */
  mapKey: text(env.VITE_AMAP_KEY),
  /** AMap's security code (安全密钥), for keys created after 2021-12-02 that require one. */
  mapSecurityCode: text(env.VITE_AMAP_SECURITY_CODE),
  /** Where the AMap JS API 1.4 script is loaded from (tests point it at a local stand-in). */
  mapScript: text(env.VITE_AMAP_SCRIPT) || 'https://webapi.amap.com/maps',
  /** Raster tiles under the offline map: a URL template with {z}, {x} and {y}; empty: a plain grid. */
  mapTiles: text(env.VITE_MAP_TILES),
  /** The tiles' coordinate system: `wgs84` (OpenStreetMap and most servers) or `gcj02` (Chinese providers). */
  mapTilesCrs: text(env.VITE_MAP_TILES_CRS) === 'gcj02' ? ('gcj02' as const) : ('wgs84' as const),
  /** Credit shown on the map for the tiles (their licence usually requires it). */
  mapTilesAttribution: text(env.VITE_MAP_TILES_ATTRIBUTION),
  /** The deepest zoom level the tile server has. */
  mapTilesMaxZoom: Number(text(env.VITE_MAP_TILES_MAX_ZOOM)) || 18,
  requestTimeoutMs: 5000,
  messageDurationMs: 5000,
  mobileBreakpoint: 992,
  sidebarWidth: 210,
} as const;
