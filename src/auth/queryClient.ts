import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query cache, one per signed-in admin as before. An access answer asked again on
 * every mount (a list's buttons, each row's delete) renders its askers again only when the
 * answer changes: react-admin's hook reads the whole query state, so each background check
 * rendered a list and its rows again, although the answer never changes within a session.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'canAccess'], { notifyOnChangeProps: ['data', 'error'] });
  return client;
}
