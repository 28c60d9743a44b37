import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { memoryStore, type GetListParams, type GetListResult } from 'react-admin';
import { listStaleTime } from '../../src/loading/listFirstPage';
import { refetchShownLists } from '../../src/schema/views/refetchWhenShown';
import { LIST_QUERY_OPTIONS } from '../../src/schema/views/ListStates';
import { resources } from '../../src/resources';
import { entityDeclarations } from '../../src/schema/definitions/store';
import { ResourceRegistry } from '../../src/schema/registry';
import { startListEarly } from '../../src/loading/listFirstPage';
import { resourceKey } from '../../src/schema/types';
import type { ConsoleDataProvider } from '../../src/dataProvider';

const registry = new ResourceRegistry(resources, entityDeclarations());
const governments = registry.all.find((def) => def.route === '/gov/index')!;

function start(cache?: QueryClient) {
  const prefetchList = vi.fn();
  startListEarly(registry, { prefetchList } as unknown as ConsoleDataProvider, memoryStore(), { pathname: '/gov/index', search: '' }, cache);
  return prefetchList;
}

describe('a click on a menu entry or tab that opens a generic list', () => {
  it('starts the list’s first page at once', () => {
    expect(start(new QueryClient())).toHaveBeenCalledWith(resourceKey(governments), expect.objectContaining({ pagination: { page: 1, perPage: 20 } }), expect.any(Function));
  });

  it('puts an answer that comes before the list has asked where the list finds it, once, as the list’s first load', () => {
    const cache = new QueryClient();
    const prefetchList = start(cache);
    const [resource, params, taken] = prefetchList.mock.calls[0] as [string, Omit<GetListParams, 'meta'>, (answer: GetListResult) => boolean];
    const key = [resource, 'getList', { ...params, meta: undefined }];
    expect(taken({ data: [{ id: 1 }], total: 1 })).toBe(true);
    expect(cache.getQueryData(key)).toEqual({ data: [{ id: 1 }], total: 1 });
    // Once the list has asked, its own call takes the answer.
    expect(taken({ data: [{ id: 2 }], total: 1 })).toBe(false);
    expect(cache.getQueryData(key)).toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it('a list mounting over that answer does not ask for it again, nor while it is fresh; shown again behind its tab, it does', async () => {
    const cache = new QueryClient();
    const [resource, params, taken] = start(cache).mock.calls[0] as [string, Omit<GetListParams, 'meta'>, (answer: GetListResult) => boolean];
    taken({ data: [{ id: 1 }], total: 1 });
    const queryFn = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
    const queryKey = [resource, 'getList', { ...params, meta: undefined }];
    // react-admin's list query starts disabled while the list's access is asked, then is enabled.
    const observer = new QueryObserver(cache, { queryKey, queryFn, ...LIST_QUERY_OPTIONS, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    const frame = () => new Promise((resolve) => setTimeout(resolve, 40));
    refetchShownLists(cache, resource, true);
    observer.setOptions({ queryKey, queryFn, ...LIST_QUERY_OPTIONS, enabled: true });
    await frame();
    expect(queryFn).not.toHaveBeenCalled();
    refetchShownLists(cache, resource);
    await frame();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('counts an early answer as fresh for its first ten seconds only, and no other page', () => {
    const cache = new QueryClient();
    const [resource, params, taken] = start(cache).mock.calls[0] as [string, Omit<GetListParams, 'meta'>, (answer: GetListResult) => boolean];
    taken({ data: [{ id: 1 }], total: 1 });
    const query = cache.getQueryCache().find({ queryKey: [resource, 'getList', { ...params, meta: undefined }], exact: true })!;
    expect(listStaleTime(query)).toBe(10_000);
    expect(listStaleTime({ state: { ...query.state, dataUpdatedAt: Date.now() - 10_001 } })).toBe(0);
    cache.setQueryData(query.queryKey, { data: [{ id: 2 }], total: 1 });
    expect(listStaleTime(query)).toBe(0);
  });

  it('starts nothing when the list’s rows are in the cache: they show at once and are asked again after the first frame', () => {
    const cache = new QueryClient();
    cache.setQueryData([resourceKey(governments), 'getList', { pagination: { page: 1, perPage: 20 } }], { data: [], total: 0 });
    expect(start(cache)).not.toHaveBeenCalled();
    // Another list's rows do not count.
    const other = new QueryClient();
    other.setQueryData(['company/index', 'getList', {}], { data: [], total: 0 });
    expect(start(other)).toHaveBeenCalled();
  });
});
