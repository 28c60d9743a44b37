import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, pageMounts, renderLayout, resetShellState } from './helpers/shellHarness';
import { TAG_MENU_WIDTH } from '../../src/routing/tagsView/TagContextMenu';

const tabs = () => screen.queryAllByTestId('tag').map((t) => t.getAttribute('data-path'));
const tab = (path: string) => screen.getAllByTestId('tag').find((t) => t.getAttribute('data-path') === path)!;
const activeTab = () => screen.getAllByTestId('tag').find((t) => t.hasAttribute('data-active'))?.getAttribute('data-path');

async function openMenuOf(path: string) {
  fireEvent.contextMenu(tab(path), { clientX: 300, clientY: 60 });
  return screen.findByTestId('tag-menu');
}

async function visit(...paths: string[]) {
  for (const path of paths) {
    const link = await waitFor(() => screen.getByTestId('app-menu').querySelector<HTMLElement>(`a[href="${path}"]`) ?? Promise.reject(new Error(`no link to ${path}`)));
    fireEvent.click(link);
    await waitFor(() => expect(tabs()).toContain(path));
  }
}

beforeEach(() => {
  resetShellState();
});

describe('the tags view', () => {
  it('adds a tab per visited route, the dashboard first, and highlights the active one', async () => {
    await renderLayout({ path: '/gov/index' });
    await waitFor(() => expect(tabs()).toEqual(['/', '/gov/index']));
    await visit('/company/index', '/warn/index');
    expect(tabs()).toEqual(['/', '/gov/index', '/company/index', '/warn/index']);
    expect(activeTab()).toBe('/warn/index');
    expect(within(tab('/warn/index')).getByRole('link')).toHaveAttribute('aria-current', 'page');
    expect(within(tab('/company/index')).getByRole('link')).toHaveTextContent('Companies');
    fireEvent.click(within(tab('/gov/index')).getByRole('link'));
    await waitFor(() => expect(activeTab()).toBe('/gov/index'));
    expect(currentLocation()).toBe('/gov/index');
  });

  it('scrolls the tab opened into the bar when the bar is too narrow for all of them', async () => {
    // jsdom lays nothing out: each tab is 100 px wide, one after the other, in a bar 250 px wide.
    const sizes = {
      offsetLeft: { get: function (this: HTMLElement) { return this.dataset.testid === 'tag' ? [...this.parentElement!.children].indexOf(this) * 100 : 0; } },
      offsetWidth: { get: function (this: HTMLElement) { return this.dataset.testid === 'tag' ? 100 : 0; } },
      clientWidth: { get: function (this: HTMLElement) { return this.querySelector(':scope > [data-testid="tag"]') ? 250 : 0; } },
    };
    const saved = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
    Object.defineProperties(HTMLElement.prototype, sizes);
    try {
      await renderLayout({ path: '/gov/index' });
      await visit('/company/index', '/warn/index');
      const bar = tab('/').parentElement!;
      // The fourth tab ends at 400 px: the bar shows it whole, 8 px past its end.
      await waitFor(() => expect(bar.scrollLeft).toBe(400 - 250 + 8));
      fireEvent.click(within(tab('/')).getByRole('link'));
      await waitFor(() => expect(bar.scrollLeft).toBe(0));
    } finally {
      for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    }
  });

  it('has a context menu 105 px wide: close others keeps the dashboard and the chosen tab, and goes there', async () => {
    await renderLayout({ path: '/gov/index' });
    await visit('/company/index', '/warn/index');
    const menu = await openMenuOf('/company/index');
    expect(TAG_MENU_WIDTH).toBe(105);
    expect(getComputedStyle(menu).width).toBe('105px');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    await waitFor(() => expect(tabs()).toEqual(['/', '/company/index']));
    expect(currentLocation()).toBe('/company/index');
  });

  it('close all keeps the affixed dashboard, which offers no close at all', async () => {
    await renderLayout({ path: '/gov/index' });
    await visit('/company/index');
    const homeMenu = await openMenuOf('/');
    expect(within(homeMenu).queryByRole('menuitem', { name: 'Close' })).toBeNull();
    expect(within(tab('/')).queryByRole('button')).toBeNull();
    fireEvent.click(within(homeMenu).getByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(tabs()).toEqual(['/']));
    expect(currentLocation()).toBe('/');
  });

  it('closing the active tab (menu, × or middle click) goes to the last remaining one', async () => {
    await renderLayout({ path: '/gov/index' });
    await visit('/company/index', '/warn/index', '/check/index');
    fireEvent.click(within(await openMenuOf('/check/index')).getByRole('menuitem', { name: 'Close' }));
    await waitFor(() => expect(tabs()).toEqual(['/', '/gov/index', '/company/index', '/warn/index']));
    expect(currentLocation()).toBe('/warn/index');

    fireEvent.click(within(tab('/warn/index')).getByRole('button', { name: 'Close Warnings' }));
    await waitFor(() => expect(tabs()).toEqual(['/', '/gov/index', '/company/index']));
    expect(currentLocation()).toBe('/company/index');

    act(() => {
      tab('/gov/index').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    });
    await waitFor(() => expect(tabs()).toEqual(['/', '/company/index']));
    expect(currentLocation()).toBe('/company/index');
  });

  it('refresh re-renders the page through /redirect and comes back to the same address', async () => {
    await renderLayout({ path: '/gov/index?page=2' });
    await waitFor(() => expect(tabs()).toEqual(['/', '/gov/index']));
    const before = pageMounts();
    fireEvent.click(within(await openMenuOf('/gov/index')).getByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(pageMounts()).toBeGreaterThan(before));
    await waitFor(() => expect(currentLocation()).toBe('/gov/index?page=2'));
    expect(tabs()).toEqual(['/', '/gov/index']);
  });

  it('survives a reload (sessionStorage), with each tab\'s last address', async () => {
    const first = await renderLayout({ path: '/gov/index?page=3' });
    await visit('/warn/index');
    first.unmount();
    await renderLayout({ path: '/company/index' });
    await waitFor(() => expect(tabs()).toEqual(['/', '/gov/index', '/warn/index', '/company/index']));
    expect(within(tab('/gov/index')).getByRole('link')).toHaveAttribute('href', '/gov/index?page=3');
  });

  it('names record pages after one record of their resource and its id until the name is known', async () => {
    await renderLayout({ path: '/gov/index/12' });
    await waitFor(() => expect(tabs()).toEqual(['/', '/gov/index/12']));
    expect(within(tab('/gov/index/12')).getByRole('link')).toHaveTextContent('Edit: Government #12');
  });
});
