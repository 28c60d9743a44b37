// The console's query keys are react-admin's: its own hooks, rendered, leave their answers under
// exactly these keys. A react-admin upgrade that changes them fails here.
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useGetList, useGetOne } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../src/dataProvider/queryKeys';

function Reader() {
  useGetList('things', { pagination: { page: 2, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'x' } });
  useGetOne('things', { id: 7 });
  return null;
}

describe('query keys', () => {
  it('are the keys react-admin keeps its list pages and records under', async () => {
    const client = new QueryClient();
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: 1 }], total: 1 }) as never,
      getOne: async () => ({ data: { id: 7 } }) as never,
    });
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={client}>
        <Reader />
      </CoreAdminContext>,
    );
    await waitFor(() => expect(client.getQueryData(queryKeys.one('things', 7))).toEqual({ id: 7 }));
    const page = client.getQueryData(queryKeys.list('things', { pagination: { page: 2, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'x' } }));
    expect(page).toMatchObject({ data: [{ id: 1 }], total: 1 });
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.lists('things') })).toHaveLength(1);
  });
});
