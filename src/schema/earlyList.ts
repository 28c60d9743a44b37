import { getQuery, parseQueryFromLocation, type Store } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { ResourceRegistry } from './registry';
import { screensOf } from './screens';
import { resourceKey } from './types';
import { GENERIC_LIST_PAGE, genericListParams, GenericListScreen } from './views/genericListParams';

/**
 * A cold load of a generic list: its screen's code and its first page are asked for at once,
 * beside the session's own calls, instead of after them. The page is asked with the parameters
 * the list will use (the address's, else the user's kept ones, else the declaration's), so the
 * list's own call finds the answer already on its way (dataProvider `prefetchList`).
 */
export function startListEarly(registry: ResourceRegistry, dataProvider: ConsoleDataProvider, store: Store, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const def = registry.all.find((d) => d.route === location.pathname);
  if (!def || def.components?.list || !screensOf(def).list) return;
  GenericListScreen.preload().catch(() => undefined);
  const { storeKey, sort } = genericListParams(def);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: store.getItem(storeKey, {}),
    filterDefaultValues: undefined,
    sort,
    perPage: GENERIC_LIST_PAGE,
  });
  dataProvider.prefetchList(resourceKey(def), {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: query.filter ?? {},
  });
}
