import { useCallback, useEffect, useState } from 'react';
import { call, type CallOptions } from './client';
import { isApiError, type ApiError } from './errors';
import type { Body } from './encode';
import { onOutageChange, outageOf } from './outage';

export interface CallState<T> {
  data: T | undefined;
  error: ApiError | Error | undefined;
  isPending: boolean;
  /** Asks again (e.g. after a change the answer depends on). */
  refetch: () => void;
}

/**
 * One operate call's answer for a screen, for the calls that are not a resource's list or
 * record (a role's holders, a user's roles). `enabled: false` (or a null path) waits.
 * `body` is compared by value, so an inline object does not ask again on every render.
 */
export function useCall<T>(path: string | null, body: Body = {}, options: Pick<CallOptions, 'json' | 'silent'> = {}): CallState<T> {
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([path, body, options.json, options.silent]);
  const [state, setState] = useState<Omit<CallState<T>, 'refetch'> & { key: string }>({ data: undefined, error: undefined, isPending: !!path, key });

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let live = true;
    setState((previous) => ({ ...previous, isPending: true, error: undefined, key }));
    const [, sentBody] = JSON.parse(key) as [string, Body];
    call<T>(path, sentBody, { json: options.json, silent: options.silent, signal: controller.signal }).then(
      (data) => live && setState({ data, error: undefined, isPending: false, key }),
      (error: unknown) => {
        if (!live) return;
        setState({ data: undefined, error: isApiError(error) || error instanceof Error ? error : new Error(String(error)), isPending: false, key });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
    // `key` stands for path, body and options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  // A call that failed for an outage asks again once the service is back (as the queries do).
  const failedForOutage = outageOf(state.error) !== null;
  useEffect(() => {
    if (failedForOutage) return onOutageChange((outage) => outage === null && refetch());
  }, [failedForOutage, refetch]);
  // Between a new key and its effect, the screen is already waiting (no flash of "nothing found").
  const { key: answered, ...rest } = state;
  return { ...rest, isPending: rest.isPending || (!!path && answered !== key), refetch };
}
