import { useEffect } from 'react';
import { replaceEqualDeep, useQueryClient, type Query, type QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * Asks the server for a shown page again. Rows that did not change leave the query as it was
 * (react-query's refetch marks it fetching, then answers anew: the list would draw itself twice
 * for the same rows). New rows replace the old ones; a failure goes through the query's own
 * fetch, so the list reports it as any failed load.
 */
async function revalidate(client: QueryClient, query: Query): Promise<void> {
  const queryFn = query.options.queryFn as QueryFunction | undefined;
  if (!queryFn || query.state.fetchStatus !== 'idle') return;
  try {
    const fresh = await queryFn({ client, queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta });
    const before = query.state.data;
    const shared = replaceEqualDeep(before, fresh);
    if (shared !== before && query.state.data === before) client.setQueryData(query.queryKey, shared);
  } catch {
    await query.fetch().catch(() => undefined);
  }
}

/** The cached pages of `resource`'s lists that hold rows (`active`: only those a list shows). */
export function listPagesWithRows(client: QueryClient, resource: string, type: 'active' | 'all' = 'all'): Query[] {
  return client.getQueryCache().findAll({ queryKey: [resource, 'getList'], type }).filter((q) => q.state.data !== undefined);
}

/**
 * Asks the server again, right after the next frame, for the pages of `resource`'s lists on
 * the page that show rows they already had, so that those rows are drawn at once and replaced
 * if the server's differ. Answers the cancel (a list gone before that frame is not asked).
 */
export function refetchShownLists(client: QueryClient, resource: string): () => void {
  const shown = listPagesWithRows(client, resource, 'active');
  if (!shown.length) return () => undefined; // the first load is under way
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => shown.filter((q) => q.isActive()).forEach((q) => void revalidate(client, q)));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
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
  useEffect(() => refetchShownLists(client, resource), [client, resource]);
}
