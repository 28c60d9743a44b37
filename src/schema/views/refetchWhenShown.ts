import { useEffect } from 'react';
import { replaceEqualDeep, useQueryClient, type Query, type QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * Asks the server for a shown page again. Rows that did not change leave the query as it was:
 * refetching it marked it fetching and fetched again, which gave the list's query new answers
 * with the same rows, and the list then drew itself again on the next render it had for any
 * other reason (it follows the location: every navigation). New rows replace the old ones; a
 * failure goes through the query's own fetch, so the list reports it as any failed load.
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

/**
 * A generic list asks for its page again each time it is shown with rows it already had: mounted
 * over rows from the cache, or shown again behind its tab. It asks right after that first frame,
 * so the rows it had are drawn at once and replaced if the server's differ.
 *
 * Its page query does not refetch on mount itself (LIST_QUERY_OPTIONS): a list hidden behind its
 * tab still renders when the router moves (it reads the location), and react-query's answer for
 * an observer without subscribers then read "fetching" for a fetch that is never made, which drew
 * the whole list again in the click that showed it.
 */
export function useRefetchWhenShown(resource: string): void {
  const client = useQueryClient();
  useEffect(() => {
    // The list's page queries are subscribed by now (its effects run before this one).
    const shown = client.getQueryCache().findAll({ queryKey: [resource, 'getList'], type: 'active' }).filter((q) => q.state.data !== undefined);
    if (!shown.length) return; // the first load is under way
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => shown.filter((q) => q.isActive()).forEach((q) => void revalidate(client, q)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [client, resource]);
}
