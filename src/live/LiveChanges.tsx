import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRegistry } from '../schema/RegistryContext';
import { onLiveEvent } from './liveHub';

/** At the first idle moment (within 2 s), or now where the browser has no idle callback. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * The frame's part that follows the live changes: loads and opens the stream after the first
 * paint, at an idle moment (a cold list's first rows never wait for it, nor for its code), and
 * keeps the lists up to date.
 */
export function LiveChanges() {
  const client = useQueryClient();
  const registry = useRegistry();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const open = () =>
      void Promise.all([import('./stream'), import('./liveLists')]).then(([stream, lists]) => {
        if (gone) return;
        const off = onLiveEvent(lists.followLists(client, registry));
        stream.startLive();
        stop = () => {
          off();
          stream.stopLive();
        };
      });
    let cancel = () => undefined as void;
    const frame = requestAnimationFrame(() => (cancel = whenIdle(open)));
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
      cancel();
      stop?.();
    };
  }, [client, registry]);
  return null;
}
