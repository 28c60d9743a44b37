import type { Query, QueryClient } from '@tanstack/react-query';
import type { GetListParams, Identifier } from 'react-admin';

/**
 * The keys under which react-admin's data hooks keep their answers in the query cache
 * (useGetList, useGetOne in ra-core 5.15). React-admin does not export them; the console reads
 * and primes that cache (early pages, tab names, live changes, conflicts) through these alone.
 * tests/unit/query-keys.test.tsx renders react-admin's own hooks and checks them.
 */
export const queryKeys = {
  /** One list page, as useGetList asks for it. */
  list: (resource: string, params: Omit<GetListParams, 'meta'>) => [resource, 'getList', { pagination: params.pagination, sort: params.sort, filter: params.filter, meta: undefined }] as const,
  /** Every list page of a resource (a prefix). */
  lists: (resource: string) => [resource, 'getList'] as const,
  /** One record, as useGetOne asks for it. */
  one: (resource: string, id: Identifier) => [resource, 'getOne', { id: String(id), meta: undefined }] as const,
};

/** The cached pages of `resource`'s lists that hold rows (`active`: only those a list shows). */
export function listPagesWithRows(client: QueryClient, resource: string, type: 'active' | 'all' = 'all'): Query[] {
  return client.getQueryCache().findAll({ queryKey: queryKeys.lists(resource), type }).filter((q) => q.state.data !== undefined);
}
