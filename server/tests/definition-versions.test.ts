// operate/entity/definition-versions and definition-rollback (SQLite, or PostgreSQL when
// TEST_PG_URL is set): every apply writes a version (API save, import, shipped file), a rollback
// applies an old document as a new version through the save's planner, and two designers saving
// from one base never overwrite each other.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/index.js';
import { definitionVersions } from '../src/db/migrations/0026_definition_versions.js';
import { importDefinitions, EXIT } from '../src/entities/commands.js';
import { formatDefinition } from '../src/entities/language/format.js';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';
import { field, inspectors, type Applied } from './helpers/inspectors.js';

let ctx: TestContext;
let admin: string;

interface Version {
  version: number;
  author: string;
  created_at: string;
  document: EntityDefinition;
  note: string | null;
}
interface Stale {
  current: EntityDefinition;
  in_force: { version: number; author: string; updated_at: string };
}

const versions = async (name: string, token = admin) => dataOf(await ctx.call<Version[]>('operate/entity/definition-versions', { name }, { token }));
const save = (body: Record<string, unknown>, token = admin) => ctx.call<Applied>('operate/entity/definition-save', body, { token, json: true });
const rollback = (body: Record<string, unknown>, token = admin) => ctx.call<Applied>('operate/entity/definition-rollback', body, { token });
const inForce = async (name: string) => (await ctx.db.selectFrom('entity_definitions').selectAll().where('name', '=', name).executeTakeFirstOrThrow()).version;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(async () => ctx?.close());

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/entity/definition-versions', 'operate/entity/definition-rollback']);

  it('refuses both calls to a user who may view the entity but not design (2003)', async () => {
    const viewer = await ctx.createUserWithPermissions(['maintenance:view']);
    expect((await ctx.call('operate/entity/definition-versions', { name: 'maintenance_records' }, { token: viewer })).error).toBe(2003);
    expect((await rollback({ name: 'maintenance_records', version: 1, base_version: 1 }, viewer)).error).toBe(2003);
  });
});

describe('operate/entity/definition-versions', () => {
  it('holds the shipped files applied at start', async () => {
    const list = await versions('maintenance_records');
    expect(list).toEqual([{ version: 1, author: 'shipped', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), document: expect.objectContaining({ name: 'maintenance_records', version: 1 }), note: null }]);
  });

  it('adds a version for every save through the API, newest first, with its author', async () => {
    const designer = await ctx.createUser(['entity:design']);
    expect(dataOf(await save({ definition: inspectors(), base_version: 0 }, designer.token))).toMatchObject({ version: 1, applied: true });
    expect(dataOf(await save({ definition: inspectors(undefined, 'Checkers'), base_version: 1 }))).toMatchObject({ version: 2, applied: true });
    const list = await versions('inspectors', designer.token);
    expect(list.map((v) => [v.version, v.author, v.document.labels.name.en])).toEqual([
      [2, 'admin', 'Checkers'],
      [1, designer.account, 'Inspectors'],
    ]);
    expect(list[0]!.document.version).toBe(2);
  });

  it('adds a version for an import from the command line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'definition-versions-'));
    try {
      writeFileSync(join(dir, 'inspectors.json'), formatDefinition({ ...inspectors(undefined, 'Surveyors'), version: 3 }));
      const lines: string[] = [];
      expect(await importDefinitions({ db: ctx.db, dialect: ctx.dialect, out: (line) => lines.push(line) }, dir, { confirm: false, operator: 'alice' }), lines.join('\n')).toBe(EXIT.ok);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const [newest] = await versions('inspectors');
    expect(newest).toMatchObject({ version: 3, author: 'cli:alice', document: { labels: { name: { en: 'Surveyors' } } } });
  });

  it('answers 2001 without a name and 2005 for an entity that has none', async () => {
    expect(fieldsOf(await ctx.call('operate/entity/definition-versions', {}, { token: admin }))).toEqual(['name']);
    expect((await ctx.call('operate/entity/definition-versions', { name: 'nothing_here' }, { token: admin })).error).toBe(2005);
  });
});

describe('operate/entity/definition-rollback', () => {
  it('puts an old document in force again as a new version, and a dry run only plans it', async () => {
    const planned = dataOf(await rollback({ name: 'inspectors', version: 1, base_version: 3, dry_run: 1 }));
    expect(planned).toMatchObject({ version: 4, applied: false, refusals: [] });
    expect(await inForce('inspectors')).toBe(3);
    const done = dataOf(await rollback({ name: 'inspectors', version: 1, base_version: 3 }));
    expect(done).toMatchObject({ name: 'inspectors', version: 4, applied: true });
    const detail = dataOf(await ctx.call<{ version: number; document: EntityDefinition }>('operate/entity/definition-detail', { name: 'inspectors' }, { token: admin }));
    expect(detail).toMatchObject({ version: 4, document: { version: 4, labels: { name: { en: 'Inspectors' } } } });
    const [newest] = await versions('inspectors');
    expect(newest).toMatchObject({ version: 4, author: 'admin', note: 'rollback:1' });
    const entry = await ctx.db.selectFrom('audit_log').select(['action', 'call']).where('record_name', '=', 'inspectors').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'update', call: 'operate/entity/definition-rollback' });
  });

  it('refuses, as a save would, to roll back past a field that holds data; with confirm the field is retired', async () => {
    const withBadge = inspectors([field('full_name', { required: true, maxLength: 40 }), field('badge')]);
    expect(dataOf(await save({ definition: withBadge, base_version: 4 }))).toMatchObject({ version: 5, applied: true });
    const now = '2026-01-01 00:00:00';
    await ctx.db.insertInto('entity_inspectors' as never).values({ full_name: 'Ann', badge: 'B1', created_at: now, updated_at: now } as never).execute();
    const row = await ctx.db.selectFrom('entity_inspectors' as never).select('id' as never).executeTakeFirstOrThrow();
    const id = Number((row as { id: number }).id);

    const refused = await rollback({ name: 'inspectors', version: 4, base_version: 5 });
    expect(refused.error).toBe(2009);
    expect(refused.data).toMatchObject({ name: 'inspectors', version: 6, refusals: [{ field: 'badge', kind: 'removed', rows: 1, ids: [id], fix: 'confirm' }] });
    expect(await inForce('inspectors')).toBe(5);
    expect((await versions('inspectors')).map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);

    const done = dataOf(await rollback({ name: 'inspectors', version: 4, base_version: 5, confirm: 1 }));
    expect(done).toMatchObject({ version: 6, applied: true });
    const [newest] = await versions('inspectors');
    expect(newest!.document.fields.find((f) => f.name === 'badge')).toMatchObject({ retired: true });
    const kept = await ctx.db.selectFrom('entity_inspectors' as never).select('badge' as never).executeTakeFirstOrThrow();
    expect(kept).toEqual({ badge: 'B1' });
  });

  it('answers 2009 with the version in force for a stale base_version', async () => {
    const stale = await rollback({ name: 'inspectors', version: 1, base_version: 5 });
    expect(stale.error).toBe(2009);
    expect(stale.data as unknown as Stale).toMatchObject({ current: { version: 6 }, in_force: { version: 6, author: 'admin' } });
  });

  it('answers 2001 by field for bad input and 2005 for a version that does not exist', async () => {
    expect(fieldsOf(await rollback({ name: 'inspectors' }))).toEqual(['base_version', 'version']);
    expect(fieldsOf(await rollback({ name: 'inspectors', version: 'x', base_version: 6, dry_run: 'maybe' }))).toEqual(['dry_run', 'version']);
    expect((await rollback({ name: 'inspectors', version: 99, base_version: 6 })).error).toBe(2005);
    expect((await rollback({ name: 'nothing_here', version: 1, base_version: 1 })).error).toBe(2005);
  });

  it('asks for the password again, for a dry run too', async () => {
    const designer = await ctx.createUser(['entity:design']);
    await ctx.db.updateTable('tokens').set({ reauth_at: '2000-01-01 00:00:00' }).where('user_id', '=', designer.id).execute();
    expect(await rollback({ name: 'inspectors', version: 4, base_version: 6, dry_run: 1 }, designer.token)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    expect(dataOf(await rollback({ name: 'inspectors', version: 4, base_version: 6, dry_run: 1 }))).toMatchObject({ applied: false });
    expect(await inForce('inspectors')).toBe(6);
  });
});

describe('refusals a console can word', () => {
  it('name the field, the kind, the records and the way out as fix', async () => {
    const base = await inForce('inspectors');
    const fields = (await versions('inspectors'))[0]!.document.fields;
    const id = Number(((await ctx.db.selectFrom('entity_inspectors' as never).select('id' as never).executeTakeFirstOrThrow()) as { id: number }).id);
    const plan = async (changed: EntityDefinition['fields']) => dataOf(await save({ definition: inspectors(changed), base_version: base, dry_run: true })).refusals;
    expect(await plan([...fields, field('grade', { required: true })])).toEqual([expect.objectContaining({ field: 'grade', kind: 'required', rows: 1, ids: [id], fix: 'default' })]);
    expect(await plan([...fields, field('grade', { required: true, default: 'A' })])).toEqual([expect.objectContaining({ field: 'grade', kind: 'required', fix: 'confirm' })]);
    const retyped = fields.map((f) => (f.name === 'full_name' ? { ...f, type: 'number' as const, maxLength: undefined, required: false } : f));
    expect(await plan(retyped)).toEqual([expect.objectContaining({ field: 'full_name', kind: 'type', rows: 1, ids: [id], fix: 'new-field' })]);
    expect(await inForce('inspectors')).toBe(base);
  });
});

describe('two designers publishing from the same base', () => {
  it('lets the first through and answers the second 2009 with the first one’s document, overwriting nothing', async () => {
    const ann = await ctx.createUser(['entity:design']);
    const bob = await ctx.createUser(['entity:design']);
    const base = await inForce('inspectors');
    const fields = (await versions('inspectors'))[0]!.document.fields;
    const first = await save({ definition: { ...inspectors(fields, 'By Ann'), version: base }, base_version: base }, ann.token);
    expect(first.error).toBe(2000);
    const second = await save({ definition: { ...inspectors(fields, 'By Bob'), version: base }, base_version: base }, bob.token);
    expect(second.error).toBe(2009);
    expect(second.data as unknown as Stale).toMatchObject({ current: { version: base + 1, labels: { name: { en: 'By Ann' } } }, in_force: { version: base + 1, author: ann.account } });
    const list = await versions('inspectors');
    expect(list[0]).toMatchObject({ version: base + 1, author: ann.account });
    expect(list.some((v) => v.document.labels.name.en === 'By Bob')).toBe(false);
  });

  it('when both saves run at once, exactly one is applied and the other answers 2009', async () => {
    const designer = await ctx.createUserWithPermissions(['entity:design']);
    const base = await inForce('inspectors');
    const fields = (await versions('inspectors', designer))[0]!.document.fields;
    // Both add the same column: the one that waits must not fail on the other's table change.
    const both = await Promise.all(['One', 'Two'].map((title) => save({ definition: inspectors([...fields, field('extra')], title), base_version: base }, designer)));
    expect(both.map((a) => a.error).sort()).toEqual([2000, 2009]);
    expect(await inForce('inspectors')).toBe(base + 1);
    expect((await versions('inspectors', designer)).filter((v) => v.version > base)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_PG_URL)('two instances on one PostgreSQL database', () => {
  let other: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const second = openDatabase({ databaseUrl: ctx.url!, dbFile: '', poolSize: 2 });
    other = await buildApp({ db: second.db, dialect: 'postgres', config: ctx.config, logger: false, listenUrl: ctx.url });
    close = async () => {
      await other.close();
      await second.close();
    };
  });
  afterAll(async () => close?.());

  it('applies one of two saves made at once through each, and answers the other 2009', async () => {
    const designer = await ctx.createUserWithPermissions(['entity:design']);
    const base = await inForce('inspectors');
    const fields = (await versions('inspectors', designer))[0]!.document.fields;
    const body = (title: string) => JSON.stringify({ definition: inspectors([...fields, field('shared')], title), base_version: base });
    const viaOther = other
      .inject({ method: 'POST', url: '/api/operate/entity/definition-save', headers: { 'content-type': 'application/json', 'x-token': designer }, payload: body('Other') })
      .then((res) => res.json() as { error: number });
    const both = await Promise.all([save(JSON.parse(body('This')) as Record<string, unknown>, designer), viaOther]);
    expect(both.map((a) => a.error).sort()).toEqual([2000, 2009]);
    const list = await versions('inspectors', designer);
    expect(list.filter((v) => v.version > base)).toHaveLength(1);
    expect(list[0]!.document.labels.name.en).toBe(both[0]!.error === 2000 ? 'This' : 'Other');
  });
});

describe('migration 0024', () => {
  it('starts each history with the definition in force', async () => {
    const inForceRows = await ctx.db.selectFrom('entity_definitions').select(['name', 'version', 'document', 'updated_by', 'updated_at']).orderBy('name').execute();
    const migration = definitionVersions();
    await migration.down!(ctx.db as never);
    await migration.up(ctx.db as never);
    const rows = await ctx.db.selectFrom('entity_definition_versions').select(['name', 'version', 'document', 'author', 'created_at', 'note']).orderBy('name').execute();
    expect(rows).toEqual(inForceRows.map((r) => ({ name: r.name, version: r.version, document: r.document, author: r.updated_by, created_at: r.updated_at, note: null })));
    expect(rows.map((r) => r.name)).toEqual(['governments', 'inspectors', 'maintenance_records']);
  });
});
