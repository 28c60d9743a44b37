import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { ConsoleAuthProvider } from '../auth/authProvider';
import { useRegistry } from '../schema/RegistryContext';
import { callsInFlight } from '../api/client';
import { onLiveEvent, onLiveState } from './liveHub';
import { refreshDefinitions, setDefinitionsFollowedLive } from '../schema/definitions/store';
import type { LiveEvent } from './events';

/**
 * A saved entity definition is an audit entry of `entity_definition`: the definitions are read
 * again, and the menu and screens follow. While the stream is up, navigations need not ask.
 * A `session` event (the user's roles changed) renews the session and what it may open.
 */
function followDefinitions(renewAccess: () => Promise<void>): () => void {
  const offEvents = onLiveEvent((event: LiveEvent) => {
    if ((event.kind === 'record' && event.resource === 'entity_definition') || event.kind === 'reset') void refreshDefinitions();
    // New roles or permissions: the session answer brings the definitions they open, and the menu follows.
    if (event.kind === 'session') void renewAccess();
  });
  const offState = onLiveState(setDefinitionsFollowedLive);
  return () => {
    offEvents();
    offState();
    setDefinitionsFollowedLive(false);
  };
}

/** At the first idle moment (within 2 s), or now where the browser has no idle callback. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** How long nothing must have loaded before the stream opens. */
export const QUIET_MS = 1200;

/**
 * Once the page's own loading is over: no call in flight and nothing loaded for QUIET_MS. The
 * screen's reads and code never share the connections with the stream, and a page's "network
 * idle" (what browsers and their test tools wait for) comes before the stream is open.
 */
function whenQuiet(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (callsInFlight() > 0 ? arm() : (observer?.disconnect(), run())), QUIET_MS);
  };
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(arm) : undefined;
  observer?.observe({ type: 'resource' });
  arm();
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
  };
}

/**
 * The frame's part that follows the live changes: loads and opens the stream after the first
 * paint, once the page has finished loading (a cold list's first rows never wait for it, nor for
 * its code), and keeps the lists up to date.
 */
export function LiveChanges() {
  const client = useQueryClient();
  const registry = useRegistry();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  useEffect(() => {
    const renewAccess = async () => {
      await authProvider?.renewSession();
      await client.invalidateQueries({ queryKey: ['auth'] });
    };
    let stop: (() => void) | undefined;
    let gone = false;
    const open = () =>
      void Promise.all([import('./stream'), import('./liveLists')]).then(([stream, lists]) => {
        if (gone) return;
        const off = onLiveEvent(lists.followLists(client, registry));
        const offDefinitions = followDefinitions(renewAccess);
        stream.startLive();
        stop = () => {
          off();
          offDefinitions();
          stream.stopLive();
        };
      });
    let cancel = () => undefined as void;
    const frame = requestAnimationFrame(() => (cancel = whenIdle(() => (cancel = whenQuiet(open)))));
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
      cancel();
      stop?.();
    };
  }, [client, registry, authProvider]);
  return null;
}
