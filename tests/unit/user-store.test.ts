import { beforeEach, describe, expect, it } from 'vitest';
import { localStorageStore } from 'react-admin';
import { userScopedStore } from '../../src/layout/userStore';
import { sessionOwner, writeSession, clearSession, normalizeSession } from '../../src/auth/session';

/** One browser, several accounts: each keeps its own list state and columns. */
describe('the per-account store', () => {
  let who: string | undefined;
  const store = () => userScopedStore(localStorageStore('1', 'UserTest'), () => who);

  beforeEach(() => {
    localStorage.clear();
    who = 'alice';
  });

  it("keeps each account's values apart, in localStorage", () => {
    const s = store();
    s.setup();
    s.setItem('list.companies', { filter: { q: 'north' } });
    s.setItem('prefs.columns.companies', { order: ['name'], hidden: ['phone'] });
    who = 'bob';
    expect(s.getItem('list.companies')).toBeUndefined();
    expect(s.getItem('prefs.columns.companies', 'none')).toBe('none');
    s.setItem('prefs.columns.companies', { order: [], hidden: [] });
    who = 'alice';
    // A reload: a new store over the same localStorage.
    const reloaded = store();
    expect(reloaded.getItem('list.companies')).toEqual({ filter: { q: 'north' } });
    expect(reloaded.getItem('prefs.columns.companies')).toEqual({ order: ['name'], hidden: ['phone'] });
    expect(Object.keys(reloaded.listItems?.('prefs.') ?? {})).toEqual(['prefs.columns.companies']);
  });

  it('tells subscribers of their own account only', () => {
    const s = store();
    const seen: unknown[] = [];
    s.subscribe('prefs.columns.roles', (value) => seen.push(value));
    s.setItem('prefs.columns.roles', 1);
    who = 'bob';
    s.setItem('prefs.columns.roles', 2);
    expect(seen).toEqual([1]);
  });

  it('on logout clears list state and keys from before accounts, and keeps every account’s preferences', () => {
    const s = store();
    s.setItem('list.companies', { page: 3 });
    s.setItem('prefs.columns.companies', { order: [], hidden: ['phone'] });
    who = 'b.o.b';
    s.setItem('list.roles', { page: 2 });
    s.setItem('prefs.columns.roles', { order: [], hidden: ['title'] });
    localStorage.setItem('RaStoreUserTest.list.governments', '{"page":4}');
    who = undefined;
    s.reset();
    expect(Object.keys(localStorage).filter((key) => key !== 'RaStoreUserTest.version').sort()).toEqual([
      'RaStoreUserTest.user.alice.prefs.columns.companies',
      'RaStoreUserTest.user.b%2Eo%2Eb.prefs.columns.roles',
    ]);
  });

  it('names the account from the session, the login included', () => {
    writeSession(normalizeSession({ account: 'editor', roles: ['editor'] }));
    expect(sessionOwner()).toBe('editor');
    writeSession(normalizeSession({ id: 7, roles: [] }));
    expect(sessionOwner()).toBe('#7');
    clearSession();
    expect(sessionOwner()).toBeUndefined();
  });
});
