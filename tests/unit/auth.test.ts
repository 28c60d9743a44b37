import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadBaseUrl, ok, refuse, routes, startApiServer, type TestServer } from './helpers/apiServer';
import { loginPathFor, safeRedirect } from '../../src/auth/redirect';

/** Session handling (spec §4), the login call (spec §5) and route access (spec §6) against a real server. */

type Modules = {
  login: typeof import('../../src/auth/login');
  token: typeof import('../../src/auth/token');
  session: typeof import('../../src/auth/session');
  provider: typeof import('../../src/auth/authProvider');
  api: typeof import('../../src/api');
};

async function loadAuth(base: string): Promise<Modules> {
  vi.stubEnv('VITE_API_BASE', base);
  vi.resetModules();
  const [login, token, session, provider, api] = await Promise.all([
    import('../../src/auth/login'),
    import('../../src/auth/token'),
    import('../../src/auth/session'),
    import('../../src/auth/authProvider'),
    import('../../src/api'),
  ]);
  return { login, token, session, provider, api };
}

const LOGIN_ANSWER = {
  token: 'tok-abc',
  name: 'Li Lei',
  avatar: 'https://example.test/a.png',
  roles: ['editor'],
  permissions: ['company:view', 'company:update'],
  expires_at: '2030-01-01 00:00:00',
};

let server: TestServer;
let m: Modules;

function cookieToken(): string | undefined {
  const match = /(?:^|;\s*)Admin-Token=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : undefined;
}

beforeAll(async () => {
  server = await startApiServer();
  m = await loadAuth(server.url);
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  m.session.clearSession();
  m.api.reloginPromptClosed();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('login', () => {
  it('trims the account (not the password) and posts to operate/auth/login', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok(LOGIN_ANSWER) }));
    await m.login.login('  admin \t', ' pass word ');
    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request.path).toBe('operate/auth/login');
    expect(request.body).toEqual({ account: 'admin', password: ' pass word ' });
    expect(request.headers['x-token']).toBeUndefined();
  });

  it('stores the token in the Admin-Token cookie and the session from the answer', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok(LOGIN_ANSWER) }));
    const { session } = (await m.login.login('admin', 'secret')) as { session: unknown };
    expect(cookieToken()).toBe('tok-abc');
    expect(m.token.getToken()).toBe('tok-abc');
    expect(session).toMatchObject({ name: 'Li Lei', avatar: LOGIN_ANSWER.avatar, roles: ['editor'], permissions: ['company:view', 'company:update'] });
    expect(m.session.readSession()).toMatchObject({ name: 'Li Lei', roles: ['editor'], permissions: ['company:view', 'company:update'] });
    // The answer does not name the account: the session keeps the one typed, whose preferences apply.
    expect(m.session.readSession()?.account).toBe('admin');
  });

  it('keeps the body a bound user oversees, and nothing for an unbound user or a malformed body', async () => {
    const sessionOf = async (government: unknown) => {
      server.handle(routes({ 'operate/auth/login': () => ok({ ...LOGIN_ANSWER, government }) }));
      return ((await m.login.login('li', 'secret')) as { session: { government?: unknown } }).session.government;
    };
    expect(await sessionOf({ id: 7, name: '西湖区应急管理局' })).toEqual({ id: 7, name: '西湖区应急管理局' });
    expect(m.session.readSession()?.government).toEqual({ id: 7, name: '西湖区应急管理局' });
    expect(await sessionOf({ id: 8 })).toEqual({ id: 8, name: '' });
    for (const unbound of [null, undefined, 'x', { name: 'No id' }]) expect(await sessionOf(unbound)).toBeUndefined();
  });

  it('the next calls carry the new token', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok(LOGIN_ANSWER), 'operate/auth/info': () => ok({}) }));
    await m.login.login('admin', 'secret');
    await m.api.call('operate/auth/info');
    const info = server.received[1];
    expect(info.headers['x-token']).toBe('tok-abc');
    expect(info.body.token).toBe('tok-abc');
  });

  it('without name and roles the user is the Super Admin with the admin role (spec §4)', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok({ token: 't2' }) }));
    const { session } = (await m.login.login('admin', 'secret')) as { session: unknown };
    expect(session).toMatchObject({ name: 'Super Admin', roles: ['admin'], permissions: [] });
    expect(m.session.readSession()).toMatchObject({ name: 'Super Admin', roles: ['admin'] });
  });

  it('a blank name falls back the same way; an empty roles list stays empty (all roles taken away)', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok({ token: 't3', name: '  ', roles: [] }) }));
    const { session } = (await m.login.login('admin', 'secret')) as { session: Parameters<typeof m.session.sessionCan>[0] };
    expect(session).toMatchObject({ name: 'Super Admin', roles: [] });
    expect(m.session.sessionCan(session, 'company:view')).toBe(false);
  });

  it('a login with a further step keeps no token and answers the step and its challenge', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok({ step: 'code', challenge: 'ch-1' }) }));
    expect(await m.login.login('admin', 'secret')).toEqual({ step: 'code', challenge: 'ch-1' });
    expect(cookieToken()).toBeUndefined();
    server.handle(routes({ 'operate/auth/login-code': () => ok({ token: 'tok-2fa', name: 'Li Lei', roles: [], permissions: [], idle_minutes: 30 }) }));
    const done = (await m.login.loginStep({ step: 'code', challenge: 'ch-1' }, '123456', 'admin')) as { session: { idle_minutes?: number } };
    expect(cookieToken()).toBe('tok-2fa');
    expect(done.session.idle_minutes).toBe(30);
  });

  it('a refused login rejects with the server message and stores nothing', async () => {
    server.handle(routes({ 'operate/auth/login': () => refuse(2029, 'Too many attempts') }));
    await expect(m.login.login('admin', 'bad')).rejects.toMatchObject({ code: 2029, message: 'Too many attempts' });
    expect(cookieToken()).toBeUndefined();
    expect(m.session.readSession()).toBeNull();
  });

  it('the provider login uses the same call', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok(LOGIN_ANSWER) }));
    const provider = m.provider.createAuthProvider(() => undefined);
    await provider.login({ username: ' admin ', password: 'secret' });
    expect(server.received[0].body).toEqual({ account: 'admin', password: 'secret' });
    expect(m.token.getToken()).toBe('tok-abc');
  });
});

describe('the token', () => {
  it('reads the cookie once per task, sees its own writes at once and others\' by the next task', async () => {
    m.token.setToken('first');
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      expect(m.token.getToken()).toBe('first');
      const once = reads.mock.calls.length;
      expect(once).toBeGreaterThan(0);
      for (let i = 0; i < 50; i++) expect(m.token.getToken()).toBe('first');
      expect(reads).toHaveBeenCalledTimes(once);
      m.token.setToken('second');
      expect(m.token.getToken()).toBe('second');
      // Another tab logs out: this tab sees it on its next event.
      document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      expect(m.token.getToken()).toBe('second');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(m.token.getToken()).toBeUndefined();
    } finally {
      reads.mockRestore();
      m.token.removeToken();
    }
  });
});

describe('logout', () => {
  it('ends the token server-side, clears token and session, and answers /login?redirect=<current path>', async () => {
    server.handle(routes({ 'operate/auth/login': () => ok(LOGIN_ANSWER), 'operate/auth/logout': () => ok(null) }));
    const provider = m.provider.createAuthProvider(() => undefined);
    await provider.login({ username: 'admin', password: 'secret' });
    window.history.pushState(null, '', '/company/index?page=2#top');

    const redirect = await provider.logout({});

    expect(redirect).toBe(`/login?redirect=${encodeURIComponent('/company/index?page=2#top')}`);
    const logoutCall = server.received.find((r) => r.path === 'operate/auth/logout');
    expect(logoutCall?.headers['x-token']).toBe('tok-abc');
    expect(logoutCall?.body).toEqual({ token: 'tok-abc' });
    expect(cookieToken()).toBeUndefined();
    expect(m.session.readSession()).toBeNull();
  });

  it('clears everything even when the server refuses', async () => {
    m.token.setToken('tok-x');
    m.session.writeSession(m.session.normalizeSession({ name: 'A' }));
    server.handle(routes({ 'operate/auth/logout': () => refuse(5000, 'boom') }));
    await expect(m.login.logout()).resolves.toBeUndefined();
    expect(server.received.map((r) => r.path)).toEqual(['operate/auth/logout']);
    expect(cookieToken()).toBeUndefined();
    expect(m.session.readSession()).toBeNull();
  });

  it('clears everything when the server is down (connection refused)', async () => {
    const down = await loadAuth(await deadBaseUrl());
    try {
      down.token.setToken('tok-y');
      down.session.writeSession(down.session.normalizeSession({ name: 'A' }));
      window.history.pushState(null, '', '/gov/index');
      const redirect = await down.provider.createAuthProvider(() => undefined).logout({});
      expect(redirect).toBe('/login?redirect=%2Fgov%2Findex');
      expect(cookieToken()).toBeUndefined();
      expect(down.session.readSession()).toBeNull();
    } finally {
      // back to the live server for the remaining tests
      m = await loadAuth(server.url);
    }
  });

  it('without a token no call is made', async () => {
    await m.login.logout();
    expect(server.received).toEqual([]);
  });

  it('from the root the answer is plain /login', async () => {
    const provider = m.provider.createAuthProvider(() => undefined);
    await expect(provider.logout({})).resolves.toBe('/login');
  });
});

describe('checkAuth', () => {
  it('rejects with redirectTo /login?redirect=<path> without a token', async () => {
    window.history.pushState(null, '', '/warn/index?filter=%7B%7D');
    const provider = m.provider.createAuthProvider(() => undefined);
    await expect(provider.checkAuth({})).rejects.toEqual({
      redirectTo: `/login?redirect=${encodeURIComponent('/warn/index?filter=%7B%7D')}`,
      message: false,
    });
  });

  it('resolves with a token, without calling the server', async () => {
    m.token.setToken('tok-z');
    const provider = m.provider.createAuthProvider(() => undefined);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(server.received).toEqual([]);
  });
});

describe('canAccess', () => {
  type Rule = ReturnType<Parameters<Modules['provider']['createAuthProvider']>[0]>;
  const RULES: Record<string, Rule> = {
    'company/index:list': { permission: 'company:view' },
    'company/index:delete': { permission: 'company:delete' },
    'gov/index:list': { permission: 'government:view', roles: ['auditor'] },
    'open:list': undefined,
  };
  const lookup = (resource: string, action: string) => RULES[`${resource}:${action}`];

  async function providerFor(info: object) {
    m.token.setToken('tok-session');
    server.handle(routes({ 'operate/auth/info': () => ok(info) }));
    return m.provider.createAuthProvider(lookup);
  }

  it('the admin role bypasses permissions and roles', async () => {
    const provider = await providerFor({ name: 'Root', roles: ['admin'], permissions: [] });
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'gov/index', action: 'list' })).resolves.toBe(true);
  });

  it('a non-admin needs the permission the lookup names', async () => {
    const provider = await providerFor({ name: 'Ed', roles: ['editor'], permissions: ['company:view'] });
    await expect(provider.canAccess!({ resource: 'company/index', action: 'list' })).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(false);
    await expect(provider.canAccess!({ resource: 'open', action: 'list' })).resolves.toBe(true);
  });

  it('a non-admin needs a matching role as well as the permission', async () => {
    const withoutRole = await providerFor({ roles: ['editor'], permissions: ['government:view'] });
    await expect(withoutRole.canAccess!({ resource: 'gov/index', action: 'list' })).resolves.toBe(false);
    const withRole = await providerFor({ roles: ['editor', 'auditor'], permissions: ['government:view'] });
    await expect(withRole.canAccess!({ resource: 'gov/index', action: 'list' })).resolves.toBe(true);
    const roleOnly = await providerFor({ roles: ['auditor'], permissions: [] });
    await expect(roleOnly.canAccess!({ resource: 'gov/index', action: 'list' })).resolves.toBe(false);
  });

  it('asks operate/auth/info once per page load and keeps the fresh session', async () => {
    const provider = await providerFor({ name: 'Ed', roles: ['editor'], permissions: ['company:view'] });
    await provider.canAccess!({ resource: 'company/index', action: 'list' });
    await provider.canAccess!({ resource: 'company/index', action: 'delete' });
    await provider.getPermissions!({});
    expect(server.received.map((r) => r.path)).toEqual(['operate/auth/info']);
    expect(m.session.readSession()).toMatchObject({ name: 'Ed', roles: ['editor'] });
    await expect(provider.getIdentity!()).resolves.toMatchObject({ fullName: 'Ed' });
  });

  it('gives the identity the body the refreshed session names', async () => {
    const provider = await providerFor({ name: 'Ed', roles: ['editor'], permissions: [], government: { id: 3, name: 'District office' } });
    await expect(provider.getIdentity!()).resolves.toMatchObject({ fullName: 'Ed', government: { id: 3, name: 'District office' } });
  });

  it('answers at once (canAccessNow) what canAccess answers, once the roles are in, and for their token only', async () => {
    const provider = await providerFor({ name: 'Ed', roles: ['editor'], permissions: ['company:view'] });
    // Not asked yet: the asynchronous answer decides.
    expect(provider.canAccessNow({ resource: 'company/index', action: 'list' })).toBeUndefined();
    await provider.getPermissions!({});
    expect(provider.canAccessNow({ resource: 'company/index', action: 'list' })).toBe(true);
    expect(provider.canAccessNow({ resource: 'company/index', action: 'delete' })).toBe(false);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(false);
    // Another token: its roles are not known yet.
    m.token.setToken('tok-other');
    expect(provider.canAccessNow({ resource: 'company/index', action: 'list' })).toBeUndefined();
  });

  it('asks for the session again when told its roles changed, and answers by the new permissions', async () => {
    let permissions = ['company:view'];
    m.token.setToken('tok-session');
    server.handle(routes({ 'operate/auth/info': () => ok({ name: 'Ed', roles: ['editor'], permissions }) }));
    const provider = m.provider.createAuthProvider(lookup);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(false);
    permissions = ['company:view', 'company:delete'];
    await provider.renewSession();
    expect(server.received.map((r) => r.path)).toEqual(['operate/auth/info', 'operate/auth/info']);
    expect(provider.canAccessNow({ resource: 'company/index', action: 'delete' })).toBe(true);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(true);
  });

  it('falls back to the stored session when info fails', async () => {
    m.token.setToken('tok-session');
    m.session.writeSession(m.session.normalizeSession({ name: 'Stored', roles: ['editor'], permissions: ['company:view'] }));
    server.handle(routes({ 'operate/auth/info': () => refuse(5000, 'down') }));
    const provider = m.provider.createAuthProvider(lookup);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'list' })).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(false);
  });

  it('an expired token with no kept session leaves the decision to the re-login dialog', async () => {
    m.token.setToken('tok-expired');
    server.handle(routes({ 'operate/auth/info': () => refuse(50014, 'expired') }));
    const provider = m.provider.createAuthProvider(lookup);
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(true);
    expect(m.api.isReloginPending()).toBe(true);
    // Once the dialog is dismissed, access follows the (missing) session again.
    m.api.reloginPromptClosed();
    await expect(provider.canAccess!({ resource: 'company/index', action: 'delete' })).resolves.toBe(false);
  });

  it('nobody logged in: no access', async () => {
    const provider = m.provider.createAuthProvider(lookup);
    await expect(provider.canAccess!({ resource: 'open', action: 'list' })).resolves.toBe(false);
    expect(server.received).toEqual([]);
  });
});

describe('sessionCan', () => {
  it('follows spec §6', () => {
    const { sessionCan, normalizeSession } = m.session;
    const editor = normalizeSession({ roles: ['editor'], permissions: ['a:view'] });
    expect(sessionCan(null, 'a:view')).toBe(false);
    expect(sessionCan(normalizeSession({}), 'anything', ['nobody'])).toBe(true);
    expect(sessionCan(editor, 'a:view')).toBe(true);
    expect(sessionCan(editor, 'a:update')).toBe(false);
    expect(sessionCan(editor, undefined, ['editor'])).toBe(true);
    expect(sessionCan(editor, 'a:view', ['visitor'])).toBe(false);
    expect(sessionCan(editor, 'a:view', [])).toBe(true);
  });
});

describe('loginPathFor', () => {
  it.each([
    [{ pathname: '/company/index' }, '/login?redirect=%2Fcompany%2Findex'],
    [{ pathname: '/company/index', search: '?a=1&b=2', hash: '#x' }, `/login?redirect=${encodeURIComponent('/company/index?a=1&b=2#x')}`],
    [{ pathname: '/' }, '/login'],
    [{ pathname: '' }, '/login'],
    [{ pathname: '/login', search: '?redirect=%2Fx' }, '/login'],
  ])('%o -> %s', (location, expected) => {
    expect(loginPathFor(location)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['/company/index', '/company/index'],
    ['%2Fcompany%2Findex%3Fpage%3D2', '/company/index?page=2'],
    ['/gov/index?x=1#h', '/gov/index?x=1#h'],
    ['//evil.com', '/'],
    ['%2F%2Fevil.com', '/'],
    ['/\\evil.com', '/'],
    ['http://evil.com/x', '/'],
    ['https://evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.com', '/'],
    ['/login', '/'],
    ['/login?redirect=%2Fx', '/'],
    ['%E0%A4%A', '/'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  // The URL parser drops tabs and newlines: '/\t/evil.com' opens //evil.com.
  it.each([
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '%2F%09%2Fevil.com',
    '/\t\\evil.com',
    '/\tlogin',
    '/./login?redirect=%2Fx',
  ])('%j never leaves the app nor goes back to /login', (raw) => {
    const target = safeRedirect(raw);
    const url = new URL(target, window.location.origin);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname.startsWith('/login')).toBe(false);
  });

  it('whatever it accepts, the browser opens inside the app', () => {
    const samples = ['/a', '/a/b?c=d#e', '/%E4%B8%AD', '/a//b', '/a\\b', '/sys_permission/role?x=//evil.com'];
    for (const raw of samples) {
      const url = new URL(safeRedirect(raw), window.location.origin);
      expect(url.origin, raw).toBe(window.location.origin);
      expect(safeRedirect(raw), raw).not.toBe('/');
    }
  });
});
