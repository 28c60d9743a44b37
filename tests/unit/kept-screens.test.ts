import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { KEPT_AT_MOST, showScreen, type KeptScreens, type ScreenPlace } from '../../src/layout/tagsView/keptScreens';
import { createQueryClient, holdMountRefetches, releaseMountRefetches } from '../../src/auth/queryClient';

const at = (pathname: string, search = '', state: unknown = null): ScreenPlace => ({ location: { location: { pathname, search, hash: '', state } }, route: {} });
const all = () => true;

describe('showScreen: which screens stay behind their tabs', () => {
  it('puts the shown screen first and keeps its place object while its address is the same', () => {
    const company = at('/company/index');
    let kept: KeptScreens = showScreen(new Map(), '/company/index', company, all);
    kept = showScreen(kept, '/gov/index', at('/gov/index'), all);
    expect([...kept.keys()]).toEqual(['/gov/index', '/company/index']);
    const back = showScreen(kept, '/company/index', at('/company/index'), all);
    expect([...back.keys()]).toEqual(['/company/index', '/gov/index']);
    expect(back.get('/company/index')).toBe(company);
  });

  it('takes the new place when the address changed (another page, another state)', () => {
    const first = showScreen(new Map(), '/company/index', at('/company/index'), all);
    const paged = at('/company/index', '?page=2');
    expect(showScreen(first, '/company/index', paged, all).get('/company/index')).toBe(paged);
    const withState = at('/company/index', '', { _scrollToTop: true });
    expect(showScreen(first, '/company/index', withState, all).get('/company/index')).toBe(withState);
  });

  it('answers the same map when nothing changed, so that the shell does not render twice', () => {
    const kept = showScreen(new Map(), '/company/index', at('/company/index'), all);
    expect(showScreen(kept, '/company/index', at('/company/index'), all)).toBe(kept);
  });

  it('lets go of screens the rule no longer keeps, and of the oldest beyond the limit', () => {
    let kept: KeptScreens = new Map();
    for (let i = 0; i < KEPT_AT_MOST + 2; i++) kept = showScreen(kept, `/r${i}/index`, at(`/r${i}/index`), all);
    expect(kept.size).toBe(KEPT_AT_MOST);
    expect(kept.has('/r0/index')).toBe(false);
    expect(kept.has('/r1/index')).toBe(false);
    const closed = showScreen(kept, `/r${KEPT_AT_MOST + 1}/index`, at(`/r${KEPT_AT_MOST + 1}/index`), (p) => p !== '/r5/index');
    expect(closed.has('/r5/index')).toBe(false);
    expect(closed.size).toBe(KEPT_AT_MOST - 1);
  });

  it('does not keep a screen the rule refuses, and keeps the others in their order', () => {
    let kept = showScreen(new Map(), '/company/index', at('/company/index'), all);
    kept = showScreen(kept, '/company/index/7', at('/company/index/7'), (p) => !p.endsWith('/7'));
    expect([...kept.keys()]).toEqual(['/company/index']);
  });
});

describe('refetch on mount, held during a navigation', () => {
  async function staleQuery(client: QueryClient) {
    const fetches = vi.fn(async () => 'fresh');
    client.setQueryData(['companies'], 'cached');
    const observer = new QueryObserver(client, { queryKey: ['companies'], queryFn: fetches });
    return { fetches, observer };
  }

  it('a cached query mounting outside a navigation is asked again at once (react-query as usual)', async () => {
    const client = createQueryClient();
    const { fetches, observer } = await staleQuery(client);
    const stop = observer.subscribe(() => undefined);
    expect(fetches).toHaveBeenCalledTimes(1);
    stop();
  });

  it('one mounting while held shows its cache, and is asked again after the next frame', async () => {
    const client = createQueryClient();
    const { fetches, observer } = await staleQuery(client);
    holdMountRefetches();
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ data: 'cached', isFetching: false });
    releaseMountRefetches(client);
    expect(fetches).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('fresh'));
    stop();
  });

  it('a query that is no longer shown when the frame comes is not asked', async () => {
    const client = createQueryClient();
    const { fetches, observer } = await staleQuery(client);
    holdMountRefetches();
    const stop = observer.subscribe(() => undefined);
    releaseMountRefetches(client);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).not.toHaveBeenCalled();
  });
});
