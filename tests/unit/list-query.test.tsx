import { memo, useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, useListContext, type DataProvider, type UseGetListOptions } from 'react-admin';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { LIST_QUERY_OPTIONS } from '../../src/schema/views/ListStates';
import { refetchShownLists, useRefetchWhenShown } from '../../src/schema/views/refetchWhenShown';
import { createQueryClient } from '../../src/auth/queryClient';

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

describe('a generic list shown again behind its tab', () => {
  /**
   * A list kept as TabScreens keeps it: taken out of the page when hidden, and asked again by its
   * tab when shown (refetchShownLists), or by itself when it mounts (useRefetchWhenShown).
   */
  async function keptList(serverNames: () => string[] | Error) {
    const state = { calls: 0, renders: 0 };
    const dataProvider = {
      getList: async () => {
        state.calls++;
        const names = serverNames();
        if (names instanceof Error) throw names;
        return { data: names.map((name, i) => ({ id: i + 1, name })), total: names.length };
      },
    } as unknown as DataProvider;
    function Rows() {
      state.renders++;
      const { data, error } = useListContext();
      return error ? <p>failed</p> : <ul>{data?.map((row) => <li key={row.id}>{row.name}</li>)}</ul>;
    }
    function Screen() {
      useRefetchWhenShown('governments');
      return (
        <ListBase resource="governments" queryOptions={LIST_QUERY_OPTIONS} disableSyncWithLocation>
          <Rows />
        </ListBase>
      );
    }
    const KeptScreen = memo(Screen);
    let setShown: (shown: boolean) => void = () => undefined;
    function Tab() {
      const [shown, set] = useState(true);
      setShown = set;
      const client = useQueryClient();
      const wasShown = useRef(shown);
      useLayoutEffect(() => {
        const revealed = shown && !wasShown.current;
        wasShown.current = shown;
        return revealed ? refetchShownLists(client, 'governments') : undefined;
      }, [shown, client]);
      return (
        <div style={{ display: shown ? 'contents' : 'none' }}>
          <KeptScreen />
        </div>
      );
    }
    // The console's own client: the session's answers stay fresh while the token is the same.
    const queryClient = createQueryClient();
    const { unmount } = render(
      <AdminContext queryClient={queryClient} dataProvider={dataProvider}>
        <Tab />
      </AdminContext>,
    );
    await screen.findByText('Baoji');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const query = () => queryClient.getQueryCache().findAll({ queryKey: ['governments', 'getList'] })[0];
    return { state, query, queryClient, unmount, hide: () => act(() => setShown(false)), show: () => act(() => setShown(true)) };
  }

  it('asks once on its first load, not again when it mounts', async () => {
    const { state } = await keptList(() => ['Baoji']);
    expect(state.calls).toBe(1);
  });

  it('draws at once as it was, asks after that frame, and changes nothing when the rows are the same', async () => {
    const { state, query, hide, show } = await keptList(() => ['Baoji']);
    hide();
    const before = query().state;
    state.renders = 0;
    show();
    expect(screen.getByText('Baoji')).toBeVisible();
    expect(state.calls).toBe(1); // not before its first frame
    await waitFor(() => expect(state.calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.renders).toBe(0);
    expect(query().state).toBe(before);
  });

  it('draws the rows that changed while it was hidden', async () => {
    let names = ['Baoji'];
    const { hide, show } = await keptList(() => names);
    hide();
    names = ['Baoji', 'Xianyang'];
    show();
    expect(await screen.findByText('Xianyang')).toBeVisible();
  });

  it('reports a failed call as a failed load', async () => {
    let answer: string[] | Error = ['Baoji'];
    const { hide, show, query } = await keptList(() => answer);
    hide();
    answer = new Error('offline');
    show();
    expect(await screen.findByText('failed')).toBeVisible();
    expect(query().state.error).toBeInstanceOf(Error);
  });

  it('is asked while hidden when the console changes its data (react-admin invalidates the resource)', async () => {
    let names = ['Baoji'];
    const { state, queryClient, hide, show } = await keptList(() => names);
    hide();
    names = ['Baoji', 'Xianyang'];
    await act(() => queryClient.invalidateQueries({ queryKey: ['governments'] }));
    await waitFor(() => expect(state.calls).toBe(2));
    show();
    expect(screen.getByText('Xianyang')).toBeVisible();
  });

  it('is still asked when hidden again before its first frame (it is still on the page)', async () => {
    const { state, hide, show } = await keptList(() => ['Baoji']);
    hide();
    show();
    hide();
    await waitFor(() => expect(state.calls).toBe(2));
  });

  it('makes no call when gone before its first frame', async () => {
    const { state, hide, show, unmount } = await keptList(() => ['Baoji']);
    hide();
    show();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(state.calls).toBe(1);
  });
});
