// Computed values of entity records: a code from a database counter (unique when two instances
// create at once), who created and who last changed a record with their names, and a count of
// the records of another entity pointing at it; refused when sent, sortable and filterable
// where stored, and filled in for the rows stored before the field was added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/index.js';
import { applyDefinition } from '../src/entities/apply.js';
import { checkDefinition } from '../src/entities/language/check.js';
import type { EntityDefinition, FieldDefinition } from '../src/entities/language/document.js';
import { createTestContext, dataOf, type Envelope, type TestContext } from './helpers/index.js';
import { CHANGED_BY, CODE, CREATED_BY, VISITS, patrolPoints, patrolVisits } from './helpers/patrols.js';

let ctx: TestContext;
let admin: string;
let adminId: number;

const points = (op: string) => `operate/entity/patrol_points/${op}`;
const visits = (op: string) => `operate/entity/patrol_visits/${op}`;
type Point = { id: number; name: string; code: string; created_by: number; created_by_name: string; changed_by: number; changed_by_name: string; visits?: number; version: number };
interface Page<T> {
  list: T[];
  total: number;
}

const apply = (next: EntityDefinition, confirm = false) => applyDefinition(ctx.db, ctx.dialect, { next, author: 'test', confirm });
/** A save through the API: the app's catalog takes the new document at once. */
const save = async (definition: EntityDefinition, more: Record<string, unknown> = {}) => dataOf(await ctx.call<{ steps: { kind: string; says: string }[] }>('operate/entity/definition-save', { definition, ...more }, { token: admin, json: true }));
const fieldsOf = (envelope: Envelope) => (envelope.data as { fields?: Record<string, string> }).fields ?? {};
const stored = async (name: string) => (await ctx.db.selectFrom('entity_definitions').select('version').where('name', '=', name).executeTakeFirstOrThrow()).version;
const createPoint = async (name: string, token = admin) => dataOf(await ctx.call<Point>(points('create'), { name }, { token }));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  adminId = (await ctx.db.selectFrom('system_users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
  await apply(patrolPoints());
  await apply(patrolVisits());
  await apply({ ...patrolPoints([CODE, CREATED_BY, CHANGED_BY, VISITS]), version: await stored('patrol_points') });
  // Applied behind the app's back: on PostgreSQL its catalog hears of it by notification, a moment later.
  const latest = await stored('patrol_points');
  const known = async () => (await ctx.call<{ version: number }>('operate/entity/definition-detail', { name: 'patrol_points' }, { token: admin })).data.version;
  for (let tries = 0; (await known()) !== latest; tries++) {
    if (tries === 100) throw new Error('The app never took the applied definition.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await ctx?.close();
});

describe('codes', () => {
  it('gives each new record the next code, padded, and answers it', async () => {
    const first = await createPoint('North gate');
    const second = await createPoint('South gate');
    expect(first.code).toMatch(/^PP-\d{4}$/);
    expect(Number(second.code.slice(3))).toBe(Number(first.code.slice(3)) + 1);
    expect(dataOf(await ctx.call<Point>(points('detail'), { id: second.id }, { token: admin })).code).toBe(second.code);
  });

  it('refuses a code sent on create or update (2001 at the field, in the caller\'s language)', async () => {
    const sent = await ctx.call(points('create'), { name: 'East gate', code: 'PP-9999' }, { token: admin });
    expect(sent.error).toBe(2001);
    expect(fieldsOf(sent)).toEqual({ code: 'The server fills this field: it takes no value.' });
    const zh = await ctx.call(points('create'), { name: 'East gate', created_by: 1 }, { token: admin, lang: 'zh' });
    expect(fieldsOf(zh).created_by).toBe('该字段由服务器填写，不接受传入的值。');
    const point = await createPoint('West gate');
    const update = await ctx.call(points('update'), { id: point.id, code: 'PP-0001', changed_by: adminId }, { token: admin });
    expect(update.error).toBe(2001);
    expect(Object.keys(fieldsOf(update)).sort()).toEqual(['changed_by', 'code']);
  });

  it('sorts, filters and searches by code', async () => {
    const a = await createPoint('Sorted A');
    const b = await createPoint('Sorted B');
    const desc = dataOf(await ctx.call<Page<Point>>(points('list'), { sort: 'code', order: 'desc', limit: 2 }, { token: admin }));
    expect(desc.list.map((p) => p.id)).toEqual([b.id, a.id]);
    const one = dataOf(await ctx.call<Page<Point>>(points('list'), { code: a.code }, { token: admin }));
    expect(one.list.map((p) => p.id)).toEqual([a.id]);
    const found = dataOf(await ctx.call<Page<Point>>(points('list'), { keyword: b.code }, { token: admin }));
    expect(found.list.map((p) => p.id)).toEqual([b.id]);
  });

  it('numbers the rows stored before a code field is added, in id order, then goes on from there', async () => {
    const plain = { ...patrolPoints([]), name: 'patrol_spots', labels: { ...patrolPoints().labels, name: { zh: '巡查位置', en: 'Spots', es: 'Sitios' } }, route: '/patrol/spots' };
    await save(plain);
    const ids: number[] = [];
    for (const name of ['one', 'two', 'three']) ids.push(dataOf(await ctx.call<Point>('operate/entity/patrol_spots/create', { name }, { token: admin })).id);
    await ctx.db.deleteFrom('audit_log' as never).where('record_id' as never, '=', ids[1] as never).where('resource' as never, '=', 'patrol_spots' as never).execute();
    const spotCode: FieldDefinition = { ...CODE, computed: { kind: 'code', prefix: 'S', digits: 2 } };
    const withCodes = { ...plain, fields: [...plain.fields, spotCode, CREATED_BY, CHANGED_BY] };
    const plan = await save(withCodes, { dry_run: true, base_version: await stored('patrol_spots') });
    expect(plan.steps.filter((s) => s.kind === 'compute').map((s) => s.says)).toEqual([
      'Number 3 rows lacking code, in id order.',
      'Fill who created 3 rows into created_by, from the audit log.',
      'Fill who last changed 3 rows into changed_by, from the audit log.',
    ]);
    await save(withCodes, { base_version: await stored('patrol_spots') });
    const list = dataOf(await ctx.call<Page<Point>>('operate/entity/patrol_spots/list', { sort: 'id', order: 'asc' }, { token: admin })).list;
    expect(list.map((p) => p.code)).toEqual(['S01', 'S02', 'S03']);
    // Who created a record is read from its audit entries: none left for the second.
    expect(list.map((p) => p.created_by)).toEqual([adminId, null, adminId]);
    const next = dataOf(await ctx.call<Point>('operate/entity/patrol_spots/create', { name: 'four' }, { token: admin }));
    expect(next.code).toBe('S04');
    // Retired, a code is given to nobody; brought back, it numbers the rows created meanwhile.
    await save({ ...withCodes, fields: withCodes.fields.map((f) => (f.name === 'code' ? { ...f, retired: true } : f)) }, { base_version: await stored('patrol_spots') });
    const meanwhile = dataOf(await ctx.call<Point>('operate/entity/patrol_spots/create', { name: 'five' }, { token: admin }));
    await save(withCodes, { base_version: await stored('patrol_spots') });
    expect(dataOf(await ctx.call<Point>('operate/entity/patrol_spots/detail', { id: meanwhile.id }, { token: admin })).code).toBe('S05');
  });

  it('keeps its code and creator when a deleted record is restored from the audit log', async () => {
    const point = await createPoint('Restored gate');
    await ctx.call(points('delete'), { id: point.id, version: point.version }, { token: admin });
    const entry = await ctx.db.selectFrom('audit_log').select('id').where('resource', '=', 'patrol_points').where('record_id', '=', point.id).where('action', '=', 'delete').executeTakeFirstOrThrow();
    expect((await ctx.call('operate/audit/restore', { id: entry.id }, { token: admin })).error).toBe(2000);
    expect(dataOf(await ctx.call<Point>(points('detail'), { id: point.id }, { token: admin }))).toMatchObject({ code: point.code, created_by: adminId });
  });

  it('gives distinct codes to records created at once', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => createPoint(`At once ${i}`)));
    expect(new Set(made.map((p) => p.code)).size).toBe(8);
  });
});

describe('who created and changed a record', () => {
  it('answers the signed-in user and their name, and the last one to change it', async () => {
    const adminName = (await ctx.db.selectFrom('system_users').select('name').where('id', '=', adminId).executeTakeFirstOrThrow()).name;
    const point = await createPoint('Boiler room');
    expect(point).toMatchObject({ created_by: adminId, created_by_name: adminName, changed_by: adminId, changed_by_name: adminName });
    const editor = await ctx.createUser(['patrol_points:view', 'patrol_points:update']);
    const updated = dataOf(await ctx.call<Point>(points('update'), { id: point.id, name: 'Boiler room 2' }, { token: editor.token }));
    expect(updated).toMatchObject({ created_by: adminId, created_by_name: adminName, changed_by: editor.id, changed_by_name: `User ${editor.account.slice(5)}` });
    const byEditor = dataOf(await ctx.call<Page<Point>>(points('list'), { created_by: editor.id }, { token: admin }));
    expect(byEditor.total).toBe(0);
    const byAdmin = dataOf(await ctx.call<Page<Point>>(points('list'), { created_by: adminId, sort: 'created_by' }, { token: admin }));
    expect(byAdmin.list.some((p) => p.id === point.id)).toBe(true);
  });

  it('checks the permission before the body, and a viewer reads the values', async () => {
    const viewer = await ctx.createUserWithPermissions(['patrol_points:view']);
    expect((await ctx.call(points('create'), { name: 'x', code: 'y' }, { token: viewer })).error).toBe(2003);
    const page = dataOf(await ctx.call<Page<Point>>(points('list'), {}, { token: viewer }));
    expect(page.list[0]!.code).toMatch(/^PP-/);
  });
});

describe('counts', () => {
  it('counts the records pointing at each record, in the detail and the list', async () => {
    const point = await createPoint('Pump house');
    const other = await createPoint('Tower');
    for (const note of ['first', 'second']) expect((await ctx.call(visits('create'), { note, point_id: point.id }, { token: admin })).error).toBe(2000);
    expect(dataOf(await ctx.call<Point>(points('detail'), { id: point.id }, { token: admin })).visits).toBe(2);
    const page = dataOf(await ctx.call<Page<Point>>(points('list'), { code: point.code }, { token: admin }));
    expect(page.list[0]!.visits).toBe(2);
    expect(dataOf(await ctx.call<Point>(points('detail'), { id: other.id }, { token: admin })).visits).toBe(0);
    expect(fieldsOf(await ctx.call(points('update'), { id: point.id, visits: 5 }, { token: admin }))).toEqual({ visits: 'The server fills this field: it takes no value.' });
  });
});

describe('imports', () => {
  it('numbers imported rows and records who imported them', async () => {
    const answer = await ctx.call(points('import'), { columns: ['name'], rows: [['Imported one'], ['Imported two']] }, { token: admin, json: true });
    expect(answer).toMatchObject({ error: 2000, data: { created: 2 } });
    const page = dataOf(await ctx.call<Page<Point>>(points('list'), { sort: 'id', order: 'desc', limit: 2 }, { token: admin }));
    expect(page.list.map((p) => p.name)).toEqual(['Imported two', 'Imported one']);
    expect(page.list.map((p) => p.code).every((code) => /^PP-\d{4}$/.test(code))).toBe(true);
    expect(new Set(page.list.map((p) => p.code)).size).toBe(2);
    expect(page.list.every((p) => p.created_by === adminId)).toBe(true);
  });
});

describe('the language', () => {
  const problems = (fields: FieldDefinition[]) => checkDefinition(patrolPoints(fields), { others: [patrolVisits()] });

  it('takes the four kinds', () => {
    expect(problems([CODE, CREATED_BY, CHANGED_BY, VISITS])).toEqual({});
  });

  it('refuses what a computed field cannot say, by its place', () => {
    expect(problems([{ ...CODE, computed: { kind: 'code', prefix: 'P P', digits: 0 } }])).toMatchObject({ 'fields.1.computed.prefix': expect.any(String), 'fields.1.computed.digits': 'Must be a whole number from 1 to 12.' });
    expect(problems([{ ...CODE, required: true, default: 'x' }])).toMatchObject({ 'fields.1.required': 'The server fills a computed field: it takes no value.', 'fields.1.default': expect.any(String) });
    expect(problems([{ ...VISITS, computed: { kind: 'count', entity: 'patrol_visits', field: 'note' } }])).toEqual({ 'fields.1.computed.field': 'Names no reference field of that entity pointing at this one.' });
    expect(problems([{ ...VISITS, computed: { kind: 'count', entity: 'nothing', field: 'x' } }])).toEqual({ 'fields.1.computed.entity': 'Names no entity.' });
    expect(problems([{ ...VISITS, sort: true }])).toEqual({ 'fields.1.sort': 'A count is not stored: it is neither sorted, filtered nor searched.' });
    expect(problems([{ ...CREATED_BY, computed: { kind: 'someone' } as never }])).toMatchObject({ 'fields.1.computed.kind': expect.stringContaining('Must be one of') });
    expect(problems([{ name: 'code', type: 'computed', label: CODE.label }])).toEqual({ 'fields.1.computed': 'A computed field says what is computed.' });
    expect(checkDefinition({ ...patrolPoints([CREATED_BY]), recordTitle: 'created_by' }, { others: [] })).toEqual({ recordTitle: 'Names a field holding no title: a list of items, a count or a user.' });
  });
});

describe.skipIf(!process.env.TEST_PG_URL)('two instances on PostgreSQL', () => {
  it('never give the same code twice when both create at once', async () => {
    const second = openDatabase({ databaseUrl: ctx.url!, dbFile: '', poolSize: 4 });
    const other = await buildApp({ db: second.db, dialect: 'postgres', config: ctx.config, logger: false });
    try {
      const create = async (app: typeof other, name: string) => {
        const res = await app.inject({ method: 'POST', url: `/api/${points('create')}`, headers: { 'x-token': admin, 'content-type': 'application/json' }, payload: JSON.stringify({ name }) });
        return (res.json() as { data: Point }).data.code;
      };
      const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => create(i % 2 === 0 ? ctx.app : other, `Two ${i}`)));
      expect(new Set(codes).size).toBe(20);
      const numbers = codes.map((c) => Number(c.slice(3))).sort((a, b) => a - b);
      expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
