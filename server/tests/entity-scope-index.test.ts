// A reference a jurisdiction reads carries the small filtered and sorted columns in its index, after
// the id, so that a district's records are filtered and sorted off that index alone (SQLite, or
// PostgreSQL when TEST_PG_URL is set); a start gives a table made before its indexes in that shape.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshIndexes, storedDefinitions } from '../src/entities/apply.js';
import { readTable } from '../src/entities/introspect.js';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const reference = (name: string, entity: string): FieldDefinition => ({ name, type: 'reference', label: words(name), reference: { entity } });

const repairs: EntityDefinition = {
  name: 'repairs',
  version: 1,
  labels: { name: words('Repairs'), item: words('Repair'), create: words('New repair') },
  recordTitle: 'title',
  defaultSort: { field: 'day', order: 'desc' },
  fields: [
    { name: 'title', type: 'text', label: words('Title'), maxLength: 40, sort: true, filter: true },
    { ...reference('company_id', 'companies'), filter: true },
    { ...reference('checked_by', 'system_users'), filter: true },
    { name: 'result', type: 'choice', label: words('Result'), filter: true, choices: ['passed', 'failed'].map((value) => ({ value, label: words(value) })) },
    { name: 'day', type: 'date', label: words('Day'), sort: true },
    { name: 'cost', type: 'number', label: words('Cost'), sort: true },
    { name: 'notes', type: 'number', label: words('Notes') },
  ],
};

const columnsOf = async (index: string) => (await readTable(ctx.db, ctx.dialect, 'entity_repairs')).indexColumns.get(index);
/** SQLite's indexes end with the id by themselves; PostgreSQL's are given it. */
const ending = (...columns: string[]) => (ctx.dialect === 'postgres' ? [...columns, 'id'] : columns);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  dataOf(await ctx.call('operate/entity/definition-save', { definition: repairs }, { token: admin, json: true }));
});
afterAll(async () => ctx?.close());

describe('the index of a reference a jurisdiction reads', () => {
  it('holds the default order, the id, then the filtered and sorted columns that are small', async () => {
    // Not the text, nor a column neither filtered nor sorted.
    expect(await columnsOf('entity_repairs_company_id_idx')).toEqual(['company_id', 'day', 'id', 'checked_by', 'result', 'cost']);
    // A reference no jurisdiction reads keeps the plain shape.
    expect(await columnsOf('entity_repairs_checked_by_idx')).toEqual(ending('checked_by', 'day'));
  });

  it('is given that shape at start where a table was made before it, with no new version; a second start does nothing', async () => {
    await sql`drop index entity_repairs_company_id_idx`.execute(ctx.db);
    await sql.raw(`create index entity_repairs_company_id_idx on entity_repairs (${ending('company_id', 'day').join(', ')})`).execute(ctx.db);
    const logged: string[] = [];
    const log = { info: (line: string) => logged.push(line) };
    await refreshIndexes(ctx.db, ctx.dialect, log);
    expect(logged).toEqual([expect.stringMatching(/^repairs: Drop the index entity_repairs_company_id_idx .* Create the index entity_repairs_company_id_idx on company_id, day, id, checked_by, result, cost/)]);
    expect(await columnsOf('entity_repairs_company_id_idx')).toEqual(['company_id', 'day', 'id', 'checked_by', 'result', 'cost']);
    expect((await storedDefinitions(ctx.db)).find((d) => d.name === 'repairs')?.version).toBe(1);
    logged.length = 0;
    await refreshIndexes(ctx.db, ctx.dialect, log);
    expect(logged).toEqual([]);
  });
});
