// The built console on the API's port: SPA fallback, caching, precompressed copies, the API
// prefix kept for the API, and the page's security headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEADERS } from '../src/app.js';
import { createTestContext, type TestContext } from './helpers/index.js';

const PAGE = '<!doctype html><title>console</title><script type="module" src="/assets/app-abc123.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('serving the built console', () => {
  let dir: string;
  let ctx: TestContext;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-console-files-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    ctx = await createTestContext({ config: { consoleDir: dir } });
  });

  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/company/index', '/warn/index/12/show?view=handling', '/login'])('answers the page for %s, revalidated on every load', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(PAGE_HEADERS['content-security-policy']);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps hashed assets for a year and sends brotli, then gzip, then the plain file', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(br.headers['content-security-policy']).toBeUndefined();
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/');
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing asset or file, not the page', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<title>');
    }
    expect((await get('/robots.txt')).body).toBe('User-agent: *\n');
    // A path that does not decode never reaches the page either.
    const undecodable = await get('/%E0%A4%A');
    expect(undecodable.statusCode).toBeGreaterThanOrEqual(400);
    expect(undecodable.body).not.toContain('<title>');
  });

  it('leaves the API prefix to the API', async () => {
    const res = await get('/api/operate/auth/login');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: 2005, data: null });
    const call = await ctx.call('operate/auth/info', {});
    expect(call.error).toBe(2004);
  });
});

describe('the API alone', () => {
  it('answers the envelope for a page path when no console is served', async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/company/index' });
      expect(res.json()).toMatchObject({ error: 2005 });
    } finally {
      await ctx.close();
    }
  });
});
