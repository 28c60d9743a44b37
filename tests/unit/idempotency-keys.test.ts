import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { ok, refuse, startApiServer, type Answer, type Received, type TestServer } from './helpers/apiServer';

/**
 * The Idempotency-Key of creates and imports, as it reaches a real HTTP server: one key per
 * submission (path and body), the same one while the first try's outcome is unknown, a new one
 * once the server has decided.
 */

type Api = typeof import('../../src/api');

let server: TestServer;
let api: Api;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startApiServer();
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  api = await import('../../src/api');
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
  process.off('unhandledRejection', onUnhandled);
});

beforeEach(() => server.reset());
afterEach(() => vi.unstubAllGlobals());

const CREATE = 'operate/government/government-create';
const BODY = { name: 'Yanta office', level: 'district', city_id: 610113 };
const DB_AWAY = refuse(5000, 'The database is not reachable. Try again in a moment.', { reason: 'database_unavailable' });
/** The contract's key: 1 to 100 of A-Z a-z 0-9 - _ . : */
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const keyOf = (request: Received) => request.headers['idempotency-key'] as string | undefined;
const keys = () => server.received.map(keyOf);

/** Sends a create, whatever it answers. */
const create = (body: object = BODY, path = CREATE) => api.call(path, { ...body }, { idempotent: true }).catch(() => undefined);

/** The server answers these, one per request, then success. */
function answers(...sequence: Answer[]) {
  server.handle(() => sequence.shift() ?? ok({ id: 1 }));
}

describe('the header', () => {
  it('goes with an idempotent call, a UUID within the contract', async () => {
    await create();
    const key = keyOf(server.received[0]!);
    expect(key).toMatch(KEY);
    expect(key).toMatch(UUID_V4);
  });

  it('does not go with other calls', async () => {
    await api.call('operate/government/government-list', { page: 1 });
    await api.call(CREATE, BODY);
    expect(keys()).toEqual([undefined, undefined]);
  });

  it('is made with getRandomValues where randomUUID is missing (plain HTTP)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => webcrypto.getRandomValues(array as never) as T });
    await create({ name: 'a' });
    await create({ name: 'b' });
    const [first, second] = keys();
    expect(first).toMatch(UUID_V4);
    expect(second).toMatch(UUID_V4);
    expect(first).not.toBe(second);
  });
});

describe('the same submission sent again', () => {
  it.each<[string, Answer]>([
    ['a dropped connection', { destroy: true }],
    ['the database away', DB_AWAY],
    ['a server fault', refuse(5000, 'Internal server error.')],
    ['a proxy error', { status: 502, text: 'Bad Gateway' }],
  ])('after %s carries the same key', async (_label, first) => {
    answers(first);
    await create();
    await create();
    const [a, b] = keys();
    expect(a).toMatch(KEY);
    expect(b).toBe(a);
  });

  it('with its fields in another order is the same submission', async () => {
    answers(DB_AWAY);
    await create({ name: 'Yanta office', level: 'district', city_id: 610113 });
    await create({ city_id: 610113, level: 'district', name: 'Yanta office' });
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('twice at once (a double click) carries one key', async () => {
    await Promise.all([create(), create()]);
    const [a, b] = keys();
    expect(a).toMatch(KEY);
    expect(b).toBe(a);
  });

  it('after a 2009 to a repeat keeps the key: the first may still be running', async () => {
    answers({ destroy: true }, refuse(2009, 'A request with this idempotency key is still being processed.'));
    await create();
    await create();
    await create();
    const [a, b, c] = keys();
    expect([b, c]).toEqual([a, a]);
  });
});

describe('a new submission gets a new key', () => {
  it('after a success, even with the same values', async () => {
    await create();
    await create();
    const [a, b] = keys();
    expect(a).toMatch(KEY);
    expect(b).toMatch(KEY);
    expect(b).not.toBe(a);
  });

  it.each<[string, Answer]>([
    ['2001 (invalid)', refuse(2001, 'Invalid input', { fields: { name: 'Required' } })],
    ['2003 (forbidden)', refuse(2003, 'Permission denied')],
    ['2009 (conflict)', refuse(2009, 'The name is already in use.', { fields: { name: 'The name is already in use.' } })],
  ])('after a refusal %s', async (_label, refusal) => {
    answers(refusal);
    await create();
    await create();
    const [a, b] = keys();
    expect(b).toMatch(KEY);
    expect(b).not.toBe(a);
  });

  it('with other values, while the first is still unanswered', async () => {
    answers(DB_AWAY, DB_AWAY);
    await create({ ...BODY, name: 'Yanta office' });
    await create({ ...BODY, name: 'Beilin office' });
    await create({ ...BODY, name: 'Yanta office' });
    const [a, b, c] = keys();
    expect(b).not.toBe(a);
    // The first submission's key is still open for it.
    expect(c).toBe(a);
  });

  it('to another call with the same body', async () => {
    answers(DB_AWAY);
    await create(BODY, CREATE);
    await create(BODY, 'operate/company/create-account');
    expect(keys()[1]).not.toBe(keys()[0]);
  });
});

describe('hygiene', () => {
  it('left no unhandled rejection behind', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });
});
