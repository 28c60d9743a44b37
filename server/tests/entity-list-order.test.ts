// A filter's index holds the default sort's column after its own, then the id (SQLite, or PostgreSQL when
// TEST_PG_URL is set): made so with the table, made again when the default sort changes or its
// column is dropped, and a broad filter's page comes in the sort's order wherever its rows sit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTable } from '../src/entities/introspect.js';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const RESULT: FieldDefinition = {
  name: 'result',
  type: 'choice',
  label: words('Result'),
  filter: true,
  choices: ['passed', 'pending'].map((value) => ({ value, label: words(value) })),
};

function checks(defaultSort: EntityDefinition['defaultSort'], day: Partial<FieldDefinition> = {}): EntityDefinition {
  const fields: FieldDefinition[] = [{ name: 'title', type: 'text', label: words('Title'), maxLength: 40 }, RESULT, { name: 'day', type: 'date', label: words('Day'), sort: true, ...day }, { name: 'score', type: 'number', label: words('Score'), sort: true }];
  return { name: 'checks', version: 1, labels: { name: words('Checks'), item: words('Check'), create: words('New check') }, recordTitle: 'title', defaultSort, fields };
}

const save = async (definition: EntityDefinition, base_version?: number) => dataOf(await ctx.call<{ steps: { kind: string; index?: string; says: string }[] }>('operate/entity/definition-save', { definition, base_version }, { token: admin, json: true }));
const indexColumns = async (name: string) => (await readTable(ctx.db, ctx.dialect, 'entity_checks')).indexColumns.get(name);
/** SQLite's indexes end with the id by themselves; PostgreSQL's are given it. */
const ending = (...columns: string[]) => (ctx.dialect === 'postgres' ? [...columns, 'id'] : columns);
const list = async (body: Record<string, unknown>) => dataOf(await ctx.call<{ list: { id: number; title: string }[]; total: number; total_capped?: true }>('operate/entity/checks/list', { limit: 5, ...body }, { token: admin }));

/** Checks of which the newest half are pending (the far end of the days): each half past the count's cap. */
const ROWS = 20_400;
const PENDING_FROM = ROWS / 2;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  await save(checks({ field: 'day', order: 'desc' }));
  await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${ROWS - 1})
    insert into entity_checks (title, result, day, score, created_at, updated_at)
    select 'Check ' || i, case when i >= ${PENDING_FROM} then 'pending' else 'passed' end,
      ${sql.raw(ctx.dialect === 'postgres' ? "to_char(date '2020-01-01' + (i / 10)::int, 'YYYY-MM-DD')" : "date('2020-01-01', '+' || (i / 10) || ' days')")},
      (i * 7919) % 10007, '2026-01-01 00:00:00', '2026-01-01 00:00:00' from n`.execute(ctx.db);
}, 60_000);
afterAll(async () => ctx?.close());

describe('a filter’s index', () => {
  it('holds the default sort’s column after its own', async () => {
    expect(await indexColumns('entity_checks_result_idx')).toEqual(ending('result', 'day'));
    // A sort's too: its ties come in the default order.
    expect(await indexColumns('entity_checks_score_idx')).toEqual(ending('score', 'day'));
  });

  it('gives a broad filter’s page in the sort’s order, wherever its rows sit', async () => {
    const titles = (page: { list: { title: string }[] }) => page.list.map((r) => r.title);
    const first = (from: number) => Array.from({ length: 5 }, (_, i) => `Check ${from + i}`);
    // Ten rows a day: a day's ties come in id order.
    expect(titles(await list({ result: 'pending', sort: 'day', order: 'asc' }))).toEqual(first(PENDING_FROM));
    expect(titles(await list({ result: 'pending' }))).toEqual(['Check 20399', 'Check 20398', 'Check 20397', 'Check 20396', 'Check 20395']);
    expect(titles(await list({ result: 'pending', sort: 'id', order: 'asc' }))).toEqual(first(PENDING_FROM));
    const passed = await list({ result: 'passed', sort: 'day', order: 'desc', page: 2 });
    expect(passed).toMatchObject({ total: 10_000, total_capped: true });
    expect(titles(passed)).toEqual(['Check 10194', 'Check 10193', 'Check 10192', 'Check 10191', 'Check 10190']);
    const byScore = await list({ result: 'pending', sort: 'score', order: 'desc', limit: 100 });
    const scores = (await sql<{ title: string }>`select title from entity_checks where result = 'pending' order by score desc, day desc, id desc limit 100`.execute(ctx.db)).rows.map((r) => r.title);
    expect(titles(byScore)).toEqual(scores);
  });

  it('is made again in the order of a new default sort', async () => {
    const saved = await save(checks({ field: 'score', order: 'asc' }), 1);
    expect(saved.steps.filter((s) => s.index === 'entity_checks_result_idx').map((s) => s.kind)).toEqual(['drop-index', 'create-index']);
    expect(await indexColumns('entity_checks_result_idx')).toEqual(ending('result', 'score'));
    // None: the id alone after its own column.
    await save({ ...checks(undefined) }, 2);
    expect(await indexColumns('entity_checks_result_idx')).toEqual(ending('result'));
  });

  it('lets the default sort’s column be dropped for a new type, and is made again with it', async () => {
    await save(checks({ field: 'day', order: 'desc' }), 3);
    await sql`update entity_checks set day = null`.execute(ctx.db);
    const saved = await save(checks({ field: 'day', order: 'desc' }, { type: 'datetime' }), 4);
    expect(saved.steps.map((s) => s.kind)).toEqual(['drop-index', 'drop-index', 'drop-column', 'add-column', 'create-index', 'create-index', 'create-index']);
    expect(await indexColumns('entity_checks_result_idx')).toEqual(ending('result', 'day'));
    expect(await list({ result: 'pending' })).toMatchObject({ total: 10_000, total_capped: true });
  });

  it('is made again by the next save where it lacks a column it wants, as one made before PostgreSQL’s ended with the id', async () => {
    await sql`drop index entity_checks_result_idx`.execute(ctx.db);
    await sql`create index entity_checks_result_idx on entity_checks (result, day)`.execute(ctx.db);
    const relabelled = checks({ field: 'day', order: 'desc' }, { type: 'datetime' });
    const saved = await save({ ...relabelled, labels: { ...relabelled.labels, name: words('Checks done') } }, 5);
    expect(saved.steps.filter((s) => s.index === 'entity_checks_result_idx').map((s) => s.kind)).toEqual(ctx.dialect === 'postgres' ? ['drop-index', 'create-index'] : []);
    expect(await indexColumns('entity_checks_result_idx')).toEqual(ending('result', 'day'));
  });
});
