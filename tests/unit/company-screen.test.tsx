import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { COMPANY, makeCompanyBackend, THIS_YEAR, type CompanyBackend } from './helpers/companyBackend';
import { location, query, renderCompany, SHOW } from './helpers/companyHarness';

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

const header = () => screen.findByTestId('company-header');
/** The value under a label in the header. */
const fact = (box: HTMLElement, label: string) => within(box).getByText(label).nextElementSibling?.textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true });
const panel = () => screen.getByRole('tabpanel');

describe('the company screen header', { timeout: 60_000 }, () => {
  it('shows the name, credit code, contact, area, government, staff count and status', async () => {
    await renderCompany(SHOW);
    const box = await header();
    expect(within(box).getByRole('heading', { name: COMPANY.name })).toBeInTheDocument();
    expect(fact(box, 'Credit code')).toBe('91110108MA01A2B3C4');
    expect(fact(box, 'Contact')).toBe('张伟 13800138000');
    expect(fact(box, 'Area')).toBe('海淀区');
    expect(fact(box, 'Government')).toBe('海淀区应急管理局');
    expect(fact(box, 'Staff')).toBe('23');
    expect(within(box).getByText('Active')).toBeInTheDocument();
    expect(backend.callsTo('operate/company/company-detail').map((b) => Number(b.id))).toContain(1);
  });

  it('says it is loading until the company arrives', async () => {
    const release = backend.hold('operate/company/company-detail');
    await renderCompany(SHOW, 'es');
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByTestId('company-header')).not.toBeInTheDocument();
    release();
    expect(within(await header()).getByRole('heading', { name: COMPANY.name })).toBeInTheDocument();
  });

  it('speaks the chosen language and shows a disabled company with no staff', async () => {
    backend.companies = [{ ...COMPANY, status: 0, staff_count: 0 }];
    await renderCompany(SHOW, 'zh');
    const box = await header();
    expect(fact(box, '信用代码')).toBe(COMPANY.credit_code);
    expect(fact(box, '联系人')).toBe('张伟 13800138000');
    expect(fact(box, '员工数')).toBe('0');
    expect(within(box).getByText('停用')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '员工轨迹' })).toBeInTheDocument();
  });

  it('calls an active company 正常, not a staff word like 在职', async () => {
    await renderCompany(SHOW, 'zh');
    const box = await header();
    expect(within(box).getByText('正常')).toBeInTheDocument();
    expect(within(box).queryByText('在职')).not.toBeInTheDocument();
  });
});

describe('the company screen tabs', { timeout: 60_000 }, () => {
  it('opens on staff info, with the five tabs in order', async () => {
    await renderCompany(SHOW);
    await header();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Staff info', 'Where they are now', 'Staff trails', 'Check items', 'Standing book']);
    expect(selectedTab()).toHaveTextContent('Staff info');
    expect(await within(panel()).findByRole('table', { name: 'Staff info' })).toBeInTheDocument();
    expect(panel()).toHaveAttribute('aria-labelledby', 'company-tab-staff');
  });

  it('a link opens the named panel directly, and only that panel asks for data', async () => {
    await renderCompany(`${SHOW}?tab=standing`, 'es');
    await header();
    expect(selectedTab()).toHaveTextContent('Libro de registro');
    expect(await within(panel()).findByText(`${THIS_YEAR} 年度安全台账`)).toBeInTheDocument();
    expect(backend.callsTo('admin/staff/staff-list')).toHaveLength(0);
    expect(backend.callsTo('operate/company/code-by-company')).toHaveLength(0);
  });

  it('an unknown tab in the link falls back to staff info', async () => {
    await renderCompany(`${SHOW}?tab=nonsense`);
    await header();
    expect(selectedTab()).toHaveTextContent('Staff info');
    expect(await within(panel()).findByRole('table', { name: 'Staff info' })).toBeInTheDocument();
  });

  it('keeps the chosen tab in the URL, and the back button returns to the previous one', async () => {
    await renderCompany(SHOW);
    await header();
    fireEvent.click(screen.getByRole('tab', { name: 'Check items' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'checks' }));
    expect(await within(panel()).findByText('一号厂房配电室')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Check items');

    fireEvent.click(screen.getByRole('tab', { name: 'Standing book' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'standing' }));
    expect(await within(panel()).findByText(`${THIS_YEAR - 1} 年度安全台账`)).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(query()).toEqual({ tab: 'checks' }));
    expect(selectedTab()).toHaveTextContent('Check items');
    expect(await within(panel()).findByText('液氧储罐区')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(location()).toBe(SHOW));
    expect(selectedTab()).toHaveTextContent('Staff info');
    expect(await within(panel()).findByText('毛娟文')).toBeInTheDocument();
  });

  it('a failing panel leaves the header and the other tabs working', async () => {
    backend.failing.set('admin/staff/staff-list', new ApiError(5000, 'Staff are unavailable.'));
    await renderCompany(SHOW);
    expect(within(await header()).getByRole('heading', { name: COMPANY.name })).toBeInTheDocument();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Could not load: Staff are unavailable.');
    fireEvent.click(screen.getByRole('tab', { name: 'Check items' }));
    expect(await within(panel()).findByText('一号厂房配电室')).toBeInTheDocument();
  });
});
