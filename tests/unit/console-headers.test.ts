import { describe, expect, it } from 'vitest';
import { CONSOLE_HEADERS, apiSources, contentSecurityPolicy } from '../../scripts/consoleHeaders.mjs';

/** The built console's Content-Security-Policy allows what it really loads, and nothing else. */

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the console’s Content-Security-Policy', () => {
  it('allows its own origin and the API it was built for', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE: 'https://ops.example.com/api/' });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://ops.example.com']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('amap');
  });

  it('built for its own origin (/api/) calls nothing but itself', () => {
    expect(apiSources({ VITE_API_BASE: '/api/' })).toEqual([]);
    expect(directive(contentSecurityPolicy({ VITE_API_BASE: '/api/' }), 'connect-src')).toEqual(["'self'"]);
  });

  it('without VITE_API_BASE allows the API port on the page’s host, which only the browser knows', () => {
    expect(apiSources({})).toEqual(['http://*:3000', 'https://*:3000']);
    expect(apiSources({ VITE_API_PORT: '8080' })).toEqual(['http://*:8080', 'https://*:8080']);
  });

  it('lets uploaded files’ thumbnails show however the console is served: fetched from the API, shown from blob: URLs', () => {
    // Production (same origin), a build for another API host, and `npm start` (the API on its own port).
    for (const [env, api] of [[{ VITE_API_BASE: '/api/' }, "'self'"], [{ VITE_API_BASE: 'https://ops.example.com/api/' }, 'https://ops.example.com'], [{}, 'http://*:3000']] as const) {
      const policy = contentSecurityPolicy(env);
      expect(directive(policy, 'connect-src')).toContain(api);
      expect(directive(policy, 'img-src')).toContain('blob:');
    }
  });

  it('adds the map service only when a map key is configured', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE: 'https://ops.example.com/', VITE_AMAP_KEY: 'key' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://*.amap.com', 'https://*.autonavi.com']);
    expect(directive(policy, 'connect-src')).toContain('https://*.amap.com');
  });

  it('allows a configured AMap script host with the key, and a tile server’s images', () => {
    const mirrored = contentSecurityPolicy({ VITE_API_BASE: '/api/', VITE_AMAP_KEY: 'key', VITE_AMAP_SCRIPT: 'https://maps.example.cn/amap/maps' });
    expect(directive(mirrored, 'script-src')).toEqual(["'self'", 'https://*.amap.com', 'https://*.autonavi.com', 'https://maps.example.cn']);
    // A stand-in on the console's own origin needs nothing more; without a key the script host is not allowed.
    expect(directive(contentSecurityPolicy({ VITE_AMAP_KEY: 'key', VITE_AMAP_SCRIPT: '/amap-standin.js' }), 'script-src')).toEqual(["'self'", 'https://*.amap.com', 'https://*.autonavi.com']);
    expect(directive(contentSecurityPolicy({ VITE_AMAP_SCRIPT: 'https://maps.example.cn/amap/maps' }), 'script-src')).toEqual(["'self'"]);
    const tiles = contentSecurityPolicy({ VITE_MAP_TILES: 'https://tiles.example.org:8443/{z}/{x}/{y}.png' });
    expect(directive(tiles, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org:8443']);
    expect(directive(tiles, 'script-src')).toEqual(["'self'"]);
  });

  it('forbids framing, sniffing and referrers through headers', () => {
    expect(CONSOLE_HEADERS).toEqual({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
  });
});
