import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, useListContext, type DataProvider, type UseGetListOptions } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { LIST_QUERY_OPTIONS } from '../../src/schema/views/ListStates';

/**
 * A list asked again (shown again, after a change elsewhere) with the same rows: counts how many
 * times its rows draw while the refetch starts and ends, and whether changed rows still show.
 */
async function refetchOnce(queryOptions: UseGetListOptions | undefined, nextNames: string[]) {
  const state = { names: ['Baoji'], calls: 0, renders: 0 };
  const dataProvider = {
    getList: async () => {
      state.calls++;
      return { data: state.names.map((name, i) => ({ id: i + 1, name })), total: state.names.length };
    },
  } as unknown as DataProvider;
  function Rows() {
    state.renders++;
    const { data } = useListContext();
    return <ul>{data?.map((row) => <li key={row.id}>{row.name}</li>)}</ul>;
  }
  const queryClient = new QueryClient();
  render(
    <AdminContext queryClient={queryClient} dataProvider={dataProvider}>
      <ListBase resource="governments" queryOptions={queryOptions} disableSyncWithLocation>
        <Rows />
      </ListBase>
    </AdminContext>,
  );
  expect(await screen.findByText('Baoji')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  state.names = nextNames;
  state.renders = 0;
  await act(() => queryClient.refetchQueries({ queryKey: ['governments', 'getList'] }));
  await waitFor(() => expect(state.calls).toBe(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return state;
}

describe('a generic list asked again', () => {
  it('does not draw its rows again when the answer is the same', async () => {
    const state = await refetchOnce(LIST_QUERY_OPTIONS, ['Baoji']);
    expect(state.renders).toBe(0);
  });

  it('draws the rows that changed', async () => {
    await refetchOnce(LIST_QUERY_OPTIONS, ['Baoji', 'Xianyang']);
    expect(await screen.findByText('Xianyang')).toBeInTheDocument();
  });

  it('drew them again with react-admin’s defaults (the refetch starting and ending)', async () => {
    const state = await refetchOnce(undefined, ['Baoji']);
    expect(state.renders).toBeGreaterThan(0);
  });
});
