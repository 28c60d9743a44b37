/**
 * The console's Content-Security-Policy: scripts, styles and everything else from its own origin,
 * calls to the API (and to AMap when VITE_AMAP_KEY is set), tile images from VITE_MAP_TILES's
 * host, nothing framed, no plugins. Uploaded pictures' thumbnails are fetched from the API with
 * the token (connect-src) and shown from blob: URLs, so they show wherever the API is.
 * Styles allow inline: MUI (emotion) writes its styles into <style> elements at run time.
 *
 * Builds put the policy in a <meta> tag, so it travels with the files wherever they are served;
 * `vite preview` also sends `frame-ancestors 'none'` (a <meta> policy cannot carry it) and nosniff
 * as headers. A server of its own for the built console should send the same headers.
 */

const MAP_SOURCES = ['https://*.amap.com', 'https://*.autonavi.com'];

/**
 * Where the built console sends its calls (src/config/env.ts): VITE_API_BASE, or the page's own
 * host at VITE_API_PORT, which is only known in the browser, hence any host at that port.
 * @param {Record<string, string | undefined>} env
 */
export function apiSources(env) {
  const base = env.VITE_API_BASE?.trim();
  // A path (`/api/`, the production build) is the page's own origin: 'self' covers it.
  if (base?.startsWith('/')) return [];
  if (base) return [new URL(base).origin];
  const port = env.VITE_API_PORT?.trim() || '3000';
  return [`http://*:${port}`, `https://*:${port}`];
}

/**
 * The origin of a configured URL (AMap's script, a tile template), or nothing for a path on the
 * console's own origin or an unset value.
 * @param {string | undefined} value
 * @returns {string[]}
 */
function originOf(value) {
  const url = value?.trim();
  if (!url || url.startsWith('/')) return [];
  return [new URL(url.replace(/[{}]/g, '')).origin];
}

/**
 * @param {Record<string, string | undefined>} env the VITE_ variables of the build
 * @returns {string}
 */
export function contentSecurityPolicy(env) {
  const map = env.VITE_AMAP_KEY?.trim() ? [...MAP_SOURCES, ...originOf(env.VITE_AMAP_SCRIPT)] : [];
  const tiles = originOf(env.VITE_MAP_TILES);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...map],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...map, ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiSources(env), ...map],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What only a header can say (a <meta> policy ignores frame-ancestors). */
export const CONSOLE_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** @returns {import('vite').Plugin} */
export function consoleHeaders() {
  /** @type {Record<string, string | undefined>} */
  let env = {};
  return {
    name: 'console-headers',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Development keeps Vite's inline hot-reload scripts working.
        if (context.server) return [];
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) }, injectTo: 'head-prepend' }];
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(CONSOLE_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
  };
}
