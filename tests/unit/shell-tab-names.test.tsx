import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../../src/layout/AppLayout';
import { renderInShell } from './helpers/shellHarness';

/**
 * Tabs of record pages carry the record's name once its page has loaded it (and keep it after
 * a reload); create pages read "新增政府" like their breadcrumb.
 */

const tabText = (path: string) =>
  within(screen.getAllByTestId('tag').find((t) => t.getAttribute('data-path') === path)!).getByRole('link').textContent;

/** A stand-in record page: the record lands in react-admin's cache as its show page would put it. */
function RecordPage({ record }: { record?: { id: string; name: string } }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (record) client.setQueryData(['gov/index', 'getOne', { id: record.id, meta: undefined }], record);
  }, [client, record]);
  return <p>{pathname}</p>;
}

function renderAt(path: string, language: 'en' | 'zh' | 'es' = 'en', record?: { id: string; name: string }) {
  return renderInShell(
    <AppLayout>
      <Routes>
        <Route path="*" element={<RecordPage record={record} />} />
      </Routes>
    </AppLayout>,
    { path, language },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('tab names', () => {
  it('a show tab reads the record name, and keeps it after a reload', async () => {
    const first = await renderAt('/gov/index/60/show', 'zh', { id: '60', name: '宝鸡天际航天科技有限公司' });
    await waitFor(() => expect(tabText('/gov/index/60/show')).toBe('宝鸡天际航天科技有限公司'));
    await waitFor(() => expect(document.title).toBe('宝鸡天际航天科技有限公司 - 航天运营管理系统'));
    first.unmount();
    await renderAt('/', 'zh');
    await waitFor(() => expect(tabText('/gov/index/60/show')).toBe('宝鸡天际航天科技有限公司'));
  });

  it('an edit tab says so with the name', async () => {
    await renderAt('/gov/index/60', 'es', { id: '60', name: 'Oficina de Yanta' });
    await waitFor(() => expect(tabText('/gov/index/60')).toBe('Editar: Oficina de Yanta'));
  });

  it('before the record is known, one record of the resource and its number', async () => {
    await renderAt('/gov/index/12/show', 'zh');
    await waitFor(() => expect(tabText('/gov/index/12/show')).toBe('政府 #12'));
  });

  it.each([
    ['zh', '新增政府'],
    ['en', 'New government'],
    ['es', 'Nuevo gobierno'],
  ] as const)('a create tab reads like its breadcrumb in %s', async (language, title) => {
    await renderAt('/gov/index/create', language);
    await waitFor(() => expect(tabText('/gov/index/create')).toBe(title));
  });
});
