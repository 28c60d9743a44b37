import { describe, expect, it } from 'vitest';
import { conflictRows, defaultChoices, mergedValues } from '../../src/schema/conflicts/merge';

/** A stale save's three sides, field by field, and what each choice saves. */

const loaded = { id: 1, version: 3, name: 'Office', contact: 'Wu', phone: '029-1', address: 'A', permission_ids: [1, 2, 3] };
const theirs = { ...loaded, version: 4, contact: 'Li', address: 'B', permission_ids: [1, 3] };
const mine = { ...loaded, phone: '139', address: 'C', permission_ids: [1, 2, 3, 4] };
const SOURCES = ['name', 'contact', 'phone', 'address', 'permission_ids'];

describe('conflict rows', () => {
  it('lists the fields either side changed, telling a clash from a change on one side', () => {
    const rows = conflictRows(SOURCES, loaded, mine, theirs);
    expect(rows.map((r) => [r.source, r.mineChanged, r.theirsChanged, r.clash])).toEqual([
      ['contact', false, true, false],
      ['phone', true, false, false],
      ['address', true, true, true],
      ['permission_ids', true, true, true],
    ]);
  });

  it('by default takes each field from the side that changed it, and the typed value where both did', () => {
    expect(defaultChoices(conflictRows(SOURCES, loaded, mine, theirs))).toEqual({ contact: 'theirs', phone: 'mine', address: 'mine', permission_ids: 'mine' });
  });
});

describe('merged values', () => {
  const rows = conflictRows(SOURCES, loaded, mine, theirs);

  it('keep mine: every typed change over the record as it is now, its version included', () => {
    const merged = mergedValues(rows, defaultChoices(rows), theirs);
    expect(merged).toMatchObject({ version: 4, contact: 'Li', phone: '139', address: 'C' });
  });

  it('a list keeps what they took away: only what this user added goes in', () => {
    const merged = mergedValues(rows, defaultChoices(rows), theirs);
    expect(merged.permission_ids).toEqual([1, 3, 4]);
  });

  it('a per-field choice: theirs where chosen, nothing typed elsewhere lost', () => {
    const merged = mergedValues(rows, { ...defaultChoices(rows), address: 'theirs', contact: 'mine' }, theirs);
    expect(merged).toMatchObject({ contact: 'Wu', phone: '139', address: 'B' });
  });

  it('a field only they changed, chosen as mine, goes back to the loaded value', () => {
    const merged = mergedValues(rows, { contact: 'mine' }, theirs);
    expect(merged.contact).toBe('Wu');
    expect(merged.phone).toBe('029-1');
  });
});
