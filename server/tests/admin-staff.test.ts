// admin/staff/*: a company's staff, their clock records and their GPS trail of a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsUnder, createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';
import { insertBareCompany, insertClock, insertStaff, insertTrailPoint } from './helpers/admin-fixtures.js';

let ctx: TestContext;
let admin: string;

const STAFF_KEYS = ['company_id', 'id', 'last_clock_at', 'name', 'phone', 'position', 'status'];
const CLOCK_KEYS = ['address', 'id', 'lat', 'lng', 'staff_id', 'time', 'type'];

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

interface Staff {
  id: number;
  name: string;
  position: string;
  status: number;
  last_clock_at: string | null;
}

interface Clock {
  id: number;
  type: string;
  time: string;
}

const f = { company: 0, other: 0, empty: 0, zhang: 0, li: 0, wang: 0, chen: 0, outsider: 0 };
const c = { in1: 0, out1: 0, in2: 0, out2: 0, in3: 0 };

const call = <T>(path: string, body: Record<string, unknown> = {}) => ctx.call<T>(`admin/staff/${path}`, body, { token: admin });
const ok = async <T>(path: string, body: Record<string, unknown> = {}) => dataOf(await call<T>(path, body));
const ids = (page: Page<{ id: number }>) => page.list.map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const { db } = ctx;
  f.company = await insertBareCompany(db);
  f.other = await insertBareCompany(db);
  f.empty = await insertBareCompany(db);
  const company_id = f.company;
  f.zhang = await insertStaff(db, { company_id, name: 'Zhang Wei', phone: '13800001111', position: 'Inspector', last_clock_at: '2024-05-02 18:00:00' });
  f.li = await insertStaff(db, { company_id, name: 'Li Na', phone: '13800002222', position: 'Safety Officer' });
  f.wang = await insertStaff(db, { company_id, name: 'Wang Fang', phone: '13900003333', position: 'Electrician', status: 0 });
  f.chen = await insertStaff(db, { company_id, name: 'Chen Jie', phone: '13700004444', position: 'Inspector' });
  f.outsider = await insertStaff(db, { company_id: f.other, name: 'Zhang Outsider' });

  const staff_id = f.zhang;
  c.in2 = await insertClock(db, { staff_id, type: 'in', time: '2024-05-02 08:00:00' });
  c.in1 = await insertClock(db, { staff_id, type: 'in', time: '2024-05-01 07:55:00', address: 'East Gate' });
  c.out1 = await insertClock(db, { staff_id, type: 'out', time: '2024-05-01 17:30:00' });
  c.out2 = await insertClock(db, { staff_id, type: 'out', time: '2024-05-02 23:59:59' });
  c.in3 = await insertClock(db, { staff_id, type: 'in', time: '2024-05-03 00:00:00' });
  await insertClock(db, { staff_id: f.li, type: 'in', time: '2024-05-02 08:00:00' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(
    () => ctx,
    callsUnder('admin/staff').map((c) => c.path),
  );

  it('opens with staff:view', async () => {
    const token = await ctx.createUserWithPermissions(['staff:view']);
    expect((await ctx.call('admin/staff/staff-list', { company_id: f.company }, { token })).error).toBe(2000);
    expect((await ctx.call('admin/staff/staff-trail', { id: f.zhang, date: '2024-05-01' }, { token })).error).toBe(2000);
  });
});

describe('admin/staff/staff-list', () => {
  it('answers Staff records of the company, newest id first', async () => {
    const page = await ok<Page<Staff>>('staff-list', { company_id: f.company });
    expect(page).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(ids(page)).toEqual([f.chen, f.wang, f.li, f.zhang]);
    for (const s of page.list) expect(Object.keys(s).sort()).toEqual(STAFF_KEYS);
    expect(page.list[3]).toEqual({
      id: f.zhang,
      company_id: f.company,
      name: 'Zhang Wei',
      phone: '13800001111',
      position: 'Inspector',
      status: 1,
      last_clock_at: '2024-05-02 18:00:00',
    });
    expect(await ok('staff-list', { company_id: f.empty })).toEqual({ list: [], total: 0, page: 1, limit: 20 });
  });

  it('searches name, phone and position', async () => {
    expect(ids(await ok<Page<Staff>>('staff-list', { company_id: f.company, keyword: 'zhang' }))).toEqual([f.zhang]);
    expect(ids(await ok<Page<Staff>>('staff-list', { company_id: f.company, keyword: '0000333' }))).toEqual([f.wang]);
    expect(ids(await ok<Page<Staff>>('staff-list', { company_id: f.company, keyword: 'INSPECTOR' }))).toEqual([f.chen, f.zhang]);
    expect((await ok<Page<Staff>>('staff-list', { company_id: f.company, keyword: 'Outsider' })).total).toBe(0);
  });

  it('filters by status and id, sorts and pages', async () => {
    expect(ids(await ok<Page<Staff>>('staff-list', { company_id: f.company, status: 0 }))).toEqual([f.wang]);
    expect(ids(await ok<Page<Staff>>('staff-list', { company_id: f.company, id: f.li }))).toEqual([f.li]);
    expect(ids(await ok<Page<Staff>>('staff-list', { company_id: f.company, id: f.outsider }))).toEqual([]);
    const byName = await ok<Page<Staff>>('staff-list', { company_id: f.company, sort: 'name', order: 'asc' });
    expect(byName.list.map((s) => s.name)).toEqual(['Chen Jie', 'Li Na', 'Wang Fang', 'Zhang Wei']);
    const second = await ok<Page<Staff>>('staff-list', { company_id: f.company, sort: 'name', order: 'asc', page: 2, limit: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(ids(second)).toEqual([f.zhang]);
    const byPosition = await ok<Page<Staff>>('staff-list', { company_id: f.company, sort: 'position', order: 'desc' });
    expect(byPosition.list.map((s) => s.position)).toEqual(['Safety Officer', 'Inspector', 'Inspector', 'Electrician']);
  });

  it('answers 2001 naming bad fields and 2005 for an unknown company', async () => {
    expect(fieldsOf(await call('staff-list', {}))).toEqual(['company_id']);
    const bad = await call('staff-list', { company_id: f.company, status: 5, sort: 'phone', limit: 0 });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['limit', 'sort', 'status']);
    const missing = await call('staff-list', { company_id: 999999 });
    expect(missing.error).toBe(2005);
    expect(missing.message).toBe('The company does not exist.');
  });
});

describe('admin/staff/staff-clock', () => {
  it('answers ClockRecord records of the staff member, latest first', async () => {
    const page = await ok<Page<Clock>>('staff-clock', { id: f.zhang });
    expect(page).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(ids(page)).toEqual([c.in3, c.out2, c.in2, c.out1, c.in1]);
    for (const r of page.list) expect(Object.keys(r).sort()).toEqual(CLOCK_KEYS);
    expect(page.list[4]).toEqual({
      id: c.in1,
      staff_id: f.zhang,
      type: 'in',
      time: '2024-05-01 07:55:00',
      lng: 116.4,
      lat: 39.9,
      address: 'East Gate',
    });
  });

  it('filters by an inclusive date range and keyword, sorts and pages', async () => {
    const day = await ok<Page<Clock>>('staff-clock', { id: f.zhang, date_from: '2024-05-02', date_to: '2024-05-02' });
    expect(ids(day)).toEqual([c.out2, c.in2]);
    expect(ids(await ok<Page<Clock>>('staff-clock', { id: f.zhang, date_from: '2024-05-02' }))).toEqual([c.in3, c.out2, c.in2]);
    expect(ids(await ok<Page<Clock>>('staff-clock', { id: f.zhang, date_to: '2024-05-01' }))).toEqual([c.out1, c.in1]);
    expect(ids(await ok<Page<Clock>>('staff-clock', { id: f.zhang, keyword: 'east' }))).toEqual([c.in1]);
    const asc = await ok<Page<Clock>>('staff-clock', { id: f.zhang, sort: 'time', order: 'asc', page: 2, limit: 2 });
    expect(asc).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(ids(asc)).toEqual([c.in2, c.out2]);
    expect(ids(await ok<Page<Clock>>('staff-clock', { id: f.zhang, sort: 'id', order: 'asc', limit: 1 }))).toEqual([c.in2]);
    const byType = await ok<Page<Clock>>('staff-clock', { id: f.zhang, sort: 'type', order: 'asc' });
    expect(byType.list.map((r) => r.type)).toEqual(['in', 'in', 'in', 'out', 'out']);
    expect(await ok('staff-clock', { id: f.chen })).toEqual({ list: [], total: 0, page: 1, limit: 20 });
  });

  it('answers 2001 naming bad fields and 2005 for an unknown staff member', async () => {
    expect(fieldsOf(await call('staff-clock', {}))).toEqual(['id']);
    expect(fieldsOf(await call('staff-clock', { id: f.zhang, date_from: '2024-13-01', sort: 'address' }))).toEqual(['date_from', 'sort']);
    expect(fieldsOf(await call('staff-clock', { id: f.zhang, date_from: '2024-05-03', date_to: '2024-05-02' }))).toEqual(['date_to']);
    const missing = await call('staff-clock', { id: 999999 });
    expect(missing.error).toBe(2005);
    expect(missing.message).toBe('The staff member does not exist.');
  });
});

describe('admin/staff/staff-trail', () => {
  it('answers the points of the day in time order', async () => {
    const { db } = ctx;
    const staff_id = f.zhang;
    const p3 = await insertTrailPoint(db, { staff_id, time: '2024-05-01 09:00:20', lng: 116.3, lat: 39.8 });
    const p1 = await insertTrailPoint(db, { staff_id, time: '2024-05-01 09:00:00', lng: 116.1, lat: 39.6 });
    const p2 = await insertTrailPoint(db, { staff_id, time: '2024-05-01 09:00:10', lng: 116.2, lat: 39.7 });
    await insertTrailPoint(db, { staff_id, time: '2024-05-02 09:00:00' });
    await insertTrailPoint(db, { staff_id: f.li, time: '2024-05-01 09:00:05' });
    const trail = await ok<{ staff_id: number; date: string; points: Record<string, unknown>[] }>('staff-trail', { id: staff_id, date: '2024-05-01' });
    expect(Object.keys(trail).sort()).toEqual(['date', 'points', 'staff_id']);
    expect(trail.staff_id).toBe(staff_id);
    expect(trail.date).toBe('2024-05-01');
    expect(trail.points.map((p) => p.id)).toEqual([p1, p2, p3]);
    expect(trail.points[0]).toEqual({ id: p1, lng: 116.1, lat: 39.6, time: '2024-05-01 09:00:00' });
  });

  it('answers points: [] for a day without a trail', async () => {
    expect(await ok('staff-trail', { id: f.chen, date: '2024-05-01' })).toEqual({ staff_id: f.chen, date: '2024-05-01', points: [] });
  });

  it('answers 2001 naming bad fields and 2005 for an unknown staff member', async () => {
    expect(fieldsOf(await call('staff-trail', {}))).toEqual(['date', 'id']);
    expect(fieldsOf(await call('staff-trail', { id: f.zhang, date: '2024-05-01 09:00:00' }))).toEqual(['date']);
    expect(fieldsOf(await call('staff-trail', { id: f.zhang, date: '2023-02-29' }))).toEqual(['date']);
    expect((await call('staff-trail', { id: 999999, date: '2024-05-01' })).error).toBe(2005);
  });
});
