import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { downloadCsvText } from '../../src/pages/statistics/chartExport';
import { presetRange } from '../../src/pages/statistics/chartData';
import { renderAdmin } from './helpers/adminHarness';
import { currentLocation, sessionWith } from './helpers/shellHarness';
import { makeBackend, type Backend } from './helpers/warningsBackend';

const COUNT = { companies: 60, staff: 586, check_points: 390, inspections: 20000, warnings: 1579, governments: 13 };
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((date, i) => ({
  date,
  inspections: 270 + i,
  warnings: 20 - i,
}));
const COMPANIES = [
  { company_id: 10, company_name: '武汉航空惯性导航工程有限公司', inspections: 1505, warnings: 43 },
  { company_id: 37, company_name: '西安宇航精密机电有限公司', inspections: 473, warnings: 33 },
];

let backend: Backend;
let stats: Record<string, () => unknown>;

vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return {
    ...actual,
    call: vi.fn(async (path: string, body: Record<string, unknown> = {}) => {
      if (path in stats) {
        backend.calls.push({ path, body });
        const failure = backend.failing.get(path);
        if (failure) throw failure;
        return stats[path]();
      }
      return backend.call(path, body);
    }),
  };
});

vi.mock('../../src/pages/statistics/chartExport', async (original) => ({
  ...(await original<typeof import('../../src/pages/statistics/chartExport')>()),
  downloadCsvText: vi.fn(),
}));

const callsTo = (path: string) => backend.calls.filter((c) => c.path === path);

beforeEach(() => {
  backend = makeBackend(12);
  stats = {
    'admin/admin/admin-data-count': () => COUNT,
    'admin/auth/week-data': () => WEEK,
    'admin/auth/company-inspect-data': () => COMPANIES,
  };
  vi.mocked(downloadCsvText).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('the statistics page', () => {
  it('shows the totals with thousand separators', async () => {
    await renderAdmin('/statistic/index');
    expect(await screen.findByTestId('counter-inspections')).toHaveTextContent('20,000');
    expect(screen.getByTestId('counter-warnings')).toHaveTextContent('1,579');
    expect(screen.getByTestId('counter-companies')).toHaveTextContent('60');
  });

  it('gives each chart a summary and its numbers as a table, in the user language', async () => {
    await renderAdmin('/statistic/index', { language: 'zh' });
    expect(await screen.findByText('近 7 天共检查 1,911 次、报警 119 次；检查最多的一天是 11/22 周日，共 276 次。')).toBeInTheDocument();
    const weekTable = screen.getByRole('table', { name: '图表“近 7 天”的数据' });
    expect(within(weekTable).getAllByRole('row')).toHaveLength(8);
    expect(within(weekTable).getByRole('rowheader', { name: '11/16 周一' })).toBeInTheDocument();
    const rankTable = await screen.findByRole('table', { name: '图表“企业检查排行”的数据' });
    const cells = within(rankTable).getAllByRole('row')[1].textContent;
    expect(cells).toBe('1武汉航空惯性导航工程有限公司1,505432.9%');
    // The charts' accessible names are their summaries.
    expect(screen.getByRole('img', { name: /^按检查次数排列的 2 家企业/ })).toBeInTheDocument();
  });

  it('asks for the last 30 days by default, and a preset changes the period and the URL', async () => {
    await renderAdmin('/statistic/index');
    await waitFor(() => expect(callsTo('admin/auth/company-inspect-data')).toHaveLength(1));
    expect(callsTo('admin/auth/company-inspect-data')[0].body).toEqual({ ...presetRange('30'), limit: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(callsTo('admin/auth/company-inspect-data')).toHaveLength(2));
    expect(callsTo('admin/auth/company-inspect-data')[1].body).toEqual({ ...presetRange('7'), limit: 20 });
    expect(currentLocation()).toBe(`/statistic/index?from=${presetRange('7').date_from}&to=${presetRange('7').date_to}&top=20`);
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(callsTo('admin/auth/company-inspect-data')).toHaveLength(3));
    expect(callsTo('admin/auth/company-inspect-data')[2].body).toEqual({ limit: 20 });
  });

  it('exports the ranking as CSV with plain numbers', async () => {
    await renderAdmin('/statistic/index?from=2026-11-01&to=2026-11-22&top=10');
    const card = (await screen.findByRole('heading', { name: 'Inspections by company' })).closest('section')!;
    await within(card).findByRole('table');
    fireEvent.click(within(card).getByRole('button', { name: 'Export the numbers (CSV)' }));
    const [csv, name] = vi.mocked(downloadCsvText).mock.calls[0];
    expect(name).toBe('company-ranking-2026-11-01-2026-11-22');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFRank,Company,Inspections,Warnings,Warning rate (%)',
      '1,武汉航空惯性导航工程有限公司,1505,43,2.86',
      '2,西安宇航精密机电有限公司,473,33,6.98',
    ]);
  });

  it('shows an empty period and failed calls with a retry', async () => {
    stats['admin/auth/company-inspect-data'] = () => [];
    backend.failing.set('admin/admin/admin-data-count', new ApiError(5000, 'Counting failed.'));
    backend.failing.set('admin/auth/week-data', new ApiError(2003, 'Permission denied.'));
    await renderAdmin('/statistic/index');
    expect(await screen.findByText('No inspections in this period.')).toBeInTheDocument();
    expect(await screen.findByText('Counting failed.')).toBeInTheDocument();
    expect(await screen.findByText('Permission denied.')).toBeInTheDocument();
    backend.failing.clear();
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByTestId('counter-inspections')).toHaveTextContent('20,000');
  });

  it('does not ask the server for an end date before the start date', async () => {
    await renderAdmin('/statistic/index?from=2026-11-10&to=2026-11-01');
    expect(await screen.findAllByText('The end date must not be before the start date.')).not.toHaveLength(0);
    expect(callsTo('admin/auth/company-inspect-data')).toHaveLength(0);
  });
});

describe('the dashboard', () => {
  it('shows the totals, the week and the latest pending warnings, which open and come back', async () => {
    await renderAdmin('/');
    expect(await screen.findByTestId('counter-warnings')).toHaveTextContent('1,579');
    const latest = await screen.findByTestId('latest-warnings');
    const links = within(latest).getAllByRole('link');
    expect(links).toHaveLength(4); // 12 warnings, every third pending
    expect(callsTo('admin/standing/error-inspect-list')[0].body).toMatchObject({ handle_status: 0, sort: 'created_at', order: 'desc', limit: 6 });
    expect(links[0]).toHaveAttribute('href', '/warn/index/12/show');
    fireEvent.click(links[0]);
    await waitFor(() => expect(currentLocation()).toBe('/warn/index/12/show'));
    expect(await screen.findByText('压力表过期')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('warning-back'));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByTestId('latest-warnings')).toBeInTheDocument();
  });

  it('shows each part only to the roles that may read it', async () => {
    await renderAdmin('/', { session: sessionWith(['warning:view']) });
    await screen.findByTestId('latest-warnings');
    expect(screen.queryByTestId('counter-warnings')).not.toBeInTheDocument();
    expect(callsTo('admin/admin/admin-data-count')).toHaveLength(0);
    expect(callsTo('admin/auth/week-data')).toHaveLength(0);
  });

  it('says so when a role has nothing to overview', async () => {
    await renderAdmin('/', { session: sessionWith(['government:view']) });
    expect(await screen.findByText('Your role has no overview figures here. Use the menu to open your screens.')).toBeInTheDocument();
  });
});
