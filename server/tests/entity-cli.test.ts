// npm run entities: export, diff and import of definition files against a database (SQLite, or
// PostgreSQL when TEST_PG_URL is set), and the command itself in a process of its own.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDefinition, storedDefinitions } from '../src/entities/apply.js';
import { diffDefinitions, EXIT, exportDefinitions, importDefinitions, type CommandContext } from '../src/entities/commands.js';
import { formatDefinition } from '../src/entities/language/format.js';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { definitionJsonSchemaText } from '../src/entities/language/json-schema.js';
import { openDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { nowText } from '../src/db/time.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MAINTENANCE = JSON.parse(readFileSync(join(ROOT, 'entities', 'maintenance_records.json'), 'utf8')) as EntityDefinition;
const words = (en: string, zh: string, es: string) => ({ zh, en, es });

const SPARE_PARTS: EntityDefinition = {
  name: 'spare_parts',
  version: 1,
  labels: { name: words('Spare parts', '备件', 'Repuestos'), item: words('Spare part', '备件', 'Repuesto'), create: words('New spare part', '新增备件', 'Nuevo repuesto') },
  menu: { group: 'maintenance', order: 20, icon: 'inventory' },
  recordTitle: 'part',
  fields: [
    { name: 'part', type: 'text', label: words('Part', '备件', 'Pieza'), required: true, maxLength: 64 },
    { name: 'record_id', type: 'reference', label: words('Maintenance record', '维护记录', 'Registro'), reference: { entity: 'maintenance_records' } },
  ],
};
/** Refers to an entity that the same import brings. */
const PART_CHECKS: EntityDefinition = {
  name: 'part_checks',
  version: 1,
  labels: { name: words('Part checks', '备件检查', 'Controles de piezas'), item: words('Part check', '备件检查', 'Control de pieza'), create: words('New part check', '新增备件检查', 'Nuevo control de pieza') },
  recordTitle: 'note',
  fields: [
    { name: 'note', type: 'text', label: words('Note', '说明', 'Nota'), required: true },
    { name: 'part_id', type: 'reference', label: words('Part', '备件', 'Pieza'), reference: { entity: 'spare_parts' } },
  ],
};

const dirs: string[] = [];
function folder(docs: readonly unknown[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'entities-cli-'));
  dirs.push(dir);
  for (const doc of docs) writeFileSync(join(dir, `${(doc as EntityDefinition).name}.json`), formatDefinition(doc));
  return dir;
}

function commands(database: TestDatabase): CommandContext & { lines: string[]; text(): string } {
  const lines: string[] = [];
  return { db: database.db, dialect: database.dialect, out: (line) => lines.push(line), lines, text: () => lines.join('\n') };
}

const stored = async (database: TestDatabase, name: string) => (await storedDefinitions(database.db)).find((d) => d.name === name);
const withoutSchemaPath = (docs: { document: EntityDefinition }[]) => docs.map(({ document: { $schema: _, ...doc } }) => doc);

describe('npm run entities', () => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase('admin123'), openTestDatabase('admin123')]);
    const maintenance = { ...MAINTENANCE, fields: [...MAINTENANCE.fields, { name: 'inspector', type: 'text' as const, label: words('Inspector', '检验员', 'Inspector') }] };
    await applyDefinition(first.db, first.dialect, { next: maintenance, author: 'admin' });
    await applyDefinition(first.db, first.dialect, { next: SPARE_PARTS, author: 'admin' });
    await applyDefinition(first.db, first.dialect, { next: PART_CHECKS, author: 'admin' });
  });

  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('exports the definitions, and an import into a fresh database gives the same documents', async () => {
    const dir = folder();
    expect(await exportDefinitions(commands(first), dir)).toBe(EXIT.ok);
    const text = readFileSync(join(dir, 'maintenance_records.json'), 'utf8');
    expect(text).toContain('\n  "labels": {\n    "name": { "zh": "维护记录", "en": "Maintenance records", "es": "Registros de mantenimiento" },');
    // Editors find the schema from where the file is.
    const { $schema } = JSON.parse(readFileSync(join(dir, 'spare_parts.json'), 'utf8')) as EntityDefinition;
    expect(resolve(dir, $schema!)).toBe(join(ROOT, 'docs', 'entity.schema.json'));

    const out = commands(second);
    expect(await importDefinitions(out, dir, { confirm: false, operator: 'alice' }), out.text()).toBe(EXIT.ok);
    expect(withoutSchemaPath(await storedDefinitions(second.db))).toEqual(withoutSchemaPath(await storedDefinitions(first.db)));
    // The entity referring to another of the same import came after it, its table made.
    expect(out.text()).toMatch(/part_checks \(part_checks\.json\): new, version 1\n(.*\n)* {2}plan: made when applied, after spare_parts/);
    await sql`select note, part_id from entity_part_checks`.execute(second.db);

    const again = commands(second);
    expect(await diffDefinitions(again, dir)).toBe(EXIT.ok);
    expect(again.text()).toContain('maintenance_records (maintenance_records.json): unchanged, version 2');
  });

  it('records the operator as cli:<name> in the audit log', async () => {
    const entries = await second.db.selectFrom('audit_log').select(['account', 'record_name', 'action']).where('resource', '=', 'entity_definition').where('account', 'like', 'cli:%').orderBy('id').execute();
    expect(entries).toEqual([
      { account: 'cli:alice', record_name: 'maintenance_records', action: 'update' },
      { account: 'cli:alice', record_name: 'spare_parts', action: 'create' },
      { account: 'cli:alice', record_name: 'part_checks', action: 'create' },
    ]);
    const row = await second.db.selectFrom('entity_definitions').select('updated_by').where('name', '=', 'spare_parts').executeTakeFirstOrThrow();
    expect(row.updated_by).toBe('cli:alice');
  });

  it('diff shows a changed field and the plan it needs, and changes nothing', async () => {
    const current = (await stored(second, 'maintenance_records'))!.document;
    const next = { ...current, version: 3, fields: current.fields.map((f) => (f.name === 'technician' ? { ...f, maxLength: 40, filter: true } : f)) };
    const out = commands(second);
    expect(await diffDefinitions(out, folder([next]))).toBe(EXIT.differs);
    expect(out.lines).toEqual(expect.arrayContaining([
      'maintenance_records (maintenance_records.json): version 2 → 3',
      '  changed  field technician: maxLength: 32 → 40',
      '  added    field technician: filter: true',
      '  plan:',
      expect.stringMatching(/^ {4}create-index {2}Create the index entity_maintenance_records_technician_idx/),
    ]));
    expect(out.text()).toContain('spare_parts: only in the database');
    expect((await stored(second, 'maintenance_records'))!.version).toBe(2);
  });

  it('refuses an invalid file by its places and applies none of the others', async () => {
    const current = (await stored(second, 'maintenance_records'))!.document;
    const broken = structuredClone({ ...SPARE_PARTS, version: 2 }) as unknown as { fields: { label: Record<string, string> }[] };
    broken.fields[1]!.label.es = '';
    const out = commands(second);
    const dir = folder([{ ...current, version: 3, recordTitle: 'technician' }, broken]);
    writeFileSync(join(dir, 'notes.json'), '{ "name": ');
    writeFileSync(join(dir, 'odd.json'), '{ "name": "odd", "fields": [null] }');
    writeFileSync(join(dir, 'list.json'), '[]');
    expect(await importDefinitions(out, dir, { confirm: true, operator: 'alice' })).toBe(EXIT.refused);
    expect(out.lines).toEqual(expect.arrayContaining(['spare_parts (spare_parts.json): invalid', '    fields.1.label.es: The word in es is missing.', 'notes.json: invalid', 'odd.json: invalid', '    fields.0: Must be an object.', 'list.json: invalid', '    definition: Must be a JSON object.', 'Nothing was applied.']));
    expect((await stored(second, 'maintenance_records'))!.version).toBe(2);
  });

  it('refuses a file whose version is not newer than the stored one it differs from', async () => {
    const current = (await stored(second, 'maintenance_records'))!.document;
    const out = commands(second);
    expect(await importDefinitions(out, folder([{ ...current, recordTitle: 'technician' }]), { confirm: false, operator: 'alice' })).toBe(EXIT.refused);
    expect(out.text()).toContain('    version: The database holds version 2: carry this change into it (export it) and give the file version 3.');
  });

  it('a refused change stops the whole import: a field removed while rows hold values', async () => {
    const now = nowText();
    await sql`insert into entity_maintenance_records (equipment, notes, created_at, updated_at) values ('Lathe 2', 'New belt', ${now}, ${now})`.execute(second.db);
    const current = (await stored(second, 'maintenance_records'))!.document;
    const withoutNotes = { ...current, version: 3, fields: current.fields.filter((f) => f.name !== 'notes') };
    const newcomer = { ...SPARE_PARTS, name: 'tool_kits', recordTitle: 'part' };
    const out = commands(second);
    expect(await importDefinitions(out, folder([withoutNotes, newcomer]), { confirm: false, operator: 'alice' })).toBe(EXIT.refused);
    expect(out.text()).toMatch(/refused:\n {4}notes: The field notes was removed from the definition\. \(1 rows; ids \d+\) Way out: /);
    expect(out.lines.at(-1)).toBe('Nothing was applied (a refusal with a way out may pass with --confirm).');
    expect(await stored(second, 'tool_kits')).toBeUndefined();
    expect((await stored(second, 'maintenance_records'))!.version).toBe(2);

    // The way out: retire the field, its data kept.
    const confirmed = commands(second);
    expect(await importDefinitions(confirmed, folder([withoutNotes]), { confirm: true, operator: 'bob' }), confirmed.text()).toBe(EXIT.ok);
    const after = (await stored(second, 'maintenance_records'))!.document;
    expect(after.fields.find((f) => f.name === 'notes')?.retired).toBe(true);
    const { rows } = await sql<{ notes: string }>`select notes from entity_maintenance_records where equipment = 'Lathe 2'`.execute(second.db);
    expect(rows).toEqual([{ notes: 'New belt' }]);

    // The file leaving the retired field out says what the database holds.
    const same = commands(second);
    expect(await diffDefinitions(same, folder([withoutNotes]))).toBe(EXIT.ok);
    expect(same.lines).toContain('maintenance_records (maintenance_records.json): unchanged, version 3');
  });
});

describe('the command', () => {
  const run = promisify(execFile);
  const entities = (...args: string[]) => run(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/entities/cli.ts'), ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' } });

  it('prints the JSON Schema, and exits 2 on an invalid file with its place', async () => {
    expect((await entities('schema')).stdout).toBe(definitionJsonSchemaText());
    const dir = folder([{ ...MAINTENANCE, version: 2, fields: MAINTENANCE.fields.map((f, i) => (i === 2 ? { ...f, label: { zh: f.label.zh, en: f.label.en } } : f)) }]);
    const failed = await entities('import', dir, '--as', 'carol', '--db-file', join(dir, 'ops.sqlite')).catch((err: { code: number; stdout: string }) => err);
    expect('code' in failed && failed.code).toBe(EXIT.refused);
    expect(failed.stdout).toContain('    fields.2.label.es: The word in es is missing.');
  }, 60_000);

  it('diff previews through a read-only handle: it prints the plan and writes nothing, not even the shipped files', async () => {
    const dir = folder([SPARE_PARTS]);
    const dbFile = join(dir, 'ops.sqlite');
    await entities('import', dir, '--as', 'carol', '--db-file', dbFile);
    const handle = openDatabase({ dbFile });
    // The database as an older release left it: the shipped maintenance records a version behind.
    await handle.db.updateTable('entity_definitions').set({ version: 0 }).where('name', '=', 'maintenance_records').execute();
    const audit = async () => (await handle.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = { audit: await audit(), stored: await storedDefinitions(handle.db) };
    const next = { ...SPARE_PARTS, version: 2, fields: [...SPARE_PARTS.fields, { name: 'shelf', type: 'text', label: words('Shelf', '货架', 'Estante') }] };
    writeFileSync(join(dir, 'spare_parts.json'), formatDefinition(next));
    const diff = await entities('diff', dir, '--db-file', dbFile).catch((err: { code: number; stdout: string }) => err);
    expect('code' in diff && diff.code).toBe(EXIT.differs);
    expect(diff.stdout).toContain('spare_parts (spare_parts.json): version 1 → 2');
    expect(diff.stdout).toMatch(/add-column\s+Add the column shelf/);
    expect(diff.stdout).not.toContain('applied entities/');
    expect({ audit: await audit(), stored: await storedDefinitions(handle.db) }).toEqual(before);
    await handle.close();
    // No database yet: a preview makes none.
    const missing = join(dir, 'none.sqlite');
    const refused = await entities('diff', dir, '--db-file', missing).catch((err: { code: number; stderr: string }) => err);
    expect('code' in refused && [refused.code, refused.stderr.split('\n')[0]]).toEqual([2, `No database at ${missing} yet: start the server once (or import) before a diff.`]);
    expect(existsSync(missing)).toBe(false);
  }, 90_000);
});

describe('a read-only handle', () => {
  it('reads, and refuses every write, on SQLite and PostgreSQL', async () => {
    const database = await openTestDatabase('admin123');
    const dir = mkdtempSync(join(tmpdir(), 'entities-ro-'));
    dirs.push(dir);
    let options: { databaseUrl?: string; dbFile: string };
    if (database.url) options = { databaseUrl: database.url, dbFile: '' };
    else {
      // The test database's file is its own: a migrated one of ours stands in for it.
      options = { dbFile: join(dir, 'ro.sqlite') };
      const writable = openDatabase(options);
      await migrateToLatest(writable.db, writable.dialect);
      await writable.close();
    }
    const readOnly = openDatabase({ ...options, readOnly: true });
    try {
      await expect(readOnly.db.selectFrom('entity_definitions').selectAll().execute()).resolves.toBeDefined();
      await expect(readOnly.db.schema.createTable('ro_probe').addColumn('id', 'integer').execute()).rejects.toThrow(/read-only|readonly/i);
      await expect(readOnly.db.deleteFrom('entity_definitions').execute()).rejects.toThrow(/read-only|readonly/i);
    } finally {
      await readOnly.close();
      await database.drop();
    }
  });
});
