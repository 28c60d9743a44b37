// Entity definitions planned and applied against the database: new tables, new fields, loosened
// rules, the refusals stored rows raise (and the ways out), adopting an existing table, and the
// shipped files at start.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../src/db/time.js';
import { applyDefinition, storedDefinitions } from '../src/entities/apply.js';
import { readTable } from '../src/entities/introspect.js';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { planChange } from '../src/entities/plan.js';
import { SHIPPED_DIR, applyShippedDefinitions } from '../src/entities/shipped.js';
import { ApiError } from '../src/http/errors.js';
import { ADMIN_PASSWORD, insertCityTree, insertGovernment } from './helpers/index.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

let database: TestDatabase;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entity tables are not in the typed schema
let raw: Kysely<any>;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const field = (name: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type: 'text', label: words(name), ...more });

function definition(name: string, fields: FieldDefinition[], more: Partial<EntityDefinition> = {}): EntityDefinition {
  return { name, version: 1, labels: { name: words('Pumps'), item: words('Pump'), create: words('New pump') }, recordTitle: fields[0]!.name, fields, ...more };
}

const apply = (next: EntityDefinition, more: { confirm?: boolean; dry_run?: boolean } = {}) => applyDefinition(database.db, database.dialect, { next, author: 'tester', ...more });

async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

async function insert(table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const now = nowText();
  const made = await raw
    .insertInto(table)
    .values(rows.map((r) => ({ ...r, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  return made.map((r) => Number(r.id));
}

beforeAll(async () => {
  database = await openTestDatabase(ADMIN_PASSWORD);
  raw = database.db;
});
afterAll(async () => database.drop());

describe('a new entity', () => {
  it('makes its table, columns, indexes and permission rows, and stores version 1', async () => {
    const doc = definition('pumps', [field('code', { required: true, unique: true }), field('kind', { type: 'choice', choices: [{ value: 'a', label: words('A') }], filter: true }), field('flow', { type: 'number', decimals: 2, sort: true }), field('company_id', { type: 'reference', reference: { entity: 'companies' } })]);
    const result = await apply(doc);
    expect(result).toMatchObject({ name: 'pumps', version: 1, refusals: [], applied: true });
    expect(result.steps.map((s) => s.kind)).toEqual(['create-table', 'create-index', 'create-index', 'create-index', 'create-index', 'create-index', 'create-search', 'permissions']);
    for (const step of result.steps) expect(step.says).toMatch(/^[A-Z].*\.$/);
    const table = await readTable(database.db, database.dialect, 'entity_pumps');
    expect([...table.columns!].sort()).toEqual(['code', 'company_id', 'created_at', 'flow', 'id', 'kind', 'updated_at', 'version']);
    // The keyword index (PostgreSQL's is an index of the table) has tests of its own: entity-keyword.test.ts.
    expect([...table.indexes].filter((i) => !i.startsWith('sqlite_') && !i.endsWith('_pkey') && !i.endsWith('___search_idx')).sort()).toEqual(['entity_pumps_code_key', 'entity_pumps_company_id_idx', 'entity_pumps_created_at_idx', 'entity_pumps_flow_idx', 'entity_pumps_kind_idx']);
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'pumps')!;
    expect(stored.version).toBe(1);
    expect(stored.document.version).toBe(1);
    // A decimal reads back as a number on both databases.
    await insert('entity_pumps', [{ code: 'P-1', flow: 12.5 }]);
    const row = await raw.selectFrom('entity_pumps').select(['flow', 'version']).executeTakeFirstOrThrow();
    expect(Number(row.flow)).toBe(12.5);
    expect(row.version).toBe(1);
  });

  it('writes the permission rows with titles in every language, and gives them to the admin role', async () => {
    const rows = await database.db.selectFrom('permissions').select(['id', 'name', 'title', 'titles', 'parent_id']).where('name', 'like', 'pumps%').orderBy('sort').execute();
    expect(rows.map((r) => r.name)).toEqual(['pumps', 'pumps:view', 'pumps:create', 'pumps:update', 'pumps:delete']);
    expect(rows[1]).toMatchObject({ title: '查看Pump（中）', parent_id: rows[0]!.id });
    expect(JSON.parse(rows[1]!.titles!)).toEqual({ zh: '查看Pump（中）', en: 'View pumps', es: 'Ver pumps (es)' });
    const admin = await database.db.selectFrom('roles').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow();
    const held = await database.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', admin.id).execute();
    for (const row of rows) expect(held.map((h) => h.permission_id)).toContain(row.id);
  });

  it('writes an audit entry with the document before and after', async () => {
    const entry = await database.db.selectFrom('audit_log').selectAll().where('resource', '=', 'entity_definition').where('record_name', '=', 'pumps').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'create', account: 'tester' });
    const changes = JSON.parse(entry.changes) as { field: string; from: unknown; to: unknown }[];
    expect(changes.find((c) => c.field === 'name')).toEqual({ field: 'name', from: null, to: 'pumps' });
  });
});

describe('changing an entity with rows', () => {
  const base = () => [field('code', { required: true, maxLength: 20 }), field('kind', { type: 'choice', choices: ['a', 'b', 'c'].map((value) => ({ value, label: words(value) })) }), field('note')];
  let ids: number[];

  beforeAll(async () => {
    await apply(definition('valves', base()));
    ids = await insert('entity_valves', [
      { code: 'V-1', kind: 'a', note: 'first' },
      { code: 'V-2', kind: 'b', note: null },
      { code: 'V-2', kind: 'c', note: 'a note longer than ten' },
      { code: 'V-3-long-code', kind: null, note: null },
    ]);
  });

  it('adds a field at once (a nullable column) and the index a new filter wants, refusing nothing', async () => {
    const result = await apply(definition('valves', [...base(), field('site', { filter: true })]));
    expect(result.steps.map((s) => s.kind)).toEqual(['add-column', 'create-index']);
    expect(result.steps[0]!.says).toMatch(/instant/);
    expect(result.steps[1]!.says).toMatch(/entity_valves_site_idx/);
    expect(result.version).toBe(2);
    const rows = await raw.selectFrom('entity_valves').select('site').execute();
    expect(rows.every((r) => r.site === null)).toBe(true);
  });

  it('loosens a rule without a step or a refusal', async () => {
    const fields = [field('code', { maxLength: 40 }), ...base().slice(1), field('site', { filter: true })];
    const result = await apply(definition('valves', fields));
    expect(result).toMatchObject({ steps: [], refusals: [], applied: true, version: 3 });
  });

  it('refuses a narrowed maxLength, naming the rows', async () => {
    const err = await refusalOf(apply(definition('valves', [field('code', { maxLength: 5 }), ...base().slice(1), field('site', { filter: true })])));
    expect(err.code).toBe(2009);
    expect(err.extra?.refusals).toEqual([expect.objectContaining({ field: 'code', kind: 'maxLength', rows: 1, ids: [ids[3]], wayOut: expect.any(String) })]);
  });

  it('refuses a removed choice in use, a repeated unique value and a required field lacking values', async () => {
    const fields = [field('code', { unique: true }), field('kind', { type: 'choice', choices: [{ value: 'a', label: words('a') }] }), field('note', { required: true }), field('site', { filter: true })];
    const err = await refusalOf(apply(definition('valves', fields)));
    const refusals = err.extra?.refusals as { field: string; kind: string; rows: number; ids: number[] }[];
    expect(refusals.map((r) => [r.field, r.kind, r.rows, r.ids])).toEqual(
      expect.arrayContaining([
        ['code', 'unique', 2, [ids[1], ids[2]]],
        ['kind', 'choice', 2, [ids[1], ids[2]]],
        ['note', 'required', 2, [ids[1], ids[3]]],
      ]),
    );
    expect(refusals).toHaveLength(3);
    // Nothing of it was applied.
    expect((await storedDefinitions(database.db)).find((d) => d.name === 'valves')!.version).toBe(3);
  });

  it('fills the rows lacking a newly required field with its default on confirm', async () => {
    const fields = [field('code', { maxLength: 40 }), ...base().slice(1, 2), field('note', { required: true, default: 'none' }), field('site', { filter: true })];
    const refused = await refusalOf(apply(definition('valves', fields)));
    expect((refused.extra?.refusals as { wayOut: string }[])[0]!.wayOut).toMatch(/confirm/);
    const result = await apply(definition('valves', fields), { confirm: true });
    expect(result.steps.map((s) => s.kind)).toEqual(['fill']);
    const notes = await raw.selectFrom('entity_valves').select(['id', 'note']).orderBy('id').execute();
    expect(notes.map((r) => r.note)).toEqual(['first', 'none', 'a note longer than ten', 'none']);
  });

  it('refuses to fill a unique field with one default for several rows', async () => {
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'valves')!.document;
    const fields = [...stored.fields, field('serial', { required: true, unique: true, default: 'S-0' })];
    const err = await refusalOf(apply({ ...stored, fields }, { confirm: true }));
    expect(err.extra?.refusals).toEqual([expect.objectContaining({ field: 'serial', kind: 'unique', rows: 4, wayOut: null })]);
  });

  it('refuses a removed field, and on confirm retires it with its column and data', async () => {
    const fields = [field('code', { maxLength: 40 }), ...base().slice(1, 2), field('site', { filter: true })];
    const err = await refusalOf(apply(definition('valves', fields)));
    expect(err.extra?.refusals).toEqual([expect.objectContaining({ field: 'note', kind: 'removed', rows: 4 })]);
    const result = await apply(definition('valves', fields), { confirm: true });
    expect(result.steps.map((s) => s.kind)).toEqual(['retire']);
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'valves')!;
    expect(stored.document.fields.find((f) => f.name === 'note')).toMatchObject({ retired: true });
    expect((await raw.selectFrom('entity_valves').select('note').where('id', '=', ids[0]).executeTakeFirstOrThrow()).note).toBe('first');
  });

  it('refuses a type change while rows hold values, and changes an empty column', async () => {
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'valves')!.document;
    const kind = stored.fields.map((f) => (f.name === 'kind' ? field('kind', { type: 'number' }) : f));
    const err = await refusalOf(apply({ ...stored, fields: kind }, { confirm: true }));
    expect(err.extra?.refusals).toEqual([expect.objectContaining({ field: 'kind', kind: 'type', rows: 3, wayOut: null })]);
    const site = stored.fields.map((f) => (f.name === 'site' ? field('site', { type: 'number', filter: true }) : f));
    const result = await apply({ ...stored, fields: site });
    expect(result.steps.map((s) => s.kind)).toEqual(['drop-column', 'add-column', 'create-index']);
  });

  it('adds a reference field to a table with rows, and keeps a retired field left out of the document', async () => {
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'valves')!.document;
    const next = { ...stored, fields: [...stored.fields.filter((f) => f.name !== 'note'), field('pump_id', { type: 'reference', reference: { entity: 'pumps' } })] };
    const result = await apply(next);
    expect(result.steps.map((s) => s.kind)).toEqual(['add-column', 'create-index']);
    const saved = (await storedDefinitions(database.db)).find((d) => d.name === 'valves')!.document;
    expect(saved.fields.map((f) => [f.name, f.retired ?? false])).toEqual([
      ['code', false],
      ['kind', false],
      ['site', false],
      ['pump_id', false],
      ['note', true],
    ]);
    // The column refers to the pumps' table.
    await expect(raw.updateTable('entity_valves').set({ pump_id: 999999 }).where('id', '=', ids[0]).execute()).rejects.toThrow(/foreign key/i);
  });

  it('plans without applying on a dry run', async () => {
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'valves')!;
    const result = await apply({ ...stored.document, fields: [...stored.document.fields, field('extra', { sort: true })] }, { dry_run: true });
    expect(result).toMatchObject({ applied: false, version: stored.version + 1 });
    expect(result.steps.map((s) => s.kind)).toEqual(['add-column', 'create-index']);
    expect((await readTable(database.db, database.dialect, 'entity_valves')).columns!.has('extra')).toBe(false);
  });
});

describe('the governments table', () => {
  it('is adopted as it is: nothing created, every rule checked against its rows', async () => {
    const tree = await insertCityTree(database.db);
    await insertGovernment(database.db, { city_id: tree.cityId, name: 'Adopted' });
    const doc = JSON.parse(readFileSync(join(SHIPPED_DIR, 'governments.json'), 'utf8')) as EntityDefinition;
    const plan = await planChange(database.db, database.dialect, { next: doc, others: [] });
    expect(plan.refusals).toEqual([]);
    expect(plan.steps.filter((s) => s.kind !== 'permissions')).toEqual([]);
    const stored = (await storedDefinitions(database.db)).find((d) => d.name === 'governments')!;
    expect(stored.version).toBe(1);
  });
});

describe('the shipped files', () => {
  let dir: string;
  const logged: string[] = [];
  const log = { info: (m: string) => logged.push(m) };
  const shipped = (name: string) => JSON.parse(readFileSync(join(SHIPPED_DIR, `${name}.json`), 'utf8')) as EntityDefinition;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-entities-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are applied at start with their own version, by `shipped`', async () => {
    const stored = await storedDefinitions(database.db);
    expect(stored.find((d) => d.name === 'maintenance_records')).toMatchObject({ version: 1, document: shipped('maintenance_records') });
    expect((await readTable(database.db, database.dialect, 'entity_maintenance_records')).columns).not.toBeNull();
    const row = await database.db.selectFrom('entity_definitions').select('updated_by').where('name', '=', 'maintenance_records').executeTakeFirstOrThrow();
    expect(row.updated_by).toBe('shipped');
  });

  it('never overwrite a newer stored definition, and say which they kept', async () => {
    const current = shipped('maintenance_records');
    await apply({ ...current, labels: { ...current.labels, name: words('Upkeep') } });
    await apply({ ...current, labels: { ...current.labels, name: words('Upkeep records') } });
    await applyShippedDefinitions(database.db, database.dialect, log);
    expect(logged).toContain('kept the stored definition of maintenance_records (version 3) over entities/maintenance_records.json (version 1)');
    expect((await storedDefinitions(database.db)).find((d) => d.name === 'maintenance_records')!.document.labels.name.en).toBe('Upkeep records');
  });

  it('apply a newer file, references first', async () => {
    const current = shipped('maintenance_records');
    const parts = definition('parts', [field('part_no', { required: true }), field('record_id', { type: 'reference', reference: { entity: 'maintenance_records' } })], { version: 1 });
    writeFileSync(join(dir, 'a_parts.json'), JSON.stringify(parts));
    writeFileSync(join(dir, 'maintenance_records.json'), JSON.stringify({ ...current, version: 7, fields: [...current.fields, field('supplier')] }));
    await applyShippedDefinitions(database.db, database.dialect, log, dir);
    const stored = await storedDefinitions(database.db);
    expect(stored.find((d) => d.name === 'maintenance_records')).toMatchObject({ version: 7 });
    expect(stored.find((d) => d.name === 'parts')).toMatchObject({ version: 1 });
    expect(logged.filter((l) => l.startsWith('applied')).map((l) => l.split(' ')[1])).toEqual(['entities/maintenance_records.json', 'entities/a_parts.json']);
  });

  it('stop the start naming the refusals of a newer file', async () => {
    const current = (await storedDefinitions(database.db)).find((d) => d.name === 'parts')!.document;
    await insert('entity_parts', [{ part_no: 'X' }, { part_no: 'X' }]);
    writeFileSync(join(dir, 'a_parts.json'), JSON.stringify({ ...current, version: 2, fields: current.fields.map((f) => (f.name === 'part_no' ? { ...f, unique: true } : f)) }));
    await expect(applyShippedDefinitions(database.db, database.dialect, log, dir)).rejects.toThrow(/entities\/a_parts\.json cannot be applied: part_no: Some values of part_no repeat\. \(2 rows, ids \d+, \d+\)/);
  });
});
