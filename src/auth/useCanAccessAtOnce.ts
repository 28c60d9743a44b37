import { useAuthProvider, useCanAccess, useResourceContext, type UseCanAccessOptions } from 'react-admin';
import type { ConsoleAuthProvider } from './authProvider';

/**
 * react-admin's useCanAccess, answered in the first render when the session's roles are in
 * already (canAccessNow): the question still goes through react-query, whose answer would come
 * a few tasks later and draw its askers again (a list's rows wait for it). The key is the same
 * as useCanAccess's, so other askers share the answer.
 */
export function useCanAccessAtOnce(params: Omit<UseCanAccessOptions, 'initialData'>) {
  const authProvider = useAuthProvider() as Partial<ConsoleAuthProvider> | undefined;
  const resource = useResourceContext(params);
  return useCanAccess({
    ...params,
    // A function: it is left out of the query's key.
    initialData: () => (resource ? authProvider?.canAccessNow?.({ resource, action: params.action }) : undefined),
  });
}
