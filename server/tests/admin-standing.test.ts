// admin/standing/*: warnings, inspections with their handling steps, and standing books.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsUnder, createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';
import {
  insertBareCompany,
  insertBook,
  insertCheckPoint,
  insertEntry,
  insertInspection,
  insertStaff,
  insertStep,
} from './helpers/admin-fixtures.js';

let ctx: TestContext;
let admin: string;

const WARNING_KEYS = ['check_name', 'company_name', 'content', 'created_at', 'handle_status', 'id', 'identity'];
const INSPECTION_KEYS = [
  'check_name',
  'check_point_id',
  'company_id',
  'company_name',
  'created_at',
  'handle_status',
  'id',
  'results',
  'staff_id',
  'staff_name',
  'status',
];
const BOOK_KEYS = ['children_count', 'company_id', 'id', 'name', 'parent_id', 'type', 'updated_at', 'year'];

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

interface Warning {
  id: number;
  content: string;
  company_name: string;
  check_name: string;
  identity: string;
  handle_status: number;
  created_at: string;
}

interface Inspection {
  id: number;
  company_id: number;
  status: string;
  handle_status: number;
  created_at: string;
  results: { item: string; ok: boolean; remark: string }[];
}

interface Book {
  id: number;
  parent_id: number | null;
  year: number;
  type: string;
  children_count: number;
}

/** The fixture: two companies, their check points, warnings and inspections around March 2024. */
const f = {
  companyA: 0,
  companyB: 0,
  companyEmpty: 0,
  companyAName: '',
  pointA1: 0,
  pointA2: 0,
  pointB1: 0,
  staffA: 0,
  w0: 0,
  w1: 0,
  w2: 0,
  w3: 0,
  w4: 0,
  n1: 0,
  n2: 0,
  wb1: 0,
};

const call = <T>(path: string, body: Record<string, unknown> = {}) => ctx.call<T>(`admin/standing/${path}`, body, { token: admin });
const ok = async <T>(path: string, body: Record<string, unknown> = {}) => dataOf(await call<T>(path, body));
const warnings = (body: Record<string, unknown>) => ok<Page<Warning>>('error-inspect-list', body);
const ids = (page: Page<{ id: number }>) => page.list.map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const { db } = ctx;
  f.companyAName = `Alpha Rocket Works ${Date.now()}`;
  f.companyA = await insertBareCompany(db, f.companyAName);
  f.companyB = await insertBareCompany(db);
  f.companyEmpty = await insertBareCompany(db);
  f.pointA1 = await insertCheckPoint(db, { company_id: f.companyA, name: 'Boiler Room' });
  f.pointA2 = await insertCheckPoint(db, { company_id: f.companyA, name: 'North Gate' });
  f.pointB1 = await insertCheckPoint(db, { company_id: f.companyB, name: 'Paint Shop' });
  f.staffA = await insertStaff(db, { company_id: f.companyA, name: 'Zhang Wei' });
  const a1 = { company_id: f.companyA, check_point_id: f.pointA1 };
  const a2 = { company_id: f.companyA, check_point_id: f.pointA2 };
  f.w0 = await insertInspection(db, { ...a1, status: 'error', handle_status: 2, created_at: '2024-02-29 23:59:59' });
  f.w1 = await insertInspection(db, {
    ...a1,
    status: 'error',
    handle_status: 0,
    staff_id: f.staffA,
    content: 'Extinguisher pressure low',
    identity: 'staff',
    created_at: '2024-03-01 00:00:00',
    results: [
      { item: 'Extinguisher', ok: false, remark: 'Pressure low' },
      { item: 'Exit sign', ok: true, remark: '' },
    ],
  });
  f.w2 = await insertInspection(db, { ...a2, status: 'error', handle_status: 1, content: 'Exit blocked', identity: 'government', created_at: '2024-03-10 12:00:00' });
  f.w3 = await insertInspection(db, { ...a1, status: 'error', handle_status: 2, content: 'Wiring exposed', identity: 'system', created_at: '2024-03-31 23:59:59' });
  f.w4 = await insertInspection(db, { ...a2, status: 'error', handle_status: 0, created_at: '2024-04-01 00:00:00' });
  f.n1 = await insertInspection(db, { ...a1, staff_id: f.staffA, created_at: '2024-03-05 08:00:00' });
  f.n2 = await insertInspection(db, { ...a2, created_at: '2024-03-06 09:00:00' });
  f.wb1 = await insertInspection(db, {
    company_id: f.companyB,
    check_point_id: f.pointB1,
    status: 'error',
    handle_status: 0,
    content: '100%_odd leak',
    created_at: '2024-03-15 10:00:00',
  });
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(
    () => ctx,
    callsUnder('admin/standing').map((c) => c.path),
  );

  it('opens each call with the permission of the table', async () => {
    const cases = [
      ['warning:view', 'error-inspect-list', {}],
      ['inspection:view', 'inspect-detail', { id: f.w1 }],
      ['inspection:view', 'admin-status-inspect-list', {}],
      ['inspection:view', 'admin-status-detail', { id: f.w1 }],
      ['inspection:view', 'inspect-list', { company_id: f.companyA }],
      ['standing:view', 'standing-list', { company_id: f.companyA }],
      ['standing:view', 'get-standing-book', { company_id: f.companyA }],
    ] as const;
    for (const [permission, path, body] of cases) {
      const token = await ctx.createUserWithPermissions([permission]);
      expect((await ctx.call(`admin/standing/${path}`, body, { token })).error, path).toBe(2000);
    }
  });
});

describe('admin/standing/error-inspect-list', () => {
  it('answers Warning records, warnings only', async () => {
    const page = await warnings({ company_id: f.companyA, limit: 100 });
    expect(page).toMatchObject({ total: 5, page: 1, limit: 100 });
    for (const w of page.list) expect(Object.keys(w).sort()).toEqual(WARNING_KEYS);
    expect(ids(page)).not.toContain(f.n1);
    expect(page.list.find((w) => w.id === f.w1)).toEqual({
      id: f.w1,
      content: 'Extinguisher pressure low',
      company_name: f.companyAName,
      check_name: 'Boiler Room',
      identity: 'staff',
      handle_status: 0,
      created_at: '2024-03-01 00:00:00',
    });
  });

  it('filters by company and an inclusive date range, newest first by default', async () => {
    const march = await warnings({ company_id: f.companyA, date_from: '2024-03-01', date_to: '2024-03-31' });
    expect(ids(march)).toEqual([f.w3, f.w2, f.w1]);
    expect(march.total).toBe(3);
    expect(ids(await warnings({ company_id: f.companyA, date_from: '2024-03-31' }))).toEqual([f.w4, f.w3]);
    expect(ids(await warnings({ company_id: f.companyA, date_to: '2024-03-01' }))).toEqual([f.w1, f.w0]);
    expect(ids(await warnings({ company_id: f.companyA, date_from: '2024-03-10', date_to: '2024-03-10' }))).toEqual([f.w2]);
    const all = await warnings({ date_from: '2024-03-01', date_to: '2024-03-31' });
    expect(ids(all)).toEqual([f.w3, f.wb1, f.w2, f.w1]);
    expect((await warnings({ company_id: f.companyEmpty })).total).toBe(0);
  });

  it('filters by handle_status and id', async () => {
    expect(ids(await warnings({ company_id: f.companyA, handle_status: 0 }))).toEqual([f.w4, f.w1]);
    expect(ids(await warnings({ handle_status: 1 }))).toEqual([f.w2]);
    expect(ids(await warnings({ company_id: f.companyA, handle_status: 2, date_from: '2024-03-01', date_to: '2024-03-31' }))).toEqual([f.w3]);
    expect(ids(await warnings({ id: f.w2 }))).toEqual([f.w2]);
    expect((await warnings({ id: f.n1 })).total).toBe(0);
  });

  it('searches content, company name and check point name', async () => {
    expect(ids(await warnings({ keyword: 'exit BLOCKED' }))).toEqual([f.w2]);
    expect(ids(await warnings({ keyword: 'paint shop' }))).toEqual([f.wb1]);
    expect(ids(await warnings({ keyword: '100%_' }))).toEqual([f.wb1]);
    expect((await warnings({ keyword: 'alpha rocket' })).total).toBe(5);
    // Within one company the names are matched per row; the answer is the same.
    expect(ids(await warnings({ company_id: f.companyA, keyword: 'boiler' }))).toEqual([f.w3, f.w1, f.w0]);
    expect(ids(await warnings({ company_id: f.companyA, keyword: 'wiring' }))).toEqual([f.w3]);
    expect((await warnings({ company_id: f.companyB, keyword: 'alpha' })).total).toBe(0);
  });

  it('sorts by id, created_at and handle_status and pages with the total', async () => {
    const byId = await warnings({ company_id: f.companyA, sort: 'id', order: 'asc' });
    expect(ids(byId)).toEqual([f.w0, f.w1, f.w2, f.w3, f.w4]);
    const byStatus = await warnings({ company_id: f.companyA, sort: 'handle_status', order: 'asc' });
    expect(byStatus.list.map((w) => w.handle_status)).toEqual([0, 0, 1, 2, 2]);
    // Ties are broken by id in the same direction.
    expect(ids(byStatus)).toEqual([f.w1, f.w4, f.w2, f.w0, f.w3]);
    expect(ids(await warnings({ company_id: f.companyA, sort: 'created_at', order: 'asc' }))).toEqual([f.w0, f.w1, f.w2, f.w3, f.w4]);
    const second = await warnings({ company_id: f.companyA, sort: 'id', order: 'asc', page: 2, limit: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(ids(second)).toEqual([f.w2, f.w3]);
    const beyond = await warnings({ company_id: f.companyA, page: 9, limit: 2 });
    expect(beyond).toMatchObject({ total: 5, list: [] });
  });

  it('answers 2001 naming bad fields', async () => {
    for (const [body, fields] of [
      [{ date_from: '2024-02-30' }, ['date_from']],
      [{ date_to: 'yesterday' }, ['date_to']],
      [{ date_from: '2024-03-02', date_to: '2024-03-01' }, ['date_to']],
      [{ handle_status: 3 }, ['handle_status']],
      [{ company_id: 'x', sort: 'status' }, ['company_id', 'sort']],
      [{ limit: 101, order: 'up' }, ['limit', 'order']],
    ] as const) {
      const res = await call('error-inspect-list', body);
      expect(res.error, JSON.stringify(body)).toBe(2001);
      expect(fieldsOf(res)).toEqual(fields);
    }
  });

  it('words the range error in the caller language', async () => {
    const res = await ctx.call('admin/standing/error-inspect-list', { date_from: '2024-03-02', date_to: '2024-03-01' }, { token: admin, lang: 'zh' });
    expect(res.data).toEqual({ fields: { date_to: '不能早于开始日期。' } });
  });
});

describe('admin/standing/inspect-detail', () => {
  it('answers the Inspection with parsed results and names', async () => {
    const detail = await ok<Inspection>('inspect-detail', { id: f.w1 });
    // The detail adds the field app's photos (none here) to the Inspection.
    expect(Object.keys(detail).sort()).toEqual([...INSPECTION_KEYS, 'photos'].sort());
    expect(detail).toEqual({
      photos: [],
      id: f.w1,
      company_id: f.companyA,
      company_name: f.companyAName,
      check_point_id: f.pointA1,
      check_name: 'Boiler Room',
      staff_id: f.staffA,
      staff_name: 'Zhang Wei',
      status: 'error',
      results: [
        { item: 'Extinguisher', ok: false, remark: 'Pressure low' },
        { item: 'Exit sign', ok: true, remark: '' },
      ],
      handle_status: 0,
      created_at: '2024-03-01 00:00:00',
    });
    expect(await ok('inspect-detail', { id: f.n2 })).toMatchObject({ status: 'normal', staff_id: null, staff_name: null, check_name: 'North Gate' });
  });

  it('answers 2005 for an unknown id and 2001 for a bad one', async () => {
    expect((await call('inspect-detail', { id: 999999 })).error).toBe(2005);
    const bad = await call('inspect-detail', { id: 0 });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['id']);
    expect(fieldsOf(await call('inspect-detail', {}))).toEqual(['id']);
  });
});

describe('admin/standing/admin-status-inspect-list', () => {
  it('lists warnings as Inspection records with their handling state', async () => {
    const page = await ok<Page<Inspection>>('admin-status-inspect-list', { company_id: f.companyA });
    expect(page.total).toBe(5);
    expect(ids(page)).toEqual([f.w4, f.w3, f.w2, f.w1, f.w0]);
    for (const r of page.list) {
      expect(Object.keys(r).sort()).toEqual(INSPECTION_KEYS);
      expect(r.status).toBe('error');
      expect(Array.isArray(r.results)).toBe(true);
    }
  });

  it('filters by handle_status, sorts and pages', async () => {
    expect(ids(await ok<Page<Inspection>>('admin-status-inspect-list', { handle_status: 1 }))).toEqual([f.w2]);
    expect(ids(await ok<Page<Inspection>>('admin-status-inspect-list', { company_id: f.companyB, handle_status: 0 }))).toEqual([f.wb1]);
    const page = await ok<Page<Inspection>>('admin-status-inspect-list', { sort: 'handle_status', order: 'desc', limit: 2 });
    expect(page).toMatchObject({ total: 6, limit: 2 });
    expect(ids(page)).toEqual([f.w3, f.w0]);
  });

  it('answers 2001 naming bad fields', async () => {
    const res = await call('admin-status-inspect-list', { handle_status: -1, company_id: 0, sort: 'content' });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual(['company_id', 'handle_status', 'sort']);
  });
});

describe('admin/standing/admin-status-detail', () => {
  it('answers the inspection and its steps in time order', async () => {
    const late = await insertStep(ctx.db, { inspection_id: f.w2, action: 'rectify', created_at: '2024-03-11 09:00:00' });
    const early = await insertStep(ctx.db, { inspection_id: f.w2, action: 'accept', actor: 'Wang Fang', remark: 'Seen', created_at: '2024-03-10 13:00:00' });
    const sameTime = await insertStep(ctx.db, { inspection_id: f.w2, action: 'note', created_at: '2024-03-11 09:00:00' });
    const detail = await ok<{ inspection: Inspection; steps: Record<string, unknown>[] }>('admin-status-detail', { id: f.w2 });
    expect(Object.keys(detail).sort()).toEqual(['inspection', 'steps']);
    const { photos: _photos, ...inspection } = await ok<Inspection & { photos: unknown[] }>('inspect-detail', { id: f.w2 });
    expect(detail.inspection).toEqual(inspection);
    expect(detail.steps.map((s) => s.id)).toEqual([early, late, sameTime]);
    expect(detail.steps[0]).toEqual({
      id: early,
      inspection_id: f.w2,
      actor: 'Wang Fang',
      action: 'accept',
      remark: 'Seen',
      created_at: '2024-03-10 13:00:00',
    });
  });

  it('answers no steps for an inspection without handling, 2005 for an unknown id', async () => {
    expect((await ok<{ steps: unknown[] }>('admin-status-detail', { id: f.n1 })).steps).toEqual([]);
    expect((await call('admin-status-detail', { id: 999999 })).error).toBe(2005);
    expect(fieldsOf(await call('admin-status-detail', { id: 'abc' }))).toEqual(['id']);
  });
});

describe('admin/standing/inspect-list', () => {
  it('lists every inspection of the company', async () => {
    const page = await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, limit: 100 });
    expect(page.total).toBe(7);
    expect(ids(page)).toEqual([f.w4, f.w3, f.w2, f.n2, f.n1, f.w1, f.w0]);
    for (const r of page.list) expect(Object.keys(r).sort()).toEqual(INSPECTION_KEYS);
  });

  it('filters by status and sorts by status', async () => {
    expect(ids(await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, status: 'normal' }))).toEqual([f.n2, f.n1]);
    expect((await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, status: 'error' })).total).toBe(5);
    const sorted = await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, sort: 'status', order: 'desc', limit: 2 });
    expect(sorted.list.map((r) => r.status)).toEqual(['normal', 'normal']);
    expect(await ok<Page<Inspection>>('inspect-list', { company_id: f.companyEmpty })).toEqual({ list: [], total: 0, page: 1, limit: 20 });
  });

  it('filters by the staff member who inspected and by days, both included', async () => {
    expect(ids(await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, staff_id: f.staffA }))).toEqual([f.n1, f.w1]);
    expect(ids(await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, date_from: '2024-03-01', date_to: '2024-03-31' }))).toEqual([f.w3, f.w2, f.n2, f.n1, f.w1]);
    expect(ids(await ok<Page<Inspection>>('inspect-list', { company_id: f.companyA, staff_id: f.staffA, date_from: '2024-03-05', date_to: '2024-03-05' }))).toEqual([f.n1]);
    // Another company's staff member made none of this company's inspections.
    expect((await ok<Page<Inspection>>('inspect-list', { company_id: f.companyB, staff_id: f.staffA })).total).toBe(0);
    expect(fieldsOf(await call('inspect-list', { company_id: f.companyA, date_from: '2024-03-02', date_to: '2024-03-01' }))).toEqual(['date_to']);
    expect(fieldsOf(await call('inspect-list', { company_id: f.companyA, staff_id: 'x' }))).toEqual(['staff_id']);
  });

  it('answers 2001 without a company or with a bad status, 2005 for an unknown company', async () => {
    expect(fieldsOf(await call('inspect-list', {}))).toEqual(['company_id']);
    expect(fieldsOf(await call('inspect-list', { company_id: f.companyA, status: 'broken' }))).toEqual(['status']);
    const missing = await call('inspect-list', { company_id: 999999 });
    expect(missing.error).toBe(2005);
    expect(missing.message).toBe('The company does not exist.');
  });
});

describe('standing books', () => {
  const s = { root2025: 0, root2026: 0, hazard: 0, training: 0, grandchild: 0, e1: 0, e2: 0, e3: 0 };

  beforeAll(async () => {
    const { db } = ctx;
    const company_id = f.companyA;
    s.root2025 = await insertBook(db, { company_id, year: 2025, name: '2025 ledger', updated_at: '2025-12-30 10:00:00' });
    s.root2026 = await insertBook(db, { company_id, year: 2026, name: '2026 ledger' });
    s.hazard = await insertBook(db, { company_id, year: 2025, parent_id: s.root2025, type: 'hazard', name: '2025 hazards' });
    s.training = await insertBook(db, { company_id, year: 2025, parent_id: s.root2025, type: 'training', name: '2025 training' });
    s.grandchild = await insertBook(db, { company_id, year: 2025, parent_id: s.hazard, type: 'hazard', name: 'Q1 hazards' });
    await insertBook(db, { company_id: f.companyB, year: 2025, name: 'Other company ledger' });
    s.e2 = await insertEntry(db, { book_id: s.hazard, title: 'March check', recorded_at: '2025-03-20 09:00:00' });
    s.e1 = await insertEntry(db, { book_id: s.hazard, title: 'January check', recorded_at: '2025-01-15 09:00:00' });
    s.e3 = await insertEntry(db, { book_id: s.training, recorded_at: '2025-02-01 09:00:00' });
  });

  it('standing-list answers the roots with children_count, newest year first', async () => {
    const roots = await ok<Book[]>('standing-list', { company_id: f.companyA });
    expect(roots.map((b) => b.id)).toEqual([s.root2026, s.root2025]);
    for (const b of roots) expect(Object.keys(b).sort()).toEqual(BOOK_KEYS);
    expect(roots[1]).toEqual({
      id: s.root2025,
      company_id: f.companyA,
      parent_id: null,
      name: '2025 ledger',
      year: 2025,
      type: 'year',
      children_count: 2,
      updated_at: '2025-12-30 10:00:00',
    });
    expect(roots[0]!.children_count).toBe(0);
    expect(await ok('standing-list', { company_id: f.companyEmpty })).toEqual([]);
  });

  it('standing-book answers the book with its children and entries', async () => {
    const book = await ok<Book & { children: Book[]; entries: Record<string, unknown>[] }>('standing-book', { id: s.hazard });
    expect(Object.keys(book).sort()).toEqual([...BOOK_KEYS, 'children', 'entries'].sort());
    expect(book).toMatchObject({ id: s.hazard, parent_id: s.root2025, type: 'hazard', children_count: 1 });
    expect(book.children.map((c) => c.id)).toEqual([s.grandchild]);
    expect(Object.keys(book.children[0]!).sort()).toEqual(BOOK_KEYS);
    expect(book.entries.map((e) => e.id)).toEqual([s.e1, s.e2]);
    expect(book.entries[0]).toEqual({
      id: s.e1,
      book_id: s.hazard,
      title: 'January check',
      content: 'Checked and recorded.',
      recorded_by: 'Li Lei',
      recorded_at: '2025-01-15 09:00:00',
    });
    const root = await ok<{ children: Book[]; entries: unknown[] }>('standing-book', { id: s.root2025 });
    expect(root.children.map((c) => [c.id, c.children_count])).toEqual([
      [s.hazard, 1],
      [s.training, 0],
    ]);
    expect(root.entries).toEqual([]);
  });

  it('get-standing-book filters by year and type over every level', async () => {
    const all = await ok<Book[]>('get-standing-book', { company_id: f.companyA });
    expect(all.map((b) => b.id)).toEqual([s.root2026, s.root2025, s.hazard, s.training, s.grandchild]);
    const hazards = await ok<Book[]>('get-standing-book', { company_id: f.companyA, year: 2025, type: 'hazard' });
    expect(hazards.map((b) => b.id)).toEqual([s.hazard, s.grandchild]);
    expect(hazards[0]!.children_count).toBe(1);
    expect(await ok('get-standing-book', { company_id: f.companyA, year: 2030 })).toEqual([]);
  });

  it('answers 2001 for bad input and 2005 for unknown ids', async () => {
    expect(fieldsOf(await call('standing-list', {}))).toEqual(['company_id']);
    expect(fieldsOf(await call('standing-book', { id: 'one' }))).toEqual(['id']);
    expect(fieldsOf(await call('get-standing-book', { company_id: f.companyA, year: '20x5', type: 'x'.repeat(33) }))).toEqual(['type', 'year']);
    expect((await call('standing-list', { company_id: 999999 })).error).toBe(2005);
    expect((await call('get-standing-book', { company_id: 999999 })).error).toBe(2005);
    const missing = await call('standing-book', { id: 999999 });
    expect(missing.error).toBe(2005);
    expect(missing.message).toBe('The standing book does not exist.');
  });
});
