// GET /api/events and the session behind it, on SQLite and PostgreSQL: holding a stream open is
// no use of the session, so a session gone idle (SESSION_IDLE_MINUTES) has its stream ended and a
// new one refused; an ended session ends its streams; one user holds at most MAX_STREAMS_PER_USER
// streams in an instance. The recheck runs every 100 ms here instead of every minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '../../scripts/event-stream.mjs';
import { ConfigError, loadConfig } from '../src/config.js';
import { formatDateTime } from '../src/db/time.js';
import { hashToken } from '../src/security/tokens.js';
import { createTestContext, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let base: string;
const opened: { close: () => unknown }[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ config: { maxStreamsPerUser: 2 }, eventRecheckMs: 100 });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await ctx.close();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const ago = (minutes: number) => formatDateTime(new Date(Date.now() - minutes * 60_000));
const lastUsed = async (token: string) =>
  (await ctx.db.selectFrom('tokens').select('last_used_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).last_used_at;
const setLastUsed = (token: string, at: string) => ctx.db.updateTable('tokens').set({ last_used_at: at }).where('token_hash', '=', hashToken(token)).execute();

/** A stream read to its end: `ended` settles true when the server ends it. */
async function rawStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { 'x-token': token }, signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const ended = (async () => {
    for await (const _chunk of response.body!) void _chunk;
    return true;
  })().catch(() => false);
  const stream = { ended, close: () => controller.abort() };
  opened.push(stream);
  return stream;
}

const endsWithin = (stream: { ended: Promise<boolean> }, ms: number) => Promise.race([stream.ended, sleep(ms).then(() => false)]);

async function stream(token: string): Promise<EventStream> {
  const s = await openEventStream(base, token);
  opened.push(s);
  return s;
}

describe('a live-changes stream and its session', () => {
  it('is no use of the session: an open stream leaves last use as it was, and stays open while the session lives', async () => {
    const user = await ctx.createUser([]);
    const before = ago(20);
    await setLastUsed(user.token, before);
    const live = await rawStream(user.token);
    expect(await endsWithin(live, 600)).toBe(false);
    expect(await lastUsed(user.token)).toBe(before);
  });

  it('ends once the session has gone idle, and a new one is refused with 2004', async () => {
    const user = await ctx.createUser([]);
    const live = await rawStream(user.token);
    expect(await endsWithin(live, 300)).toBe(false);
    await setLastUsed(user.token, ago(31));
    expect(await endsWithin(live, 2000)).toBe(true);
    expect((await openEventStream(base, user.token)).answer).toMatchObject({ error: 2004 });
  });

  it('ends once the session is ended', async () => {
    const user = await ctx.createUser([]);
    const live = await rawStream(user.token);
    expect((await ctx.call('operate/auth/logout', {}, { token: user.token })).error).toBe(2000);
    expect(await endsWithin(live, 2000)).toBe(true);
  });
});

describe('MAX_STREAMS_PER_USER', () => {
  it('is 6 unless set, and a positive integer', () => {
    expect(loadConfig({}).maxStreamsPerUser).toBe(6);
    expect(loadConfig({ MAX_STREAMS_PER_USER: '12' }).maxStreamsPerUser).toBe(12);
    expect(() => loadConfig({ MAX_STREAMS_PER_USER: '0' })).toThrow(ConfigError);
  });

  it('refuses a user’s stream beyond it with 2003 and reason stream_limit; others are not held back; a closed one frees its place', async () => {
    const user = await ctx.createUser([]);
    const first = await stream(user.token);
    await stream(await ctx.login(user.account, user.password));
    const refused = await openEventStream(base, user.token);
    expect(refused.ok).toBe(false);
    expect(refused.answer).toEqual({
      error: 2003,
      // No Accept-Language: the default, Chinese.
      message: '该用户已打开的实时更新连接过多。',
      data: { reason: 'stream_limit', limit: 2 },
    });
    const other = await ctx.createUser([]);
    expect((await stream(other.token)).ok).toBe(true);
    await first.close();
    await expect.poll(async () => {
      const again = await openEventStream(base, user.token);
      if (again.ok) opened.push(again);
      return again.ok;
    }).toBe(true);
  });
});
