// Entity records and a bound user: inside through every reference to a company, government, staff
// member, check point or account; a definition with none is for unbound users only, unless it
// says `scope: "none"`.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition } from '../src/entities/language/document.js';
import { createTestContext, dataOf, fieldsOf, type TestContext, type TestUser } from './helpers/index.js';
import { buildJurisdictionWorld, OUTSIDE_ID, type JurisdictionWorld } from './helpers/jurisdiction-world.js';
import { patrolPoints } from './helpers/patrols.js';

let ctx: TestContext;
let world: JurisdictionWorld;
let admin: string;
let scoped: TestUser;
let insideStaff: number;

const label = { zh: '字段', en: 'Field', es: 'Campo' };
const reference = (name: string, entity: string): FieldDefinition => ({ name, type: 'reference', label, reference: { entity } });

/** Notes naming a company and, optionally, a staff member. */
const notes = (): EntityDefinition => ({
  name: 'site_notes',
  version: 1,
  labels: { name: label, item: label, create: label },
  recordTitle: 'note',
  fields: [{ name: 'note', type: 'text', label, required: true }, reference('company_id', 'companies'), reference('staff_id', 'staff')],
});

const save = async (definition: EntityDefinition, base_version?: number) => ctx.call('operate/entity/definition-save', { definition, base_version, confirm: true }, { token: admin, json: true });
const list = async (entity: string, token: string) => dataOf(await ctx.call<{ list: { id: number }[]; total: number }>(`operate/entity/${entity}/list`, {}, { token }));

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildJurisdictionWorld(ctx);
  admin = await ctx.adminToken();
  expect((await save(patrolPoints([]))).error).toBe(2000);
  expect((await save(notes())).error).toBe(2000);
  const permissions = (await ctx.db.selectFrom('permissions').select(['name', 'parent_id']).execute()).filter((p) => p.parent_id !== null).map((p) => p.name);
  scoped = await ctx.createUser(permissions);
  await ctx.db.updateTable('system_users').set({ government_id: world.cityBody }).where('id', '=', scoped.id).execute();
  insideStaff = (await ctx.db.selectFrom('staff').select('id').where('company_id', '=', world.insideCompany).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('a definition with no reference to a jurisdiction', () => {
  it('is seen, read and written by unbound users only', async () => {
    const { id } = dataOf(await ctx.call<{ id: number }>('operate/entity/patrol_points/create', { name: 'Gate 1' }, { token: admin }));
    expect((await list('patrol_points', admin)).total).toBe(1);
    expect((await list('patrol_points', scoped.token)).total).toBe(0);
    expect((await ctx.call('operate/entity/patrol_points/detail', { id }, { token: scoped.token })).error).toBe(2005);
    expect((await ctx.call('operate/entity/patrol_points/update', { id, name: 'Gate 2' }, { token: scoped.token })).error).toBe(2005);
    expect((await ctx.call('operate/entity/patrol_points/create', { name: 'Gate 3' }, { token: scoped.token })).error).toBe(2003);
  });

  it('with scope "none" is shared with everyone', async () => {
    expect((await save({ ...patrolPoints([]), version: 2, scope: 'none' }, 1)).error).toBe(2000);
    expect((await list('patrol_points', scoped.token)).total).toBe(1);
    expect((await ctx.call('operate/entity/patrol_points/create', { name: 'Gate 4' }, { token: scoped.token })).error).toBe(2000);
  });

  it('cannot be changed by a bound user, whose reach it would widen (2003)', async () => {
    const res = await ctx.call('operate/entity/definition-save', { definition: { ...patrolPoints([]), version: 3, scope: 'none' }, base_version: 2, confirm: true }, { token: scoped.token, json: true });
    expect(res.error).toBe(2003);
    expect(res.message).toBe('Definitions apply to the whole installation: a user bound to a government body cannot change them.');
  });

  it('takes no other scope (2001 at scope)', async () => {
    const res = await save({ ...patrolPoints([]), version: 3, scope: 'everyone' as never }, 2);
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toContain('scope');
  });
});

describe('a definition with references', () => {
  it('shows a bound user the records inside through every reference set', async () => {
    const make = async (body: Record<string, unknown>) => dataOf(await ctx.call<{ id: number }>('operate/entity/site_notes/create', { note: 'n', ...body }, { token: admin })).id;
    const inside = await make({ company_id: world.insideCompany, staff_id: insideStaff });
    const companyOnly = await make({ company_id: world.insideCompany });
    await make({ company_id: world.insideCompany, staff_id: OUTSIDE_ID });
    await make({ company_id: OUTSIDE_ID });
    await make({});
    expect((await list('site_notes', admin)).total).toBe(5);
    expect((await list('site_notes', scoped.token)).list.map((r) => r.id).sort((a, b) => a - b)).toEqual([inside, companyOnly].sort((a, b) => a - b));
  });

  it('refuses a bound user a reference outside (2001 at the field) or none at all', async () => {
    const create = (body: Record<string, unknown>) => ctx.call('operate/entity/site_notes/create', { note: 'n', ...body }, { token: scoped.token });
    expect(fieldsOf(await create({ company_id: world.insideCompany, staff_id: OUTSIDE_ID }))).toEqual(['staff_id']);
    expect(fieldsOf(await create({}))).toEqual(['company_id']);
    expect((await create({ staff_id: insideStaff })).error).toBe(2000);
  });

  it('offers a bound user the pickers\' records inside only', async () => {
    const options = dataOf(await ctx.call<{ list: { id: number }[] }>('operate/entity/reference-options', { target: 'staff', limit: 100 }, { token: scoped.token })).list;
    expect(options.map((o) => o.id)).toEqual([insideStaff]);
  });
});

describe('a bound user\'s list past the count\'s cap', () => {
  it('comes in the sort\'s order, inside only (read along the sort\'s index on SQLite)', async () => {
    const rows = (companyId: number, count: number, year: number) =>
      Array.from({ length: count }, (_, i) => ({
        company_id: companyId, equipment: `Bulk ${i}`, kind: 'routine', result: 'passed', technician: 'T', cost: (i * 7919) % 10007,
        date: `${year}-01-${String((i % 28) + 1).padStart(2, '0')}`, created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00',
      }));
    // Inside: more than the cap, older; outside: the newest and the dearest, which a page must skip.
    const inserted = [...rows(world.insideCompany, 10_050, 2020), ...rows(OUTSIDE_ID, 30, 2030).map((r) => ({ ...r, cost: 99_999 }))];
    for (let i = 0; i < inserted.length; i += 500) await ctx.db.insertInto('entity_maintenance_records' as never).values(inserted.slice(i, i + 500) as never).execute();
    try {
      const page = async (body: Record<string, unknown>) => dataOf(await ctx.call<{ list: { id: number }[]; total: number; total_capped?: true }>('operate/entity/maintenance_records/list', { limit: 5, ...body }, { token: scoped.token }));
      // The second page of the inside records alone, as the administrator's database orders them.
      const inside = async (order: string) =>
        (await sql<{ id: number }>`select id from entity_maintenance_records where company_id = ${world.insideCompany} order by ${sql.raw(order)} limit 5 offset 5`.execute(ctx.db)).rows.map((r) => Number(r.id));
      const byDate = await page({ page: 2 });
      expect(byDate).toMatchObject({ total: 10_000, total_capped: true });
      expect(byDate.list.map((r) => r.id)).toEqual(await inside('date desc, id desc'));
      const byCost = await page({ page: 2, sort: 'cost', order: 'desc' });
      expect(byCost.list.map((r) => r.id)).toEqual(await inside('cost desc, date desc, id desc'));
    } finally {
      await ctx.db.deleteFrom('entity_maintenance_records' as never).where('equipment' as never, 'like', 'Bulk %' as never).execute();
    }
  });
});
