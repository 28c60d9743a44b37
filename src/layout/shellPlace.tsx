import { createContext, useContext, useDeferredValue, useMemo, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { useRouterPlace } from '../routing/shellRouter';

/** Where the router is now, and react-admin's routes to draw there: what the screens follow. */
export interface ScreenPlaceNow {
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
  routes: ReactNode;
}

const ScreenPlaceContext = createContext<ScreenPlaceNow | null>(null);

/** Gives the screens (TabScreens) the router's place, following the router, and the routes to draw. */
export function ScreenPlaceProvider({ routes, children }: { routes: ReactNode; children: ReactNode }) {
  const location = useRouterPlace();
  const route = useContext(RouteContext);
  const place = useMemo(() => ({ location, route, routes }), [location, route, routes]);
  return <ScreenPlaceContext.Provider value={place}>{children}</ScreenPlaceContext.Provider>;
}

/** The router's place now, for the screens (TabScreens). */
export function useScreenPlace(): ScreenPlaceNow {
  const place = useContext(ScreenPlaceContext);
  if (!place) throw new Error('useScreenPlace outside ScreenPlaceProvider');
  return place;
}

/**
 * A navigation draws the screen first and the frame after it. The screens follow the router at
 * once, in the click itself; the parts of the frame inside this (menu, tabs, breadcrumb, document
 * title) read the router's location through React's deferred value, so that they are drawn again
 * right after the new screen is on the page instead of before it. Inside, the ordinary router
 * hooks answer the deferred location. The screens are not inside it: a change of its location
 * would reach every component of theirs that reads the location, hidden ones included.
 */
export function FrameFollowsLater({ children }: { children: ReactNode }) {
  const frameLocation = useDeferredValue(useRouterPlace());
  const frameRoute = useDeferredValue(useContext(RouteContext));
  return (
    <LocationContext.Provider value={frameLocation}>
      <RouteContext.Provider value={frameRoute}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
