import type { LiveEvent } from './events';

/**
 * Where the screens hear of the live changes (the bell, an open form, the totals): small and
 * loaded with the shell; the stream that feeds it (stream.ts) loads once the page is idle.
 */

type Listener = (event: LiveEvent) => void;
type StateListener = (up: boolean) => void;

const listeners = new Set<Listener>();
const stateListeners = new Set<StateListener>();
let up = false;
let lastId: string | undefined;

export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether events arrive now; while not, the screens keep polling as before. */
export function isLiveUp(): boolean {
  return up;
}

export function onLiveState(listener: StateListener): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Where the stream stands: the id of the last event this tab has seen (Last-Event-ID). */
export function lastEventId(): string | undefined {
  return lastId;
}

export function deliver(event: LiveEvent, id?: string): void {
  if (id) lastId = id;
  for (const listener of [...listeners]) listener(event);
}

export function setUp(next: boolean, id?: string): void {
  if (id) lastId = id;
  if (next === up) return;
  up = next;
  for (const listener of [...stateListeners]) listener(next);
}
