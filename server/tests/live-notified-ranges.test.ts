// Which notified id range the live-changes hub reads next on PostgreSQL (events/notified.ts): the
// audit entries' and inspections' before any trail points', in the order told; the trail points'
// joined into one read where their ranges meet, and kept apart across a gap.
import { describe, expect, it } from 'vitest';
import { takeNext, type IdRange } from '../src/events/notified.js';

const drain = (pending: IdRange[]) => {
  const taken: IdRange[] = [];
  for (let range = takeNext(pending); range; range = takeNext(pending)) taken.push(range);
  return taken;
};

describe('the next notified range', () => {
  it('is an inspection or audit range before the trail ranges told earlier', () => {
    const pending: IdRange[] = [
      { source: 'trail', first: 1, last: 20 },
      { source: 'trail', first: 21, last: 40 },
      { source: 'inspection', first: 7, last: 7 },
      { source: 'audit', first: 3, last: 4 },
    ];
    expect(drain(pending)).toEqual([
      { source: 'inspection', first: 7, last: 7 },
      { source: 'audit', first: 3, last: 4 },
      { source: 'trail', first: 1, last: 40 },
    ]);
  });

  it('joins trail ranges that meet or overlap, in any order told, and leaves a gap unread', () => {
    const pending: IdRange[] = [
      { source: 'trail', first: 41, last: 60 },
      { source: 'trail', first: 1, last: 20 },
      { source: 'trail', first: 21, last: 45 },
      // 61 to 80 not told yet: a transaction still open.
      { source: 'trail', first: 81, last: 100 },
    ];
    expect(takeNext(pending)).toEqual({ source: 'trail', first: 1, last: 60 });
    expect(pending).toEqual([{ source: 'trail', first: 81, last: 100 }]);
    pending.push({ source: 'trail', first: 61, last: 80 });
    expect(drain(pending)).toEqual([{ source: 'trail', first: 61, last: 100 }]);
  });

  it('answers nothing when nothing is pending', () => {
    expect(takeNext([])).toBeUndefined();
  });
});
