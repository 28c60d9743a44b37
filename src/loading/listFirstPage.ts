import { createContext, useContext, type MouseEvent } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type GetListParams, type GetListResult, type Store } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { isPlainClick } from '../widgets/PlainLink';
import type { ResourceRegistry } from '../schema/registry';
import { screensOf } from '../schema/screens';
import { listPagesWithRows, queryKeys } from '../dataProvider/queryKeys';
import { resourceKey } from '../schema/types';
import { GENERIC_LIST_PAGE, genericListParams, GenericListScreen } from '../schema/views/genericListParams';

/** The rows of pages answered by an early call (putEarlyPage), as the cache holds them. */
const earlyAnswers = new WeakSet<object>();
/** How long such an answer counts as the list's first load (react-query's staleTime). */
const EARLY_ANSWER_FRESH_MS = 10_000;

/**
 * A page the early call has just answered: the list it was asked for takes it as its first load,
 * and asks again neither on mounting nor when react-admin enables its query (once the list's
 * access is known), which would otherwise ask for the same page a second time on a cold load.
 */
export function isEarlyAnswer(query: Pick<Query, 'state'>): boolean {
  const data = query.state.data;
  return typeof data === 'object' && data !== null && earlyAnswers.has(data) && Date.now() - query.state.dataUpdatedAt < EARLY_ANSWER_FRESH_MS;
}

/** A generic list page's staleTime: none, but for an early answer's first seconds (isEarlyAnswer). */
export const listStaleTime = (query: Pick<Query, 'state'>) => (isEarlyAnswer(query) ? EARLY_ANSWER_FRESH_MS : 0);

/**
 * Puts a list page asked for early (startListEarly, useStartListOnClick below) where its list will find it on mounting, so that
 * the list's first draw has its rows; only while no list has asked for that page (a list that has
 * will take the answer through its own call). Answers whether the page was put.
 */
export function putEarlyPage(client: QueryClient, resource: string, params: Omit<GetListParams, 'meta'>, answer: GetListResult): boolean {
  const queryKey = queryKeys.list(resource, params);
  if (client.getQueryState(queryKey)) return false;
  // The shape react-admin's useGetList keeps.
  const page = client.setQueryData(queryKey, { data: answer.data, total: answer.total, pageInfo: answer.pageInfo, meta: answer.meta });
  if (page) earlyAnswers.add(page);
  return true;
}

/**
 * A generic list opened cold, or from a link in the console: its screen's code and its first
 * page are asked for at once, beside the session's own calls, instead of after them. The page is
 * asked with the parameters the list will use (the address's, else the user's kept ones, else the
 * declaration's), so the list's own call finds the answer already on its way (dataProvider
 * `prefetchList`), or, when the answer comes before the list has asked, in `cache`, where the
 * list's first draw finds it (putEarlyPage). A list whose rows are in `cache` already (kept
 * behind its tab, or visited before) draws them at once and asks for them again after its first
 * frame (useRefetchWhenShown): nothing is started for it, and its click does no more work than
 * showing it. Answers when the started page is in (undefined when none was started).
 */
export function startListEarly(
  registry: ResourceRegistry,
  dataProvider: ConsoleDataProvider,
  store: Store,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  cache?: QueryClient,
): Promise<void> | undefined {
  const def = registry.all.find((d) => d.route === location.pathname);
  if (!def || def.components?.list || !screensOf(def).list) return undefined;
  if (cache && listPagesWithRows(cache, resourceKey(def)).length > 0) return undefined;
  GenericListScreen.preload().catch(() => undefined);
  const { storeKey, sort } = genericListParams(def);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: store.getItem(storeKey, {}),
    filterDefaultValues: undefined,
    sort,
    perPage: GENERIC_LIST_PAGE,
  });
  const resource = resourceKey(def);
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: query.filter ?? {},
  };
  return dataProvider.prefetchList(resource, params, cache && ((answer) => putEarlyPage(cache, resource, params, answer)));
}

/** Starts the list at `location` early (startListEarly with the admin's registry, provider and store). */
export const EarlyListContext = createContext<(location: Pick<Location, 'pathname' | 'search'>) => void>(() => undefined);

/**
 * For the shell's links (menu entries, tabs): a plain click on a link to a generic list asks for
 * the list's first page at once, so that the call travels while the new screen renders instead
 * of after it. A click that opens a new tab or window starts nothing.
 */
export function useStartListOnClick(): (to: string, event: MouseEvent) => void {
  const start = useContext(EarlyListContext);
  return (to, event) => {
    if (!isPlainClick(event)) return;
    const url = new URL(to, window.location.origin);
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    start({ pathname: url.pathname, search: url.search });
  };
}
