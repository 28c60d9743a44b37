import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AppMenu } from '../../src/layout/AppMenu';
import { AvatarMenu } from '../../src/layout/navbar/AvatarMenu';
import { FrameFollowsRouter } from '../../src/routing/screenPlace';
import { ADMIN, renderInShell, sessionWith } from './helpers/shellHarness';

function menuLinks(): string[] {
  const nav = screen.getByTestId('app-menu');
  return [...nav.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
}

async function settledLinks(min = 2): Promise<string[]> {
  await waitFor(() => expect(menuLinks().length).toBeGreaterThanOrEqual(min));
  return menuLinks();
}

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('sidebarStatus');
});

describe('the sidebar menu', () => {
  it('shows the admin role every visible route (it bypasses permissions), grouped, and no /sys_permission entry', async () => {
    await renderInShell(<AppMenu />, { session: ADMIN });
    const links = await settledLinks(10);
    expect(links).toEqual([
      '/',
      '/gov/index',
      '/company/index',
      '/account/index',
      '/account/web-company-account',
      '/account/app-company-account',
      '/account/web-gov-account',
      '/account/app-gov-account',
      '/check/index',
      '/check/qr_code',
      '/statistic/index',
      '/warn/index',
      '/maintenance/records',
      '/documentation/index',
      '/guide/index',
      '/documentation/api',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const title of ['Home', 'Government resources', 'Partner companies', 'Personnel management', 'Checkpoint management', 'Safety inspection management', 'Alarm management', 'Maintenance management', 'Help']) {
      expect(within(nav).getByText(title)).toBeInTheDocument();
    }
  });

  it('marks the current page\'s entry, and the mark follows a click', async () => {
    // In the frame's place, as AppLayout has it: the frame follows the router itself.
    await renderInShell(
      <FrameFollowsRouter>
        <AppMenu />
      </FrameFollowsRouter>,
      { session: ADMIN, path: '/gov/index/3/show' },
    );
    await settledLinks(10);
    const entry = (href: string) => screen.getByTestId('app-menu').querySelector(`a[href="${href}"]`)!;
    const current = () => [...screen.getByTestId('app-menu').querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href'));
    expect(current()).toEqual(['/gov/index']);
    expect(entry('/gov/index')).toHaveClass('RaMenuItemLink-active');
    fireEvent.click(entry('/company/index'));
    await waitFor(() => expect(current()).toEqual(['/company/index']));
    expect(entry('/gov/index')).not.toHaveClass('RaMenuItemLink-active');
  });

  it('filters by permission: only government:view leaves home, governments and help', async () => {
    await renderInShell(<AppMenu />, { session: sessionWith(['government:view']) });
    await waitFor(() => expect(menuLinks()).toContain('/gov/index'));
    expect(menuLinks()).toEqual(['/', '/gov/index', '/documentation/index', '/guide/index']);
  });

  it('filters custom pages by their own permission (statistics, accounts overview)', async () => {
    await renderInShell(<AppMenu />, { session: sessionWith(['statistic:view', 'warning:view']) });
    await waitFor(() => expect(menuLinks()).toContain('/warn/index'));
    expect(menuLinks()).toEqual(['/', '/statistic/index', '/warn/index', '/documentation/index', '/guide/index']);
  });

  it('a non-admin role sees what its permissions allow and nothing of the system group', async () => {
    const visitor = sessionWith(['government:view', 'company:view', 'account:view'], ['visitor']);
    await renderInShell(<AppMenu />, { session: visitor });
    await waitFor(() => expect(menuLinks()).toContain('/company/index'));
    expect(menuLinks()).toEqual([
      '/',
      '/gov/index',
      '/company/index',
      '/account/index',
      '/account/web-company-account',
      '/account/app-company-account',
      '/account/web-gov-account',
      '/account/app-gov-account',
      '/documentation/index',
      '/guide/index',
    ]);
  });

  it('folds and unfolds a group, and opens the group of the current page by itself', async () => {
    await renderInShell(<AppMenu />, { session: ADMIN, path: '/check/qr_code' });
    await settledLinks(10);
    const checkpoints = screen.getByRole('menuitem', { name: 'Checkpoint management' });
    const personnel = screen.getByRole('menuitem', { name: 'Personnel management' });
    await waitFor(() => expect(checkpoints).toHaveAttribute('aria-expanded', 'true'));
    expect(personnel).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(personnel);
    expect(personnel).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(checkpoints);
    expect(checkpoints).toHaveAttribute('aria-expanded', 'false');
  });

  it('names each entry in the chosen language', async () => {
    await renderInShell(<AppMenu />, { session: ADMIN, language: 'zh' });
    await settledLinks(10);
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    for (const title of ['首页', '政府资源', '合作企业', '人员管理', '检查点管理', '安全检查管理', '报警管理', '帮助']) expect(within(nav).getByText(title)).toBeInTheDocument();
  });
});

describe('the avatar dropdown', () => {
  it('offers the dashboard, system authority and logout to an admin', async () => {
    await renderInShell(<AvatarMenu />, { session: ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'System authority' })).toHaveAttribute('href', '/sys_permission/role'));
    expect(within(menu).getByRole('menuitem', { name: /logout/i })).toBeInTheDocument();
  });

  it('leaves system authority out for a role without it', async () => {
    await renderInShell(<AvatarMenu />, { session: sessionWith(['government:view']) });
    fireEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(menu).queryByRole('menuitem', { name: 'System authority' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
