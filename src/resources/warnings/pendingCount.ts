import { useEffect, useRef, useState } from 'react';
import { call } from '../../api';
import { useOnNavigation } from '../../routing/shellRouter';
import { WARNING_LIST_CALL } from './calls';
import { isLiveUp, onLiveEvent, onLiveState } from '../../live/liveHub';

export const POLL_MS = 60_000;
const MAX_POLL_MS = 5 * 60_000;
/** Navigation asks again, but not more often than this. */
export const NAVIGATION_GAP_MS = 15_000;

/** Every minute; after failures, twice as long each time up to five minutes (a server that is down is not hammered). */
export function nextPollDelay(failures: number): number {
  return Math.min(MAX_POLL_MS, POLL_MS * 2 ** Math.max(0, failures));
}

/** How many warnings are pending: the total of the warning list filtered by status 0, one row asked. */
export async function fetchPendingCount(signal?: AbortSignal): Promise<number> {
  const page = await call<{ total: number }>(WARNING_LIST_CALL, { handle_status: 0, page: 1, limit: 1 }, { silent: true, signal });
  const total = Number(page?.total);
  if (!Number.isFinite(total) || total < 0) throw new Error('bad total');
  return total;
}

export interface PendingCount {
  /** The last count the server gave; undefined before the first answer. */
  count: number | undefined;
  /** The last attempt failed (the count shown may be old). */
  stale: boolean;
}

/** A burst of new warnings is counted once, this long after the first. */
const LIVE_BURST_MS = 200;

/**
 * The pending warnings count, asked again at once when the live stream tells of a new warning;
 * while the stream is down, every minute instead. Also when the tab becomes visible again and
 * after navigation. Failures stay silent (the badge shows the count is unavailable) and slow
 * the polling down; a hidden browser tab does not poll at all.
 */
export function usePendingCount(enabled: boolean): PendingCount {
  const [state, setState] = useState<PendingCount>({ count: undefined, stale: false });
  const refresh = useRef<(force: boolean) => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    let failures = 0;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let live = true;

    // Polling is the fallback while the live stream is down.
    const schedule = () => {
      clearTimeout(timer);
      if (!isLiveUp()) timer = setTimeout(() => run(true), nextPollDelay(failures));
    };
    let burst: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      burst ??= setTimeout(() => {
        burst = undefined;
        run(true);
      }, LIVE_BURST_MS);
    };
    const offEvents = onLiveEvent((event) => (event.kind === 'warning' || event.kind === 'reset') && soon());
    // Back up: what it missed is counted now, and the polling stops; down: the polling starts.
    const offState = onLiveState((up) => (up ? soon() : schedule()));
    const run = (force: boolean) => {
      if (!live || document.visibilityState === 'hidden') return schedule();
      if (!force && Date.now() - last < NAVIGATION_GAP_MS) return;
      last = Date.now();
      controller?.abort();
      controller = new AbortController();
      fetchPendingCount(controller.signal).then(
        (count) => {
          if (!live) return;
          failures = 0;
          setState({ count, stale: false });
          schedule();
        },
        (error: unknown) => {
          if (!live || (error as Error)?.name === 'CanceledError') return;
          failures += 1;
          setState((previous) => ({ ...previous, stale: true }));
          schedule();
        },
      );
    };
    const onVisible = () => document.visibilityState === 'visible' && run(false);
    refresh.current = run;
    run(true);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(burst);
      offEvents();
      offState();
      controller?.abort();
      refresh.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled]);

  // After navigation (e.g. back from a warning), at most once per NAVIGATION_GAP_MS; the bell is
  // not drawn again for it.
  useOnNavigation(() => refresh.current(false));

  return state;
}
