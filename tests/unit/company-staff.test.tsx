import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { makeCompanyBackend, type CompanyBackend } from './helpers/companyBackend';
import { query, renderCompany, SHOW, tableRows } from './helpers/companyHarness';

/** A day as the English date field shows and takes it. */
const enDay = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');


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

/** `YYYY-MM-DD` of today plus `days`, in local time. */
function day(days = 0) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

const staffRows = async () => {
  await screen.findByRole('table', { name: 'Staff info' });
  return tableRows('Staff info');
};
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const staffCall = () => backend.callsTo('admin/staff/staff-list').at(-1)!;
const openClock = async (name: string) => {
  const row = (await staffRows()).find((r) => r.textContent!.includes(name))!;
  fireEvent.click(within(row).getByRole('button', { name: 'Clock records' }));
  return screen.findByRole('dialog', { name: `Clock records of ${name}` });
};
const clockCall = () => backend.callsTo('admin/staff/staff-clock').at(-1)!;

describe('the staff info panel', { timeout: 60_000 }, () => {
  it('lists the company staff ten at a time with phone, position, translated status and last clock', async () => {
    await renderCompany(SHOW);
    const rows = await staffRows();
    expect(rows).toHaveLength(10);
    expect(cells(rows[0]!).slice(0, 5)).toEqual(['毛娟文', '13900000001', '巡检员', 'On duty', '2026-05-04 18:02:00']);
    expect(cells(rows[1]!).slice(0, 5)).toEqual(['蒋东磊', '13900000002', '设备工程师', 'On duty', '']);
    expect(cells(rows[4]!)[3]).toBe('Left');
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    expect(staffCall()).toEqual({ company_id: 1, page: 1, limit: 10, sort: 'id', order: 'asc' });

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(staffCall()).toMatchObject({ page: 2 }));
    await waitFor(() => expect(cells(tableRows('Staff info')[0]!)[0]).toBe('郑强'));
  });

  it('pages in the chosen language', async () => {
    await renderCompany(SHOW, 'zh');
    await screen.findByRole('table', { name: '员工信息' });
    expect(screen.getByText('第 1-10 条，共 23 条')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: '转到下一页' });
    expect(next).toHaveAttribute('title', '转到下一页');
    expect(screen.getByRole('button', { name: '转到上一页' })).toBeDisabled();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText('第 11-20 条，共 23 条')).toBeInTheDocument());
  });

  it('searches staff on the server once typing stops, from the first page', async () => {
    await renderCompany(SHOW);
    await staffRows();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(staffCall()).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByLabelText('Search staff'), { target: { value: ' 冯静 ' } });
    await waitFor(() => expect(staffCall()).toMatchObject({ keyword: '冯静', page: 1 }));
    await waitFor(() => expect(tableRows('Staff info')).toHaveLength(1));
    expect(cells(tableRows('Staff info')[0]!)[0]).toBe('冯静');
    // One call for the whole word, not one per key.
    expect(backend.callsTo('admin/staff/staff-list').filter((b) => b.keyword !== undefined)).toHaveLength(1);
  });

  it('says so when the company has no staff', async () => {
    backend.staff = [];
    await renderCompany(SHOW);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
    expect(screen.queryByRole('table', { name: 'Staff info' })).not.toBeInTheDocument();
  });

  it('shows that it is loading until the staff arrive', async () => {
    const release = backend.hold('admin/staff/staff-list');
    await renderCompany(SHOW);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Loading…')).toBeInTheDocument();
    release();
    expect(await staffRows()).toHaveLength(10);
    expect(within(panel).queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows why the staff failed to load, and asks again on retry', async () => {
    backend.failing.set('admin/staff/staff-list', new ApiError(5000, 'The server had a problem.'));
    await renderCompany(SHOW, 'zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：The server had a problem.');
    backend.failing.clear();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(10));
  });

  it('a row opens that person’s trail in the trails tab', async () => {
    await renderCompany(SHOW);
    const row = (await staffRows())[2]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Trail' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'trails', staff: '3' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Staff trails');
    await waitFor(() => expect(backend.callsTo('admin/staff/staff-trail').at(-1)).toMatchObject({ id: 3 }));
  });
});

describe('the clock records dialog', { timeout: 60_000 }, () => {
  it('shows the last two weeks of clock records at first, newest first, with translated types', async () => {
    backend.clock.push(
      { id: 900, staff_id: 1, type: 'in', time: `${day(0)} 08:55:00`, lng: 116.3, lat: 39.9, address: '东门岗亭 今天' },
      { id: 901, staff_id: 1, type: 'out', time: `${day(-1)} 18:05:00`, lng: 116.3, lat: 39.9, address: '西门岗亭 昨天' },
      { id: 902, staff_id: 1, type: 'in', time: `${day(-14)} 08:50:00`, lng: 116.3, lat: 39.9, address: '两周以前' },
    );
    await renderCompany(SHOW);
    const dialog = await openClock('毛娟文');
    expect(clockCall()).toEqual({ id: 1, page: 1, limit: 10, date_from: day(-13), date_to: day(0) });
    await waitFor(() => expect(within(dialog).getByLabelText('From')).toHaveValue(enDay(day(-13))));
    await waitFor(() => expect(within(dialog).getByLabelText('To')).toHaveValue(enDay(day(0))));
    await waitFor(() => expect(tableRows('Clock records')).toHaveLength(2));
    expect(cells(tableRows('Clock records')[0]!)).toEqual([`${day(0)} 08:55:00`, 'Clock in', '东门岗亭 今天']);
    expect(cells(tableRows('Clock records')[1]!)).toEqual([`${day(-1)} 18:05:00`, 'Clock out', '西门岗亭 昨天']);
  });

  it('asks again for the chosen date range and pages through it', async () => {
    await renderCompany(SHOW);
    const dialog = await openClock('毛娟文');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '04/01/2026' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '04/07/2026' } });
    await waitFor(() => expect(clockCall()).toEqual({ id: 1, page: 1, limit: 10, date_from: '2026-04-01', date_to: '2026-04-07' }));
    await waitFor(() => expect(within(dialog).getByText('1-10 of 14')).toBeInTheDocument());
    expect(cells(tableRows('Clock records')[0]!)[0]).toBe('2026-04-07 18:07:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(dialog).getByText('11-14 of 14')).toBeInTheDocument());
    // The second page's rows replace the first's once they arrive.
    await waitFor(() => expect(cells(tableRows('Clock records').at(-1)!)).toEqual(['2026-04-01 08:51:00', 'Clock in', '东门岗亭 1']));
    // Clearing a bound drops it from the call.
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '' } });
    await waitFor(() => expect(clockCall()).toEqual({ id: 1, page: 1, limit: 10, date_to: '2026-04-07' }));
  });

  it('says so when the range has no records, and closes', async () => {
    await renderCompany(SHOW);
    const dialog = await openClock('蒋东磊');
    expect(await within(dialog).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows that it is loading, then why it failed, and asks again on retry', async () => {
    const release = backend.hold('admin/staff/staff-clock');
    backend.failing.set('admin/staff/staff-clock', new ApiError(2005, 'The staff member does not exist.'));
    await renderCompany(SHOW, 'es');
    await screen.findByRole('table', { name: 'Personal' });
    const row = tableRows('Personal')[0]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Fichajes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fichajes de 毛娟文' });
    expect(within(dialog).getByText('Cargando…')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo cargar: The staff member does not exist.');
    backend.failing.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(await within(dialog).findByTestId('empty-state')).toHaveTextContent('No hay datos');
  });
});
