import { describe, expect, it } from 'vitest';
import { KEPT_AT_MOST, showScreen, type KeptScreens, type ScreenPlace } from '../../src/routing/tagsView/keptScreens';

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
