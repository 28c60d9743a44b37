// operate/entity/definition-save-all (SQLite, or PostgreSQL when TEST_PG_URL is set): several
// definitions saved in one transaction, all or none; a dry run plans each against the ones before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition } from '../src/entities/language/document.js';
import { readTable } from '../src/entities/introspect.js';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, insertCityTree, insertGovernment, type TestContext } from './helpers/index.js';
import { field, inspectors, words, type Applied } from './helpers/inspectors.js';

let ctx: TestContext;
let admin: string;

const entity = (name: string, fields: FieldDefinition[]): EntityDefinition => ({
  name,
  version: 1,
  labels: { name: words(name), item: words(`${name} item`), create: words(`New ${name}`) },
  recordTitle: 'title',
  fields: [field('title', { required: true, maxLength: 40 }), ...fields],
});
/** References an inspector: it needs the inspectors' definition first. */
const crews = (fields: FieldDefinition[] = [field('note')]) => entity('crews', [field('lead_id', { type: 'reference', reference: { entity: 'inspectors' } }), ...fields]);
const depots = () => entity('depots', []);

interface Item {
  definition: unknown;
  base_version?: number;
  confirm?: boolean;
}
const saveAll = (items: Item[], more: Record<string, unknown> = {}, token = admin) => ctx.call<Applied[]>('operate/entity/definition-save-all', { items, ...more }, { token, json: true });

/** Nothing of the entity in the database: no table, definition, version, audit entry or permission. */
async function expectNothingOf(name: string): Promise<void> {
  expect((await readTable(ctx.db, ctx.dialect, `entity_${name}`)).columns).toBeNull();
  expect(await ctx.db.selectFrom('entity_definitions').select('name').where('name', '=', name).execute()).toEqual([]);
  expect(await ctx.db.selectFrom('entity_definition_versions').select('version').where('name', '=', name).execute()).toEqual([]);
  expect(await ctx.db.selectFrom('audit_log').select('id').where('resource', '=', 'entity_definition').where('record_name', '=', name).execute()).toEqual([]);
  expect(await ctx.db.selectFrom('permissions').select('name').where('name', 'like', `${name}%`).execute()).toEqual([]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(async () => ctx?.close());

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/entity/definition-save-all']);

  it('refuses a caller without entity:design (2003) before reading the body', async () => {
    const viewer = await ctx.createUserWithPermissions(['maintenance:view']);
    expect((await saveAll([], { dry_run: 'x' }, viewer)).error).toBe(2003);
    expect((await saveAll([{ definition: inspectors() }], {}, viewer)).error).toBe(2003);
  });

  it('asks for the password again before a save and before a dry run, as definition-save does', async () => {
    const designer = await ctx.createUser(['entity:design']);
    expect((await saveAll([{ definition: inspectors() }], { dry_run: true }, designer.token)).error).toBe(2000);
    await ctx.db.updateTable('tokens').set({ reauth_at: '2000-01-01 00:00:00' }).where('user_id', '=', designer.id).execute();
    expect(await saveAll([{ definition: inspectors() }], {}, designer.token)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    expect(await saveAll([{ definition: inspectors() }], { dry_run: true }, designer.token)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    await expectNothingOf('inspectors');
  });

  it('refuses a user bound to a government body (2003): definitions apply to the whole installation', async () => {
    const tree = await insertCityTree(ctx.db);
    const body = await insertGovernment(ctx.db, { city_id: tree.cityId });
    const bound = await ctx.createUser(['entity:design']);
    await ctx.db.updateTable('system_users').set({ government_id: body }).where('id', '=', bound.id).execute();
    expect((await saveAll([{ definition: inspectors() }], {}, bound.token)).error).toBe(2003);
    await expectNothingOf('inspectors');
  });
});

describe('the list', () => {
  it('answers 2001 at items for an empty list, more than 20 items, or no list', async () => {
    expect(await saveAll([])).toMatchObject({ error: 2001, data: { fields: { items: 'This field is required.' } } });
    const many = Array.from({ length: 21 }, () => ({ definition: inspectors() }));
    expect(await saveAll(many)).toMatchObject({ error: 2001, data: { fields: { items: 'Must have at most 20 items.' } } });
    expect(fieldsOf(await ctx.call('operate/entity/definition-save-all', { items: 'inspectors' }, { token: admin, json: true }))).toEqual(['items']);
    expect(fieldsOf(await saveAll([{ definition: inspectors() }, { definition: null }]))).toEqual(['items']);
  });
});

describe('a dry run', () => {
  it('plans a second entity against the first one it references, and persists nothing', async () => {
    const plans = dataOf(await saveAll([{ definition: inspectors() }, { definition: crews() }], { dry_run: true }));
    expect(plans).toMatchObject([
      { name: 'inspectors', version: 1, refusals: [], applied: false },
      { name: 'crews', version: 1, refusals: [], applied: false },
    ]);
    expect(plans.map((p) => p.steps[0]?.kind)).toEqual(['create-table', 'create-table']);
    await expectNothingOf('inspectors');
    await expectNothingOf('crews');
  });

  it('refuses the second alone: what it references is not there', async () => {
    const answer = await saveAll([{ definition: crews() }], { dry_run: true });
    expect(answer).toMatchObject({ error: 2001, data: { item: 0 } });
    expect(fieldsOf(answer).every((f) => f.startsWith('items.0.definition.fields.'))).toBe(true);
  });
});

describe('a failing item', () => {
  it('an invalid document: 2001 at the item, and nothing of the first applied', async () => {
    const bad = crews([field('note', { type: 'texts' as 'text' })]);
    for (const dry_run of [false, true]) {
      const answer = await saveAll([{ definition: inspectors() }, { definition: bad }], { dry_run });
      expect(answer).toMatchObject({ error: 2001, data: { item: 1 } });
      expect(fieldsOf(answer)).toEqual(['items.1.definition.fields.2.type']);
    }
    await expectNothingOf('inspectors');
    await expectNothingOf('crews');
  });
});

describe('applied', () => {
  it('makes both in one call, in force at once, each with its version and audit entry', async () => {
    const saved = dataOf(await saveAll([{ definition: inspectors() }, { definition: crews() }]));
    expect(saved).toMatchObject([
      { name: 'inspectors', version: 1, applied: true },
      { name: 'crews', version: 1, applied: true },
    ]);
    expect((await readTable(ctx.db, ctx.dialect, 'entity_crews')).columns).toContain('lead_id');
    expect(dataOf(await ctx.call<{ version: number }>('operate/entity/definition-detail', { name: 'crews' }, { token: admin })).version).toBe(1);
    const entries = await ctx.db.selectFrom('audit_log').select(['record_name', 'action', 'call']).where('resource', '=', 'entity_definition').where('record_name', 'in', ['inspectors', 'crews']).orderBy('id').execute();
    expect(entries).toEqual([
      { record_name: 'inspectors', action: 'create', call: 'operate/entity/definition-save-all' },
      { record_name: 'crews', action: 'create', call: 'operate/entity/definition-save-all' },
    ]);
    expect((await ctx.call('operate/entity/crews/list', {}, { token: admin })).error).toBe(2000);
  });

  it('a stale base_version of the second: 2009 naming it, and the first (a new entity) not made', async () => {
    const answer = await saveAll([{ definition: depots() }, { definition: crews([field('note'), field('shift')]), base_version: 0 }]);
    expect(answer).toMatchObject({ error: 2009, data: { item: 1, current: { name: 'crews', version: 1 } } });
    await expectNothingOf('depots');
  });

  it('a stored entity without base_version: 2001 at items.1.base_version, and nothing made', async () => {
    const answer = await saveAll([{ definition: depots() }, { definition: crews() }]);
    expect(answer).toMatchObject({ error: 2001, data: { item: 1, fields: { 'items.1.base_version': 'This field is required.' } } });
    await expectNothingOf('depots');
  });

  it('a refusal without confirm: 2009 with the item and its refusals, nothing made; with confirm both apply', async () => {
    await ctx.db.insertInto('entity_crews' as never).values({ title: 'Night', note: 'kept', created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' } as never).execute();
    const items = [{ definition: depots() }, { definition: crews([]), base_version: 1 }];
    const refused = await saveAll(items);
    expect(refused).toMatchObject({ error: 2009, data: { item: 1, name: 'crews', refusals: [expect.objectContaining({ field: 'note', kind: 'removed', rows: 1 })] } });
    await expectNothingOf('depots');
    expect((await readTable(ctx.db, ctx.dialect, 'entity_crews')).columns).toContain('note');

    const planned = dataOf(await saveAll(items, { dry_run: true }));
    expect(planned).toMatchObject([{ name: 'depots', refusals: [] }, { name: 'crews', applied: false, refusals: [expect.objectContaining({ field: 'note' })] }]);
    await expectNothingOf('depots');

    const saved = dataOf(await saveAll([items[0]!, { ...items[1]!, confirm: true }]));
    expect(saved).toMatchObject([
      { name: 'depots', version: 1, applied: true },
      { name: 'crews', version: 2, applied: true },
    ]);
    const detail = dataOf(await ctx.call<{ document: EntityDefinition }>('operate/entity/definition-detail', { name: 'crews' }, { token: admin }));
    expect(detail.document.fields.find((f) => f.name === 'note')).toMatchObject({ retired: true });
  });
});
