import { describe, expect, it } from 'vitest';
import { backAction, isReturnState, listPath, openedFrom, toggledState, viewOf, warningPath } from '../../src/resources/warnings/paths';
import { nextPollDelay, POLL_MS } from '../../src/resources/warnings/pendingCount';

describe('warning URLs', () => {
  it('give the detail and the handling timeline their own URL', () => {
    expect(warningPath(12)).toBe('/warn/index/12/show');
    expect(warningPath(12, 'handling')).toBe('/warn/index/12/show?view=handling');
    expect(viewOf('?view=handling')).toBe('handling');
    expect(viewOf('')).toBe('detail');
    expect(viewOf('?view=nonsense')).toBe('detail');
  });

  it('build a react-admin list URL with filters', () => {
    const url = new URL(listPath('/warn/index', { handle_status: 0 }), 'http://x');
    expect(url.pathname).toBe('/warn/index');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ handle_status: 0 });
    expect(url.searchParams.get('page')).toBe('1');
  });
});

describe('the back button', () => {
  it('steps back to the entry that opened the warning, however often the views were toggled', () => {
    const opened = openedFrom({ pathname: '/warn/index', search: '?page=3' });
    expect(opened).toEqual({ returnTo: '/warn/index?page=3', depth: 1 });
    expect(backAction(opened)).toEqual({ delta: -1 });
    const twice = toggledState(toggledState(opened));
    expect(twice).toEqual({ returnTo: '/warn/index?page=3', depth: 3 });
    expect(backAction(twice)).toEqual({ delta: -3 });
  });

  it('without an opener (a shared link, a new tab) goes to the list', () => {
    expect(backAction(null)).toEqual({ to: '/warn/index' });
    expect(backAction({ returnTo: 'http://evil.example/', depth: 1 })).toEqual({ to: '/warn/index' });
    expect(backAction({ returnTo: '/warn/index', depth: 0 })).toEqual({ to: '/warn/index' });
    expect(toggledState(undefined)).toBeUndefined();
    expect(isReturnState({ returnTo: '/', depth: 2 })).toBe(true);
  });
});

describe('the badge polling', () => {
  it('asks every minute, backing off after failures up to five minutes', () => {
    expect(nextPollDelay(0)).toBe(POLL_MS);
    expect(nextPollDelay(1)).toBe(2 * POLL_MS);
    expect(nextPollDelay(2)).toBe(4 * POLL_MS);
    expect(nextPollDelay(10)).toBe(5 * 60_000);
  });
});
