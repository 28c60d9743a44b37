import type { GetListParams } from 'react-admin';
import type { ResourceDef } from '../schema/types';

/** Contract list params (docs/API.md): page, limit ≤ 100, keyword, sort, order, filters. */
export function listBody(def: ResourceDef, params: Partial<GetListParams>): Record<string, unknown> {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    body[key] = value;
  }
  const keyword = typeof q === 'string' ? q.trim() : '';
  if (keyword) body.keyword = keyword;
  if (params.pagination) {
    body.page = params.pagination.page;
    body.limit = Math.min(100, params.pagination.perPage);
  }
  // The server sorts by `id` and by the columns its allow-list names (the declared sortable ones).
  const sort = params.sort;
  if (sort?.field && (sort.field === 'id' || def.fields.some((f) => f.source === sort.field && f.sortable))) {
    body.sort = sort.field;
    body.order = sort.order === 'ASC' ? 'asc' : 'desc';
  }
  return { ...body, ...def.listParams };
}

/** Only the fields a form owns go to create/update; an empty password means "unchanged". */
export function formBody(def: ResourceDef, data: Record<string, unknown>, mode: 'create' | 'edit'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (field.form === false || field[mode] === false) continue;
    if (!(field.source in data)) continue;
    const value = data[field.source];
    if (field.type === 'password' && (value === undefined || value === null || value === '')) continue;
    body[field.source] = value;
  }
  return mode === 'create' ? { ...body, ...def.createParams } : body;
}

/** Sort, search and page a plain-array answer in the browser. */
export function pageArray<T extends Record<string, unknown>>(
  rows: T[],
  params: Partial<GetListParams>,
  searchable: readonly string[],
): { data: T[]; total: number } {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  let result = rows;
  const keyword = typeof q === 'string' ? q.trim().toLowerCase() : '';
  if (keyword) {
    result = result.filter((row) => searchable.some((s) => String(row[s] ?? '').toLowerCase().includes(keyword)));
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    result = result.filter((row) => String(row[key]) === String(value));
  }
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'ASC' ? 1 : -1;
    result = [...result].sort((a, b) => {
      const x = a[sort.field];
      const y = b[sort.field];
      if (x === y) return 0;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
    });
  }
  const total = result.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    result = result.slice((page - 1) * perPage, page * perPage);
  }
  return { data: result, total };
}
