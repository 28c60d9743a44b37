import { Activity, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { holdMountRefetches, releaseMountRefetches } from '../../auth/queryClient';
import { useRegistry } from '../../schema/RegistryContext';
import { describePath } from '../navigation';
import { ChunkPending } from '../NavigationProgress';
import { ShellErrorBoundary } from '../ShellErrorBoundary';
import { useScreenPlace } from '../shellPlace';
import { useAllNavRoutes } from '../useNavRoutes';
import { normalizePath, refreshPath, type VisitedTag } from './tags';
import { showScreen, type KeptScreens, type ScreenPlace } from './keptScreens';
import { useScrollMemory } from './scrollMemory';
import { useOpenTabs } from './useTagsView';

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
 * renders again only when its place changes: react-admin builds the routes element again on every
 * navigation, always the same.
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

/**
 * Which screens stay alive: a resource list whose tab is open. Not while its tab is being
 * refreshed (it mounts afresh), nor after it failed to draw.
 */
function useKeepRule(tabs: readonly VisitedTag[], shownPath: string, failed: ReadonlySet<string>): (path: string) => boolean {
  const registry = useRegistry();
  const navRoutes = useAllNavRoutes();
  return (path) =>
    tabs.some((t) => t.path === path) &&
    describePath(path, navRoutes, registry.all)?.kind === 'list' &&
    shownPath !== refreshPath(path) &&
    !(failed.has(path) && path !== shownPath);
}

interface TabScreensProps {
  /** Whether lists stay alive behind their tabs (the tags view is on). */
  keepScreens: boolean;
}

/**
 * The screens behind the open tabs (cached tabs; the spec's dashboard is "not cached"). A list
 * stays mounted, hidden (React's Activity), while another screen is shown: going back to its tab
 * shows it as it was left (page, filters, selection) at once. A hidden screen runs no effects, so
 * it makes no calls; shown again, it asks for its data again right after it is drawn. At most
 * KEPT_AT_MOST are kept; closing a tab lets its screen go.
 */
export function TabScreens({ keepScreens }: TabScreensProps) {
  // The router's place now: the frame around follows it later (FrameFollowsLater).
  const { routes, ...now } = useScreenPlace();
  const { tags: tabs } = useOpenTabs();
  const place: RouterPlace = now;
  const path = normalizePath(place.location.location.pathname);
  // A tab shown again scrolls to where it was left, in the same frame as its screen.
  useScrollMemory(path, tabs.some((t) => t.path === path));
  const failed = useRef(new Set<string>());
  const keep = useKeepRule(keepScreens ? tabs : NO_TABS, path, failed.current);
  const [kept, setKept] = useState<KeptScreens>(() => new Map());
  const next = showScreen(kept, path, place, keep);
  if (next !== kept) setKept(next);
  const onError = useCallback((p: string) => failed.current.add(p), []);
  // Once let go, a screen that failed is tried afresh (and kept again) on its next visit.
  useEffect(() => {
    for (const p of failed.current) if (p !== path && !next.has(p)) failed.current.delete(p);
  }, [path, next]);

  // A kept screen shown again asks for its data right after its first frame, not before it. (Not
  // a screen mounting: it renders first, with its refetch on mount already under way.)
  const queryClient = useQueryClient();
  const keptBefore = useRef<KeptScreens>(kept);
  useLayoutEffect(() => {
    if (keptBefore.current.has(path)) holdMountRefetches();
  }, [path]);
  useLayoutEffect(() => {
    keptBefore.current = next;
  });
  useEffect(() => releaseMountRefetches(queryClient), [path, queryClient]);

  const shown = (next.get(path) as RouterPlace | undefined) ?? place;
  // The shown screen first: where two screens use the same element id, the document finds its.
  const slots = [[path, shown], ...[...next].filter(([p]) => p !== path)] as [string, RouterPlace][];
  return slots.map(([p, at]) => (
    <Activity key={p} mode={p === path ? 'visible' : 'hidden'}>
      <Screen routes={routes} place={at} onError={onError} />
    </Activity>
  ));
}
