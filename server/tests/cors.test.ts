// CORS on every answer of the API, for a console on another origin (`npm start`, `npm run dev`):
// each call of the registry and each record call of the shipped definitions, GET /api/events
// (a hijacked stream, written outside Fastify's reply), the health checks and an unknown path
// carry the allow header for an allowed origin and none for another; the preflights of a call
// and of the stream allow the headers the console sends.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS } from '../src/config.js';
import { IDEMPOTENCY_HEADER } from '../src/http/idempotency.js';
import { allCalls } from './helpers/access.js';
import { createTestContext, type TestContext } from './helpers/index.js';

const ALLOWED = 'http://localhost:5173';
const DISALLOWED = 'http://elsewhere.example';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await ctx.close();
});

/** A call as the console sends it, with a session of its own (a call may end the one it runs in). */
async function post(path: string, origin: string, token?: string) {
  const headers: Record<string, string> = { origin, 'content-type': 'application/json', 'accept-language': 'en' };
  if (token) headers['x-token'] = token;
  return ctx.app.inject({ method: 'POST', url: `/api/${path}`, headers, payload: '{}' });
}

/** The head of GET /api/events over a real connection (the stream never ends by itself). */
function eventsHead(origin: string, token?: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin, accept: 'text/event-stream' };
    if (token) headers['x-token'] = token;
    const req = httpRequest(`${base}/api/events`, { headers }, (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      res.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

const allowOrigin = (headers: Record<string, unknown>) => headers['access-control-allow-origin'];
const listed = (value: unknown) => String(value ?? '').toLowerCase().split(/\s*,\s*/);

describe('CORS for a console on another origin', () => {
  it('is allowed under the default config', () => {
    expect(DEFAULT_CORS_ORIGINS).toContain(ALLOWED);
    expect(ctx.config.corsOrigins).toContain(ALLOWED);
  });

  it.each(allCalls.map((c) => c.path))('POST /api/%s answers with the allow header, and without it to another origin', async (path) => {
    const answer = await post(path, ALLOWED, await ctx.login());
    expect(allowOrigin(answer.headers)).toBe(ALLOWED);
    expect(listed(answer.headers.vary)).toContain('origin');
    expect(allowOrigin((await post(path, ALLOWED)).headers)).toBe(ALLOWED);
    expect(allowOrigin((await post(path, DISALLOWED, await ctx.login())).headers)).toBeUndefined();
  });

  it('GET /api/events: the stream and its refusal follow the same rules', async () => {
    const token = await ctx.login();
    const stream = await eventsHead(ALLOWED, token);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(allowOrigin(stream.headers)).toBe(ALLOWED);
    expect(listed(stream.headers.vary)).toContain('origin');
    // Written outside Fastify's hooks, it still carries every answer's security headers.
    expect([stream.headers['referrer-policy'], stream.headers['x-content-type-options']]).toEqual(['no-referrer', 'nosniff']);
    expect(allowOrigin((await eventsHead(ALLOWED)).headers)).toBe(ALLOWED);
    const elsewhere = await eventsHead(DISALLOWED, token);
    expect(elsewhere.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(allowOrigin(elsewhere.headers)).toBeUndefined();
  });

  it.each([
    ['GET', '/health'],
    ['GET', '/health/live'],
    ['GET', '/health/ready'],
    ['POST', '/api/operate/no-such-call'],
  ] as const)('%s %s follows them too', async (method, url) => {
    expect(allowOrigin((await ctx.app.inject({ method, url, headers: { origin: ALLOWED } })).headers)).toBe(ALLOWED);
    expect(allowOrigin((await ctx.app.inject({ method, url, headers: { origin: DISALLOWED } })).headers)).toBeUndefined();
  });

  const preflight = (url: string, origin: string, method: string, headers: readonly string[]) =>
    ctx.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers.join(', ') } });

  it.each([
    ['POST', `/api/${allCalls[0]!.path}`, ['content-type', 'x-token', 'accept-language', IDEMPOTENCY_HEADER.toLowerCase()]],
    ['GET', '/api/events', ['x-token', 'last-event-id', 'accept-language']],
  ] as const)('the preflight of %s %s allows the console’s headers, for an allowed origin only', async (method, url, headers) => {
    const allowed = await preflight(url, ALLOWED, method, headers);
    expect(allowed.statusCode).toBeLessThan(300);
    expect(allowOrigin(allowed.headers)).toBe(ALLOWED);
    expect(listed(allowed.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
    for (const header of headers) expect(listed(allowed.headers['access-control-allow-headers'])).toContain(header);
    expect(allowOrigin((await preflight(url, DISALLOWED, method, headers)).headers)).toBeUndefined();
  });
});
