import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { ok, refuse, startApiServer, type TestServer } from './helpers/apiServer';

/**
 * How the API client tells an outage (the database away, no server, no answer in time) from the
 * other failures: one outage state for the shell's notice instead of a message per call, ended
 * by the next answer.
 */

type Api = typeof import('../../src/api');
type ApiEvent = import('../../src/api').ApiEvent;

let server: TestServer;
let api: Api;
let events: ApiEvent[] = [];
let changes: (string | null)[] = [];
let unsubscribe: () => void = () => undefined;

beforeAll(async () => {
  server = await startApiServer();
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  api = await import('../../src/api');
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(async () => {
  server.reset();
  // Each test starts with the service there.
  await api.call('x/ok');
  server.reset();
  events = [];
  changes = [];
  const offEvents = api.onApiEvent((event) => events.push(event));
  const offOutage = api.onOutageChange((outage) => changes.push(outage));
  unsubscribe = () => {
    offEvents();
    offOutage();
  };
});

afterEach(() => unsubscribe());

const SENTENCE = 'The database is not reachable. Try again in a moment.';
const DB_AWAY = () => refuse(5000, SENTENCE, { reason: 'database_unavailable' });

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<Api['ApiError']>;
  }
  throw new Error('expected the call to reject');
}

describe('the database away', () => {
  it('rejects with the server\'s sentence and reason, and is an outage, not an error message', async () => {
    server.handle(DB_AWAY);
    const error = await rejection(api.call('operate/company/company-list'));
    expect({ code: error.code, message: error.message, reason: error.reason }).toEqual({ code: 5000, message: SENTENCE, reason: 'database_unavailable' });
    expect(api.outageOf(error)).toBe('database');
    expect(events).toEqual([]);
    expect(api.currentOutage()).toBe('database');
  });

  it('many failing calls make one outage', async () => {
    server.handle(DB_AWAY);
    await Promise.allSettled([1, 2, 3, 4, 5].map((id) => api.call('operate/company/company-detail', { id })));
    expect(server.received).toHaveLength(5);
    expect(changes).toEqual(['database']);
    expect(events).toEqual([]);
  });

  it('ends with the next answer: a success, or a refusal the server gave', async () => {
    server.handle(DB_AWAY);
    await rejection(api.call('a/b'));
    server.handle(() => refuse(2001, 'Invalid input', { fields: { name: 'Required' } }));
    await rejection(api.call('a/b'));
    expect(api.currentOutage()).toBeNull();
    server.handle(DB_AWAY);
    await rejection(api.call('a/b'));
    server.handle(() => ok([]));
    await api.call('a/b');
    expect(changes).toEqual(['database', null, 'database', null]);
  });
});

describe('other failures', () => {
  it('a server fault without the reason is an error message, as before', async () => {
    server.handle(() => refuse(5000, 'Internal server error.'));
    const error = await rejection(api.call('a/b'));
    expect(api.outageOf(error)).toBeNull();
    expect(events).toEqual([{ type: 'error', code: 5000, message: 'Internal server error.' }]);
    expect(changes).toEqual([]);
  });

  it('an HTTP error from a proxy is an error message, as before', async () => {
    server.handle(() => ({ status: 502, text: 'Bad Gateway' }));
    await rejection(api.call('a/b'));
    expect(events.map((e) => e.type)).toEqual(['error']);
    expect(changes).toEqual([]);
  });

  it('a dropped connection is an outage of the server itself', async () => {
    server.handle(() => ({ destroy: true }));
    const error = await rejection(api.call('a/b'));
    expect(error.reason).toBe('unreachable');
    expect(changes).toEqual(['network']);
    expect(events).toEqual([]);
  });
});

describe('silent calls', () => {
  it('say nothing when they fail, but end an outage when answered', async () => {
    server.handle(DB_AWAY);
    await rejection(api.call('a/b', {}, { silent: true }));
    expect(changes).toEqual([]);
    await rejection(api.call('a/b'));
    server.handle(() => ok(null));
    await api.call('operate/auth/info', {}, { silent: true });
    expect(changes).toEqual(['database', null]);
  });
});

describe('a screen\'s own call (useCall)', () => {
  it('that failed for an outage asks again once the service is back', async () => {
    const { useCall } = await import('../../src/api/useCall');
    server.handle(DB_AWAY);
    const { result } = renderHook(() => useCall<string[]>('operate/permission/role-holders', { role_id: 3 }));
    await waitFor(() => expect(result.current.error).toBeDefined());
    server.handle(() => ok(['admin']));
    // Another call gets an answer: the outage is over.
    await api.call('operate/auth/info');
    await waitFor(() => expect(result.current.data).toEqual(['admin']));
    expect(server.received.filter((r) => r.path === 'operate/permission/role-holders')).toHaveLength(2);
  });
});
