import { createContext, useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { useRouterPlace } from './shellRouter';

/** Where the router is now (the same object until it moves), and react-admin's routes to draw there. */
export interface ScreenPlaceNow {
  place: { location: ContextType<typeof LocationContext>; route: ScreenRoutes['route'] };
  routes: ReactNode;
}

/** react-admin's routes to draw, and the route they are drawn under. */
interface ScreenRoutes {
  route: ContextType<typeof RouteContext>;
  routes: ReactNode;
}

const ScreenRoutesContext = createContext<ScreenRoutes | null>(null);

/**
 * Gives the screens (TabScreens) react-admin's routes. Where the router is, they ask it
 * themselves (useScreenPlace): a context that changed on every navigation would have React look
 * for its readers through every screen kept behind its tab.
 */
export function ScreenPlaceProvider({ routes, children }: { routes: ReactNode; children: ReactNode }) {
  const route = useContext(RouteContext);
  const value = useMemo(() => ({ route, routes }), [route, routes]);
  return <ScreenRoutesContext.Provider value={value}>{children}</ScreenRoutesContext.Provider>;
}

/** The router's place now and the routes to draw there, for the screens (TabScreens). */
export function useScreenPlace(): ScreenPlaceNow {
  const screenRoutes = useContext(ScreenRoutesContext);
  if (!screenRoutes) throw new Error('useScreenPlace outside ScreenPlaceProvider');
  const { route, routes } = screenRoutes;
  const location = useRouterPlace();
  // A screen not kept behind a tab is drawn again only when this changes (TabScreens' Screen).
  const place = useMemo(() => ({ location, route }), [location, route]);
  return { place, routes };
}

/**
 * The frame's parts that show the page (breadcrumb, document title) follow the router through
 * the ordinary router hooks: inside this, those answer where the router is now (the console's
 * router keeps its location context the same within the console, ShellRouter). They are drawn in
 * the same pass as the new screen, and little else of the frame is: a menu entry or a tab asks
 * the router only whether it is the page (useRouterSelect). The screens are not inside it: a
 * change of its location would reach every component of theirs that reads the location, hidden
 * ones included.
 */
export function FrameFollowsRouter({ children }: { children: ReactNode }) {
  return <LocationContext.Provider value={useRouterPlace()}>{children}</LocationContext.Provider>;
}
