import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadBaseUrl, ok, refuse, startApiServer, type TestServer } from './helpers/apiServer';

/**
 * The real axios client against a real HTTP server on 127.0.0.1: what goes on the wire and
 * how every answer of docs/API.md turns into data, an ApiError and the UI events.
 */

type Api = typeof import('../../src/api');
type Token = typeof import('../../src/auth/token');
type ApiEvent = import('../../src/api').ApiEvent;

/** A fresh copy of the client whose base is `base` (the base is read when the module loads). */
async function loadClient(base: string): Promise<{ api: Api; token: Token }> {
  vi.stubEnv('VITE_API_BASE', base);
  vi.resetModules();
  const [api, token] = await Promise.all([import('../../src/api'), import('../../src/auth/token')]);
  return { api, token };
}

let server: TestServer;
let api: Api;
let token: Token;
let events: ApiEvent[] = [];
let unsubscribe: () => void = () => undefined;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startApiServer();
  ({ api, token } = await loadClient(server.url));
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
  process.off('unhandledRejection', onUnhandled);
});

beforeEach(() => {
  server.reset();
  token.removeToken();
  api.reloginPromptClosed();
  events = [];
  unsubscribe = api.onApiEvent((event) => events.push(event));
});

afterEach(() => unsubscribe());

/** The rejection of `promise`, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<InstanceType<Api['ApiError']>> {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<Api['ApiError']>;
  }
  throw new Error('expected the call to reject');
}

describe('success (2000)', () => {
  it('answers the envelope data and emits nothing', async () => {
    server.handle(() => ok({ list: [{ id: 1 }], total: 1 }));
    await expect(api.call('operate/company/company-list', { page: 1 })).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    expect(events).toEqual([]);
    expect(server.received).toHaveLength(1);
    expect(server.received[0].path).toBe('operate/company/company-list');
  });

  it('answers null data as null (a valid envelope)', async () => {
    server.handle(() => ok(null));
    await expect(api.call('operate/auth/logout')).resolves.toBeNull();
  });

  it('posts relative to the configured base, with or without a leading slash', async () => {
    server.handle(() => ok(1));
    await api.call('/admin/auth/week-data');
    expect(server.received[0].path).toBe('admin/auth/week-data');
  });

  it('sends the request language so that the server words its messages', async () => {
    api.setRequestLanguage('es');
    server.handle(() => ok(null));
    await api.call('x/y');
    expect(server.received[0].headers['accept-language']).toBe('es');
    api.setRequestLanguage('zh');
  });
});

describe('error codes', () => {
  it('2001 rejects with the field errors on ApiError.fields and body.errors', async () => {
    server.handle(() => refuse(2001, 'Invalid input', { fields: { name: 'Name is taken', phone: 'Bad phone' } }));
    const error = await rejection(api.call('operate/government/government-create', { name: 'x' }));
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error.code).toBe(2001);
    expect(error.message).toBe('Invalid input');
    expect(error.fields).toEqual({ name: 'Name is taken', phone: 'Bad phone' });
    expect(error.body).toEqual({ errors: { name: 'Name is taken', phone: 'Bad phone' } });
    expect(events).toEqual([{ type: 'error', code: 2001, message: 'Invalid input' }]);
  });

  it.each([
    [2003, 'Permission denied'],
    [2005, 'Record not found'],
    [2009, 'Still referenced'],
    [2029, 'Too many attempts'],
    [5000, 'Server fault'],
    [4242, 'An unlisted code'],
  ])('%i rejects with ApiError(code, message) and one error event', async (code, message) => {
    server.handle(() => refuse(code, message));
    const error = await rejection(api.call('operate/company/company-detail', { id: 1 }));
    expect(error).toBeInstanceOf(api.ApiError);
    expect(api.isApiError(error)).toBe(true);
    expect({ code: error.code, message: error.message, fields: error.fields, body: error.body }).toEqual({
      code,
      message,
      fields: {},
      body: undefined,
    });
    expect(error.isRelogin).toBe(false);
    expect(events).toEqual([{ type: 'error', code, message }]);
  });

  it('maps 2003 to HTTP-like status 403 for react-admin', async () => {
    server.handle(() => refuse(2003, 'Permission denied'));
    const error = await rejection(api.call('a/b'));
    expect(error.status).toBe(403);
  });

  it('an error without a message falls back to app.api.unknown', async () => {
    server.handle(() => refuse(5000, ''));
    const error = await rejection(api.call('a/b'));
    expect(error.message).toBe('app.api.unknown');
    expect(events).toEqual([{ type: 'error', code: 5000, message: 'app.api.unknown' }]);
  });
});

describe('re-login codes', () => {
  it.each([2004, 50008, 50012, 50014])('%i emits relogin (not error) and rejects', async (code) => {
    server.handle(() => refuse(code, 'Token expired'));
    const error = await rejection(api.call('operate/company/company-list'));
    expect(error.code).toBe(code);
    expect(error.isRelogin).toBe(true);
    expect(error.status).toBe(401);
    expect(events).toEqual([{ type: 'relogin', code, message: 'Token expired' }]);
  });

  it('five concurrent 2004 answers emit exactly one relogin event', async () => {
    server.handle(() => refuse(2004, 'Token expired'));
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => api.call('operate/company/company-detail', { id })));
    expect(server.received).toHaveLength(5);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
    for (const result of results) expect((result as PromiseRejectedResult).reason.code).toBe(2004);
    expect(events).toEqual([{ type: 'relogin', code: 2004, message: 'Token expired' }]);
  });

  it('stays silent until the prompt is closed, then a new 2004 emits again', async () => {
    server.handle(() => refuse(2004, 'Token expired'));
    expect(api.isReloginPending()).toBe(false);
    await rejection(api.call('a/b'));
    expect(api.isReloginPending()).toBe(true);
    await rejection(api.call('a/b'));
    expect(events).toHaveLength(1);
    api.reloginPromptClosed();
    expect(api.isReloginPending()).toBe(false);
    await rejection(api.call('a/b'));
    expect(events.map((e) => e.type)).toEqual(['relogin', 'relogin']);
  });

  it('ordinary errors are still reported while the re-login prompt is open', async () => {
    server.handle(() => refuse(2004, 'Token expired'));
    await rejection(api.call('a/b'));
    server.handle(() => refuse(5000, 'Server fault'));
    await rejection(api.call('a/b'));
    expect(events.map((e) => e.type)).toEqual(['relogin', 'error']);
  });
});

describe('token', () => {
  it('with a token: X-Token header and token body field', async () => {
    token.setToken('tok-123');
    server.handle(() => ok(null));
    await api.call('operate/company/company-list', { page: 2 });
    const [request] = server.received;
    expect(request.headers['x-token']).toBe('tok-123');
    expect(request.body).toEqual({ page: '2', token: 'tok-123' });
  });

  it('with a token on a JSON call: header and body field too', async () => {
    token.setToken('tok-json');
    server.handle(() => ok(null));
    await api.call('operate/permission/role-has-permission', { role_id: 3 }, { json: true });
    const [request] = server.received;
    expect(request.headers['x-token']).toBe('tok-json');
    expect(request.body).toEqual({ role_id: 3, token: 'tok-json' });
  });

  it('without a token: neither header nor body field', async () => {
    server.handle(() => ok(null));
    await api.call('operate/auth/login', { account: 'admin', password: 'secret' });
    const [request] = server.received;
    expect(request.headers['x-token']).toBeUndefined();
    expect(request.body).toEqual({ account: 'admin', password: 'secret' });
    expect(request.raw).not.toContain('token');
  });
});

describe('encoding', () => {
  it('form body: urlencoded, arrays as ids[]=, booleans 1/0, null empty, undefined omitted', async () => {
    server.handle(() => ok(null));
    await api.call('operate/auth/register', {
      ids: [1, 2],
      yes: true,
      no: false,
      cleared: null,
      skipped: undefined,
      name: 'A & B = ç',
    });
    const [request] = server.received;
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.raw).toContain('ids%5B%5D=1&ids%5B%5D=2');
    expect(request.formEntries).toEqual([
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['yes', '1'],
      ['no', '0'],
      ['cleared', ''],
      ['name', 'A & B = ç'],
    ]);
  });

  it('json: true sends application/json with the values as they are', async () => {
    server.handle(() => ok(null));
    await api.call('operate/permission/update-role', { name: 'ops', permission_ids: [1, 2], flag: true, none: null }, { json: true });
    const [request] = server.received;
    expect(request.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(request.raw)).toEqual({ name: 'ops', permission_ids: [1, 2], flag: true, none: null });
  });
});

describe('transport failures', () => {
  it('connection refused -> code -1, app.api.network, an outage rather than an error event', async () => {
    const { api: deadApi } = await loadClient(await deadBaseUrl());
    const seen: ApiEvent[] = [];
    const off = deadApi.onApiEvent((event) => seen.push(event));
    try {
      const error = await rejection(deadApi.call('operate/auth/login'));
      expect(error).toBeInstanceOf(deadApi.ApiError);
      expect({ code: error.code, message: error.message }).toEqual({ code: -1, message: 'app.api.network' });
      // One notice for the outage (OutageNotice), not a message per call.
      expect(seen).toEqual([]);
      expect(deadApi.currentOutage()).toBe('network');
    } finally {
      off();
    }
  });

  it('a dropped connection -> code -1, app.api.network', async () => {
    server.handle(() => ({ destroy: true }));
    const error = await rejection(api.call('a/b'));
    expect({ code: error.code, message: error.message }).toEqual({ code: -1, message: 'app.api.network' });
  });

  it('HTTP 502 (even with an envelope-looking body) is a network failure', async () => {
    server.handle(() => ({ status: 502, text: JSON.stringify({ error: 2000, message: 'ok', data: 1 }), contentType: 'application/json' }));
    const error = await rejection(api.call('a/b'));
    expect(error.code).toBe(-1);
    expect(error.message).toBe('app.api.http_status');
    expect(events).toEqual([{ type: 'error', code: -1, message: 'app.api.http_status' }]);
  });

  it('HTTP 500 is a network failure too', async () => {
    server.handle(() => ({ status: 500, text: 'Internal Server Error' }));
    const error = await rejection(api.call('a/b'));
    expect({ code: error.code, message: error.message }).toEqual({ code: -1, message: 'app.api.http_status' });
  });

  it.each([
    ['an HTML page', '<html><body>proxy</body></html>', 'text/html'],
    ['JSON without the envelope', JSON.stringify({ list: [], total: 0 }), 'application/json'],
    ['an envelope with a string error', JSON.stringify({ error: '2000', message: 'ok', data: 1 }), 'application/json'],
    ['an envelope without data', JSON.stringify({ error: 2000, message: 'ok' }), 'application/json'],
    ['an empty body', '', 'application/json'],
  ])('%s -> app.api.bad_response', async (_label, text, contentType) => {
    server.handle(() => ({ status: 200, text, contentType }));
    const error = await rejection(api.call('a/b'));
    expect(error).toBeInstanceOf(api.ApiError);
    expect({ code: error.code, message: error.message }).toEqual({ code: -1, message: 'app.api.bad_response' });
    expect(events).toEqual([{ type: 'error', code: -1, message: 'app.api.bad_response' }]);
  });

  it('an aborted call rejects without an ApiError and without an event', async () => {
    server.handle(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = api.call('a/b', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(server.received).toHaveLength(1));
    controller.abort();
    const error = await rejection(pending);
    expect(api.isApiError(error)).toBe(false);
    expect(events).toEqual([]);
  });

  it('a server that never answers times out after 5000 ms -> code -2, app.api.timeout, an outage', async () => {
    server.handle(() => ({ hang: true }));
    const started = Date.now();
    const error = await rejection(api.call('admin/admin/admin-data-count'));
    const elapsed = Date.now() - started;
    expect({ code: error.code, message: error.message }).toEqual({ code: -2, message: 'app.api.timeout' });
    expect(events).toEqual([]);
    expect(api.currentOutage()).toBe('network');
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(9000);
  });
});

describe('hygiene', () => {
  it('left no unhandled rejection behind', async () => {
    // Give late rejections a turn of the event loop to surface.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });
});
