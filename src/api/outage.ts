import { isApiError, Reason } from './errors';

/**
 * Whether the service is out of reach, as the calls find it. A call that fails for an outage
 * sets it (the shell shows one notice for it, OutageNotice, instead of a message per call); the
 * next answer from the server ends it.
 */

/** What is away: the server's database, or the server itself (no answer, or none in time). */
export type OutageKind = 'database' | 'network';

/** The outage a failed call tells of, or null when it failed for another reason. */
export function outageOf(error: unknown): OutageKind | null {
  if (!isApiError(error)) return null;
  if (error.reason === Reason.databaseUnavailable) return 'database';
  if (error.reason === Reason.unreachable || error.reason === Reason.timeout) return 'network';
  return null;
}

type Listener = (outage: OutageKind | null) => void;
let current: OutageKind | null = null;
const listeners = new Set<Listener>();

export function currentOutage(): OutageKind | null {
  return current;
}

export function onOutageChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(next: OutageKind | null): void {
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener(next);
}

/** A call failed for an outage. */
export function outageSeen(kind: OutageKind): void {
  change(kind);
}

/** The server answered a call (anything but "database unavailable"): the service is back. */
export function serverAnswered(): void {
  change(null);
}
