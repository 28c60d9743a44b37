// The README's "Adding a resource", done as it says: the maintenance file is a valid definition,
// `npm run entities -- import` puts it in force on a database without it, and its create call
// then takes a record, with no build and no restart. SQLite, or PostgreSQL when TEST_PG_URL is set.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, importDefinitions } from '../src/entities/commands.js';
import { checkDefinition } from '../src/entities/language/check.js';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { insertBareCompany } from './helpers/admin-fixtures.js';
import { createTestContext, type TestContext } from './helpers/context.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FILE = join(ROOT, 'entities', 'maintenance_records.json');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('## Adding a resource\n'), README.indexOf('\n## ', README.indexOf('## Adding a resource\n') + 1));

describe('README: Adding a resource', () => {
  let ctx: TestContext;
  let dir: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    // A database the maintenance records never reached (tests apply the shipped files).
    await ctx.db.deleteFrom('entity_definitions').where('name', '=', 'maintenance_records').execute();
    await ctx.db.deleteFrom('entity_definition_versions').where('name', '=', 'maintenance_records').execute();
    await sql`drop table entity_maintenance_records`.execute(ctx.db);
    dir = mkdtempSync(join(tmpdir(), 'readme-entities-'));
    copyFileSync(FILE, join(dir, 'maintenance_records.json'));
  });

  afterAll(async () => {
    await ctx?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows the shipped file's own keys and fields, a valid definition", () => {
    const shown = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(SECTION)![1]!) as EntityDefinition;
    const shipped = JSON.parse(readFileSync(FILE, 'utf8')) as EntityDefinition;
    expect(checkDefinition(shown, { others: [] })).toEqual({});
    expect(checkDefinition(shipped, { others: [] })).toEqual({});
    const { fields: shownFields, ...shownOwn } = shown;
    const { fields: shippedFields, ...shippedOwn } = shipped;
    expect(shownOwn).toEqual(shippedOwn);
    // Shortened: fewer fields and choices, nothing the file does not say.
    for (const { choices, reference, ...rest } of shownFields) {
      const same = shippedFields.find((f) => f.name === rest.name)!;
      expect(same).toMatchObject(rest);
      if (choices) expect(same.choices).toEqual(expect.arrayContaining(choices));
      if (reference) expect(same.reference).toMatchObject(reference);
    }
    expect(SECTION).toContain('npm run entities -- import entities/');
  });

  it('imports the file, and its call takes a record at once', async () => {
    const lines: string[] = [];
    const code = await importDefinitions({ db: ctx.db, dialect: ctx.dialect, out: (line) => lines.push(line) }, dir, { confirm: false, operator: 'readme' });
    expect(code, lines.join('\n')).toBe(EXIT.ok);
    expect(lines).toContain('    create-table  Create the table entity_maintenance_records.');

    const token = await ctx.adminToken();
    const companyId = await insertBareCompany(ctx.db, '西安航天精密机械有限公司');
    const record = { company_id: companyId, equipment: '五轴数控加工中心 2号', kind: 'repair', date: '2025-06-18', result: 'passed', technician: '王磊', cost: 1280.5 };
    const created = await ctx.call<{ id: number }>('operate/entity/maintenance_records/create', record, { token });
    expect(created.error, created.message).toBe(2000);
    const detail = await ctx.call<Record<string, unknown>>('operate/entity/maintenance_records/detail', { id: created.data.id }, { token });
    expect(detail.data).toMatchObject({ ...record, company_name: '西安航天精密机械有限公司', version: 1 });
  });
});
