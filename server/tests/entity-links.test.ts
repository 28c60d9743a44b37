// Multiple references (SQLite, or PostgreSQL when TEST_PG_URL is set): ids kept in a join table,
// taken and answered as a list with the titles under the display key (gated by the target's
// view permission), filtered by "has any of", written to the history as lists, imported from
// several names in a cell, and the definition changes refused while records hold values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { sql } from 'kysely';
import { readTable } from '../src/entities/introspect.js';
import { createTestContext, dataOf, type TestContext, type TestUser } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
const words = (en: string): Words => ({ zh: en, en, es: en });
const members: FieldDefinition = { name: 'member_ids', type: 'reference', label: words('Members'), reference: { entity: 'system_users' }, multiple: true, max: 3, filter: true };
const crews = (fields: FieldDefinition[] = [members], version = 1): EntityDefinition => ({
  name: 'crews',
  version,
  labels: { name: words('Crews'), item: words('Crew'), create: words('New crew') },
  recordTitle: 'title',
  fields: [{ name: 'title', type: 'text', label: words('Title'), required: true }, ...fields],
});
const save = (definition: EntityDefinition) =>
  ctx.call<{ refusals: { field: string; kind: string; rows: number; ids: number[] }[] }>('operate/entity/definition-save', { definition, ...(definition.version > 1 && { base_version: definition.version - 1 }) }, { token: admin, json: true });
const call = <T>(op: string, body: Record<string, unknown>, token = admin) => ctx.call<T>(`operate/entity/crews/${op}`, body, { token, json: true });
let users: TestUser[] = [];
const name = (u: TestUser) => `User ${u.account.slice(5)}`;
type Row = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  expect((await save(crews())).error).toBe(2000);
  users = [await ctx.createUser([]), await ctx.createUser([]), await ctx.createUser([]), await ctx.createUser([])];
});
afterAll(async () => ctx?.close());

describe('a multiple reference', () => {
  it('lives in a join table indexed by target for the filter, and no column of the entity', async () => {
    const links = await readTable(ctx.db, ctx.dialect, 'entity_crews__member_ids');
    expect([...links.columns!].sort()).toEqual(['record_id', 'target_id']);
    expect(links.indexes.has('entity_crews__member_ids_target_idx')).toBe(true);
    expect((await readTable(ctx.db, ctx.dialect, 'entity_crews')).columns!.has('member_ids')).toBe(false);
  });

  it('takes a list of ids, answers them with their titles to a holder of the target’s view permission', async () => {
    const [a, b] = users as [TestUser, TestUser];
    const made = dataOf(await call<Row>('create', { title: 'Alpha', member_ids: [b.id, a.id, b.id] }));
    expect(made).toMatchObject({ member_ids: [a.id, b.id].sort((x, y) => x - y), member_names: [a, b].sort((x, y) => x.id - y.id).map(name) });
    const blind = await ctx.createUser(['crews:view']);
    expect(dataOf(await call<Row>('detail', { id: made.id }, blind.token))).toMatchObject({ member_ids: made.member_ids, member_names: null });
    const seeing = await ctx.createUser(['crews:view', 'user:view']);
    expect(dataOf(await call<Row>('detail', { id: made.id }, seeing.token)).member_names).toEqual(made.member_names);
  });

  it('refuses ids of no record, too many ids and a value of the wrong kind, in the caller’s language', async () => {
    const [a, b, c, d] = users as [TestUser, TestUser, TestUser, TestUser];
    expect((await call('create', { title: 'Bad', member_ids: [a.id, 999999] })).data).toEqual({ fields: { member_ids: 'The referenced record does not exist.' } });
    expect((await call('create', { title: 'Bad', member_ids: [a.id, b.id, c.id, d.id] })).data).toEqual({ fields: { member_ids: 'Must have at most 3 items.' } });
    const zh = await ctx.call('operate/entity/crews/create', { title: 'Bad', member_ids: ['x'] }, { token: admin, json: true, lang: 'zh' });
    expect(zh).toMatchObject({ error: 2001, data: { fields: { member_ids: '必须是整数。' } } });
  });

  it('updates to the set given, lists by "has any of" and records the lists in the history', async () => {
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const made = dataOf(await call<Row>('create', { title: 'Bravo', member_ids: [a.id, b.id] }));
    const updated = dataOf(await call<Row>('update', { id: made.id, version: made.version, member_ids: [b.id, c.id] }));
    expect(updated).toMatchObject({ member_ids: [b.id, c.id], version: made.version + 1 });
    const kept = dataOf(await call<Row>('update', { id: made.id, title: 'Bravo 2' }));
    expect(kept.member_ids).toEqual([b.id, c.id]);
    const entry = await ctx.db.selectFrom('audit_log').select('changes').where('resource', '=', 'crews').where('record_id', '=', made.id).where('action', '=', 'update').orderBy('id').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual([
      { field: 'member_ids', from: [a.id, b.id], to: [b.id, c.id] },
      { field: 'member_names', from: [name(a), name(b)], to: [name(b), name(c)] },
    ]);

    const list = async (ids: unknown) => dataOf(await call<{ list: Row[] }>('list', { member_ids: ids })).list.map((r) => r.title).sort();
    expect(await list([c.id])).toEqual(['Bravo 2']);
    expect(await list([a.id, c.id])).toEqual(['Alpha', 'Bravo 2']);
    expect(await list([])).toEqual(expect.arrayContaining(['Alpha', 'Bravo 2']));
    expect((await call('list', { member_ids: ['nope'] })).error).toBe(2001);

    const cleared = dataOf(await call<Row>('update', { id: made.id, member_ids: null }));
    expect(cleared).toMatchObject({ member_ids: [], member_names: [] });
    expect((await call('delete', { id: made.id })).error).toBe(2000);
    expect(await ctx.db.selectFrom('entity_crews__member_ids' as never).selectAll().where('record_id' as never, '=', made.id as never).execute()).toEqual([]);
  });

  it('imports several names or ids from one cell, separated by ; ； or a new line', async () => {
    const [a, b, c] = users as [TestUser, TestUser, TestUser];
    const send = (token: string, cell: string) => ctx.call<{ fields: Record<string, string> }>('operate/entity/crews/import', { columns: ['title', 'member_ids'], rows: [['Charlie', cell]] }, { token, json: true });
    const importer = await ctx.createUser(['crews:create', 'crews:view', 'user:view']);
    expect(dataOf(await send(importer.token, `${name(a)}; ${b.id}\n${name(c)}`))).toMatchObject({ rows: 1 });
    const row = dataOf(await call<{ list: Row[] }>('list', { q: 'Charlie' })).list[0]!;
    expect(row.member_ids).toEqual([a.id, b.id, c.id]);
    expect((await send(importer.token, `${name(a)}；No such user`)).data.fields).toEqual({ '1.member_ids': 'No record has this name or id.' });
    const blind = await ctx.createUser(['crews:create']);
    expect((await send(blind.token, name(a))).data.fields).toEqual({ '1.member_ids': 'You may not look these records up by name; use the id.' });
  });
});

describe('changing a reference between one and several', () => {
  it('is refused with the count while records hold values, and goes through when none do', async () => {
    const [a] = users as [TestUser];
    const single = { ...members, multiple: undefined, max: undefined, filter: undefined };
    const back = await save(crews([single], 2));
    expect(back.error).toBe(2009);
    const held = back.data.refusals.find((r) => r.kind === 'multiple')!;
    expect(held).toMatchObject({ field: 'member_ids' });
    expect(held.rows).toBeGreaterThan(0);

    const lead: FieldDefinition = { name: 'lead_id', type: 'reference', label: words('Lead'), reference: { entity: 'system_users' } };
    expect((await save(crews([members, lead], 2))).error).toBe(2000);
    const made = dataOf(await call<Row>('create', { title: 'Delta', lead_id: a.id }));
    const many = await save(crews([members, { ...lead, multiple: true }], 3));
    expect(many.error).toBe(2009);
    expect(many.data.refusals).toEqual([expect.objectContaining({ field: 'lead_id', kind: 'multiple', rows: 1, ids: [made.id] })]);

    expect((await call('update', { id: made.id, lead_id: null })).error).toBe(2000);
    expect((await save(crews([members, { ...lead, multiple: true }], 3))).error).toBe(2000);
    expect((await readTable(ctx.db, ctx.dialect, 'entity_crews')).columns!.has('lead_id')).toBe(false);
    expect(dataOf(await call<Row>('update', { id: made.id, lead_id: [a.id] })).lead_ids).toBeUndefined();
    expect(dataOf(await call<Row>('detail', { id: made.id }))).toMatchObject({ lead_id: [a.id], lead_names: [name(a)] });
  });

  it('refuses in the checker what a list of values cannot keep', async () => {
    const bad = await save(crews([{ ...members, unique: true, sort: true }, { name: 'note', type: 'text', label: words('Note'), multiple: true }], 4));
    // A definition is checked before its version.
    expect(bad.error).toBe(2001);
    expect(bad.data).toMatchObject({ fields: { 'fields.1.unique': 'A field of several values has no such rule.', 'fields.1.sort': 'A field of several values has no such rule.', 'fields.2.multiple': 'Only reference, file and image fields take several values.' } });
  });
});

describe('records a join table points at', () => {
  it('wait for their delete until no link is left; a required list takes one id at least', async () => {
    const PAIRS: EntityDefinition = {
      ...crews(),
      name: 'pairs',
      fields: [
        { name: 'title', type: 'text', label: words('Title'), required: true },
        { name: 'partner_ids', type: 'reference', label: words('Partners'), reference: { entity: 'pairs' }, multiple: true },
        { name: 'owner_ids', type: 'reference', label: words('Owners'), reference: { entity: 'system_users' }, multiple: true, required: true },
      ],
    };
    expect((await save(PAIRS)).error).toBe(2000);
    const pairs = <T>(op: string, body: Record<string, unknown>) => ctx.call<T>(`operate/entity/pairs/${op}`, body, { token: admin, json: true });
    const owner = users[0]!.id;
    expect((await pairs('create', { title: 'Nobody', owner_ids: [] })).data).toEqual({ fields: { owner_ids: 'This field is required.' } });
    const first = dataOf(await pairs<Row>('create', { title: 'First', owner_ids: [owner] }));
    const second = dataOf(await pairs<Row>('create', { title: 'Second', owner_ids: [owner], partner_ids: [first.id] }));
    expect(second).toMatchObject({ partner_ids: [first.id], partner_names: ['First'] });
    expect(await pairs('delete', { id: first.id })).toMatchObject({ error: 2009, message: 'Records of Crews still point at it.' });
    expect((await pairs('update', { id: second.id, owner_ids: [] })).data).toEqual({ fields: { owner_ids: 'This field is required.' } });
    expect((await pairs('update', { id: second.id, partner_ids: [] })).error).toBe(2000);
    expect((await pairs('delete', { id: first.id })).error).toBe(2000);
  });

  it('plan a join table\'s missing index as a step, and hold max to 1-1000', async () => {
    await sql`drop index entity_crews__member_ids_target_idx`.execute(ctx.db);
    const current = await ctx.db.selectFrom('entity_definitions').select(['version', 'document']).where('name', '=', 'crews').executeTakeFirstOrThrow();
    const document = { ...(JSON.parse(current.document) as EntityDefinition), version: current.version + 1 };
    const plan = await ctx.call<{ steps: { kind: string; table: string }[] }>('operate/entity/definition-save', { definition: document, base_version: current.version, dry_run: 1 }, { token: admin, json: true });
    expect(plan.data.steps).toContainEqual(expect.objectContaining({ kind: 'create-index', table: 'entity_crews__member_ids' }));
    expect((await ctx.call('operate/entity/definition-save', { definition: document, base_version: current.version }, { token: admin, json: true })).error).toBe(2000);
    expect((await readTable(ctx.db, ctx.dialect, 'entity_crews__member_ids')).indexes.has('entity_crews__member_ids_target_idx')).toBe(true);
    const tooMany = { ...document, version: document.version + 1, fields: document.fields.map((f) => (f.name === 'member_ids' ? { ...f, max: 1001 } : f)) };
    expect((await save(tooMany)).data).toMatchObject({ fields: { 'fields.1.max': 'Must be a whole number from 1 to 1000.' } });
  });

  it('have no entity take a join table\'s name: no entity name holds __', async () => {
    expect((await save({ ...crews(), name: 'crews__member_ids' })).data).toMatchObject({ fields: { name: 'Use 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter.' } });
  });
});
