// admin/admin/* and admin/auth/*: check items, and the dashboard figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callsUnder,
  createTestContext,
  dataOf,
  defineAccessTests,
  fieldsOf,
  insertCityTree,
  insertGovernment,
  type TestContext,
} from './helpers/index.js';
import { dayText, insertBareCompany, insertCheckItem, insertCheckPoint, insertInspection, insertStaff } from './helpers/admin-fixtures.js';

let ctx: TestContext;
let admin: string;

const STATS_PATHS = ['admin/admin/code-model-list', 'admin/admin/admin-data-count', 'admin/auth/company-inspect-data', 'admin/auth/week-data'];

interface Ranked {
  company_id: number;
  company_name: string;
  inspections: number;
  warnings: number;
}

const ok = async <T>(path: string, body: Record<string, unknown> = {}) => dataOf(await ctx.call<T>(path, body, { token: admin }));

/** A company with one check point; answers both ids. */
async function companyWithPoint(name?: string) {
  const company = await insertBareCompany(ctx.db, name);
  const point = await insertCheckPoint(ctx.db, { company_id: company });
  return { company, point };
}

/** `count` inspections of the company at `at`, the first `errors` of them warnings. */
async function inspect(target: { company: number; point: number }, at: string, count: number, errors = 0) {
  for (let i = 0; i < count; i++) {
    await insertInspection(ctx.db, { company_id: target.company, check_point_id: target.point, status: i < errors ? 'error' : 'normal', created_at: at });
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, STATS_PATHS);

  it('covers every admin/admin and admin/auth call', () => {
    expect(
      callsUnder('admin/admin', 'admin/auth')
        .map((c) => c.path)
        .sort(),
    ).toEqual([...STATS_PATHS].sort());
  });

  it('opens the figures with statistic:view and the check items with check:view', async () => {
    const stats = await ctx.createUserWithPermissions(['statistic:view']);
    for (const path of STATS_PATHS.slice(1)) expect((await ctx.call(path, {}, { token: stats })).error, path).toBe(2000);
    const { company } = await companyWithPoint();
    const check = await ctx.createUserWithPermissions(['check:view']);
    expect((await ctx.call('admin/admin/code-model-list', { company_id: company }, { token: check })).error).toBe(2000);
  });
});

describe('admin/admin/code-model-list', () => {
  const f = { company: 0, point1: 0, point2: 0, empty: 0, other: 0, a: 0, b: 0, c: 0, d: 0 };

  beforeAll(async () => {
    const { db } = ctx;
    f.company = await insertBareCompany(db);
    f.point1 = await insertCheckPoint(db, { company_id: f.company });
    f.point2 = await insertCheckPoint(db, { company_id: f.company });
    f.empty = await insertCheckPoint(db, { company_id: f.company });
    f.other = await insertCheckPoint(db, { company_id: await insertBareCompany(db) });
    f.b = await insertCheckItem(db, { check_point_id: f.point1, name: 'Pressure', standard: 'Needle in the green', sort: 2 });
    f.d = await insertCheckItem(db, { check_point_id: f.point2, name: 'Lights', sort: 1 });
    f.a = await insertCheckItem(db, { check_point_id: f.point1, name: 'Seal', sort: 1 });
    f.c = await insertCheckItem(db, { check_point_id: f.point1, name: 'Hose', sort: 3 });
    await insertCheckItem(db, { check_point_id: f.other, sort: 1 });
  });

  it('answers the CheckItem records of a check point in sort order', async () => {
    const items = await ok<Record<string, unknown>[]>('admin/admin/code-model-list', { id: f.point1 });
    expect(items.map((i) => i.id)).toEqual([f.a, f.b, f.c]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['check_point_id', 'id', 'name', 'sort', 'standard']);
    expect(items[1]).toEqual({ id: f.b, check_point_id: f.point1, name: 'Pressure', standard: 'Needle in the green', sort: 2 });
    expect(await ok('admin/admin/code-model-list', { id: f.empty })).toEqual([]);
  });

  it('answers the items of every check point of a company, point by point', async () => {
    const items = await ok<{ id: number }[]>('admin/admin/code-model-list', { company_id: f.company });
    expect(items.map((i) => i.id)).toEqual([f.a, f.b, f.c, f.d]);
    const both = await ok<{ id: number }[]>('admin/admin/code-model-list', { company_id: f.company, id: f.point2 });
    expect(both.map((i) => i.id)).toEqual([f.d]);
    expect(await ok('admin/admin/code-model-list', { company_id: f.company, id: f.other })).toEqual([]);
  });

  it('answers 2001 without either id and 2005 for unknown ids', async () => {
    const none = await ctx.call('admin/admin/code-model-list', {}, { token: admin });
    expect(none.error).toBe(2001);
    expect(fieldsOf(none)).toEqual(['company_id', 'id']);
    expect(fieldsOf(await ctx.call('admin/admin/code-model-list', { id: 'x' }, { token: admin }))).toEqual(['id']);
    const company = await ctx.call('admin/admin/code-model-list', { company_id: 999999 }, { token: admin });
    expect(company.error).toBe(2005);
    expect(company.message).toBe('The company does not exist.');
    expect((await ctx.call('admin/admin/code-model-list', { id: 999999 }, { token: admin })).error).toBe(2005);
  });
});

describe('admin/admin/admin-data-count', () => {
  const expected = async () => {
    const { db } = ctx;
    const count = async (table: 'companies' | 'staff' | 'check_points' | 'inspections' | 'governments') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const warnings = await db
      .selectFrom('inspections')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'error')
      .executeTakeFirstOrThrow();
    return {
      companies: await count('companies'),
      staff: await count('staff'),
      check_points: await count('check_points'),
      inspections: await count('inspections'),
      warnings: Number(warnings.n),
      governments: await count('governments'),
    };
  };

  it('answers the counts of every kind of record', async () => {
    const target = await companyWithPoint();
    await insertStaff(ctx.db, { company_id: target.company });
    await inspect(target, '2022-01-01 10:00:00', 3, 1);
    const counts = await ok<Record<string, number>>('admin/admin/admin-data-count');
    expect(Object.keys(counts).sort()).toEqual(['check_points', 'companies', 'governments', 'inspections', 'staff', 'warnings']);
    expect(counts).toEqual(await expected());
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
  });

  it('follows new rows', async () => {
    const before = await ok<Record<string, number>>('admin/admin/admin-data-count');
    const target = await companyWithPoint();
    await inspect(target, '2022-01-02 10:00:00', 4, 3);
    const tree = await insertCityTree(ctx.db);
    await insertGovernment(ctx.db, { city_id: tree.cityId });
    const after = await ok<Record<string, number>>('admin/admin/admin-data-count');
    // insertBareCompany adds a government of its own, plus the one above.
    expect(after).toEqual({
      ...before,
      companies: before.companies! + 1,
      check_points: before.check_points! + 1,
      inspections: before.inspections! + 4,
      warnings: before.warnings! + 3,
      governments: before.governments! + 2,
    });
  });
});

describe('admin/auth/company-inspect-data', () => {
  const f = { p: { company: 0, point: 0 }, q: { company: 0, point: 0 }, r: { company: 0, point: 0 }, qName: '' };

  beforeAll(async () => {
    f.p = await companyWithPoint();
    f.qName = `Quantum Thrusters ${Date.now()}`;
    f.q = await companyWithPoint(f.qName);
    f.r = await companyWithPoint();
    await inspect(f.p, '2023-06-01 00:00:00', 3, 1);
    await inspect(f.q, '2023-06-15 12:00:00', 5, 2);
    await inspect(f.q, '2023-06-30 23:59:59', 1, 1);
    await inspect(f.q, '2023-07-01 00:00:00', 4, 4);
    await inspect(f.r, '2023-06-20 08:00:00', 3);
    await inspect(f.r, '2023-05-31 23:59:59', 9, 9);
  });

  it('ranks companies by inspections in the range, with their warnings', async () => {
    const ranked = await ok<Ranked[]>('admin/auth/company-inspect-data', { date_from: '2023-06-01', date_to: '2023-06-30' });
    expect(ranked).toEqual([
      { company_id: f.q.company, company_name: f.qName, inspections: 6, warnings: 3 },
      { company_id: f.p.company, company_name: expect.any(String), inspections: 3, warnings: 1 },
      { company_id: f.r.company, company_name: expect.any(String), inspections: 3, warnings: 0 },
    ]);
    for (const row of ranked) expect(Object.keys(row).sort()).toEqual(['company_id', 'company_name', 'inspections', 'warnings']);
  });

  it('takes open-ended ranges', async () => {
    const fromJuly = await ok<Ranked[]>('admin/auth/company-inspect-data', { date_from: '2023-07-01', date_to: '2023-07-31' });
    expect(fromJuly).toEqual([{ company_id: f.q.company, company_name: f.qName, inspections: 4, warnings: 4 }]);
    const untilMay = await ok<Ranked[]>('admin/auth/company-inspect-data', { date_from: '2023-01-01', date_to: '2023-05-31' });
    expect(untilMay.map((r) => [r.company_id, r.inspections, r.warnings])).toEqual([[f.r.company, 9, 9]]);
    const all = await ok<Ranked[]>('admin/auth/company-inspect-data', { limit: 100 });
    expect(all.find((r) => r.company_id === f.r.company)).toMatchObject({ inspections: 12, warnings: 9 });
    expect(all.find((r) => r.company_id === f.q.company)).toMatchObject({ inspections: 10, warnings: 7 });
    const counts = all.map((r) => r.inspections);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await ok('admin/auth/company-inspect-data', { date_from: '2001-01-01', date_to: '2001-12-31' })).toEqual([]);
  });

  it('answers the top 20 by default, ties by company id', async () => {
    const companies = [];
    for (let i = 0; i < 21; i++) {
      const target = await companyWithPoint();
      await inspect(target, '2023-08-08 08:00:00', 1);
      companies.push(target.company);
    }
    const top = await ok<Ranked[]>('admin/auth/company-inspect-data', { date_from: '2023-08-01', date_to: '2023-08-31' });
    expect(top.map((r) => r.company_id)).toEqual(companies.slice(0, 20));
    const five = await ok<Ranked[]>('admin/auth/company-inspect-data', { date_from: '2023-08-01', date_to: '2023-08-31', limit: 5 });
    expect(five.map((r) => r.company_id)).toEqual(companies.slice(0, 5));
  });

  it('answers 2001 naming bad fields', async () => {
    for (const [body, fields] of [
      [{ date_from: '2023-06-31' }, ['date_from']],
      [{ date_from: '2023-06-02', date_to: '2023-06-01' }, ['date_to']],
      [{ limit: 101, date_to: 'june' }, ['date_to', 'limit']],
    ] as const) {
      const res = await ctx.call('admin/auth/company-inspect-data', body, { token: admin });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual(fields);
    }
  });
});

describe('admin/auth/week-data', () => {
  it('answers the last 7 days including today, oldest first, zero-filled', async () => {
    const target = await companyWithPoint();
    await inspect(target, `${dayText(0)} 00:00:00`, 2, 1);
    await inspect(target, `${dayText(0)} 23:59:59`, 1);
    await inspect(target, `${dayText(-2)} 12:00:00`, 3, 3);
    await inspect(target, `${dayText(-6)} 00:00:00`, 4);
    await inspect(target, `${dayText(-7)} 23:59:59`, 5, 5);
    await inspect(target, `${dayText(1)} 00:00:00`, 6, 6);
    const week = await ok<{ date: string; inspections: number; warnings: number }[]>('admin/auth/week-data');
    expect(week).toEqual([
      { date: dayText(-6), inspections: 4, warnings: 0 },
      { date: dayText(-5), inspections: 0, warnings: 0 },
      { date: dayText(-4), inspections: 0, warnings: 0 },
      { date: dayText(-3), inspections: 0, warnings: 0 },
      { date: dayText(-2), inspections: 3, warnings: 3 },
      { date: dayText(-1), inspections: 0, warnings: 0 },
      { date: dayText(0), inspections: 3, warnings: 1 },
    ]);
  });
});
