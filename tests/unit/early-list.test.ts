import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
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
    expect(start(new QueryClient())).toHaveBeenCalledWith(resourceKey(governments), expect.objectContaining({ pagination: { page: 1, perPage: 20 } }));
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
