import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { memoryStore, type GetListParams, type GetListResult } from 'react-admin';
import { refetchShownLists } from '../../src/schema/views/refetchWhenShown';
import { resources } from '../../src/resources';
import { ResourceRegistry } from '../../src/schema/registry';
import { startListEarly } from '../../src/schema/earlyList';
import { resourceKey } from '../../src/schema/types';
import type { ConsoleDataProvider } from '../../src/dataProvider';

const registry = new ResourceRegistry(resources);
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

  it('a list mounting over that answer does not ask for it again; shown again later, it does', async () => {
    const cache = new QueryClient();
    const [resource, params, taken] = start(cache).mock.calls[0] as [string, Omit<GetListParams, 'meta'>, (answer: GetListResult) => boolean];
    taken({ data: [{ id: 1 }], total: 1 });
    const queryFn = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
    const observer = new QueryObserver(cache, { queryKey: [resource, 'getList', { ...params, meta: undefined }], queryFn, refetchOnMount: false });
    const unsubscribe = observer.subscribe(() => undefined);
    const frame = () => new Promise((resolve) => setTimeout(resolve, 40));
    refetchShownLists(cache, resource);
    await frame();
    expect(queryFn).not.toHaveBeenCalled();
    refetchShownLists(cache, resource);
    await frame();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
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
