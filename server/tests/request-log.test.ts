// Request logs: structured JSON lines, and no token or password in them wherever the client
// puts it (header, form or JSON body, odd keys, the query string, a body that fails to parse),
// at the default level and at debug, where request bodies are logged too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, createTestContext, dataOf, type TestContext } from './helpers/index.js';

interface Captured {
  ctx: TestContext;
  lines: string[];
}

async function capture(level: string): Promise<Captured> {
  const { stream, lines } = captureLog();
  return { ctx: await createTestContext({ logger: { level, stream } }), lines };
}

/** Sends the token every way a client could, some of them wrong. */
async function sendEverywhere({ ctx }: Captured, token: string): Promise<void> {
  const post = (url: string, contentType: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload });
  dataOf(await ctx.call('operate/auth/info', {}, { token, tokenIn: 'header' }));
  dataOf(await ctx.call('operate/auth/info', {}, { token, tokenIn: 'body' }));
  dataOf(await ctx.call('operate/auth/info', {}, { token, tokenIn: 'body', json: true }));
  dataOf(await ctx.call('operate/government/government-list', { keyword: 'x' }, { token }));
  dataOf(await ctx.call('operate/government/government-list', {}, { token, json: true }));
  await post('/api/operate/auth/info', 'application/x-www-form-urlencoded', `token[]=${encodeURIComponent(token)}&password[]=${token}`, { 'x-token': token });
  await post('/api/operate/auth/info', 'application/json', JSON.stringify({ data: { token, list: [{ password: token }] } }), { 'x-token': token });
  await post(`/api/operate/auth/info?token=${encodeURIComponent(token)}&x=1`, 'application/json', '{}', { 'x-token': token });
  await post('/api/operate/auth/info', 'application/json', `{"token": "${token}", `);
  await post('/api/operate/auth/info', 'text/plain', `token=${token}`);
  await post('/api/operate/auth/info', 'application/json', `{"token": "${token}", "x": "${'y'.repeat(ctx.config.bodyLimit)}"}`);
  dataOf(await ctx.call('operate/auth/logout', {}, { token }));
}

describe.each(['info', 'debug'])('request log at level %s', (level) => {
  let captured: Captured;
  let token: string;
  let secondToken: string;
  const password = 'log-test-password-1';

  beforeAll(async () => {
    captured = await capture(level);
    const user = await captured.ctx.createUser(['government:view'], { password });
    token = user.token;
    secondToken = await captured.ctx.login(user.account, password);
    await captured.ctx.call('operate/auth/login', { account: user.account, password: `${password}-wrong` });
    await sendEverywhere(captured, token);
    await captured.ctx.call('operate/auth/info', {}, { token: secondToken });
  });

  afterAll(async () => {
    await captured?.ctx.close();
  });

  it('never holds a token or a password', () => {
    const log = captured.lines.join('\n');
    expect(log).toContain('operate/auth/info');
    for (const secret of [token, secondToken, password, encodeURIComponent(token)]) expect(log).not.toContain(secret);
    // Nor the start of one (a token cut short is still most of a token).
    expect(log).not.toContain(token.slice(0, 16));
  });

  it('is one JSON object per line, with a request id, method, path, status and time', () => {
    const entries = captured.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const incoming = entries.filter((e) => e.msg === 'incoming request');
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(incoming.length).toBeGreaterThan(10);
    expect(completed.length).toBe(incoming.length);
    for (const e of incoming) expect(e).toMatchObject({ reqId: expect.any(String), req: { method: 'POST', url: expect.stringMatching(/^\//) } });
    for (const e of completed) expect(e).toMatchObject({ reqId: expect.any(String), res: { statusCode: expect.any(Number) }, responseTime: expect.any(Number) });
    if (level === 'debug') expect(entries.some((e) => e.msg === 'request body')).toBe(true);
  });
});
