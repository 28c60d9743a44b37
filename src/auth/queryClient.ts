import { QueryClient, type Query } from '@tanstack/react-query';
import { getToken } from './token';

/**
 * react-admin's query cache, one per signed-in admin as before.
 *
 * Its answers about the session (signed in, access to an action, roles, identity) depend on the
 * token alone: the roles are read from the server once per token. So an answer stays fresh while
 * the token is the one it was given for; react-admin asked again on every mount, for a list's
 * buttons and each row's delete, a dozen re-asks per visit. Another token (a new sign-in, here or
 * in another tab) makes them stale. An access answer also renders its askers again only when it
 * changes: react-admin's hook reads the whole query state.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  // When the token was first seen: answers from before then are stale. (The same answer must be
  // judged the same way each time it is asked: a flip would draw its askers again.)
  let token = { value: getToken(), since: 0 };
  const sameToken = (query: Query) => {
    const now = getToken();
    if (now !== token.value) token = { value: now, since: Date.now() };
    return query.state.dataUpdatedAt >= token.since ? Infinity : 0;
  };
  client.setQueryDefaults(['auth'], { staleTime: sameToken });
  client.setQueryDefaults(['auth', 'canAccess'], { notifyOnChangeProps: ['data', 'error'] });
  return client;
}
