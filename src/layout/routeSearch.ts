import Fuse, { type IFuseOptions } from 'fuse.js';

/** One route as the search sees it: its translated title and its path. */
export interface SearchEntry {
  path: string;
  title: string;
  /** The translated group title, shown beside the result. */
  section: string;
}

/** Spec §9: fuzzy threshold 0.4, title weighs 0.7 and path 0.3. */
export const ROUTE_SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  shouldSort: true,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
};

/** A search over the given routes; an empty query lists them all in menu order. */
export function createRouteSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse([...entries], ROUTE_SEARCH_OPTIONS);
  return (query) => {
    const text = query.trim();
    return text ? fuse.search(text).map((result) => result.item) : [...entries];
  };
}
