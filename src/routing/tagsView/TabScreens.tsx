import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useRegistry } from '../../schema/RegistryContext';
import { refetchShownLists } from '../../schema/views/refetchWhenShown';
import { resourceKey } from '../../schema/types';
import { describePath } from '../navigation';
import { ChunkPending } from '../../layout/NavigationProgress';
import { ShellErrorBoundary } from '../../layout/ShellErrorBoundary';
import { useScreenPlace } from '../screenPlace';
import { useAllNavRoutes } from '../useNavRoutes';
import { normalizePath, refreshPath, type VisitedTag } from './tags';
import { showScreen, type KeptScreens, type ScreenPlace } from './keptScreens';
import { useScrollMemory } from './scrollMemory';
import { useOpenTabs } from './useTagsView';
import { ScreenShownContext } from './screenShown';
import { useScreenVisibility } from './screenVisibility';

interface RouterPlace extends ScreenPlace {
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
}

const NO_TABS: readonly VisitedTag[] = [];

interface ScreenProps {
  routes: ReactNode;
  place: RouterPlace;
  onError: (path: string) => void;
}

/**
 * One screen at its own place: react-admin's routes under the router's location and route as they
 * were when the screen was shown, so that a screen kept behind its tab sees no navigation. It
 * renders again only when its place changes (the routes element it is given is always the same,
 * even when built anew).
 */
const Screen = memo(
  function Screen({ routes, place, onError }: ScreenProps) {
    const { pathname } = place.location.location;
    return (
      <LocationContext.Provider value={place.location}>
        <RouteContext.Provider value={place.route}>
          <ShellErrorBoundary resetKey={pathname} onError={() => onError(normalizePath(pathname))}>
            {/* A screen whose code is still loading shows the fallback at once instead of holding
                the navigation, so the URL, tab and breadcrumb move together. */}
            <Suspense fallback={<ChunkPending />}>{routes}</Suspense>
          </ShellErrorBoundary>
        </RouteContext.Provider>
      </LocationContext.Provider>
    );
  },
  (before, after) => before.place === after.place,
);

/** The resource whose list is at `path`, if a list is there. */
function useListAt(): (path: string) => string | null {
  const registry = useRegistry();
  const navRoutes = useAllNavRoutes();
  return (path) => {
    const info = describePath(path, navRoutes, registry.all);
    return info?.kind === 'list' && info.def ? resourceKey(info.def) : null;
  };
}

/**
 * Which screens stay alive: a resource list whose tab is open. Not while its tab is being
 * refreshed (it mounts afresh), nor after it failed to draw.
 */
function keepRule(tabs: readonly VisitedTag[], shownPath: string, failed: ReadonlySet<string>, listAt: (path: string) => string | null): (path: string) => boolean {
  return (path) => tabs.some((t) => t.path === path) && listAt(path) !== null && shownPath !== refreshPath(path) && !(failed.has(path) && path !== shownPath);
}

/** One ScreenShown per screen, the same object for as long as the screen lives. */
function useShownFlags(paths: string[], shownPath: string): ReadonlyMap<string, { shown: boolean }> {
  const flags = useRef(new Map<string, { shown: boolean }>()).current;
  for (const p of paths) if (!flags.has(p)) flags.set(p, { shown: p === shownPath });
  useLayoutEffect(() => {
    for (const [p, flag] of flags) {
      if (paths.includes(p)) flag.shown = p === shownPath;
      else flags.delete(p);
    }
  });
  return flags;
}

interface TabScreensProps {
  /** Whether lists stay alive behind their tabs (the tags view is on). */
  keepScreens: boolean;
}

/**
 * The screens behind the open tabs (cached tabs; the spec's dashboard is "not cached"). A list
 * stays mounted, hidden, while another screen is shown: going back to its tab shows it as it was
 * left (page, filters, selection) at once, and asks for its rows again once that frame is drawn
 * and the page is idle.
 * A hidden list sees no navigation (it keeps the place it was shown at) and stays subscribed to
 * its data, so a change made elsewhere in the console reaches it. At most KEPT_AT_MOST are kept;
 * closing a tab lets its screen go.
 */
export function TabScreens({ keepScreens }: TabScreensProps) {
  // The router's place now (the frame around follows it itself, FrameFollowsRouter).
  const { routes, place } = useScreenPlace();
  const { tags: tabs } = useOpenTabs();
  const path = normalizePath(place.location.location.pathname);
  const failed = useRef(new Set<string>());
  const listAt = useListAt();
  const keep = keepRule(keepScreens ? tabs : NO_TABS, path, failed.current, listAt);
  const [kept, setKept] = useState<KeptScreens>(() => new Map());
  const next = showScreen(kept, path, place, keep);
  if (next !== kept) setKept(next);
  const onError = useCallback((p: string) => failed.current.add(p), []);
  // Once let go, a screen that failed is tried afresh (and kept again) on its next visit.
  useEffect(() => {
    for (const p of failed.current) if (p !== path && !next.has(p)) failed.current.delete(p);
  }, [path, next]);

  // A kept list shown again asks for its rows after its first frame, when idle. (A list mounting asks
  // on its own: useRefetchWhenShown.)
  const queryClient = useQueryClient();
  const keptBefore = useRef<KeptScreens>(kept);
  const listHere = listAt(path);
  useLayoutEffect(() => {
    if (listHere && keptBefore.current.has(path)) refetchShownLists(queryClient, listHere);
  }, [path, listHere, queryClient]);
  useLayoutEffect(() => {
    keptBefore.current = next;
  });

  const shown = (next.get(path) as RouterPlace | undefined) ?? place;
  // The shown screen first: where two screens use the same element id, the document finds its.
  const slots = [[path, shown], ...[...next].filter(([p]) => p !== path)] as [string, RouterPlace][];
  const order = slots.map(([p]) => p);
  const flags = useShownFlags(order, path);
  // A kept screen is only hidden: shown again, it is the same DOM, with its effects still running,
  // and nothing in it is drawn again (useScreenVisibility).
  const screenProps = useScreenVisibility(order, path);
  // A tab shown again scrolls to where it was left, in the same frame as its screen (after it is
  // shown: the effects run in this order).
  useScrollMemory(path, tabs.some((t) => t.path === path));
  return slots.map(([p, at]) => (
    <div key={p} {...screenProps(p)}>
      <ScreenShownContext.Provider value={flags.get(p)!}>
        <Screen routes={routes} place={at} onError={onError} />
      </ScreenShownContext.Provider>
    </div>
  ));
}
