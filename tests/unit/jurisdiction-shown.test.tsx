import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AvatarMenu } from '../../src/layout/navbar/AvatarMenu';
import Dashboard from '../../src/pages/Dashboard';
import type { Session } from '../../src/auth/session';
import { renderInShell, sessionWith } from './helpers/shellHarness';

/** A district supervisor with no figures to read: the dashboard makes no call. */
const bound = (name: string): Session => ({ ...sessionWith([]), name: 'Zhou', government: { id: 12, name } });

beforeEach(() => localStorage.clear());

describe('the jurisdiction in the avatar menu', () => {
  it('names a bound user\'s body above the items, where the keys do not stop', async () => {
    await renderInShell(<AvatarMenu />, { session: bound('West Lake District Office') });
    fireEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu');
    const header = await within(menu).findByTestId('avatar-jurisdiction');
    expect(header).toHaveTextContent('Jurisdiction: West Lake District Office');
    expect(header).not.toHaveAttribute('role', 'menuitem');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveAccessibleName('Dashboard');
  });

  it('shows nothing new to an unbound user', async () => {
    await renderInShell(<AvatarMenu />, { session: { ...sessionWith([]), name: 'Zhou' } });
    fireEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Dashboard' });
    expect(within(menu).queryByTestId('avatar-jurisdiction')).toBeNull();
  });

  it('names a body deleted since the binding by its number', async () => {
    await renderInShell(<AvatarMenu />, { session: bound(''), language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: /menú de la cuenta/i }));
    expect(await screen.findByTestId('avatar-jurisdiction')).toHaveTextContent('Jurisdicción: #12');
  });
});

describe('the jurisdiction in the dashboard heading', () => {
  it('says under the welcome whose figures these are, in zh', async () => {
    await renderInShell(<Dashboard />, { session: bound('杭州市应急管理局'), language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎，Zhou' })).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-jurisdiction')).toHaveTextContent('杭州市应急管理局 · 辖区');
  });

  it('in en and es', async () => {
    const { unmount } = await renderInShell(<Dashboard />, { session: bound('North Office') });
    expect(await screen.findByTestId('dashboard-jurisdiction')).toHaveTextContent('North Office · jurisdiction');
    unmount();
    await renderInShell(<Dashboard />, { session: bound('Oficina Norte'), language: 'es' });
    expect(await screen.findByTestId('dashboard-jurisdiction')).toHaveTextContent('Oficina Norte · jurisdicción');
  });

  it('is left out for an unbound user', async () => {
    await renderInShell(<Dashboard />, { session: { ...sessionWith([]), name: 'Zhou' } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Zhou' });
    expect(screen.queryByTestId('dashboard-jurisdiction')).toBeNull();
  });
});
