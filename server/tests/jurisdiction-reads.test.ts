// The jurisdiction's lists read off the body stamped on their rows (migration 0030) and, on
// SQLite, along the sort's index or row by row when the jurisdiction is a large share: what they
// answer must not depend on how they were read.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../src/db/time.js';
import { insertInspection } from './helpers/admin-fixtures.js';
import { insertCompany } from './helpers/fixtures.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';
import { buildJurisdictionWorld, OUTSIDE_ID, type JurisdictionWorld } from './helpers/jurisdiction-world.js';

let ctx: TestContext;
let world: JurisdictionWorld;
let admin: string;

type Page = { list: { id: number; name?: string }[]; total: number };
const warnings = async (body: Record<string, unknown>, token = world.scoped.token) => dataOf(await ctx.call<Page>('admin/standing/error-inspect-list', body, { token }));
const companies = async (body: Record<string, unknown>, token = world.scoped.token) => dataOf(await ctx.call<Page>('operate/company/company-list', body, { token }));
const bodyOf = async (inspection: number) => (await ctx.db.selectFrom('inspections').select('government_id').where('id', '=', inspection).executeTakeFirstOrThrow()).government_id;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildJurisdictionWorld(ctx);
  admin = await ctx.adminToken();
});

afterAll(async () => {
  await ctx?.close();
});

describe('the body stamped on inspections', () => {
  it('is the company’s when an inspection is written, whatever it was given', async () => {
    const point = (await ctx.db.selectFrom('check_points').select('id').where('company_id', '=', world.insideCompany).executeTakeFirstOrThrow()).id;
    const id = await insertInspection(ctx.db, { company_id: world.insideCompany, check_point_id: point, status: 'error', created_at: nowText(), government_id: OUTSIDE_ID });
    expect(await bodyOf(id)).toBe(world.districtBody);
    expect((await warnings({ limit: 100 })).list.map((w) => w.id)).toContain(id);
    await ctx.db.deleteFrom('inspections').where('id', '=', id).execute();
  });

  it('moves with its company to another body, and back', async () => {
    const ids = (await ctx.db.selectFrom('inspections').select('id').where('company_id', '=', world.insideCompany).execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const seen = async () => (await warnings({ limit: 100 })).list.filter((w) => ids.includes(w.id)).length;
    expect(await seen()).toBe(ids.length);
    const move = async (government_id: number) => expect((await ctx.call('operate/company/company-update', { id: world.insideCompany, government_id }, { token: admin })).error).toBe(2000);

    await move(OUTSIDE_ID);
    for (const id of ids) expect(await bodyOf(id)).toBe(OUTSIDE_ID);
    expect(await seen()).toBe(0);
    expect((await warnings({ company_id: world.insideCompany })).total).toBe(0);

    await move(world.districtBody);
    for (const id of ids) expect(await bodyOf(id)).toBe(world.districtBody);
    expect(await seen()).toBe(ids.length);
  });
});

describe('the jurisdiction’s companies kept for entity lists', () => {
  it('are read again when a company moves to another body, and back', async () => {
    const records = async () => (await dataOf(await ctx.call<Page>('operate/entity/maintenance_records/list', { company_id: world.insideCompany }, { token: world.scoped.token }))).total;
    const move = async (government_id: number) => expect((await ctx.call('operate/company/company-update', { id: world.insideCompany, government_id }, { token: admin })).error).toBe(2000);
    expect(await records()).toBe(1);
    await move(OUTSIDE_ID);
    expect(await records()).toBe(0);
    await move(world.districtBody);
    expect(await records()).toBe(1);
  });
});

describe('a jurisdiction’s total of entity records, kept until they change', () => {
  const total = async (body: Record<string, unknown> = {}) => (await dataOf(await ctx.call<Page>('operate/entity/maintenance_records/list', body, { token: world.scoped.token }))).total;
  const table = 'entity_maintenance_records' as 'companies';

  it('counts a record added, changed or removed, whoever writes it', async () => {
    const version = async () => Number((await sql<{ version: number }>`select version from table_versions where name = ${table}`.execute(ctx.db)).rows[0]?.version);
    const all = await total();
    const before = await total({ result: 'failed' });
    const first = await version();
    const created = await ctx.call<{ id: number }>('operate/entity/maintenance_records/create', { company_id: world.insideCompany, equipment: 'Press', kind: 'repair', date: '2026-03-01', result: 'failed', technician: 'Li' }, { token: admin });
    expect(created.error).toBe(2000);
    expect(await total({ result: 'failed' })).toBe(before + 1);
    expect(await total()).toBe(all + 1);
    // Written past the API, as an import or another instance would.
    await ctx.db.updateTable(table).set({ result: 'passed' } as never).where('id', '=', created.data!.id).execute();
    expect(await version()).toBeGreaterThan(first);
    expect(await total({ result: 'failed' })).toBe(before);
    await ctx.db.deleteFrom(table).where('id', '=', created.data!.id).execute();
    expect(await total()).toBe(all);
  });

  it('is another once a company of the jurisdiction moves out', async () => {
    const inside = await total();
    expect(inside).toBeGreaterThan(0);
    expect((await ctx.call('operate/company/company-update', { id: world.insideCompany, government_id: OUTSIDE_ID }, { token: admin })).error).toBe(2000);
    expect(await total()).toBe(0);
    expect((await ctx.call('operate/company/company-update', { id: world.insideCompany, government_id: world.districtBody }, { token: admin })).error).toBe(2000);
    expect(await total()).toBe(inside);
  });
});

describe('a jurisdiction holding most companies', () => {
  let newest: number[];

  beforeAll(async () => {
    const inside = (await ctx.db.selectFrom('check_points').select('id').where('company_id', '=', world.insideCompany).executeTakeFirstOrThrow()).id;
    const outside = (await ctx.db.selectFrom('check_points').select('id').where('company_id', '=', OUTSIDE_ID).executeTakeFirstOrThrow()).id;
    // Outside warnings between the inside ones: a page read along the date skips them.
    const made: { id: number; at: string }[] = [];
    for (let day = 1; day <= 12; day++) {
      const at = `2026-02-${String(day).padStart(2, '0')} 08:00:00`;
      made.push({ id: await insertInspection(ctx.db, { company_id: world.insideCompany, check_point_id: inside, status: 'error', created_at: at }), at });
      await insertInspection(ctx.db, { company_id: OUTSIDE_ID, check_point_id: outside, status: 'error', created_at: `2026-02-${String(day).padStart(2, '0')} 09:00:00` });
    }
    newest = made.sort((a, b) => b.at.localeCompare(a.at)).map((m) => m.id);
  });

  it('pages its warnings newest first with none of another body’s', async () => {
    const range = { date_from: '2026-02-01', date_to: '2026-02-28' };
    // Half the companies are inside: the first pages are read along the date, the later ones collected and sorted.
    for (const limit of [1, 3]) {
      const read: number[] = [];
      for (let page = 1; page <= 12 / limit; page++) {
        const answer = await warnings({ ...range, page, limit });
        expect(answer.total).toBe(12);
        read.push(...answer.list.map((w) => w.id));
      }
      expect(read).toEqual(newest);
      expect((await warnings({ ...range, page: 12 / limit + 1, limit })).list).toEqual([]);
    }
  });

  it('finds a keyword in its own companies only, in name order', async () => {
    // Many outside companies holding the word: the page reads it row by row on SQLite.
    for (let i = 0; i < 12; i++) await insertCompany(ctx.db, { city_id: world.outsideCity, government_id: OUTSIDE_ID, name: `Farside Foundry ${i}` });
    const inside: string[] = [];
    for (const name of ['Nearside Foundry B', 'Nearside Foundry A', 'Nearside Foundry C']) {
      await insertCompany(ctx.db, { city_id: world.insideCity, government_id: world.districtBody, name });
      inside.push(name);
    }
    const answer = await companies({ keyword: 'Foundry', sort: 'name', order: 'asc', limit: 2, page: 2 });
    expect(answer.total).toBe(3);
    expect(answer.list.map((c) => c.name)).toEqual(['Nearside Foundry C']);
    expect((await companies({ keyword: 'Foundry', sort: 'name', order: 'asc', limit: 20 })).list.map((c) => c.name)).toEqual(inside.sort());
    expect((await companies({ keyword: 'Foundry' }, admin)).total).toBe(15);
  });
});

describe('a jurisdiction of several bodies', () => {
  it('pages its companies by name and by id as one order across its bodies', async () => {
    // Names interleaved between the two bodies, and another body's among them: PostgreSQL reads each body's branch and merges.
    for (const [i, body] of [world.cityBody, world.districtBody, OUTSIDE_ID, world.districtBody, world.cityBody, world.cityBody, OUTSIDE_ID, world.districtBody].entries()) {
      await insertCompany(ctx.db, { city_id: body === OUTSIDE_ID ? world.outsideCity : world.insideCity, government_id: body, name: `Interleaved ${String.fromCharCode(72 - i)}` });
    }
    for (const sort of ['name', 'id'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = (await ctx.db.selectFrom('companies').select('id').where('government_id', 'in', [world.cityBody, world.districtBody]).orderBy(sort, order).orderBy('id', order).execute()).map((r) => r.id);
        const read: number[] = [];
        for (let page = 1; read.length < expected.length; page++) {
          const answer = await companies({ sort, order, page, limit: 3 });
          expect(answer.total).toBe(expected.length);
          expect(answer.list.length).toBeGreaterThan(0);
          read.push(...answer.list.map((c) => c.id));
        }
        expect(read).toEqual(expected);
      }
    }
  });
});

describe('a jurisdiction’s few entity records', () => {
  it('page in the order asked, collected and sorted before the page is cut', async () => {
    for (const [i, date] of ['2026-04-03', '2026-04-01', '2026-04-03', '2026-04-02', '2026-04-05'].entries()) {
      const made = await ctx.call('operate/entity/maintenance_records/create', { company_id: world.insideCompany, equipment: `Lathe ${i}`, kind: 'repair', date, result: 'passed', technician: 'Wu', cost: 100 - i * 7 }, { token: admin });
      expect(made.error).toBe(2000);
    }
    const table = 'entity_maintenance_records' as 'companies';
    const inside = (await ctx.db.selectFrom('companies').select('id').where('government_id', 'in', [world.cityBody, world.districtBody]).execute()).map((r) => r.id);
    for (const [sort, order] of [['date', 'desc'], ['cost', 'asc']] as const) {
      const expected = (await ctx.db.selectFrom(table).select('id').where(sql.ref('company_id'), 'in', inside).orderBy(sql.ref(sort), order).orderBy(sql.ref('date'), order).orderBy('id', order).execute()).map((r) => r.id);
      const read: number[] = [];
      for (let page = 1; read.length < expected.length; page++) {
        const answer = dataOf(await ctx.call<Page>('operate/entity/maintenance_records/list', { sort, order, page, limit: 2 }, { token: world.scoped.token }));
        expect(answer.list.length).toBeGreaterThan(0);
        read.push(...answer.list.map((r) => r.id));
      }
      expect(read).toEqual(expected);
    }
  });
});
