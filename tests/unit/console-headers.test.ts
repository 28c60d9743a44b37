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

  it('adds the map service only when a map key is configured', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE: 'https://ops.example.com/', VITE_AMAP_KEY: 'key' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://*.amap.com', 'https://*.autonavi.com']);
    expect(directive(policy, 'connect-src')).toContain('https://*.amap.com');
  });

  it('forbids framing and sniffing through headers', () => {
    expect(CONSOLE_HEADERS).toEqual({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
  });
});
