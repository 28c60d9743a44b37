import { useGetIdentity } from 'react-admin';
import type { Jurisdiction } from './session';

/** The body the logged-in user oversees, as the session answered it; undefined for an unbound user. */
export function useJurisdiction(): Jurisdiction | undefined {
  const { identity } = useGetIdentity();
  return (identity?.government as Jurisdiction | undefined) ?? undefined;
}

/** The body's name, or its number when it was deleted since the binding. */
export const jurisdictionName = (body: Jurisdiction): string => body.name || `#${body.id}`;
