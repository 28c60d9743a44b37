// The id ranges PostgreSQL told of and the hub has not read yet (events/hub.ts), and which one to
// read next. Audit entries and inspections first, in the order told: a warning must not wait
// behind the trail points of hundreds of phone batches. Then the trail points, their ranges
// joined where they meet: a fleet of phones commits a batch every few milliseconds, each its own
// notification, and one read for a run of them costs what one read for each would cost per batch.
// Ranges that do not meet stay apart: the ids between may belong to transactions not committed yet.

/** Audit entries, inspections, and the field app's trail points (positions, never replayed). */
export type Source = 'audit' | 'inspection' | 'trail';

export interface IdRange {
  source: Source;
  first: number;
  last: number;
}

/** Takes the range to read next out of `pending`; undefined when none is left. */
export function takeNext(pending: IdRange[]): IdRange | undefined {
  const told = pending.findIndex((r) => r.source !== 'trail');
  if (told >= 0) return pending.splice(told, 1)[0];
  const runs: IdRange[] = [];
  for (const range of pending.splice(0).sort((a, b) => a.first - b.first)) {
    const run = runs.at(-1);
    if (run && range.first <= run.last + 1) run.last = Math.max(run.last, range.last);
    else runs.push({ ...range });
  }
  pending.push(...runs.slice(1));
  return runs[0];
}
