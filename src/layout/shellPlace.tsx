import { createContext, useContext, useDeferredValue, useMemo, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

/** Where the router is now, and react-admin's routes to draw there: what the screens follow. */
export interface ScreenPlaceNow {
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
  routes: ReactNode;
}

const ScreenPlaceContext = createContext<ScreenPlaceNow | null>(null);

/** The router's place as of this render, for the screens (TabScreens); the frame sees it later. */
export function useScreenPlace(): ScreenPlaceNow {
  const place = useContext(ScreenPlaceContext);
  if (!place) throw new Error('useScreenPlace outside FrameFollowsLater');
  return place;
}

/**
 * A navigation draws the screen first and the frame after it. The screens (TabScreens) follow
 * the router at once, in the click itself; the frame around them (menu, tabs, breadcrumb,
 * document title) reads the router's location through React's deferred value, so that it is
 * drawn again right after the new screen is on the page instead of before it. Inside, the
 * ordinary router hooks answer the deferred location.
 */
export function FrameFollowsLater({ routes, children }: { routes: ReactNode; children: ReactNode }) {
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const frameLocation = useDeferredValue(location);
  const frameRoute = useDeferredValue(route);
  const screens = useMemo(() => ({ location, route, routes }), [location, route, routes]);
  return (
    <ScreenPlaceContext.Provider value={screens}>
      <LocationContext.Provider value={frameLocation}>
        <RouteContext.Provider value={frameRoute}>{children}</RouteContext.Provider>
      </LocationContext.Provider>
    </ScreenPlaceContext.Provider>
  );
}
