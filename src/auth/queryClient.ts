import { QueryClient, type Query } from '@tanstack/react-query';

/** The stale queries a navigation's screen subscribed to, while their refetch waits for the frame. */
let waiting: Set<Query> | null = null;

/**
 * react-query's refetch on mount, held back during a navigation's commit (holdMountRefetches).
 * A screen drawn from cached data (a tab shown again, a record opened again) subscribes to its
 * queries in the commit itself; a refetch started there changes their state at once, which drew
 * the whole screen a second time before the first frame.
 */
function refetchOnMount(query: Query): boolean {
  if (!waiting) return true;
  waiting.add(query);
  return false;
}

/** From a navigation's layout effects to its passive ones: the queries mounted between wait. */
export function holdMountRefetches(): void {
  waiting ??= new Set();
}

/**
 * Refetches, once the next frame is drawn, the stale queries held back since holdMountRefetches:
 * cached data shows at once and is asked again right after, as a fresh mount would ask it.
 */
export function releaseMountRefetches(client: QueryClient): void {
  const held = waiting;
  waiting = null;
  if (!held?.size) return;
  requestAnimationFrame(() => setTimeout(() => void client.refetchQueries({ predicate: (query) => held.has(query), stale: true, type: 'active' })));
}

/**
 * react-admin's query cache, one per signed-in admin as before. An access answer asked again on
 * every mount (a list's buttons, each row's delete) renders its askers again only when the
 * answer changes: react-admin's hook reads the whole query state, so each background check
 * rendered a list and its rows again, although the answer never changes within a session.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnMount } } });
  client.setQueryDefaults(['auth', 'canAccess'], { notifyOnChangeProps: ['data', 'error'] });
  return client;
}
