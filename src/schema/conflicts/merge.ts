import { sameValue } from '../../dataProvider/versions';

/**
 * A save refused because someone else changed the record meanwhile (2009 with the record as it
 * is now), field by field: the value the form was loaded with, what this user typed, and what
 * the other person saved.
 */

type Values = Record<string, unknown>;

export type Side = 'mine' | 'theirs';

export interface ConflictRow {
  source: string;
  loaded: unknown;
  mine: unknown;
  theirs: unknown;
  /** This user changed it. */
  mineChanged: boolean;
  /** The other person changed it. */
  theirsChanged: boolean;
  /** Both changed it, to different values: the user must choose. */
  clash: boolean;
}

/** The form's fields that either side changed, in the form's order. */
export function conflictRows(sources: readonly string[], loaded: Values, mine: Values, theirs: Values): ConflictRow[] {
  return sources
    .map((source) => {
      const mineChanged = !sameValue(mine[source], loaded[source]);
      const theirsChanged = !sameValue(theirs[source], loaded[source]);
      return {
        source,
        loaded: loaded[source],
        mine: mine[source],
        theirs: theirs[source],
        mineChanged,
        theirsChanged,
        clash: mineChanged && theirsChanged && !sameValue(mine[source], theirs[source]),
      };
    })
    .filter((row) => row.mineChanged || row.theirsChanged);
}

/**
 * Each field from the side that changed it; a field both changed keeps what this user typed. As
 * they stand, these are "keep mine": every field this user changed, the rest as the record is now.
 */
export function defaultChoices(rows: readonly ConflictRow[]): Record<string, Side> {
  return Object.fromEntries(rows.map((row) => [row.source, row.mineChanged ? 'mine' : 'theirs']));
}

/**
 * The record to save over the record as it is now: as it is now, with each field chosen "mine"
 * as this user typed it. Saved against `theirs` (and its version), only those fields go.
 */
export function mergedValues(rows: readonly ConflictRow[], choices: Record<string, Side>, theirs: Values): Values {
  const merged: Values = { ...theirs };
  for (const row of rows) if (choices[row.source] === 'mine') merged[row.source] = mineOver(row);
  return merged;
}

/**
 * This user's value over theirs. A list (a role's permissions) takes what this user added and
 * took away, over their list: what they took away is not given back unless this user added it.
 */
function mineOver(row: ConflictRow): unknown {
  if (!Array.isArray(row.mine) || !Array.isArray(row.theirs) || !row.theirsChanged) return row.mine;
  const loaded = Array.isArray(row.loaded) ? row.loaded.map(String) : [];
  const mine = row.mine.map(String);
  const added = row.mine.filter((item) => !loaded.includes(String(item)));
  const kept = row.theirs.filter((item) => !(loaded.includes(String(item)) && !mine.includes(String(item))));
  return [...kept, ...added.filter((item) => !kept.some((k) => String(k) === String(item)))];
}
