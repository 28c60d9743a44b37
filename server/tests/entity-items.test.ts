// Lists of items inside entity records: the rows of a record kept in a child table, taken and
// answered whole by the record calls, checked row by row with their place (`checks.2.name`),
// held to `max`, written to the audit log as one change of the record, and their table planned
// and migrated like the entity's own (a change that would lose data is refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTable } from '../src/entities/introspect.js';
import { checkDefinition } from '../src/entities/language/check.js';
import type { EntityDefinition, FieldDefinition } from '../src/entities/language/document.js';
import { createTestContext, dataOf, type Envelope, type TestContext } from './helpers/index.js';
import { CHECKS, CHECK_FIELDS, patrolRounds } from './helpers/patrols.js';

let ctx: TestContext;
let admin: string;

const rounds = (op: string) => `operate/entity/patrol_rounds/${op}`;
type Check = { id: number; name: string; result: string; reading: number | null; done: number | null };
type Round = { id: number; title: string; checks: Check[]; version: number };
type Plan = { steps: { kind: string; table: string; says: string }[]; refusals: { field: string; kind: string; rows: number; ids: number[] }[] };

const send = <T = Round>(op: string, body: Record<string, unknown>, token = admin, lang = 'en') => ctx.call<T>(rounds(op), body, { token, json: true, lang });
const fieldsOf = (envelope: Envelope) => (envelope.data as { fields?: Record<string, string> }).fields ?? {};
const stored = async () => (await ctx.db.selectFrom('entity_definitions').select('version').where('name', '=', 'patrol_rounds').executeTakeFirstOrThrow()).version;
const save = async (definition: EntityDefinition, more: Record<string, unknown> = {}) =>
  ctx.call<Plan>('operate/entity/definition-save', { definition, base_version: await stored(), ...more }, { token: admin, json: true });
const REMARK: FieldDefinition = { name: 'remark', type: 'text', label: { zh: '说明', en: 'Remark', es: 'Observación' } };
/** The list's fields: the remark is added by a test below, and stays. */
const withChecks = (fields: FieldDefinition[], more: Partial<FieldDefinition> = {}) =>
  patrolRounds({ ...CHECKS, fields: remarked && !fields.some((f) => f.name === 'remark') ? [...fields, REMARK] : fields, ...more });
let remarked = false;
const create = async (checks: unknown[]) => dataOf(await send('create', { title: `Round ${Math.random().toString(36).slice(2, 6)}`, checks }));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  expect((await ctx.call('operate/entity/definition-save', { definition: patrolRounds() }, { token: admin, json: true })).error).toBe(2000);
});

afterAll(async () => {
  await ctx?.close();
});

describe('records with items', () => {
  it('creates a record with its rows and answers them in order, with their ids and defaults', async () => {
    const round = await create([{ name: 'Valve', reading: 12.5, done: 1 }, { name: 'Gauge', result: 'fault' }]);
    expect(round.checks).toEqual([
      { id: expect.any(Number), name: 'Valve', result: 'ok', reading: 12.5, done: 1 },
      { id: expect.any(Number), name: 'Gauge', result: 'fault', reading: null, done: null },
    ]);
    expect(dataOf(await send('detail', { id: round.id })).checks).toEqual(round.checks);
    // The list answers the records alone.
    const page = dataOf(await send<{ list: Round[] }>('list', {}));
    expect(page.list.find((r) => r.id === round.id)?.checks).toBeUndefined();
  });

  it('creates a record without rows when none are sent', async () => {
    expect(dataOf(await send('create', { title: 'Empty round' })).checks).toEqual([]);
  });

  it('names each bad value by its row and field, in the caller\'s language', async () => {
    const bad = await send('create', { title: 'Bad', checks: [{ name: 'Fine' }, { reading: 101 }, 'text', { name: 'x'.repeat(21), result: 'maybe' }] });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual({
      'checks.1.name': 'This field is required.',
      'checks.1.reading': 'Must be at most 100.',
      'checks.2': expect.any(String),
      'checks.3.name': 'Must be at most 20 characters.',
      'checks.3.result': 'Must be one of: ok, fault.',
      // Four rows, one past max.
      checks: 'Must have at most 3 items.',
    });
    const zh = await send('create', { title: 'Bad', checks: [{ name: 'Fine', reading: -1 }] }, admin, 'zh');
    expect(fieldsOf(zh)).toEqual({ 'checks.0.reading': '不能小于 0。' });
    expect(fieldsOf(await send('create', { title: 'Bad', checks: 'Valve' }))).toEqual({ checks: 'Must be a list.' });
  });

  it('replaces the list on update: rows naming their id are kept and changed, others added, the rest removed', async () => {
    const round = await create([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const [a, b] = round.checks;
    const updated = dataOf(await send('update', { id: round.id, version: round.version, checks: [{ id: b!.id, name: 'B2', done: 1 }, { name: 'D' }, { id: a!.id, name: 'A' }] }));
    expect(updated.checks.map((c) => [c.name, c.done])).toEqual([['B2', 1], ['D', null], ['A', null]]);
    expect(updated.checks[0]!.id).toBe(b!.id);
    expect(updated.checks[2]!.id).toBe(a!.id);
    // Absent: the rows stay as they are.
    const renamed = dataOf(await send('update', { id: round.id, title: 'Renamed' }));
    expect(renamed.checks).toEqual(updated.checks);
    // Null clears the list.
    expect(dataOf(await send('update', { id: round.id, checks: null })).checks).toEqual([]);
  });

  it('refuses an id of another record\'s row, and more rows than max', async () => {
    const mine = await create([{ name: 'Mine' }]);
    const theirs = await create([{ name: 'Theirs' }]);
    const taken = await send('update', { id: mine.id, checks: [{ id: theirs.checks[0]!.id, name: 'Stolen' }] });
    expect(fieldsOf(taken)).toEqual({ 'checks.0.id': 'Names no row of this record.' });
    const many = await send('update', { id: mine.id, checks: [1, 2, 3, 4].map((n) => ({ name: `Row ${n}` })) });
    expect(fieldsOf(many)).toEqual({ checks: 'Must have at most 3 items.' });
    expect(dataOf(await send('detail', { id: theirs.id })).checks[0]!.name).toBe('Theirs');
  });

  it('writes one audit entry per change of a record, with the rows before and after', async () => {
    const round = await create([{ name: 'Pipe' }, { name: 'Pump' }]);
    await send('update', { id: round.id, checks: [{ id: round.checks[0]!.id, name: 'Pipe', done: 1 }, { name: 'Tank' }] });
    const entries = await ctx.db.selectFrom('audit_log').select(['action', 'changes']).where('resource', '=', 'patrol_rounds').where('record_id', '=', round.id).orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    const change = (JSON.parse(entries[1]!.changes) as { field: string; from: Check[]; to: Check[] }[]).find((c) => c.field === 'checks')!;
    expect(change.from.map((c) => c.name)).toEqual(['Pipe', 'Pump']);
    expect(change.to.map((c) => [c.name, c.done])).toEqual([['Pipe', 1], ['Tank', null]]);
  });

  it('deletes a record\'s rows with it', async () => {
    const round = await create([{ name: 'Gone' }]);
    expect((await send('delete', { id: round.id, version: round.version })).error).toBe(2000);
    const left = await ctx.db.selectFrom('entity_patrol_rounds__checks' as never).select('id' as never).where('parent_id' as never, '=', round.id as never).execute();
    expect(left).toEqual([]);
  });

  it('restores a deleted record with its rows, from its audit entry', async () => {
    const round = await create([{ name: 'Kept', reading: 3 }, { name: 'Also kept' }]);
    await send('delete', { id: round.id, version: round.version });
    const entry = await ctx.db.selectFrom('audit_log').select('id').where('resource', '=', 'patrol_rounds').where('record_id', '=', round.id).where('action', '=', 'delete').executeTakeFirstOrThrow();
    expect((await ctx.call('operate/audit/restore', { id: entry.id }, { token: admin })).error).toBe(2000);
    const back = dataOf(await send('detail', { id: round.id }));
    expect(back.checks.map((c) => [c.name, c.reading])).toEqual([['Kept', 3], ['Also kept', null]]);
  });

  it('checks the permission before the body', async () => {
    const viewer = await ctx.createUserWithPermissions(['patrol_rounds:view']);
    expect((await send('create', { checks: 'x' }, viewer)).error).toBe(2003);
    expect((await send('update', { id: 1, checks: [{}] }, viewer)).error).toBe(2003);
  });

  it('requires a row of a required list', async () => {
    expect((await save(withChecks(CHECK_FIELDS, { required: true }))).error).toBe(2000);
    expect(fieldsOf(await send('create', { title: 'None', checks: [] }))).toEqual({ checks: 'This field is required.' });
    expect(fieldsOf(await send('create', { title: 'None' }))).toEqual({ checks: 'This field is required.' });
    expect((await save(withChecks(CHECK_FIELDS))).error).toBe(2000);
  });
});

describe('the child table', () => {
  it('was made with the entity, its rows under their record', async () => {
    const table = await readTable(ctx.db, ctx.dialect, 'entity_patrol_rounds__checks');
    expect([...table.columns!].sort()).toEqual(['done', 'id', 'name', 'parent_id', 'position', 'reading', 'result']);
    expect(table.indexes.has('entity_patrol_rounds__checks_parent_id_idx')).toBe(true);
  });

  it('gets a column for a new field of the list', async () => {
    const plan = await save(withChecks([...CHECK_FIELDS, REMARK]));
    expect(dataOf(plan).steps.map((s) => [s.kind, s.table])).toContainEqual(['add-column', 'entity_patrol_rounds__checks']);
    const round = await create([{ name: 'With remark', remark: 'loose bolt' }]);
    expect(round.checks[0]).toMatchObject({ remark: 'loose bolt' });
    remarked = true;
  });

  it('refuses a change that would lose rows\' values, by the list\'s field, and retires a removed field on confirm', async () => {
    const round = await create([{ name: 'Long enough name', reading: 50 }]);
    const removed = await save(withChecks(CHECK_FIELDS.filter((f) => f.name !== 'reading')));
    expect(removed.error).toBe(2009);
    expect((removed.data as Plan).refusals).toContainEqual(expect.objectContaining({ field: 'checks.reading', kind: 'removed' }));
    const typed = await save(withChecks(CHECK_FIELDS.map((f) => (f.name === 'reading' ? { ...f, type: 'text', min: undefined, max: undefined, decimals: undefined } : f))));
    expect((typed.data as Plan).refusals).toEqual([expect.objectContaining({ field: 'checks.reading', kind: 'type', ids: expect.arrayContaining([round.checks[0]!.id]) })]);
    const shorter = await save(withChecks(CHECK_FIELDS.map((f) => (f.name === 'name' ? { ...f, maxLength: 5 } : f))));
    expect((shorter.data as Plan).refusals).toContainEqual(expect.objectContaining({ field: 'checks.name', kind: 'maxLength' }));
    const two = await create([{ name: 'One' }, { name: 'Two' }]);
    const lower = await save(withChecks(CHECK_FIELDS, { max: 1 }));
    expect((lower.data as Plan).refusals).toEqual([expect.objectContaining({ field: 'checks', kind: 'max', ids: expect.arrayContaining([two.id]) })]);
    // A higher max loosens the rule at once.
    expect((await save(withChecks(CHECK_FIELDS, { max: 4 }))).error).toBe(2000);
    const retired = await save(withChecks(CHECK_FIELDS.filter((f) => f.name !== 'reading')), { confirm: true });
    expect(retired.error).toBe(2000);
    expect(dataOf(await send('detail', { id: round.id })).checks[0]).not.toHaveProperty('reading');
    const kept = await ctx.db.selectFrom('entity_patrol_rounds__checks' as never).select('reading' as never).where('parent_id' as never, '=', round.id as never).execute();
    expect(kept.map((row) => Number((row as { reading: unknown }).reading))).toEqual([50]);
  });

  it('refuses removing a list whose records hold rows, and turning a field with values into a list', async () => {
    const current = withChecks(CHECK_FIELDS.filter((f) => f.name !== 'reading'));
    const gone = await save({ ...current, fields: current.fields.filter((f) => f.name !== 'checks') });
    expect((gone.data as Plan).refusals).toEqual([expect.objectContaining({ field: 'checks', kind: 'removed', rows: expect.any(Number) })]);
    expect((gone.data as Plan).refusals[0]!.rows).toBeGreaterThan(0);
    const NOTES: FieldDefinition = { name: 'notes', type: 'text', label: { zh: '备注', en: 'Notes', es: 'Notas' } };
    expect((await save({ ...current, fields: [...current.fields, NOTES] })).error).toBe(2000);
    await send('create', { title: 'Noted', notes: 'kept' });
    const turned = await save({ ...current, fields: [...current.fields, { ...CHECKS, ...NOTES, type: 'items' }] });
    expect((turned.data as Plan).refusals).toEqual([expect.objectContaining({ field: 'notes', kind: 'type' })]);
  });
});

describe('the language', () => {
  const problems = (checks: Partial<FieldDefinition>) => checkDefinition(patrolRounds({ ...CHECKS, ...checks }), { others: [] });

  it('takes a list of items', () => {
    expect(problems({})).toEqual({});
  });

  it('refuses what a list cannot say, by its place', () => {
    expect(problems({ max: undefined })).toEqual({ 'fields.1.max': 'Give the most rows a record may have.' });
    expect(problems({ max: 1000 })).toEqual({ 'fields.1.max': 'Must be a whole number from 1 to 200.' });
    expect(problems({ fields: [] })).toEqual({ 'fields.1.fields': 'A list of items needs at least one field.' });
    expect(problems({ fields: [{ ...CHECK_FIELDS[0]!, type: 'reference', reference: { entity: 'companies' } }] })).toMatchObject({ 'fields.1.fields.0.type': expect.stringContaining('Must be one of') });
    expect(problems({ fields: [{ ...CHECK_FIELDS[0]!, filter: true }] })).toEqual({ 'fields.1.fields.0.filter': 'Is not part of the definition language.' });
    expect(problems({ fields: [{ ...CHECK_FIELDS[0]!, name: 'parent_id' }] })).toEqual({ 'fields.1.fields.0.name': 'This name is reserved.' });
    expect(problems({ sort: true })).toEqual({ 'fields.1.sort': 'A list of items does not take this key.' });
    expect(checkDefinition({ ...patrolRounds(), recordTitle: 'checks' }, { others: [] })).toEqual({ recordTitle: 'Names a field holding no title: a list of items, a count or a user.' });
  });

  it('keeps a list\'s table its own, and within the database\'s names', () => {
    const other = { ...patrolRounds(), name: 'patrol_rounds__checks', route: '/patrol/other' };
    expect(checkDefinition(patrolRounds(), { others: [other] })).toEqual({ 'fields.1.name': 'Another entity keeps its records in this list\'s table.' });
    const long = 'c'.repeat(30);
    expect(checkDefinition(patrolRounds({ ...CHECKS, name: long }), { others: [] })).toEqual({ 'fields.1.name': `The list's table (entity_patrol_rounds__${long}) is longer than the database takes: shorten this name or the entity's.` });
  });
});
