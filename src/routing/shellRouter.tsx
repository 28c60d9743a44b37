import { createContext, use, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ContextType, type ReactNode } from 'react';
import {
  createPath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type Location,
  type NavigationType,
} from 'react-router-dom';

type History = ReturnType<typeof createBrowserHistory>;
/** What react-router's location context holds: where the router is, and how it got there. */
export type RouterPlace = NonNullable<ContextType<typeof LocationContext>>;

/**
 * The router's place for the console, with two views of it:
 * - `place`: a new value on every navigation, for what follows the router (useRouterPlace);
 * - `shared`: react-router's location context for the whole tree. Within one tree (see
 *   ShellRouter) it is the same object, its fields updated on every navigation.
 */
export interface PlaceStore {
  history: History;
  place: () => RouterPlace;
  shared: () => RouterPlace;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Follows `history` while anything reads it (a history takes one listener; this store takes any
 * number), and catches up with it when read again.
 */
export function createPlaceStore(history: History, treeOf: (pathname: string) => string): PlaceStore {
  let place: RouterPlace = { location: history.location, navigationType: history.action };
  let tree = treeOf(place.location.pathname);
  let shared: RouterPlace = { ...place };
  const follow = (location: Location, navigationType: NavigationType) => {
    if (location.key === place.location.key && createPath(location) === createPath(place.location)) return;
    place = { location, navigationType };
    const next = treeOf(location.pathname);
    if (next === tree) Object.assign(shared, place);
    else shared = { ...place };
    tree = next;
  };
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | null = null;
  const catchUp = () => {
    if (!stopListening) follow(history.location, history.action);
  };
  return {
    history,
    place: () => (catchUp(), place),
    shared: () => (catchUp(), shared),
    subscribe: (listener) => {
      listeners.add(listener);
      if (!stopListening) {
        catchUp();
        stopListening = history.listen(({ action, location }) => {
          follow(location, action);
          listeners.forEach((each) => each());
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = null;
        }
      };
    },
  };
}

/** The browser's history, with the pages outside the console (`treeOf`) as trees of their own. */
export const browserPlaces = (treeOf: (pathname: string) => string) => createPlaceStore(createBrowserHistory({ v5Compat: true }), treeOf);

const PlaceStoreContext = createContext<PlaceStore | null>(null);

/**
 * react-router for the console, in place of BrowserRouter.
 *
 * React draws again every reader of a context whose value changes, all of them: under
 * BrowserRouter a navigation reached each list kept behind its tab (its rows, filters and title
 * read the location) and the shown screen even when nothing in it changed. Here the location
 * context keeps its value within one tree of pages (the console; the login page...): the screens,
 * the tabs and the frame follow the router themselves (useRouterPlace) and hand the location to
 * their parts through providers of their own. Going to another tree (signing in or out) changes
 * the value, and everything follows. Elsewhere, reading the location when drawn for another
 * reason still gives the current one.
 */
export function ShellRouter({ store, children }: { store: PlaceStore; children: ReactNode }) {
  const shared = useSyncExternalStore(store.subscribe, store.shared);
  const navigation = useMemo(() => ({ basename: '/', navigator: store.history, static: false, useTransitions: false, future: {} }), [store]);
  return (
    <PlaceStoreContext.Provider value={store}>
      <NavigationContext.Provider value={navigation}>
        <LocationContext.Provider value={shared}>{children}</LocationContext.Provider>
      </NavigationContext.Provider>
    </PlaceStoreContext.Provider>
  );
}

const noStore = () => () => {};
const noPlace = () => null;

/** Where the router is now, drawn again on every navigation (under a plain react-router: its location). */
export function useRouterPlace(): RouterPlace {
  const store = useContext(PlaceStoreContext);
  const fromRouter = useContext(LocationContext);
  const fromStore = useSyncExternalStore(store?.subscribe ?? noStore, store?.place ?? noPlace);
  return fromStore ?? fromRouter;
}

/** What a component may select of the location: a plain value (an object would be new on every read). */
type Selected = string | number | boolean | null | undefined;

/**
 * What `select` reads of the router's location, drawn again only when that changes: a menu
 * entry that asks whether it is the page renders on the navigations that enter or leave it, not
 * on every one. (Under a plain react-router, on every navigation.)
 */
export function useRouterSelect<T extends Selected>(select: (location: Location) => T): T {
  const store = useContext(PlaceStoreContext);
  // A component is always under the same router: the context is read only where there is no store.
  const fromRouter = store ? null : use(LocationContext);
  const fromStore = useSyncExternalStore(store?.subscribe ?? noStore, () => (store ? select(store.place().location) : undefined));
  return store ? (fromStore as T) : select(fromRouter!.location);
}

/**
 * Calls `onNavigation` after each navigation, without drawing the component again (under a
 * plain react-router, after the render that follows it).
 */
export function useOnNavigation(onNavigation: (location: Location) => void): void {
  const store = useContext(PlaceStoreContext);
  const latest = useRef(onNavigation);
  useEffect(() => {
    latest.current = onNavigation;
  });
  useEffect(() => store?.subscribe(() => latest.current(store.place().location)), [store]);
  const location = store ? null : use(LocationContext)!.location;
  const seen = useRef(location);
  useEffect(() => {
    if (!location || location === seen.current) return;
    seen.current = location;
    latest.current(location);
  }, [location]);
}
