import { localStorageStore, type Store } from 'react-admin';
import { createSidebarStatus, type SidebarStatusMachine } from './sidebarStatus';
import { userScopedStore } from './userStore';

/** react-admin's own key for the sidebar; its Menu and MenuItemLink read it. */
export const SIDEBAR_OPEN_KEY = 'sidebar.open';
export const SIDEBAR_INSTANT_KEY = 'sidebar.withoutAnimation';
const LOCALE_KEY = 'locale';

type Listener = (value: unknown) => void;

const sameJson = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * react-admin's store for the console's preferences (list filters, sort, page, expanded menu
 * groups…) kept in localStorage so that they survive a reload, except for keys that have
 * another home: the sidebar lives in the `sidebarStatus` cookie (spec §9) and the language in
 * the `language` cookie, so those are only held in memory here. The rest is kept per account
 * (see userStore).
 */
export function createShellStore(inner: Store = userScopedStore(localStorageStore('1', 'Ops')), sidebar: SidebarStatusMachine = createSidebarStatus()): Store {
  let locale: unknown;
  const special: Record<string, { get: () => unknown; set: (value: unknown) => void }> = {
    [SIDEBAR_OPEN_KEY]: { get: () => sidebar.get().opened, set: (value) => sidebar.set(value === true) },
    [SIDEBAR_INSTANT_KEY]: { get: () => sidebar.get().withoutAnimation, set: (value) => sidebar.setWithoutAnimation(value === true) },
    [LOCALE_KEY]: { get: () => locale, set: (value) => (locale = value) },
  };
  const listeners = new Map<string, Set<Listener>>();
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));

  return {
    setup: () => inner.setup(),
    teardown: () => inner.teardown(),
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const own = special[key];
      if (!own) return inner.getItem(key, defaultValue);
      const value = own.get();
      return value === undefined ? defaultValue : (value as T);
    },
    setItem<T>(key: string, value: T) {
      const own = special[key];
      // Writing what is already stored publishes nothing: react-admin writes some keys back
      // unchanged whenever a list's effects run again (a list shown again behind its tab), and
      // each subscriber then drew itself again with a freshly parsed copy.
      if (!own) return sameJson(inner.getItem(key), value) ? undefined : inner.setItem(key, value);
      own.set(value);
      publish(key, own.get());
    },
    removeItem(key: string) {
      if (!special[key]) return inner.removeItem(key);
      if (key === LOCALE_KEY) locale = undefined;
      publish(key, special[key].get());
    },
    removeItems: (prefix: string) => inner.removeItems(prefix),
    // A reset (logout) clears the leaving user's list state; the cookies keep their own lifetimes.
    reset: () => inner.reset(),
    subscribe(key: string, callback: Listener) {
      if (!special[key]) return inner.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set<Listener>();
      listeners.set(key, set);
      set.add(callback);
      return () => set.delete(callback);
    },
    listItems: (prefix?: string) => inner.listItems?.(prefix) ?? {},
  };
}
