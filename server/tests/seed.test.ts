// The demo data seeder: deterministic, internally consistent, and seedIfEmpty seeds once.
// Runs on a temp SQLite file, or on PostgreSQL when TEST_PG_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { verifyPassword } from '../src/security/password.js';
import { DEMO_ACCOUNT_PASSWORD, DEMO_USERS, seed, seedIfEmpty, type SeedSummary } from '../src/seed/index.js';
import { creditCode, isValidCreditCode } from '../src/seed/gen/identity.js';
import { trailDay } from '../src/seed/gen/staff.js';
import { formatDateTime } from '../src/seed/random.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const NOW = new Date(2025, 5, 18, 10, 30, 0); // a Wednesday morning
const SCALE = 0.05;
const TABLES = [
  'cities', 'governments', 'companies', 'accounts', 'check_points', 'check_items', 'staff', 'clock_records',
  'trail_points', 'inspections', 'handling_steps', 'standing_books', 'standing_entries',
] as const;

async function dump(db: Kysely<DB>): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await db.selectFrom(table).selectAll().orderBy('id').execute()) as Record<string, unknown>[];
    // Password hashes are salted, so they differ on every run by design.
    out[table] = rows.map(({ password_hash: _hash, ...rest }) => rest);
  }
  // admin and its role come from the bootstrap, stamped with the real clock.
  out.roles = await db.selectFrom('roles').select(['name', 'title', 'created_at']).where('name', '<>', 'admin').orderBy('name').execute();
  out.users = await db.selectFrom('system_users').select(['account', 'name', 'created_at']).where('account', '<>', 'admin').orderBy('account').execute();
  return out;
}

const days = (ms: number): number => ms / 86_400_000;

/** Rows grouped by a key, in their original order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
const parse = (text: string): Date => new Date(text.replace(' ', 'T'));

describe('seed', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let summary: SeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase('admin123'), openTestDatabase('admin123')]);
    summary = await seed(first.db, { scale: SCALE, now: NOW });
    await seed(second.db, { scale: SCALE, now: NOW });
  });

  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('writes the same rows on every run', async () => {
    const [a, b] = await Promise.all([dump(first.db), dump(second.db)]);
    for (const table of TABLES) expect(a[table]!.length, table).toBeGreaterThan(0);
    expect(a).toEqual(b);
    expect(summary.counts.companies).toBe(3);
    expect(summary.counts.inspections).toBe(1000);
  });

  it('builds a consistent administrative tree and organisation', async () => {
    const { db } = first;
    const cities = await db.selectFrom('cities').selectAll().execute();
    const byId = new Map(cities.map((c) => [c.id, c]));
    const parentLevel = { province: null, city: 'province', district: 'city' } as const;
    for (const city of cities) {
      const expected = parentLevel[city.level];
      if (expected === null) expect(city.parent_id).toBeNull();
      else expect(byId.get(city.parent_id!)?.level).toBe(expected);
    }
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['陕西省', '西安市', '碑林区', '雁塔区', '未央区']));

    const governments = await db.selectFrom('governments').selectAll().execute();
    const govIds = new Set(governments.map((g) => g.id));
    for (const g of governments) {
      expect(byId.has(g.city_id)).toBe(true);
      if (g.parent_id !== null) expect(govIds.has(g.parent_id)).toBe(true);
    }

    const companies = await db.selectFrom('companies').selectAll().execute();
    const webAccounts = await db.selectFrom('accounts').select(['company_id', 'password_hash']).where('type', '=', 'web').execute();
    for (const c of companies) {
      expect(byId.get(c.city_id)?.level).toBe('district');
      expect(govIds.has(c.government_id)).toBe(true);
      expect(isValidCreditCode(c.credit_code)).toBe(true);
      expect(webAccounts.some((a) => a.company_id === c.id)).toBe(true);
    }
    expect(await verifyPassword(DEMO_ACCOUNT_PASSWORD, webAccounts[0]!.password_hash)).toBe(true);

    const points = await db.selectFrom('check_points').select(['id', 'code']).execute();
    expect(new Set(points.map((p) => p.code)).size).toBe(points.length);
    const items = groupBy(await db.selectFrom('check_items').select(['check_point_id']).execute(), (i) => i.check_point_id);
    for (const p of points) {
      const n = items.get(p.id)?.length ?? 0;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
  });

  it('gives every staff member clock records and one ordered day of trail', async () => {
    const { db } = first;
    const staff = await db.selectFrom('staff').select(['id', 'last_clock_at']).execute();
    const clockRows = await db.selectFrom('clock_records').select(['staff_id', 'time']).orderBy('time').execute();
    const clocks = groupBy(clockRows, (c) => c.staff_id);
    const trail = groupBy(await db.selectFrom('trail_points').select(['staff_id', 'date', 'time']).orderBy('id').execute(), (p) => p.staff_id);
    const day = trailDay(NOW).getTime();
    for (const s of staff) {
      const own = clocks.get(s.id) ?? [];
      expect(own.length).toBeGreaterThan(0);
      expect(s.last_clock_at).toBe(own[own.length - 1]!.time);
      const points = trail.get(s.id) ?? [];
      expect(points.length).toBeGreaterThanOrEqual(180);
      // 5-20 s apart, except between the morning and the afternoon patrol.
      const gaps = points.slice(1).map((p, i) => parse(p.time).getTime() - parse(points[i]!.time).getTime());
      expect(gaps.filter((g) => g < 5_000 || (g > 20_000 && g < 3_600_000))).toEqual([]);
      expect(new Set(points.map((p) => p.date)).size).toBe(1);
      expect(parse(`${points[0]!.date} 00:00:00`).getTime()).toBe(day);
    }
    expect(clockRows.every((c) => c.time <= formatDateTime(NOW))).toBe(true);
  });

  it('writes inspections over 90 days with ~8% warnings and consistent handling', async () => {
    const { db } = first;
    const rows = await db.selectFrom('inspections').selectAll().orderBy('id').execute();
    const steps = groupBy(await db.selectFrom('handling_steps').selectAll().orderBy('id').execute(), (s) => s.inspection_id);
    const errors = rows.filter((r) => r.status === 'error');
    expect(errors.length / rows.length).toBeGreaterThan(0.05);
    expect(errors.length / rows.length).toBeLessThan(0.11);
    const now = formatDateTime(NOW);
    expect(rows.every((r, i) => i === 0 || r.created_at >= rows[i - 1]!.created_at)).toBe(true);
    expect(days(NOW.getTime() - parse(rows[0]!.created_at).getTime())).toBeLessThan(90);
    expect(rows[rows.length - 1]!.created_at <= now).toBe(true);

    for (const r of rows) {
      const results = JSON.parse(r.results) as { item: string; ok: boolean; remark: string }[];
      expect(results.length).toBeGreaterThanOrEqual(3);
      const failed = results.filter((x) => !x.ok);
      if (r.status === 'normal') {
        expect(r.content).toBeNull();
        expect(failed).toHaveLength(0);
        continue;
      }
      expect(r.content).toBeTruthy();
      expect(failed.length).toBeGreaterThan(0);
      expect(['staff', 'government', 'system']).toContain(r.identity);
      if (r.identity !== 'staff') expect(r.staff_id).toBeNull();
      const own = steps.get(r.id) ?? [];
      if (r.handle_status === 0) expect(own).toHaveLength(0);
      else expect(own.length).toBeGreaterThanOrEqual(2);
      if (r.handle_status === 2) expect(own.map((s) => s.action)).toEqual(['上报', '受理', '整改', '复查', '办结']);
      for (const s of own) {
        expect(s.created_at >= r.created_at && s.created_at <= now).toBe(true);
        expect(s.actor).toBeTruthy();
      }
    }
    expect(new Set(errors.map((e) => e.handle_status)).size).toBeGreaterThan(1);
  });

  it('builds standing books as year roots with typed children', async () => {
    const books = await first.db.selectFrom('standing_books').selectAll().execute();
    const byId = new Map(books.map((b) => [b.id, b]));
    for (const b of books) {
      if (b.parent_id === null) expect(b.type).toBe('year');
      else {
        const parent = byId.get(b.parent_id)!;
        expect(parent.type).toBe('year');
        expect(parent.company_id).toBe(b.company_id);
        expect(parent.year).toBe(b.year);
      }
    }
  });

  it('adds the demo roles and users next to admin', async () => {
    const { db } = first;
    const grants = await db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['roles.name as role', 'permissions.name as permission'])
      .execute();
    const of = (role: string) => grants.filter((g) => g.role === role).map((g) => g.permission);
    expect(of('editor')).toEqual(expect.arrayContaining(['company:view', 'company:update', 'check:create']));
    expect(of('editor')).not.toContain('role:view');
    expect(of('visitor').length).toBeGreaterThan(5);
    expect(of('visitor').every((p) => p.endsWith(':view'))).toBe(true);
    for (const user of DEMO_USERS) {
      const row = await db.selectFrom('system_users').select(['id', 'password_hash']).where('account', '=', user.account).executeTakeFirstOrThrow();
      expect(await verifyPassword(user.password, row.password_hash)).toBe(true);
    }
  });

  it('lets rows created later get fresh ids', async () => {
    const { db } = first;
    const max = await db.selectFrom('governments').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const city = await db.selectFrom('cities').select('id').where('level', '=', 'city').executeTakeFirstOrThrow();
    const at = formatDateTime(NOW);
    const row = await db
      .insertInto('governments')
      .values({ name: '测试局', level: 'city', city_id: city.id, parent_id: null, contact: '李雷', phone: '029-88888888', address: '测试路1号', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(Number(max.id));
    await db.deleteFrom('governments').where('id', '=', row.id).execute();
  });

  it('seedIfEmpty leaves a seeded database alone', async () => {
    const before = await first.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await seedIfEmpty(first.db, { scale: SCALE, now: NOW })).toBe(false);
    const after = await first.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('leaves the schema as the migrations made it (SQLite drops and rebuilds indexes around the load)', async () => {
    if (first.dialect !== 'sqlite') return;
    const fresh = await openTestDatabase('admin123');
    const schema = async (db: Kysely<DB>) =>
      (await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'index' order by name`.execute(db)).rows;
    try {
      const want = await schema(fresh.db);
      expect(want.filter((i) => i.name.startsWith('inspections_')).length).toBeGreaterThan(3);
      expect(await schema(first.db)).toEqual(want);
      // A failed seed rolls the dropped indexes back too.
      await expect(seed(second.db, { scale: SCALE, now: NOW })).rejects.toThrow();
      expect(await schema(second.db)).toEqual(want);
    } finally {
      await fresh.drop();
    }
  });

  it('a failed seed leaves nothing behind', async () => {
    const count = async (table: 'companies' | 'inspections') =>
      Number((await first.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = [await count('companies'), await count('inspections')];
    // Seeding again clashes with the unique company names of the first run.
    await expect(seed(first.db, { scale: SCALE, now: NOW })).rejects.toThrow();
    expect([await count('companies'), await count('inspections')]).toEqual(before);
  });
});

describe('seedIfEmpty on an empty database', () => {
  it('seeds once, then does nothing', async () => {
    const database = await openTestDatabase('admin123');
    try {
      expect(await seedIfEmpty(database.db, { scale: 0.02, inspections: 50, now: NOW })).toBe(true);
      expect(await seedIfEmpty(database.db, { scale: 0.02, inspections: 50, now: NOW })).toBe(false);
      const rows = await database.db.selectFrom('inspections').select('id').execute();
      expect(rows).toHaveLength(50);
    } finally {
      await database.drop();
    }
  });
});

describe('generated codes', () => {
  it('unified social credit codes are valid and distinct', () => {
    const codes = Array.from({ length: 20_000 }, (_, i) => creditCode(i, 610113));
    expect(codes.every((code) => code.length === 18 && isValidCreditCode(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // A real published code passes the same check.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
  });

  it('the trail day is the latest working day before today', () => {
    expect(trailDay(new Date(2025, 5, 16, 6, 0))).toEqual(new Date(2025, 5, 13)); // Monday -> Friday
    expect(trailDay(new Date(2025, 5, 18, 10, 0))).toEqual(new Date(2025, 5, 17));
  });
});
