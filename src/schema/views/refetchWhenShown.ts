import { useEffect } from 'react';
import { replaceEqualDeep, useQueryClient, type Query, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { listPagesWithRows } from '../../dataProvider/queryKeys';
import { isEarlyAnswer } from '../../loading/listFirstPage';

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
