import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderLayout } from './helpers/shellHarness';
import { getSettings, reloadSettings } from '../../src/settings';
import { SETTINGS_HANDLE_TOP } from '../../src/layout/SettingsDrawer';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const name of ['size', 'language', 'sidebarStatus']) Cookies.remove(name);
  reloadSettings();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('the size selector', () => {
  it('defaults to medium, writes cookie `size` and says Switch Size Success', async () => {
    await renderLayout({ path: '/gov/index' });
    expect(getSettings().size).toBe('medium');
    fireEvent.click(screen.getByRole('button', { name: 'Size' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Medium' })).toHaveClass('Mui-selected');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mini' }));
    expect(Cookies.get('size')).toBe('mini');
    expect(getSettings().size).toBe('mini');
    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderLayout({ path: '/', language: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '布局大小' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '小' }));
    expect(Cookies.get('size')).toBe('small');
    expect(await screen.findByText('切换尺寸成功')).toBeInTheDocument();
  });
});

describe('the language selector', () => {
  it('writes cookie `language`, switches the shell and says so', async () => {
    await renderLayout({ path: '/gov/index' });
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(Cookies.get('language')).toBe('es'));
    expect(await screen.findByText('Idioma cambiado correctamente')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tamaño' })).toBeInTheDocument();
  });
});

describe('the hamburger', () => {
  it('folds and unfolds the sidebar, remembered in cookie sidebarStatus', async () => {
    await renderLayout({ path: '/' });
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-opened', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(sidebar).toHaveAttribute('data-opened', 'false');
    expect(Cookies.get('sidebarStatus')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(sidebar).toHaveAttribute('data-opened', 'true');
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('starts folded when the cookie says so', async () => {
    Cookies.set('sidebarStatus', '0');
    const { createShellStore } = await import('../../src/layout/shellStore');
    const { memoryStore } = await import('react-admin');
    await renderLayout({ path: '/', store: createShellStore(memoryStore()) });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false');
  });
});

describe('the full screen toggle', () => {
  it('warns where the browser cannot go full screen', async () => {
    await renderLayout({ path: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });
});

describe('the settings panel', () => {
  it('has its handle 250 px from the top and changes the theme colour live', async () => {
    await renderLayout({ path: '/gov/index' });
    const handle = screen.getByRole('button', { name: 'Page settings' });
    expect(SETTINGS_HANDLE_TOP).toBe(250);
    expect(getComputedStyle(handle).top).toBe('250px');
    const tabBefore = getComputedStyle(screen.getAllByTestId('tag').find((t) => t.hasAttribute('data-active'))!).backgroundColor;
    fireEvent.click(handle);
    const panel = await screen.findByRole('dialog', { name: 'Page style settings' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use the colour #f5222d' }));
    expect(getSettings().primary).toBe('#f5222d');
    expect(JSON.parse(localStorage.getItem('ops-settings')!).primary).toBe('#f5222d');
    expect(within(panel).getByRole('button', { name: 'Use the colour #f5222d' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(getComputedStyle(screen.getAllByTestId('tag').find((t) => t.hasAttribute('data-active'))!).backgroundColor).not.toBe(tabBefore));
  });

  it('switches the tags view, the sidebar logo, a fixed header and dark mode', async () => {
    await renderLayout({ path: '/gov/index' });
    fireEvent.click(screen.getByRole('button', { name: 'Page settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Page style settings' });
    expect(screen.getByTestId('tags-view')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-logo')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('shell-header')).position).toBe('relative');

    fireEvent.click(within(panel).getByRole('switch', { name: 'Tags view' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Sidebar logo' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Fixed header' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Dark mode' }));

    await waitFor(() => expect(screen.queryByTestId('tags-view')).toBeNull());
    expect(screen.queryByTestId('sidebar-logo')).toBeNull();
    expect(getComputedStyle(screen.getByTestId('shell-header')).position).toBe('sticky');
    expect(getSettings()).toMatchObject({ tagsView: false, sidebarLogo: false, fixedHeader: true, mode: 'dark' });
  });
});
