import { useSyncExternalStore } from 'react';
import { keyframes } from '@mui/material/styles';

/**
 * The records another administrator has just created, per list resource, for their rows to be
 * marked (a highlight that fades) when the list shows them. Each is forgotten after FRESH_MS.
 */

export const FRESH_MS = 6000;

const fresh = new Map<string, ReadonlySet<string>>();
const listeners = new Set<() => void>();
const NONE: ReadonlySet<string> = new Set();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function markFresh(resource: string, id: string | number): void {
  const key = String(id);
  fresh.set(resource, new Set([...(fresh.get(resource) ?? []), key]));
  changed();
  setTimeout(() => {
    const ids = new Set(fresh.get(resource));
    ids.delete(key);
    if (ids.size === 0) fresh.delete(resource);
    else fresh.set(resource, ids);
    changed();
  }, FRESH_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The ids of `resource`'s records created elsewhere a moment ago (the same set until it changes). */
export function useFreshRows(resource: string): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => fresh.get(resource) ?? NONE);
}

// A blue that reads on the light and the dark table alike.
const fade = keyframes`from { background-color: rgba(33, 150, 243, 0.22); } to { background-color: transparent; }`;

/** How a fresh row looks: tinted, fading back to the table's own background. */
export const FRESH_ROW_SX = {
  animation: `${fade} ${FRESH_MS}ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', backgroundColor: 'rgba(33, 150, 243, 0.12)' },
};
