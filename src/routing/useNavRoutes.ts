import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCanAccessResources } from 'react-admin';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useRegistry } from '../schema/RegistryContext';
import { createLabel, itemLabel } from '../schema/labels';
import { resourceKey } from '../schema/types';
import { queryKeys } from '../dataProvider/queryKeys';
import { customPages } from '../customRoutes';
import { buildNavRoutes, describePath, type NavRoute, type PathInfo } from './navigation';

/** Every navigable route of the console, whether or not this user may open it. */
export function useAllNavRoutes(): NavRoute[] {
  const { all } = useRegistry();
  return useMemo(() => buildNavRoutes(all, customPages), [all]);
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
  const { all } = useRegistry();
  const routes = useAllNavRoutes();
  return useMemo(() => describePath(pathname, routes, all), [pathname, routes, all]);
}

/**
 * The name of the record a show or edit path is about, when its page has loaded it: read from
 * react-admin's cache (its getOne query), never fetched, so a tab costs no call. Read with
 * react-query itself: react-admin's data hooks also read the router's location, which drew every
 * tab again on each navigation.
 */
export function useRecordName(info: PathInfo | null): string | undefined {
  const def = info?.def;
  const field = info?.kind === 'show' || info?.kind === 'edit' ? def?.recordTitle : undefined;
  const record = useCachedData<Record<string, unknown>>(def && field && info?.id !== undefined ? queryKeys.one(resourceKey(def), info.id) : null);
  const value = field ? record?.[field] : undefined;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/** What react-query holds for `queryKey` (none: nothing), drawn again when it changes. */
function useCachedData<T>(queryKey: QueryKey | null): T | undefined {
  const client = useQueryClient();
  const hash = queryKey ? hashKey(queryKey) : null;
  const subscribe = useCallback(
    (changed: () => void) => (hash ? client.getQueryCache().subscribe((event) => event.query.queryHash === hash && changed()) : () => undefined),
    [client, hash],
  );
  return useSyncExternalStore(subscribe, () => (hash ? (client.getQueryCache().get(hash)?.state.data as T | undefined) : undefined));
}

/**
 * A path's title as the tabs and the document title show it: a record page reads as the record's
 * name when known ("宝鸡天际…有限公司", "编辑：…"), else as "政府 #12"; a create page as "新增政府".
 */
export function pathTitle(info: PathInfo | null, translate: (key: string, options?: object) => string, name?: string): string {
  if (!info) return '';
  const base = translate(info.route.title);
  if (!info.def) return base;
  if (info.kind === 'create') return translate(createLabel(info.def));
  if (info.kind !== 'edit' && info.kind !== 'show') return base;
  const record = name ?? translate('shell.page.record', { resource: translate(itemLabel(info.def)), id: info.id });
  return info.kind === 'edit' ? translate('shell.page.edit', { name: record }) : record;
}
