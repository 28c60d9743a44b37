/**
 * The client sits below React, so it reports what the user must see through these
 * events; the shell (ApiFeedback) turns them into a notification or the re-login dialog.
 */
export type ApiEvent =
  | { type: 'error'; message: string; code: number }
  | { type: 'relogin'; message: string; code: number };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
