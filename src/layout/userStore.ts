import type { Store } from 'react-admin';
import { sessionOwner } from '../auth/session';

/** Keys under this prefix outlive a logout: what a user chose to keep (columns of a list…). */
export const KEPT_PREFIX = 'prefs.';
const SCOPE = 'user.';
/** `user.<account>.prefs.…`; the account is encoded without dots. */
const KEPT_KEY = /^user\.[^.]*\.prefs\./;

/**
 * react-admin's store, one namespace per account: one browser may serve several accounts, and
 * none sees another's filters, columns or selections. A logout clears list state as react-admin
 * expects, but keeps each user's `prefs.` keys for their next login.
 */
export function userScopedStore(inner: Store, owner: () => string | undefined = sessionOwner): Store {
  const scope = () => `${SCOPE}${encodeURIComponent(owner() ?? '').replaceAll('.', '%2E')}.`;
  const scoped = (key: string) => `${scope()}${key}`;

  return {
    setup: () => inner.setup(),
    teardown: () => inner.teardown(),
    getItem: <T>(key: string, defaultValue?: T) => inner.getItem<T>(scoped(key), defaultValue),
    setItem: <T>(key: string, value: T) => inner.setItem(scoped(key), value),
    removeItem: (key: string) => inner.removeItem(scoped(key)),
    removeItems: (prefix: string) => inner.removeItems(scoped(prefix)),
    // A logout runs this after the session is gone: every account's list state goes (as it
    // always did), only what users chose to keep stays.
    reset() {
      for (const key of Object.keys(inner.listItems?.() ?? {})) {
        if (!KEPT_KEY.test(key)) inner.removeItem(key);
      }
    },
    subscribe: (key: string, callback: (value: unknown) => void) => inner.subscribe(scoped(key), callback),
    listItems(prefix = '') {
      const own = scope();
      const items = inner.listItems?.(`${own}${prefix}`) ?? {};
      return Object.fromEntries(Object.entries(items).map(([key, value]) => [key.slice(own.length), value]));
    },
  };
}
