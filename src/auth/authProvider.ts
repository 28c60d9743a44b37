import type { AuthProvider } from 'react-admin';
import { call, isReloginPending } from '../api';
import { getToken } from './token';
import { normalizeSession, readSession, sessionCan, writeSession, type Session } from './session';
import { loginPathFor } from './redirect';
import { login, logout } from './login';

/** What the resource declarations say an action needs: a permission and/or roles. */
export type AccessRule = { permission?: string; roles?: readonly string[] } | undefined;
export type AccessLookup = (resource: string, action: string) => AccessRule;

/** react-admin's auth provider, and its access answer when the session's roles are in already. */
export type ConsoleAuthProvider = AuthProvider & {
  /** What canAccess will answer, or undefined while the roles are still being asked for. */
  canAccessNow(params: { resource: string; action: string }): boolean | undefined;
  /** Asks for the session again (its roles changed under the open page); answers once it is in. */
  renewSession(): Promise<void>;
};

/** What else the session's answers tell, for those who follow it (the entity definitions). */
export interface SessionHooks {
  /** The session answer's `entities`: the definition documents this user may see. */
  entities?: (entries: unknown) => void;
  /** A login in this page: its answer carries no definitions. */
  loggedIn?: () => void;
}

function currentLoginPath(): string {
  return loginPathFor(window.location);
}

/**
 * Owns the Admin-Token cookie and the session (spec §4). Access decisions come from the
 * resource declarations through `lookup`, so that this file knows no resource.
 */
export function createAuthProvider(lookup: AccessLookup, hooks: SessionHooks = {}): ConsoleAuthProvider {
  // Roles and permissions are refreshed from the server once per page load, and again
  // whenever the token changes (another user logged in without a reload).
  let refreshed: Promise<Session | null> | null = null;
  let refreshedFor: string | undefined;
  // The refreshed session once it is in, and the token it was asked with.
  let settled: { token: string; session: Session | null } | undefined;

  function session(): Promise<Session | null> {
    const token = getToken();
    if (!token) return Promise.resolve(null);
    if (token !== refreshedFor) refreshed = null;
    refreshedFor = token;
    refreshed ??= call('operate/auth/info')
      .then((data) => {
        hooks.entities?.(data?.entities);
        const fresh = normalizeSession(data);
        writeSession(fresh);
        return fresh;
      })
      .catch(() => readSession())
      .then((current) => {
        settled = { token, session: current };
        return current;
      });
    return refreshed;
  }

  /** What the declarations let `current` do with `resource`. */
  const allows = (current: Session | null, resource: string, action: string) => {
    const rule = lookup(resource, action);
    return sessionCan(current, rule?.permission, rule?.roles);
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const result = await login(String(username ?? ''), String(password ?? ''));
      // A login with further steps goes through the login page, which asks for them.
      if (!('session' in result)) throw new Error('app.api.unknown');
      const fresh = result.session;
      refreshed = Promise.resolve(fresh);
      refreshedFor = getToken();
      settled = refreshedFor ? { token: refreshedFor, session: fresh } : undefined;
      hooks.loggedIn?.();
    },

    async logout() {
      const redirect = currentLoginPath();
      await logout();
      refreshed = null;
      settled = undefined;
      return redirect;
    },

    async checkAuth() {
      if (!getToken()) throw { redirectTo: currentLoginPath(), message: false };
    },

    // The API client shows the re-login dialog itself (spec §8), so no error logs out here.
    async checkError() {},

    async getIdentity() {
      const current = (await session()) ?? readSession();
      if (!current) throw new Error('app.auth.not_logged_in');
      return { id: current.id ?? current.account ?? 'me', fullName: current.name, avatar: current.avatar || undefined, government: current.government };
    },

    async getPermissions() {
      return (await session()) ?? readSession();
    },

    async renewSession() {
      refreshed = null;
      await session();
    },

    canAccessNow({ resource, action }) {
      const token = getToken();
      const current = token && settled?.token === token ? settled.session : null;
      if (!current) return undefined; // canAccess decides, the re-login dialog included
      return allows(current, resource, action);
    },

    async canAccess({ resource, action }) {
      const current = (await session()) ?? readSession();
      // An expired token, and no session kept from before: the re-login dialog (spec §8) decides
      // where the user goes, rather than a 401 page that would replace the screen behind it.
      if (!current && isReloginPending()) return true;
      return allows(current, resource, action);
    },
  };
}
