import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { makeCompanyBackend, type CompanyBackend } from './helpers/companyBackend';
import { renderCompany, SHOW, tableRows } from './helpers/companyHarness';

let backend: CompanyBackend;

// Every screen talks through the API client's `call`: here it reaches the fake backend.
vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return { ...actual, call: vi.fn((path: string, body?: Record<string, unknown>) => backend.call(path, body)) };
});

beforeEach(() => {
  backend = makeCompanyBackend();
  localStorage.clear();
  sessionStorage.clear();
});

const CHECKS = `${SHOW}?tab=checks`;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const section = (name: string) => screen.getByRole('region', { name });
const pointRows = async () => {
  await screen.findByRole('table', { name: 'Check points' });
  return tableRows('Check points');
};
const inspectionRows = async () => {
  await screen.findByRole('table', { name: 'Inspections' });
  return tableRows('Inspections');
};
const inspectCall = () => backend.callsTo('admin/standing/inspect-list').at(-1);

describe('the check points and their items', { timeout: 60_000 }, () => {
  it('lists the company check points with code and item count, and asks to choose one', async () => {
    await renderCompany(CHECKS);
    const rows = await pointRows();
    expect(rows.map(cells)).toEqual([
      ['一号厂房配电室', 'CP-0011-A7F3', '3'],
      ['液氧储罐区', 'CP-0012-B2C9', '2'],
      ['总装车间消防通道', 'CP-0013-D4E1', '0'],
    ]);
    expect(backend.callsTo('operate/company/code-by-company')).toEqual([{ company_id: 1 }]);
    expect(within(section('Check items')).getByText('Choose a check point to see its items.')).toBeInTheDocument();
    expect(backend.callsTo('admin/admin/code-model-list')).toHaveLength(0);
  });

  it('choosing a check point (click or keyboard) shows its items with their standards', async () => {
    await renderCompany(CHECKS);
    fireEvent.click((await pointRows())[0]!);
    const items = await screen.findByRole('table', { name: 'Check items' });
    expect(within(items).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['配电柜接地', '接地电阻不大于 4 欧姆'],
      ['绝缘手套', '在检验有效期内'],
      ['应急照明', '断电后自动点亮'],
    ]);
    expect(backend.callsTo('admin/admin/code-model-list')).toEqual([{ id: 11 }]);
    expect(screen.getByRole('heading', { name: 'Check items · 一号厂房配电室' })).toBeInTheDocument();
    expect(tableRows('Check points')[0]).toHaveClass('Mui-selected');

    fireEvent.keyDown(tableRows('Check points')[1]!, { key: 'Enter' });
    await waitFor(() => expect(tableRows('Check items')).toHaveLength(2));
    expect(cells(tableRows('Check items')[0]!)).toEqual(['压力表', '指针在绿色区间']);
  });

  it('says so when the check point has no items', async () => {
    await renderCompany(CHECKS);
    fireEvent.click((await pointRows())[2]!);
    expect(await within(section('Check items · 总装车间消防通道')).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
  });

  it('says so when the company has no check points', async () => {
    backend.checkPoints = [];
    await renderCompany(CHECKS);
    await screen.findByRole('heading', { name: 'Check points' });
    expect(await within(section('Check points')).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
  });

  it('shows that the points and the items are loading', async () => {
    const releasePoints = backend.hold('operate/company/code-by-company');
    const releaseItems = backend.hold('admin/admin/code-model-list');
    await renderCompany(CHECKS);
    await screen.findByRole('heading', { name: 'Check points' });
    expect(await within(section('Check points')).findByText('Loading…')).toBeInTheDocument();
    releasePoints();
    fireEvent.click((await pointRows())[1]!);
    expect(await within(section('Check items · 液氧储罐区')).findByText('Loading…')).toBeInTheDocument();
    releaseItems();
    await waitFor(() => expect(tableRows('Check items')).toHaveLength(2));
  });

  it('shows why the points or the items failed, and asks again on retry', async () => {
    backend.failing.set('operate/company/code-by-company', new ApiError(2003, 'Permission denied.'));
    backend.failing.set('admin/admin/code-model-list', new ApiError(5000, 'Items unavailable.'));
    await renderCompany(CHECKS);
    await screen.findByRole('heading', { name: 'Check points' });
    expect(await within(section('Check points')).findByRole('alert')).toHaveTextContent('Could not load: Permission denied.');
    backend.failing.delete('operate/company/code-by-company');
    fireEvent.click(within(section('Check points')).getByRole('button', { name: 'Retry' }));
    fireEvent.click((await pointRows())[0]!);
    const items = section('Check items · 一号厂房配电室');
    expect(await within(items).findByRole('alert')).toHaveTextContent('Could not load: Items unavailable.');
    backend.failing.clear();
    fireEvent.click(within(items).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tableRows('Check items')).toHaveLength(3));
  });
});

describe('the company inspections', { timeout: 60_000 }, () => {
  it('lists the inspections ten at a time with point, inspector, translated result and handling', async () => {
    await renderCompany(CHECKS);
    const rows = await inspectionRows();
    expect(rows).toHaveLength(10);
    expect(inspectCall()).toEqual({ company_id: 1, page: 1, limit: 10 });
    // id 25: normal, so no handling state; id 24: abnormal, handle_status 8 % 3 = 2.
    expect(cells(rows[0]!).slice(0, 5)).toEqual(['2026-05-26 10:25:00', '液氧储罐区 25', '毛娟文', 'Normal', '']);
    expect(cells(rows[1]!).slice(0, 5)).toEqual(['2026-05-25 10:24:00', '液氧储罐区 24', '毛娟文', 'Abnormal', 'Handled']);
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    fireEvent.click(within(section('Inspections')).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(inspectCall()).toMatchObject({ page: 2 }));
    // id 7 has no inspector any more.
    await waitFor(() => expect(cells(tableRows('Inspections')[8]!).slice(1, 3)).toEqual(['液氧储罐区 7', '']));
  });

  it('filters by result on the server, back to the first page', async () => {
    await renderCompany(CHECKS);
    await inspectionRows();
    fireEvent.click(within(section('Inspections')).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(inspectCall()).toMatchObject({ page: 2 }));
    const filter = within(section('Inspections')).getByRole('group', { name: 'Result' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(filter).getByRole('button', { name: 'Abnormal' }));
    await waitFor(() => expect(inspectCall()).toEqual({ company_id: 1, page: 1, limit: 10, status: 'error' }));
    await waitFor(() => expect(screen.getByText('1-8 of 8')).toBeInTheDocument());
    expect(tableRows('Inspections').map((r) => cells(r)[3])).toEqual(Array(8).fill('Abnormal'));
    expect(cells(tableRows('Inspections')[0]!)[4]).toBe('Handled');
    expect(cells(tableRows('Inspections')[1]!)[4]).toBe('Handling');

    fireEvent.click(within(filter).getByRole('button', { name: 'Normal' }));
    await waitFor(() => expect(screen.getByText('1-10 of 17')).toBeInTheDocument());
    expect(inspectCall()).toMatchObject({ status: 'normal' });
    fireEvent.click(within(filter).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(inspectCall()).toEqual({ company_id: 1, page: 1, limit: 10 }));
  });

  it('says so when no inspection matches', async () => {
    backend.inspections = backend.inspections.filter((i) => i.status === 'normal');
    await renderCompany(CHECKS);
    await inspectionRows();
    fireEvent.click(within(section('Inspections')).getByRole('button', { name: 'Abnormal' }));
    expect(await within(section('Inspections')).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
  });

  it('shows that the inspections are loading, then why they failed, and asks again on retry', async () => {
    const release = backend.hold('admin/standing/inspect-list');
    backend.failing.set('admin/standing/inspect-list', new ApiError(5000, 'The server had a problem.'));
    await renderCompany(CHECKS, 'zh');
    await screen.findByRole('heading', { name: '检查记录' });
    expect(await within(section('检查记录')).findByText('加载中…')).toBeInTheDocument();
    release();
    expect(await within(section('检查记录')).findByRole('alert')).toHaveTextContent('加载失败：The server had a problem.');
    backend.failing.clear();
    fireEvent.click(within(section('检查记录')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(tableRows('检查记录')).toHaveLength(10));
  });
});

describe('the inspection detail', { timeout: 60_000 }, () => {
  const open = async (row: number) => {
    fireEvent.click(within((await inspectionRows())[row]!).getByRole('button', { name: 'Open' }));
    return screen.findByRole('dialog', { name: 'Inspection detail' });
  };

  it('shows where, who and when, and each item’s result with its remark', async () => {
    await renderCompany(CHECKS);
    const dialog = await open(4); // id 21: abnormal
    expect(await within(dialog).findByText('液氧储罐区 21')).toBeInTheDocument();
    expect(backend.callsTo('admin/standing/inspect-detail')).toEqual([{ id: 21 }]);
    expect(within(dialog).getByText('Abnormal')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-05-22 10:21:00 · 毛娟文')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Inspection detail' })).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['压力表', 'No', '压力表过期'],
      ['紧急切断阀', 'Yes', ''],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the photos taken with it, fetched with the token from the inspection photo call, each downloaded on a click', async () => {
    const photo = (id: string, name: string) => ({ id, name, size: 2048, type: 'image/jpeg', thumbnail: true });
    backend.inspections.find((i) => i.id === 21)!.photos = [photo('p'.repeat(22), '压力表.jpg'), photo('q'.repeat(22), '阀门.jpg')];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' })));
    try {
      await renderCompany(CHECKS);
      const dialog = await open(4);
      const photos = await within(dialog).findByRole('region', { name: 'Photos (2)' });
      const links = within(photos).getAllByRole('button');
      expect(links.map((b) => b.getAttribute('aria-label'))).toEqual(['Download 压力表.jpg', 'Download 阀门.jpg']);
      await waitFor(() => expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([
        expect.stringMatching(/operate\/standing\/inspection-photo\?id=p{22}&thumbnail=1$/),
        expect.stringMatching(/operate\/standing\/inspection-photo\?id=q{22}&thumbnail=1$/),
      ]));
      fireEvent.click(links[1]!);
      await waitFor(() => expect(String(fetched.mock.calls.at(-1)![0])).toMatch(/inspection-photo\?id=q{22}$/));
    } finally {
      fetched.mockRestore();
    }
  });

  it('shows no photos section for an inspection without photos', async () => {
    await renderCompany(CHECKS);
    const dialog = await open(4);
    expect(await within(dialog).findByText('液氧储罐区 21')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves out the inspector of an inspection that has none', async () => {
    await renderCompany(CHECKS);
    await inspectionRows();
    fireEvent.click(within(section('Inspections')).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(cells(tableRows('Inspections')[8]!)[1]).toBe('液氧储罐区 7'));
    fireEvent.click(within(tableRows('Inspections')[8]!).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspection detail' });
    // Only the time, without a dangling separator.
    expect(await within(dialog).findByText('2026-05-08 10:07:00')).toBeInTheDocument();
  });

  it('says when an inspection has no item results', async () => {
    await renderCompany(CHECKS);
    const dialog = await open(1); // id 24: no results
    expect(await within(dialog).findByText('No item results.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that the detail is loading, then why it failed, and asks again on retry', async () => {
    const release = backend.hold('admin/standing/inspect-detail');
    backend.failing.set('admin/standing/inspect-detail', new ApiError(2005, 'The inspection does not exist.'));
    await renderCompany(CHECKS, 'es');
    await screen.findByRole('table', { name: 'Inspecciones' });
    fireEvent.click(within(tableRows('Inspecciones')[0]!).getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la inspección' });
    expect(within(dialog).getByText('Cargando…')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo cargar: The inspection does not exist.');
    backend.failing.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Correcto')).toBeInTheDocument();
    expect(within(dialog).getByText('Normal')).toBeInTheDocument();
  });
});
