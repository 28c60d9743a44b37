import { useEffect, useRef } from 'react';
import type { LiveEvent } from './events';
import { onLiveEvent } from './liveHub';

/** A burst of events asks once, this long after its first. */
const BURST_MS = 300;

/**
 * Calls `refetch` after the live events `matches` accepts (and after a `reset`), once per burst:
 * a figure on screen follows within a second of the change it counts.
 */
export function useLiveRefetch(refetch: () => void, matches: (event: LiveEvent) => boolean, enabled = true): void {
  const latest = useRef({ refetch, matches });
  latest.current = { refetch, matches };
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onLiveEvent((event) => {
      if (event.kind !== 'reset' && !latest.current.matches(event)) return;
      timer ??= setTimeout(() => {
        timer = undefined;
        latest.current.refetch();
      }, BURST_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [enabled]);
}
