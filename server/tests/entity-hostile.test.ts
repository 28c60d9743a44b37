// Hostile definitions (SQLite, or PostgreSQL when TEST_PG_URL is set): a holder of entity:design
// shapes their own records and reaches nothing else. The reproductions of a review, each saved dry
// and for real, then generated documents (fast-check) with hostile names, tables, routes,
// prefixes, patterns and defaults: every accepted one touches only its own table, and its
// records answer a hostile value within a bound.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTable } from '../src/entities/introspect.js';
import { BUILT_IN_NAMES, type EntityDefinition, type FieldDefinition, type Words } from '../src/entities/language/document.js';
import { createTestContext, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let designer: string;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const text = (name: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type: 'text', label: words(name), ...more });
const labels = { name: words('Things'), item: words('Thing'), create: words('New thing') };
const doc = (more: Record<string, unknown>): Record<string, unknown> => ({ name: 'things', version: 1, labels, recordTitle: 'title', fields: [text('title')], ...more });

/** A save from the stored version, where there is one. */
async function save(definition: Record<string, unknown>, dry = false) {
  const stored = await ctx.db.selectFrom('entity_definitions').select('version').where('name', '=', String(definition.name)).executeTakeFirst();
  return ctx.call<{ applied: boolean }>('operate/entity/definition-save', { definition, base_version: stored?.version, dry_run: dry ? 1 : 0 }, { token: designer, json: true });
}

/** Every built-in table's columns and indexes: what no definition may change. */
async function builtInSchema(): Promise<string> {
  const states = await Promise.all(BUILT_IN_NAMES.tables.map(async (t) => readTable(ctx.db, ctx.dialect, t)));
  return JSON.stringify(states.map((s, i) => [BUILT_IN_NAMES.tables[i], [...(s.columns ?? [])].sort(), [...s.indexes].sort()]));
}
const hashes = async () => (await ctx.db.selectFrom('system_users').select(['id', 'password_hash']).orderBy('id').execute()).map((r) => `${r.id}:${r.password_hash}`);
const stored = async () => (await ctx.db.selectFrom('entity_definitions').select('name').orderBy('name').execute()).map((r) => r.name);

beforeAll(async () => {
  ctx = await createTestContext();
  designer = await ctx.createUserWithPermissions(['entity:design', 'company:view']);
});
afterAll(async () => ctx?.close());

describe('the reproductions', () => {
  const staffx = { name: 'staffx', builtIn: true, table: 'system_users', permission: 'company', recordTitle: 'account', fields: [text('account'), text('name'), text('password_hash'), { name: 'status', type: 'status', label: words('Status') }] };
  const hostile: [string, Record<string, unknown>, string][] = [
    ['a built-in table, saying builtIn', doc(staffx), 'builtIn'],
    ['a built-in table, without builtIn', doc({ ...staffx, builtIn: undefined }), 'table'],
    ['the sessions table', doc({ table: 'tokens' }), 'table'],
    ['the companies table', doc({ table: 'companies' }), 'table'],
    ['a name whose table is the definitions', doc({ name: 'definitions' }), 'name'],
    ['a built-in route', doc({ route: '/company/index' }), 'route'],
    ['a route under a built-in screen', doc({ route: '/sys_permission/entity' }), 'route'],
    ['a built-in call path', doc({ paths: { list: 'operate/auth/user-list' } }), 'paths'],
    ['a built-in permission prefix', doc({ permission: 'user' }), 'permission'],
    ['a number default "abc"', doc({ fields: [text('title'), { name: 'amount', type: 'number', label: words('Amount'), default: 'abc' }] }), 'fields.1.default'],
    ['a date default "tomorrow"', doc({ fields: [text('title'), { name: 'due', type: 'date', label: words('Due'), default: 'tomorrow' }] }), 'fields.1.default'],
    ['a status default "yes"', doc({ fields: [text('title'), { name: 'state', type: 'status', label: words('State'), default: 'yes' }] }), 'fields.1.default'],
    ['a text default longer than its field', doc({ fields: [text('title'), text('code', { maxLength: 3, default: 'ABCD' })] }), 'fields.1.default'],
    ['the governments with another table', doc({ name: 'governments', builtIn: true, table: 'system_users' }), 'table'],
  ];

  it.each(hostile)('refuses %s, dry and for real, and changes nothing', async (_what, definition, place) => {
    const before = { schema: await builtInSchema(), hashes: await hashes(), stored: await stored() };
    for (const dry of [true, false]) {
      const answer = await save(definition, dry);
      expect(answer.error).toBe(2001);
      expect(Object.keys((answer.data as unknown as { fields: Record<string, string> }).fields)).toContain(place);
    }
    expect({ schema: await builtInSchema(), hashes: await hashes(), stored: await stored() }).toEqual(before);
  });

  it('adopts no table left in the database, and no listed built-in through the API', async () => {
    await ctx.db.schema.createTable('entity_ghosts').addColumn('id', 'integer').execute();
    expect(await save(doc({ name: 'ghosts' }))).toMatchObject({ error: 2001, data: { fields: { name: 'A table of this name exists already.' } } });
    // A database where the governments' definition is missing: only the shipped file brings it back.
    const governments = await ctx.db.selectFrom('entity_definitions').selectAll().where('name', '=', 'governments').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('entity_definitions').where('name', '=', 'governments').execute();
    try {
      const answer = await ctx.call('operate/entity/definition-save', { definition: JSON.parse(governments.document), base_version: governments.version }, { token: designer, json: true });
      expect(answer).toMatchObject({ error: 2001, data: { fields: { name: 'A built-in resource has this name.' } } });
    } finally {
      await ctx.db.insertInto('entity_definitions').values(governments).execute();
    }
  });

  it('reads the definitions again for an unknown path only for a signed-in caller', async () => {
    const admin = await ctx.adminToken();
    expect((await ctx.call('operate/entity/definition-list', {}, { token: admin })).error).toBe(2000);
    // Stored behind the catalog's back: only a read of the definitions finds it.
    const quiet = { ...doc({ name: 'quiet' }), recordTitle: 'title' } as unknown as EntityDefinition;
    await ctx.db.insertInto('entity_definitions').values({ name: 'quiet', version: 1, document: JSON.stringify(quiet), updated_at: '2026-01-01 00:00:00', updated_by: 'test' }).execute();
    const names = async () => ((await ctx.call<{ name: string }[]>('operate/entity/definition-list', {}, { token: admin })).data ?? []).map((d) => d.name);
    expect((await ctx.call('operate/entity/nothing/here', {})).error).toBe(2005);
    expect(await names()).not.toContain('quiet');
    expect((await ctx.call('operate/entity/nothing/here', {}, { token: admin })).error).toBe(2005);
    expect(await names()).toContain('quiet');
    await ctx.db.deleteFrom('entity_definitions').where('name', '=', 'quiet').execute();
  });
});

describe('generated definitions', () => {
  const builtInTables = fc.constantFrom(...BUILT_IN_NAMES.tables);
  // No `__` (the language refuses it): a plain name is a harmless one.
  const plainName = fc.stringMatching(/^[a-z](?:_?[a-z0-9]){2,12}$/);
  // Mostly the harmless choice, so that enough documents pass to be tried as records.
  const mostly = <T, H>(harmless: fc.Arbitrary<T>, hostile: fc.Arbitrary<H>) => fc.oneof({ arbitrary: harmless, weight: 5 }, { arbitrary: hostile, weight: 1 });
  const none = fc.constant(undefined);
  const hostileName = mostly(plainName, fc.oneof(builtInTables, fc.constantFrom(...BUILT_IN_NAMES.names, ...BUILT_IN_NAMES.permissions, 'definitions', 'entity', 'governments')));
  const patterns = fc.constantFrom('^(a+)+$', '(a|aa)*b', '^(x+x+)+y$', '^([a-z]+)*$', '(?=a)a', '(a)\\1', '^[A-Z]{2}\\d+$', '.*.*.*=.*');
  const defaults = mostly(none, fc.constantFrom<unknown>('abc', '', 'tomorrow', 'yes', 7, 1.5, true, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'));
  const generated = fc.record({
    name: hostileName,
    builtIn: mostly(none, fc.constantFrom(true, false)),
    table: mostly(none, fc.oneof(builtInTables, plainName.map((n) => `entity_${n}`))),
    route: mostly(fc.oneof(none, plainName.map((n) => `/${n}/list`)), fc.constantFrom('/company/index', '/gov/index', '/sys_permission/x', '/login', '/entity/x')),
    permission: mostly(fc.oneof(none, plainName), fc.constantFrom(...BUILT_IN_NAMES.permissions)),
    audit: mostly(fc.oneof(none, plainName), fc.constantFrom(...BUILT_IN_NAMES.audit)),
    paths: mostly(none, fc.constantFrom({ list: 'operate/auth/user-list' }, { delete: 'operate/entity/x/delete' })),
    pattern: fc.oneof(none, patterns),
    maxLength: fc.oneof(none, fc.integer({ min: 1, max: 2000 })),
    textDefault: defaults,
    numberDefault: defaults,
    statusDefault: defaults,
  });

  it('every accepted one touches only its own table and answers a hostile value within a bound', async () => {
    const before = { schema: await builtInSchema(), hashes: await hashes() };
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(generated, async (g) => {
        const code = text('code', { filter: true, maxLength: g.maxLength, pattern: g.pattern ? { regex: g.pattern, message: words('Bad code') } : undefined, default: g.textDefault as string | undefined });
        const fields = [text('title'), code, { name: 'amount', type: 'number', label: words('Amount'), default: g.numberDefault }, { name: 'state', type: 'status', label: words('State'), default: g.statusDefault }];
        const definition = JSON.parse(JSON.stringify({ ...doc({}), ...g, pattern: undefined, maxLength: undefined, textDefault: undefined, numberDefault: undefined, statusDefault: undefined, fields }));
        const answer = await save(definition);
        if (answer.error !== 2000) {
          expect([2001, 2009]).toContain(answer.error);
          return;
        }
        accepted++;
        expect(definition.builtIn ?? definition.table ?? definition.paths).toBeUndefined();
        expect((await readTable(ctx.db, ctx.dialect, `entity_${g.name}`)).columns).not.toBeNull();
        const started = Date.now();
        const hostileValue = `${'a'.repeat(40)}!`;
        const created = await ctx.call(`operate/entity/${g.name}/create`, { title: 't', code: hostileValue }, { token: await ctx.adminToken() });
        const listed = await ctx.call(`operate/entity/${g.name}/list`, { keyword: hostileValue, code: hostileValue }, { token: await ctx.adminToken() });
        expect(Date.now() - started).toBeLessThan(2000);
        expect([2000, 2001]).toContain(created.error);
        expect([2000, 2001]).toContain(listed.error);
      }),
      { numRuns: process.env.TEST_PG_URL ? 100 : 200, seed: 38 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect({ schema: await builtInSchema(), hashes: await hashes() }).toEqual(before);
  }, 240_000);
});
