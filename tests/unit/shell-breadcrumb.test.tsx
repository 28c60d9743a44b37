import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Breadcrumb } from '../../src/layout/navbar/Breadcrumb';
import { renderInShell } from './helpers/shellHarness';

/** The crumbs' visible texts, in order (the record crumb is a portal filled by the view). */
async function crumbs(path: string, language: 'zh' | 'en' = 'en') {
  await renderInShell(<Breadcrumb />, { path, language });
  const nav = await screen.findByTestId('breadcrumb');
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter(Boolean);
}

describe('the breadcrumb', () => {
  it('is home › group › page for a list', async () => {
    expect(await crumbs('/company/index')).toEqual(['Home', 'Partner companies', 'Companies']);
  });

  it('links back to the list on a record page', async () => {
    await crumbs('/gov/index/3/show');
    expect(screen.getByRole('link', { name: 'Governments' })).toHaveAttribute('href', '/gov/index');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('names a group once when its page has the same name', async () => {
    expect(await crumbs('/warn/index', 'zh')).toEqual(['首页', '报警管理']);
  });

  it('is only the home crumb on the dashboard', async () => {
    expect(await crumbs('/')).toEqual(['Home']);
  });
});
