import { QueryClient, type Query } from '@tanstack/react-query';
import { outageOf } from '../api';
import { getToken } from './token';

type Retry = boolean | number | ((failureCount: number, error: unknown) => boolean) | undefined;
type RetryDelay = number | ((failureCount: number, error: unknown) => number) | undefined;

/** The longest wait between two tries of a read while the service is away. */
const OUTAGE_RETRY_CAP_MS = 15_000;

// One wrapper per rule a hook passes, so that the options of a query stay the same between renders.
const wrappers = { retry: new Map<unknown, unknown>(), delay: new Map<unknown, unknown>() };
const ours = new Set<unknown>();
function once<T>(cache: Map<unknown, unknown>, rule: unknown, make: () => T): T {
  if (!cache.has(rule)) {
    const made = make();
    cache.set(rule, made);
    ours.add(made);
  }
  return cache.get(rule) as T;
}

/** Asks again for as long as the outage lasts; any other failure as the hook said (react-query: 3 times). */
function retryThroughOutage(rule: Retry): Retry {
  return once(wrappers.retry, rule, () => (failureCount: number, error: unknown) => {
    if (outageOf(error)) return true;
    if (typeof rule === 'function') return rule(failureCount, error);
    return rule === undefined ? failureCount < 3 : typeof rule === 'number' ? failureCount < rule : rule;
  });
}

/** 1, 2, 4, 8, then every 15 s while the outage lasts. */
function delayThroughOutage(rule: RetryDelay): RetryDelay {
  return once(wrappers.delay, rule, () => (failureCount: number, error: unknown) => {
    if (outageOf(error)) return Math.min(1000 * 2 ** failureCount, OUTAGE_RETRY_CAP_MS);
    if (typeof rule === 'function') return rule(failureCount, error);
    return rule ?? Math.min(1000 * 2 ** failureCount, 30_000);
  });
}

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

  // A read that fails for an outage (outageOf) is asked again while the outage lasts, whatever
  // retry its hook set (react-admin's hooks set none): the screen waits for the service instead
  // of showing a failure at once. Hooks pass their retry per query, over any default, so it is
  // applied here, where every query's options are completed. Writes are never sent again by
  // themselves: the user saves again (with the same idempotency key).
  const complete = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof complete>[0]) => {
    const completed = complete(options);
    if (ours.has(completed.retry)) return completed;
    return { ...completed, retry: retryThroughOutage(completed.retry as Retry), retryDelay: delayThroughOutage(completed.retryDelay as RetryDelay) };
  }) as typeof client.defaultQueryOptions;
  return client;
}
