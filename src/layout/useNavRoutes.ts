import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRegistry } from '../schema/RegistryContext';
import { customPages } from '../customRoutes';
import { buildNavRoutes, describePath, type NavRoute, type PathInfo } from './navigation';

/** Every navigable route of the console, whether or not this user may open it. */
export function useAllNavRoutes(): NavRoute[] {
  const registry = useRegistry();
  return useMemo(() => buildNavRoutes(registry.all, customPages), [registry]);
}

/** The routes this user may open (asked once through authProvider.canAccess and cached). */
export function useAccessibleRoutes(): { routes: NavRoute[]; isPending: boolean } {
  const all = useAllNavRoutes();
  const names = useMemo(() => [...new Set(all.map((r) => r.access).filter((a): a is string => a !== null))], [all]);
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: names });
  const routes = useMemo(() => all.filter((r) => r.access === null || canAccess?.[r.access] === true), [all, canAccess]);
  return { routes, isPending };
}

/** What the current location is (route, list or record page), for the breadcrumb and the tabs. */
export function usePathInfo(): PathInfo | null {
  const { pathname } = useLocation();
  return usePathInfoOf(pathname);
}

export function usePathInfoOf(pathname: string): PathInfo | null {
  const registry = useRegistry();
  const routes = useAllNavRoutes();
  return useMemo(() => describePath(pathname, routes, registry.all), [pathname, routes, registry]);
}

/** A path's title as the tabs and the document title show it. */
export function pathTitle(info: PathInfo | null, translate: (key: string, options?: object) => string): string {
  if (!info) return '';
  const base = translate(info.route.title);
  if (info.kind === 'create') return translate('shell.page.create', { resource: base });
  if (info.kind === 'edit' || info.kind === 'show') return translate(`shell.page.${info.kind}`, { resource: base, id: info.id });
  return base;
}
