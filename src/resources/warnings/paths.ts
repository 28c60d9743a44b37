// Where the warning screens live and how the back button finds its way: pure functions, so
// that the navigation rules are tested without a browser.

export const WARNINGS_ROUTE = '/warn/index';
export const HANDLING_ROUTE = '/warn/handling';

export type WarningView = 'detail' | 'handling';

/** The detail and the handling timeline share one page; `?view=handling` picks the timeline. */
export function warningPath(id: string | number, view: WarningView = 'detail'): string {
  const base = `${WARNINGS_ROUTE}/${encodeURIComponent(String(id))}/show`;
  return view === 'handling' ? `${base}?view=handling` : base;
}

export function viewOf(search: string): WarningView {
  return new URLSearchParams(search).get('view') === 'handling' ? 'handling' : 'detail';
}

/** A react-admin list URL with these filters, first page (e.g. the pending warnings). */
export function listPath(route: string, filter: Record<string, unknown>): string {
  return `${route}?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1' }).toString()}`;
}

/**
 * Carried in the history entry of a warning page: the page that opened it, and how many
 * entries back it lies (the detail/handling toggle adds one each time).
 */
export interface ReturnState {
  returnTo: string;
  depth: number;
}

export function isReturnState(value: unknown): value is ReturnState {
  const state = value as ReturnState | null;
  return !!state && typeof state.returnTo === 'string' && state.returnTo.startsWith('/') && Number.isInteger(state.depth) && state.depth > 0;
}

/** The state a link opening a warning gives its entry. */
export function openedFrom(location: { pathname: string; search: string }): ReturnState {
  return { returnTo: `${location.pathname}${location.search}`, depth: 1 };
}

/** The state of the entry the toggle pushes: the opener is one entry further back. */
export function toggledState(state: unknown): ReturnState | undefined {
  return isReturnState(state) ? { returnTo: state.returnTo, depth: state.depth + 1 } : undefined;
}

/**
 * Back: step back through history to the very entry that opened the warning (the list comes
 * back with its filters, page and scroll, and forward still works); opened from a link or a
 * reload, there is no such entry, so go to the list (react-admin restores its last filters).
 */
export function backAction(state: unknown, fallback = WARNINGS_ROUTE): { delta: number } | { to: string } {
  return isReturnState(state) ? { delta: -state.depth } : { to: fallback };
}
