import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { currentLocation, renderLayout, resetShellState } from './helpers/shellHarness';
import { updateSettings } from '../../src/settings';

let failing = '';
/** For each screen drawn: its path, and the menu entry, tab and breadcrumb marked current in that same commit. */
let drawn: [string, string | null, string | null, string | null][] = [];
const currentMenuEntry = () => screen.getByTestId('app-menu').querySelector('[aria-current="page"]')?.getAttribute('href') ?? null;
const currentTab = () => screen.queryAllByTestId('tag').find((t) => t.hasAttribute('data-active'))?.getAttribute('data-path') ?? null;
const currentCrumb = () => screen.getByTestId('breadcrumb').querySelector('[aria-current="page"]')?.textContent ?? null;

/** A stand-in screen with something the user typed into it (or that fails to draw). */
function Screen() {
  const { pathname } = useLocation();
  useLayoutEffect(() => void drawn.push([pathname, currentMenuEntry(), currentTab(), currentCrumb()]), [pathname]);
  if (pathname === failing) throw new Error('the screen failed');
  return <input aria-label={`note on ${pathname}`} defaultValue="" />;
}

const renderShell = (path: string) => renderLayout({ path }, <Screen />);

const tab = (path: string) => screen.getAllByTestId('tag').find((t) => t.getAttribute('data-path') === path)!;
const note = (path: string) => screen.getByRole('textbox', { name: `note on ${path}` });
const queryNote = (path: string) => screen.queryByRole('textbox', { name: `note on ${path}` });

async function go(path: string) {
  const link = await waitFor(() => screen.getByTestId('app-menu').querySelector<HTMLElement>(`a[href="${path}"]`) ?? Promise.reject(new Error(`no link to ${path}`)));
  fireEvent.click(link);
  await waitFor(() => expect(currentLocation()).toBe(path));
}

async function openTab(path: string) {
  fireEvent.click(within(tab(path)).getByRole('link'));
  await waitFor(() => expect(currentLocation()).toBe(path));
}

beforeEach(() => {
  failing = '';
  drawn = [];
  resetShellState();
});

describe('lists kept behind their tabs', () => {
  it('a list left for another tab is hidden, and shown again as it was left', async () => {
    await renderShell('/gov/index');
    fireEvent.change(await waitFor(() => note('/gov/index')), { target: { value: 'Baoji' } });
    await waitFor(() => expect(tab('/gov/index')).toBeDefined());
    await go('/company/index');
    expect(queryNote('/gov/index')).toBeNull(); // hidden: out of the accessibility tree
    expect(note('/company/index')).toBeVisible();
    await openTab('/gov/index');
    expect(note('/gov/index')).toHaveValue('Baoji');
    expect(queryNote('/company/index')).toBeNull();
  });

  it('a click draws the new screen, its menu entry and its breadcrumb in the same commit', async () => {
    await renderShell('/gov/index');
    await waitFor(() => expect(currentMenuEntry()).toBe('/gov/index'));
    const govCrumb = currentCrumb();
    await go('/company/index');
    // In the commit that drew the company list, its menu entry was marked and the breadcrumb
    // named it (its tab, a new one, is added right after).
    const [screenDrawn, menuEntry, , crumb] = drawn.at(-1)!;
    expect([screenDrawn, menuEntry]).toEqual(['/company/index', '/company/index']);
    expect(crumb).toBe(currentCrumb());
    expect(crumb).not.toBe(govCrumb);
    drawn = [];
    await openTab('/gov/index');
    // A kept list shown again is the same DOM: nothing in it is drawn again.
    expect(drawn).toEqual([]);
    expect(note('/gov/index')).toBeVisible();
    expect([currentMenuEntry(), currentTab()]).toEqual(['/gov/index', '/gov/index']);
  });

  it('the shown screen comes first in the page, so that ids shared with a hidden one find it', async () => {
    await renderShell('/gov/index');
    await go('/company/index');
    await openTab('/gov/index');
    const [first] = screen.getByRole('main').querySelectorAll('input');
    expect(first).toBe(note('/gov/index'));
  });

  it('closing the tab, refreshing it, or a record page: the screen mounts afresh', async () => {
    await renderShell('/gov/index');
    fireEvent.change(await waitFor(() => note('/gov/index')), { target: { value: 'Baoji' } });
    await go('/company/index');
    fireEvent.click(within(tab('/gov/index')).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.getAllByTestId('tag').map((t) => t.getAttribute('data-path'))).not.toContain('/gov/index'));
    await go('/gov/index');
    expect(note('/gov/index')).toHaveValue('');

    fireEvent.change(note('/gov/index'), { target: { value: 'Xi’an' } });
    fireEvent.contextMenu(tab('/gov/index'), { clientX: 300, clientY: 60 });
    fireEvent.click(within(await screen.findByTestId('tag-menu')).getByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(note('/gov/index')).toHaveValue(''));
  });

  it('keeps lists only: a record page left and opened again starts over', async () => {
    await renderShell('/gov/index/12');
    fireEvent.change(await waitFor(() => note('/gov/index/12')), { target: { value: 'draft' } });
    await go('/company/index');
    expect(screen.getByRole('main').querySelectorAll('input')).toHaveLength(1);
    await openTab('/gov/index/12');
    expect(note('/gov/index/12')).toHaveValue('');
  });

  it('nor the dashboard, which the spec has "not cached"', async () => {
    await renderShell('/');
    fireEvent.change(await waitFor(() => note('/')), { target: { value: 'today' } });
    await go('/company/index');
    expect(screen.getByRole('main').querySelectorAll('input')).toHaveLength(1);
    await openTab('/');
    expect(note('/')).toHaveValue('');
  });

  it('keeps nothing while the tags view is off', async () => {
    updateSettings({ tagsView: false });
    await renderShell('/gov/index');
    fireEvent.change(await waitFor(() => note('/gov/index')), { target: { value: 'Baoji' } });
    await go('/company/index');
    expect(screen.getByRole('main').querySelectorAll('input')).toHaveLength(1);
    await go('/gov/index');
    expect(note('/gov/index')).toHaveValue('');
  });

  it('a screen that failed to draw is not kept: opened again, it is tried afresh', async () => {
    failing = '/gov/index';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/gov/index');
    await screen.findByText(/Something went wrong/i);
    await go('/company/index');
    failing = '';
    await openTab('/gov/index');
    expect(note('/gov/index')).toHaveValue('');
    expect(screen.queryByText(/Something went wrong/i)).toBeNull();
  });
});
