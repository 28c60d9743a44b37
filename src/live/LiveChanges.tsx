import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRegistry } from '../schema/RegistryContext';
import { followLists } from './liveLists';
import { onLiveEvent, startLive, stopLive } from './stream';

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
 * The frame's part that follows the live changes: opens the stream after the first paint, at an
 * idle moment (a cold list's first rows never wait for it), and keeps the lists up to date.
 */
export function LiveChanges() {
  const client = useQueryClient();
  const registry = useRegistry();
  useEffect(() => {
    const off = onLiveEvent(followLists(client, registry));
    let cancel = () => undefined as void;
    const frame = requestAnimationFrame(() => (cancel = whenIdle(startLive)));
    return () => {
      off();
      cancelAnimationFrame(frame);
      cancel();
      stopLive();
    };
  }, [client, registry]);
  return null;
}
