import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { makeCompanyBackend, THIS_YEAR, type CompanyBackend } from './helpers/companyBackend';
import { renderCompany, SHOW } from './helpers/companyHarness';

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

const STANDING = `${SHOW}?tab=standing`;
const [Y, LY] = [THIS_YEAR, THIS_YEAR - 1];
const section = (name: string) => screen.getByRole('region', { name });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const tree = () => screen.findByRole('tree');
/** The tree item of a book, by its name. */
const item = (name: string) => screen.getAllByRole('treeitem').find((i) => within(i).queryAllByText(name).some((n) => n.closest('[role=treeitem]') === i))!;
/** The names of the books shown, in order, at any depth. */
const bookNames = () => screen.queryAllByRole('treeitem').map((i) => i.querySelector('.MuiListItemText-primary')!.textContent);
const bookCalls = () => backend.callsTo('admin/standing/standing-book');
const filterCall = () => backend.callsTo('admin/standing/get-standing-book').at(-1);
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the standing book tree', { timeout: 60_000 }, () => {
  it('shows the root books with year, translated type and child count, and asks to choose one', async () => {
    await renderCompany(STANDING);
    await tree();
    expect(bookNames()).toEqual([`${Y} 年度安全台账`, `${LY} 年度安全台账`]);
    expect(within(item(`${Y} 年度安全台账`)).getByText(`${Y} · Year book · 2 books`)).toBeInTheDocument();
    expect(within(item(`${LY} 年度安全台账`)).getByText(`${LY} · Year book · 1 book`)).toBeInTheDocument();
    expect(backend.callsTo('admin/standing/standing-list')).toEqual([{ company_id: 1 }]);
    // Children are asked for only on expand.
    expect(bookCalls()).toHaveLength(0);
    expect(item(`${Y} 年度安全台账`)).toHaveAttribute('aria-expanded', 'false');
    expect(within(section('Entries')).getByText('Choose a book to see its entries.')).toBeInTheDocument();
  });

  it('loads a book’s children when it is expanded, and hides them on collapse', async () => {
    await renderCompany(STANDING, 'zh');
    await tree();
    fireEvent.click(within(item(`${Y} 年度安全台账`)).getAllByRole('button', { name: '展开' })[0]!);
    await waitFor(() => expect(bookNames()).toEqual([`${Y} 年度安全台账`, `${Y} 安全检查台账`, `${Y} 应急演练台账`, `${LY} 年度安全台账`]));
    expect(bookCalls()).toEqual([{ id: 1 }]);
    expect(item(`${Y} 年度安全台账`)).toHaveAttribute('aria-expanded', 'true');
    expect(within(item(`${Y} 安全检查台账`)).getByText(`${Y} · 安全检查`)).toBeInTheDocument();
    expect(within(item(`${Y} 应急演练台账`)).getByText(`${Y} · 应急演练`)).toBeInTheDocument();
    // A book without children has nothing to expand.
    expect(item(`${Y} 安全检查台账`)).not.toHaveAttribute('aria-expanded');
    fireEvent.click(within(item(`${Y} 年度安全台账`)).getByRole('button', { name: '收起' }));
    await waitFor(() => expect(bookNames()).toEqual([`${Y} 年度安全台账`, `${LY} 年度安全台账`]));
  });

  it('shows that children are loading, then why they failed, and asks again on retry', async () => {
    const release = backend.hold('admin/standing/standing-book');
    backend.failing.set('admin/standing/standing-book', new ApiError(2005, 'The standing book does not exist.'));
    await renderCompany(STANDING);
    await tree();
    fireEvent.click(within(item(`${LY} 年度安全台账`)).getByRole('button', { name: 'Expand' }));
    expect(await within(item(`${LY} 年度安全台账`)).findByRole('status')).toBeInTheDocument();
    release();
    const alert = await within(item(`${LY} 年度安全台账`)).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load: The standing book does not exist.');
    backend.failing.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bookNames()).toContain(`${LY} 安全教育培训台账`));
  });

  it('shows the roots loading, then says so when the company has no books', async () => {
    backend.books = [];
    const release = backend.hold('admin/standing/standing-list');
    await renderCompany(STANDING);
    await screen.findByRole('heading', { name: 'Books' });
    expect(await within(section('Books')).findByText('Loading…')).toBeInTheDocument();
    release();
    expect(await within(section('Books')).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
  });

  it('shows why the books failed to load, and asks again on retry', async () => {
    backend.failing.set('admin/standing/standing-list', new ApiError(5000, 'The server had a problem.'));
    await renderCompany(STANDING, 'es');
    await screen.findByRole('heading', { name: 'Libros' });
    const alert = await within(section('Libros')).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar: The server had a problem.');
    backend.failing.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await tree();
    expect(within(item(`${Y} 年度安全台账`)).getByText(`${Y} · Libro anual · 2 libros`)).toBeInTheDocument();
  });
});

describe('the standing book entries', { timeout: 60_000 }, () => {
  const openBook = async (parent: string, child: string) => {
    await tree();
    fireEvent.click(within(item(parent)).getAllByRole('button', { name: 'Expand' })[0]!);
    await waitFor(() => expect(bookNames()).toContain(child));
    fireEvent.click(within(item(child)).getByText(child));
  };

  it('choosing a book shows its entries beside the tree', async () => {
    await renderCompany(STANDING);
    await openBook(`${Y} 年度安全台账`, `${Y} 安全检查台账`);
    const entries = await screen.findByRole('table', { name: 'Entries' });
    expect(within(entries).getAllByRole('row').slice(1).map(cells)).toEqual([
      [`${Y}-03-12 10:00:00`, '三月例行检查', '配电室接地电阻复测合格', '李秀英'],
      [`${Y}-04-09 15:30:00`, '四月例行检查', '液氧储罐压力表更换', '蒋东磊'],
    ]);
    expect(bookCalls().at(-1)).toEqual({ id: 3 });
    expect(screen.getByRole('heading', { name: `Entries · ${Y} 安全检查台账` })).toBeInTheDocument();
    expect(item(`${Y} 安全检查台账`)).toHaveAttribute('aria-selected', 'true');
    expect(item(`${Y} 年度安全台账`)).toHaveAttribute('aria-selected', 'false');
  });

  it('says so when a book has no entries', async () => {
    await renderCompany(STANDING);
    await tree();
    fireEvent.click(within(item(`${Y} 年度安全台账`)).getByText(`${Y} 年度安全台账`));
    expect(await within(section(`Entries · ${Y} 年度安全台账`)).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
  });

  it('shows that the entries are loading, then why they failed, and asks again on retry', async () => {
    await renderCompany(STANDING);
    await tree();
    const release = backend.hold('admin/standing/standing-book');
    backend.failing.set('admin/standing/standing-book', new ApiError(5000, 'Entries unavailable.'));
    fireEvent.click(within(item(`${LY} 年度安全台账`)).getByText(`${LY} 年度安全台账`));
    const entries = section(`Entries · ${LY} 年度安全台账`);
    expect(await within(entries).findByText('Loading…')).toBeInTheDocument();
    release();
    expect(await within(entries).findByRole('alert')).toHaveTextContent('Could not load: Entries unavailable.');
    backend.failing.clear();
    fireEvent.click(within(entries).getByRole('button', { name: 'Retry' }));
    expect(await within(entries).findByTestId('empty-state')).toBeInTheDocument();
  });
});

describe('the standing book filters', { timeout: 60_000 }, () => {
  it('a year lists that year’s books at any depth; a type narrows them; Any returns to the tree', async () => {
    await renderCompany(STANDING);
    await tree();
    await choose('Year', String(LY));
    await waitFor(() => expect(filterCall()).toEqual({ company_id: 1, year: String(LY) }));
    await waitFor(() => expect(bookNames()).toEqual([`${LY} 年度安全台账`, `${LY} 安全教育培训台账`]));

    await choose('Type', 'Safety training');
    await waitFor(() => expect(filterCall()).toEqual({ company_id: 1, year: String(LY), type: 'training' }));
    await waitFor(() => expect(bookNames()).toEqual([`${LY} 安全教育培训台账`]));
    fireEvent.click(within(item(`${LY} 安全教育培训台账`)).getByText(`${LY} 安全教育培训台账`));
    expect(await screen.findByRole('table', { name: 'Entries' })).toHaveTextContent('新员工三级安全教育');

    await choose('Year', 'Any');
    await choose('Type', 'Any');
    await waitFor(() => expect(bookNames()).toEqual([`${Y} 年度安全台账`, `${LY} 年度安全台账`]));
    expect(backend.callsTo('admin/standing/standing-list')).toHaveLength(2);
  });

  it('the year filter offers the last five years, the type filter every book kind', async () => {
    await renderCompany(STANDING);
    await tree();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Any', ...[0, 1, 2, 3, 4].map((i) => String(Y - i))]);
    fireEvent.click(screen.getByRole('option', { name: 'Any' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Any', 'Year book', 'Safety inspection', 'Hazard control', 'Safety training', 'Equipment upkeep', 'Emergency drill', 'Hazardous chemicals', 'Hazardous work permits',
    ]);
  });

  it('says so when no book matches', async () => {
    await renderCompany(STANDING);
    await tree();
    await choose('Type', 'Hazardous work permits');
    await waitFor(() => expect(filterCall()).toEqual({ company_id: 1, type: 'permit' }));
    expect(await within(section('Books')).findByTestId('empty-state')).toHaveTextContent('Nothing here yet');
  });

  it('shows why the filtered books failed, and asks again on retry', async () => {
    backend.failing.set('admin/standing/get-standing-book', new ApiError(2001, 'The year is not valid.'));
    await renderCompany(STANDING);
    await tree();
    await choose('Type', 'Emergency drill');
    const alert = await within(section('Books')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load: The year is not valid.');
    backend.failing.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bookNames()).toEqual([`${Y} 应急演练台账`]));
  });
});
