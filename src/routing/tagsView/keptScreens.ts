// Which screens stay alive behind their tabs, as plain data.

interface Address {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/**
 * Where a screen was last shown: the router's location and route as its components saw them
 * (react-router's context values, kept as they were so that a hidden screen sees no navigation).
 */
export interface ScreenPlace {
  location: { location: Address };
  route: unknown;
}

/** Kept screens by tab path, most recently shown first. */
export type KeptScreens = ReadonlyMap<string, ScreenPlace>;

/** Beyond this many, the screen shown longest ago is let go (it mounts afresh when opened again). */
export const KEPT_AT_MOST = 8;

function samePlace({ location: { location: a } }: ScreenPlace, { location: { location: b } }: ScreenPlace): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && JSON.stringify(a.state ?? null) === JSON.stringify(b.state ?? null);
}

/**
 * The kept screens once `place` (at tab `path`) is shown: it moves first, keeping its earlier
 * place object when nothing in it changed, so that its screen is revealed without rendering
 * again. Screens whose tab was closed, or that `keep` no longer allows, are let go. Answers
 * `kept` itself when nothing changed.
 */
export function showScreen(kept: KeptScreens, path: string, place: ScreenPlace, keep: (path: string) => boolean): KeptScreens {
  const last = kept.get(path);
  const shown = last && samePlace(last, place) ? last : place;
  const others = [...kept].filter(([p]) => p !== path && keep(p));
  const next = new Map(keep(path) ? [[path, shown], ...others.slice(0, KEPT_AT_MOST - 1)] : others.slice(0, KEPT_AT_MOST));
  const before = [...kept];
  const unchanged = next.size === kept.size && [...next].every(([p, at], i) => before[i][0] === p && before[i][1] === at);
  return unchanged ? kept : next;
}
