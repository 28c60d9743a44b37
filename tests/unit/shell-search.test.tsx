import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { ADMIN, currentLocation, renderLayout, sessionWith } from './helpers/shellHarness';
import { reloadSettings } from '../../src/settings';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  Cookies.remove('language');
  reloadSettings();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true');

describe('the route search', () => {
  it('opens with Ctrl+K, ranks the expected route first, moves with arrows and opens with Enter', async () => {
    await renderLayout({ path: '/', session: ADMIN });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    fireEvent.change(input, { target: { value: 'qr' } });
    await waitFor(() => expect(options()[0]).toHaveTextContent('QR codes'));
    expect(selected()).toBe(options()[0]);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    fireEvent.change(input, { target: { value: 'account' } });
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = options()[1];
    expect(selected()).toBe(second);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(options().at(-1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(second);
    const target = second.textContent!.match(/\/account\/[\w-]+/)![0];
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(currentLocation()).toBe(target));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('opens with / outside text fields, closes with Esc', async () => {
    await renderLayout({ path: '/' });
    fireEvent.keyDown(document.body, { key: '/' });
    const input = await screen.findByRole('combobox');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('reaches the hidden /sys_permission screens for an admin, not for others', async () => {
    const first = await renderLayout({ path: '/', session: ADMIN });
    fireEvent.click(screen.getByRole('button', { name: 'Search pages' }));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'system roles' } });
    await waitFor(() => expect(options()[0]).toHaveTextContent('/sys_permission/role'));
    first.unmount();

    await renderLayout({ path: '/', session: sessionWith(['government:view', 'warning:view']) });
    fireEvent.click(screen.getByRole('button', { name: 'Search pages' }));
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('/warn/index')])));
    expect(options().some((o) => o.textContent?.includes('/sys_permission'))).toBe(false);
    expect(options().some((o) => o.textContent?.includes('/company/index'))).toBe(false);
    fireEvent.change(input, { target: { value: 'system roles' } });
    await waitFor(() => expect(options().some((o) => o.textContent?.includes('/sys_permission'))).toBe(false));
  });

  it('searches the titles of the current language', async () => {
    await renderLayout({ path: '/', language: 'zh' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: '搜索页面' });
    fireEvent.change(input, { target: { value: '二维码' } });
    await waitFor(() => expect(options()[0]).toHaveTextContent('/check/qr_code'));
    fireEvent.change(input, { target: { value: '政府 App' } });
    await waitFor(() => expect(options()[0]).toHaveTextContent('/account/app-gov-account'));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(currentLocation()).toBe('/account/app-gov-account'));
  });
});
