// The visited-tabs bar as plain data: a reducer, where to go after a close, and persistence.

export interface VisitedTag {
  /** The route's path without query: the tab's identity. */
  path: string;
  /** The path with its query, as last seen: where the tab leads back to. */
  fullPath: string;
  /** Affixed tabs (the dashboard) cannot be closed. */
  affix?: boolean;
  /** A record page's name as last seen, so that the tab keeps it after a reload. */
  title?: string;
}

export type TagsAction =
  | { type: 'visit'; path: string; fullPath: string }
  | { type: 'title'; path: string; title: string }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' };

export function tagsReducer(tags: readonly VisitedTag[], action: TagsAction): VisitedTag[] {
  switch (action.type) {
    case 'visit': {
      const at = tags.findIndex((t) => t.path === action.path);
      if (at < 0) return [...tags, { path: action.path, fullPath: action.fullPath }];
      if (tags[at].fullPath === action.fullPath) return tags as VisitedTag[];
      return tags.map((t, i) => (i === at ? { ...t, fullPath: action.fullPath } : t));
    }
    case 'title':
      return tags.map((t) => (t.path === action.path && t.title !== action.title ? { ...t, title: action.title } : t));
    case 'close':
      return tags.filter((t) => t.affix || t.path !== action.path);
    case 'closeOthers':
      return tags.filter((t) => t.affix || t.path === action.path);
    case 'closeAll':
      return tags.filter((t) => t.affix);
  }
}

/** Where to go once tabs are closed: nowhere while the active tab is still open, else the last tab. */
export function destinationAfterClose(remaining: readonly VisitedTag[], activePath: string): string | null {
  if (remaining.some((t) => t.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? '/';
}

/** Affixed tabs first, then the remembered ones (each once). */
export function initialTags(affixed: readonly VisitedTag[], remembered: readonly VisitedTag[]): VisitedTag[] {
  const seen = new Set(affixed.map((t) => t.path));
  const rest = remembered.filter((t) => !seen.has(t.path) && seen.add(t.path));
  return [...affixed.map((t) => ({ ...t, affix: true })), ...rest.map(({ path, fullPath, title }) => ({ path, fullPath, ...(typeof title === 'string' && { title }) }))];
}

/** Paths that never get a tab: the refresh detour and the status pages. */
export function isTrackedPath(pathname: string): boolean {
  return !/^\/(redirect|login|auth-redirect|404|401)(\/|$)/.test(pathname);
}

/** `/gov/index/` -> `/gov/index`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The refresh action re-renders a page by passing through /redirect (spec §2). */
export function refreshPath(fullPath: string): string {
  return `/redirect${fullPath.startsWith('/') ? fullPath : `/${fullPath}`}`;
}

export const TAGS_STORAGE_KEY = 'ops-tags-view';

function isTag(value: unknown): value is VisitedTag {
  const t = value as VisitedTag;
  return !!t && typeof t.path === 'string' && typeof t.fullPath === 'string' && t.path.startsWith('/') && t.fullPath.startsWith('/');
}

/**
 * The tabs of this browser tab's session (they survive a reload), for the same user only:
 * someone else logging in here starts with a fresh bar.
 */
export function loadTags(owner: string, storage: Storage = sessionStorage): VisitedTag[] {
  try {
    const saved = JSON.parse(storage.getItem(TAGS_STORAGE_KEY) ?? 'null') as { owner?: string; tags?: unknown[] } | null;
    if (!saved || saved.owner !== owner || !Array.isArray(saved.tags)) return [];
    return saved.tags.filter(isTag);
  } catch {
    return [];
  }
}

export function saveTags(owner: string, tags: readonly VisitedTag[], storage: Storage = sessionStorage): void {
  try {
    storage.setItem(TAGS_STORAGE_KEY, JSON.stringify({ owner, tags }));
  } catch {
    // storage full or unavailable: the bar still works for this page load
  }
}
