import type { SortPayload } from 'react-admin';
import { call } from '../../../api';
import { versionBody } from '../../../dataProvider/versions';
import type { ColumnChoice } from '../columns/columnChoice';

/** What a saved view restores: the list's filters, its sort and its columns (docs/API.md, SavedView). */
export interface ViewState {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  columns: ColumnChoice;
}

export interface SavedView {
  id: number;
  list: string;
  name: string;
  state: ViewState;
  /** The view's version as read (docs/API.md, "Record versions"). */
  version?: number;
}

export function captureView(filter: Record<string, unknown>, sort: SortPayload, columns: ColumnChoice): ViewState {
  return {
    filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')),
    sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
    columns: { order: [...columns.order], hidden: [...columns.hidden] },
  };
}

/** JSON with object keys in order, so that equal states compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Does the list show exactly this view now? Hidden columns compare as a set. */
export function sameView(a: ViewState, b: ViewState): boolean {
  const normal = (state: ViewState) => ({ ...state, columns: { order: state.columns.order, hidden: [...state.columns.hidden].sort() } });
  return canonical(normal(a)) === canonical(normal(b));
}

/** The filter inputs a view needs open: every filter it sets. */
export function displayedFilters(filter: Record<string, unknown>): Record<string, boolean> {
  return Object.fromEntries(Object.keys(filter).map((source) => [source, true]));
}

// The operate/view/* calls (docs/API.md, project additions).
export const viewsApi = {
  list: (list: string) => call('operate/view/view-list', { list }),
  create: (list: string, name: string, state: ViewState) => call('operate/view/view-create', { list, name, state }, { json: true, idempotent: true }),
  rename: (view: Pick<SavedView, 'id' | 'version'>, name: string) => call('operate/view/view-update', { id: view.id, name, ...versionBody(view.version) }, { json: true }),
  remove: (view: Pick<SavedView, 'id' | 'version'>) => call('operate/view/view-delete', { id: view.id, ...versionBody(view.version) }),
};
