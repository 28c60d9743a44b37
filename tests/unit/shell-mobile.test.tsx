import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { currentLocation, renderLayout } from './helpers/shellHarness';
import { reloadSettings } from '../../src/settings';
import { MOBILE_BREAKPOINT } from '../../src/layout/sidebarStatus';

/** A window whose width the test sets; media queries on max-width/min-width follow it. */
function fakeViewport(initial: number) {
  let width = initial;
  const queries = new Set<{ media: string; listeners: Set<(e: { matches: boolean }) => void>; last: boolean }>();
  const evaluate = (media: string) =>
    [...media.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) => (kind === 'max' ? width <= Number(px) : width >= Number(px)));
  window.matchMedia = ((media: string) => {
    const entry = { media, listeners: new Set<(e: { matches: boolean }) => void>(), last: evaluate(media) };
    queries.add(entry);
    return {
      media,
      get matches() {
        return evaluate(media);
      },
      addEventListener: (_: string, listener: (e: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: (e: { matches: boolean }) => void) => entry.listeners.delete(listener),
      addListener: (listener: (e: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeListener: (listener: (e: { matches: boolean }) => void) => entry.listeners.delete(listener),
      onchange: null,
      dispatchEvent: () => true,
    };
  }) as unknown as typeof window.matchMedia;
  return (next: number) =>
    act(() => {
      width = next;
      for (const entry of queries) {
        const matches = evaluate(entry.media);
        if (matches === entry.last) continue;
        entry.last = matches;
        entry.listeners.forEach((listener) => listener({ matches }));
      }
    });
}

const original = window.matchMedia;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  Cookies.remove('sidebarStatus');
  reloadSettings();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  window.matchMedia = original;
});

describe('responsive layout at 992 px', () => {
  it('switches to mobile under 992 px: sidebar closed, an overlay drawer that closes on navigation', async () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    const resize = fakeViewport(1200);
    const { createShellStore } = await import('../../src/layout/shellStore');
    const { memoryStore } = await import('react-admin');
    await renderLayout({ path: '/gov/index', store: createShellStore(memoryStore()) });
    const shell = screen.getByTestId('shell');
    expect(shell).toHaveAttribute('data-device', 'desktop');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'true');

    resize(992);
    expect(shell).toHaveAttribute('data-device', 'desktop');
    resize(991);
    await waitFor(() => expect(shell).toHaveAttribute('data-device', 'mobile'));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menu.closest('.MuiDrawer-modal')).not.toBeNull();
    // The mobile drawer is not remembered as the desktop state.
    expect(Cookies.get('sidebarStatus')).toBeUndefined();

    fireEvent.click(screen.getAllByRole('menuitem').find((item) => item.getAttribute('href') === '/company/index')!);
    await waitFor(() => expect(currentLocation()).toBe('/company/index'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });

  it('restores the desktop sidebar as it was when growing past 992 px', async () => {
    Cookies.set('sidebarStatus', '0');
    const resize = fakeViewport(1300);
    const { createShellStore } = await import('../../src/layout/shellStore');
    const { memoryStore } = await import('react-admin');
    await renderLayout({ path: '/', store: createShellStore(memoryStore()) });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false');
    resize(800);
    await waitFor(() => expect(screen.getByTestId('shell')).toHaveAttribute('data-device', 'mobile'));
    resize(1300);
    await waitFor(() => expect(screen.getByTestId('shell')).toHaveAttribute('data-device', 'desktop'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false');
    Cookies.set('sidebarStatus', '1');
    resize(700);
    resize(1400);
    await waitFor(() => expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'true'));
  });
});

describe('the settings handle on a phone', () => {
  it('sits on the right edge from 600 px up, and among the top bar buttons below, where it covers nothing', async () => {
    const resize = fakeViewport(768);
    await renderLayout({ path: '/gov/index' });
    const banner = screen.getByRole('banner');
    expect(banner).not.toContainElement(screen.getByTestId('settings-handle'));
    resize(360);
    await waitFor(() => expect(banner).toContainElement(screen.getByTestId('settings-handle')));
    expect(screen.getAllByTestId('settings-handle')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('settings-handle'));
    expect(await screen.findByRole('dialog', { name: 'Page style settings' })).toBeInTheDocument();
  });
});
