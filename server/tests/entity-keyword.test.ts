// An entity's keyword index (SQLite, or PostgreSQL when TEST_PG_URL is set): made with the table,
// made again when the searched fields change or a column it reads is dropped, and answering
// exactly what a scan of the searched fields answers ("contains", any case, nulls, short and
// Chinese keywords, LIKE's own characters); a table whose index is missing is scanned.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { dropSearchIndex, indexedColumns } from '../src/entities/search-index.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const text = (name: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type: 'text', label: words(name), maxLength: 80, ...more });

function parts(fields: FieldDefinition[]): EntityDefinition {
  return { name: 'parts', version: 1, labels: { name: words('Parts'), item: words('Part'), create: words('New part') }, recordTitle: 'part', fields };
}

const save = async (definition: EntityDefinition, base_version?: number) => dataOf(await ctx.call<{ version: number; steps: { kind: string }[] }>('operate/entity/definition-save', { definition, base_version, confirm: true }, { token: admin, json: true }));
const search = async (keyword: string) => dataOf(await ctx.call<{ list: { id: number }[]; total: number }>('operate/entity/parts/list', { keyword, limit: 100 }, { token: admin })).list.map((r) => r.id).sort((a, b) => a - b);

/** What a scan answers: the rows whose searched fields contain the keyword, in any case. */
function scanned(rows: { id: number; values: (string | null)[] }[], keyword: string): number[] {
  // The list trims its keyword; an empty one filters nothing.
  const k = keyword.trim().toLowerCase();
  return rows.filter((r) => r.values.some((v) => v !== null && v.toLowerCase().includes(k))).map((r) => r.id);
}

const ROWS: [string, string | null][] = [
  ['Servo valve', 'Hangar 3'],
  ['servo VALVE kit', null],
  ['液压密封件', '仓库 A-12'],
  ['Pump 100% tested', 'Shelf_7'],
  ['O-ring', 'Hangar 30'],
  ['Filter element', '液压车间'],
];
const created: { id: number; values: (string | null)[] }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const saved = await save(parts([text('part', { required: true, search: true }), text('place', { search: true }), text('note')]));
  expect(saved.steps.map((s) => s.kind)).toContain('create-search');
  for (const [part, place] of ROWS) {
    const row = dataOf(await ctx.call<{ id: number }>('operate/entity/parts/create', { part, place: place ?? undefined, note: 'not searched' }, { token: admin }));
    created.push({ id: row.id, values: [part, place] });
  }
});
afterAll(async () => ctx?.close());

describe('an entity’s keyword index', () => {
  it('covers the searched fields, in their order', async () => {
    expect(await indexedColumns(ctx.db, ctx.dialect, 'entity_parts')).toEqual(ctx.dialect === 'postgres' && !(await hasTrigrams()) ? null : ['part', 'place']);
  });

  it('answers what a scan answers', async () => {
    for (const keyword of ['servo', 'VALVE', 'hangar 3', 'Hangar 30', '液压', '密封', 'A-12', '100%', 'shelf_7', '_', '%', 'o', 'xyz', 'not searched', 'r', '仓']) {
      expect(await search(keyword), keyword).toEqual(scanned(created, keyword));
    }
  });

  it('answers what a scan answers for any keyword cut from the rows', async () => {
    const sources = created.flatMap((r) => r.values.filter((v): v is string => v !== null));
    const cut = fc.tuple(fc.constantFrom(...sources), fc.nat(), fc.integer({ min: 1, max: 8 })).map(([s, at, n]) => [...s].slice(at % s.length, (at % s.length) + n).join(''));
    await fc.assert(
      fc.asyncProperty(cut, async (keyword) => {
        expect(await search(keyword)).toEqual(scanned(created, keyword));
      }),
      { numRuns: 60, seed: 40 },
    );
  });

  it('follows the rows as they change', async () => {
    const first = created[0]!;
    const record = dataOf(await ctx.call<{ version: number }>('operate/entity/parts/detail', { id: first.id }, { token: admin }));
    await ctx.call('operate/entity/parts/update', { id: first.id, version: record.version, place: 'Dock 9' }, { token: admin });
    first.values[1] = 'Dock 9';
    expect(await search('dock 9')).toEqual([first.id]);
    expect(await search('Hangar 3')).toEqual(scanned(created, 'Hangar 3'));
  });

  it('is made again when the searched fields change, and the keyword follows', async () => {
    const saved = await save(parts([text('part', { required: true, search: true }), text('place'), text('note', { search: true })]), 1);
    expect(saved.steps.map((s) => s.kind)).toEqual(expect.arrayContaining(['create-search']));
    if (await hasIndex()) expect(await indexedColumns(ctx.db, ctx.dialect, 'entity_parts')).toEqual(['part', 'note']);
    expect(await search('not searched')).toEqual(created.map((r) => r.id));
    expect(await search('Dock 9')).toEqual([]);
  });

  it('is made again around a searched column dropped for a new type', async () => {
    // `note` holds values: emptied first, then changed from text to long text.
    await sql`update entity_parts set note = null`.execute(ctx.db);
    const saved = await save(parts([text('part', { required: true, search: true }), text('place'), { ...text('note', { search: true }), type: 'longText', maxLength: 500 }]), 2);
    expect(saved.steps.map((s) => s.kind)).toEqual(expect.arrayContaining(['drop-column', 'add-column', 'create-search']));
    expect(await search('servo')).toEqual(scanned(created, 'servo'));
  });

  it('is not needed to answer: without it the keyword scans, and the next save makes it', async () => {
    const fields = [text('part', { required: true, search: true }), text('place', { search: true }), { ...text('note', { search: true }), type: 'longText' as const, maxLength: 500 }];
    expect((await save(parts(fields), 3)).steps.map((s) => s.kind)).toContain('create-search');
    for (const row of created) row.values = [row.values[0]!, row.values[1]!];
    // A version whose searched fields are those of the last: nothing to make.
    const relabelled = parts(fields.map((f) => (f.name === 'place' ? { ...f, label: words('Location') } : f)));
    expect((await save(relabelled, 4)).steps.map((s) => s.kind)).not.toContain('create-search');
    // Lost (an installation from before keyword indexes, a hand's drop): the keyword scans.
    await dropSearchIndex(ctx.db, ctx.dialect, 'entity_parts');
    expect(await search('servo')).toEqual(scanned(created, 'servo'));
    expect(await search('hangar')).toEqual(scanned(created, 'hangar'));
    expect((await save(relabelled, 5)).steps.map((s) => s.kind)).toContain('create-search');
    if (await hasIndex()) expect(await indexedColumns(ctx.db, ctx.dialect, 'entity_parts')).toEqual(['part', 'place', 'note']);
    expect(await search('hangar')).toEqual(scanned(created, 'hangar'));
  });
});

describe('a keyword many records hold', () => {
  it('answers at least 1,000, and the page the sort asks for', { timeout: 60_000 }, async () => {
    const now = '2026-11-28 10:00:00';
    // More rows than a rare trigram is in (text-search.ts): the keyword's trigrams are all common.
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < 20099)
      insert into entity_parts (part, place, created_at, updated_at) select 'Bolt M8 no. ' || i, case when i % 2 = 1 then 'Bay 1' end, ${now}, ${now} from n`.execute(ctx.db);
    const page = async (body: Record<string, unknown>) => dataOf(await ctx.call<{ list: { part: string }[]; total: number; total_capped?: true }>('operate/entity/parts/list', body, { token: admin }));
    const broad = await page({ keyword: 'bolt m8', limit: 5, sort: 'id', order: 'desc' });
    expect(broad).toMatchObject({ total: 1000, total_capped: true });
    expect(broad.list.map((r) => r.part)).toEqual(['Bolt M8 no. 20099', 'Bolt M8 no. 20098', 'Bolt M8 no. 20097', 'Bolt M8 no. 20096', 'Bolt M8 no. 20095']);
    expect((await page({ keyword: 'BOLT', limit: 1 })).total_capped).toBe(true);
    const exact = await page({ keyword: 'M8 no. 10420' });
    expect(exact.total).toBe(1);
    expect(exact.list.map((r) => r.part)).toEqual(['Bolt M8 no. 10420']);
    expect((await page({ keyword: 'no. 1999', limit: 100 })).total).toBe(11);
  });

  it('keeps a keyword’s total between pages, and counts it again as soon as the records change', { timeout: 60_000 }, async () => {
    const page = async (body: Record<string, unknown>) => dataOf(await ctx.call<{ list: { id: number }[]; total: number; total_capped?: true }>('operate/entity/parts/list', body, { token: admin }));
    const rare = { keyword: 'no. 1999', limit: 5 };
    expect((await page(rare)).total).toBe(11);
    expect((await page({ ...rare, page: 2, sort: 'id', order: 'asc' })).total).toBe(11);
    if (ctx.dialect === 'sqlite') {
      // Counted once: a record taken out of the trigram index alone (the table unchanged) is still
      // in the kept total, and out of it at the next write, until the write puts it back.
      const [gone] = (await sql<{ id: number }>`select id from entity_parts where part = 'Bolt M8 no. 1999'`.execute(ctx.db)).rows;
      await sql`delete from entity_parts___search where rowid = ${gone!.id}`.execute(ctx.db);
      expect((await page(rare)).total).toBe(11);
      await sql`insert into entity_parts (part, created_at, updated_at) values ('unrelated', '2026-11-28 10:00:00', '2026-11-28 10:00:00')`.execute(ctx.db);
      expect((await page(rare)).total).toBe(10);
      await sql`update entity_parts set part = part where id = ${gone!.id}`.execute(ctx.db);
      expect((await page(rare)).total).toBe(11);
    }
    const made = dataOf(await ctx.call<{ id: number }>('operate/entity/parts/create', { part: 'Bolt M8 no. 1999-B' }, { token: admin }));
    expect((await page(rare)).total).toBe(12);
    const { version } = dataOf(await ctx.call<{ version: number }>('operate/entity/parts/detail', { id: made.id }, { token: admin }));
    await ctx.call('operate/entity/parts/update', { id: made.id, version, part: 'Bolt M8 no. 2999-B' }, { token: admin });
    expect((await page(rare)).total).toBe(11);
    await sql`update entity_parts set part = 'Bolt M8 no. 1999-C' where id = ${made.id}`.execute(ctx.db);
    expect((await page(rare)).total).toBe(12);
    await ctx.call('operate/entity/parts/delete', { id: made.id }, { token: admin });
    expect((await page(rare)).total).toBe(11);
    // A keyword every row holds: past the cap, then under it once most rows are gone.
    const broad = { keyword: 'bolt m8', limit: 5 };
    expect(await page(broad)).toMatchObject({ total: 1000, total_capped: true });
    await sql`delete from entity_parts where part like 'Bolt M8 no. %' and id not in (select id from entity_parts where part like 'Bolt M8 no. %' order by id limit 999)`.execute(ctx.db);
    const left = await page(broad);
    expect(left.total).toBe(999);
    expect(left.total_capped).toBeUndefined();
  });
});

async function hasTrigrams(): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from pg_extension where extname = 'pg_trgm'`.execute(ctx.db);
  return Number(rows[0]?.n) > 0;
}
async function hasIndex(): Promise<boolean> {
  return ctx.dialect === 'sqlite' || (await hasTrigrams());
}

describe('names', () => {
  it('never hold two _ together, so that no entity takes another’s generated tables', async () => {
    const answer = await ctx.call('operate/entity/definition-save', { definition: { ...parts([text('part')]), name: 'parts__search' } }, { token: admin, json: true });
    expect(answer.error).toBe(2001);
    expect((answer.data as { fields: Record<string, string> }).fields).toEqual({ name: 'Use 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter.' });
    const field = await ctx.call('operate/entity/definition-save', { definition: { ...parts([text('part'), text('a__b')]), name: 'others' } }, { token: admin, json: true, lang: 'zh' });
    expect((field.data as { fields: Record<string, string> }).fields).toEqual({ 'fields.1.name': '使用 2 到 40 个小写字母、数字和 _（不可连用两个 _），以字母开头。' });
  });
});
