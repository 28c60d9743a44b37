// react-admin also reports a failed call it made; the API client already did, so the
// second report of the same message within this window is dropped.
const WINDOW_MS = 1500;
const shown = new Map<string, number>();

export function markShown(message: string, now = Date.now()): void {
  shown.set(message, now);
}

/** True when this message was just reported (or deliberately replaced by a dialog). */
export function isDuplicate(message: string, now = Date.now()): boolean {
  const at = shown.get(message);
  return at !== undefined && now - at < WINDOW_MS;
}
