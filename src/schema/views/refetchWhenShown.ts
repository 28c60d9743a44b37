import { useEffect } from 'react';
import { replaceEqualDeep, useQueryClient, type Query, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { GetListParams, GetListResult } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';

/**
 * Asks the server for a shown page again. Rows that did not change leave the query as it was
 * (react-query's refetch marks it fetching, then answers anew: the list would draw itself twice
 * for the same rows). New rows replace the old ones; a failure goes through the query's own
 * fetch, so the list reports it as any failed load, but for a `quiet` ask (a live change), after
 * which the rows shown stay as they were.
 */
export async function revalidate(client: QueryClient, query: Query, quiet = false): Promise<void> {
  const queryFn = query.options.queryFn as QueryFunction | undefined;
  if (!queryFn || query.state.fetchStatus !== 'idle') return;
  try {
    const fresh = await queryFn({ client, queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta });
    const before = query.state.data;
    const shared = replaceEqualDeep(before, fresh);
    if (shared !== before && query.state.data === before) client.setQueryData(query.queryKey, shared);
  } catch {
    if (!quiet) await query.fetch().catch(() => undefined);
  }
}

/** The rows of pages answered by an early call (putEarlyPage), as the cache holds them. */
const earlyAnswers = new WeakSet<object>();
/** How long such an answer counts as the list's first load (react-query's staleTime). */
const EARLY_ANSWER_FRESH_MS = 10_000;

/**
 * A page the early call has just answered: the list it was asked for takes it as its first load,
 * and asks again neither on mounting nor when react-admin enables its query (once the list's
 * access is known), which would otherwise ask for the same page a second time on a cold load.
 */
function isEarlyAnswer(query: Pick<Query, 'state'>): boolean {
  const data = query.state.data;
  return typeof data === 'object' && data !== null && earlyAnswers.has(data) && Date.now() - query.state.dataUpdatedAt < EARLY_ANSWER_FRESH_MS;
}

/** A generic list page's staleTime: none, but for an early answer's first seconds (isEarlyAnswer). */
export const listStaleTime = (query: Pick<Query, 'state'>) => (isEarlyAnswer(query) ? EARLY_ANSWER_FRESH_MS : 0);

/**
 * Puts a list page asked for early (earlyList) where its list will find it on mounting, so that
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

/** The cached pages of `resource`'s lists that hold rows (`active`: only those a list shows). */
export function listPagesWithRows(client: QueryClient, resource: string, type: 'active' | 'all' = 'all'): Query[] {
  return client.getQueryCache().findAll({ queryKey: queryKeys.lists(resource), type }).filter((q) => q.state.data !== undefined);
}

/** The longest a shown list waits for an idle moment before its page is asked again. */
const REVALIDATE_WITHIN_MS = 300;

/** `run` once the page is idle, within REVALIDATE_WITHIN_MS (at once where there is no idle callback). */
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: REVALIDATE_WITHIN_MS }) : setTimeout(run);

/**
 * Asks the server again for the pages of `resource`'s lists on the page that show rows they
 * already had, so that those rows are drawn at once and replaced if the server's differ: after
 * the next frame, at the first idle moment (within REVALIDATE_WITHIN_MS), so that the call and
 * its answer do not take the main thread from the frames that follow a click. A list hidden again
 * by then is still asked (it is still on the page); a list gone is not.
 */
export function refetchShownLists(client: QueryClient, resource: string, mounting = false): void {
  const shown = listPagesWithRows(client, resource, 'active').filter((query) => !(mounting && isEarlyAnswer(query)));
  if (!shown.length) return; // the first load is under way
  requestAnimationFrame(() =>
    whenIdle(() => shown.filter((q) => q.isActive()).forEach((q) => void revalidate(client, q))),
  );
}

/**
 * A generic list mounted over rows it already had (from the cache) asks for them again after its
 * first frame (refetchShownLists). A list shown again behind its tab is asked by its tab
 * (TabScreens).
 *
 * Its page query does not refetch on mount itself (LIST_QUERY_OPTIONS): react-query would mark
 * it fetching at once, and the list would draw itself a second time before its first frame.
 */
export function useRefetchWhenShown(resource: string): void {
  const client = useQueryClient();
  // The list's page queries are subscribed by now (its effects run before this one).
  useEffect(() => refetchShownLists(client, resource, true), [client, resource]);
}
