// operate/entity/definition-*: the definitions in force, and saving one; auth/info's `entities`;
// and (PostgreSQL) a save on one instance in force on another without a restart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { SHIPPED_DIR } from '../src/entities/shipped.js';
import { ADMIN_PASSWORD, createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext } from './helpers/index.js';
import { openTestDatabase } from './helpers/database.js';
import { encodeForm } from './helpers/encode.js';

let ctx: TestContext;
let admin: string;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const field = (name: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type: 'text', label: words(name), ...more });
const inspectors = (fields: FieldDefinition[] = [field('full_name', { required: true, maxLength: 40 })]): EntityDefinition => ({
  name: 'inspectors',
  version: 1,
  labels: { name: words('Inspectors'), item: words('Inspector'), create: words('New inspector') },
  recordTitle: 'full_name',
  fields,
});
const maintenance = () => JSON.parse(readFileSync(join(SHIPPED_DIR, 'maintenance_records.json'), 'utf8')) as EntityDefinition;

interface Answer {
  name: string;
  route: string;
  version: number;
  document: EntityDefinition;
}
interface Saved {
  name: string;
  version: number;
  steps: { kind: string; says: string }[];
  refusals: { field: string; kind: string; rows: number; ids: number[] }[];
  applied: boolean;
}

const save = (body: Record<string, unknown>, token = admin) => ctx.call<Saved>('operate/entity/definition-save', body, { token, json: true });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(async () => ctx?.close());

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/entity/definition-list', 'operate/entity/definition-detail', 'operate/entity/definition-save']);

  it('refuses a save without entity:design (2003) before reading the body', async () => {
    const viewer = await ctx.createUserWithPermissions(['maintenance:view']);
    expect((await save({ definition: 'not a document', dry_run: 'x' }, viewer)).error).toBe(2003);
  });
});

describe('operate/entity/definition-list and definition-detail', () => {
  it('answer every definition to a designer, and those one may view to others', async () => {
    const all = dataOf(await ctx.call<Answer[]>('operate/entity/definition-list', {}, { token: admin }));
    expect(all.map((d) => d.name)).toEqual(['governments', 'maintenance_records']);
    expect(all[1]).toEqual({ name: 'maintenance_records', route: '/maintenance/records', version: 1, document: maintenance() });
    const viewer = await ctx.createUserWithPermissions(['maintenance:view']);
    expect(dataOf(await ctx.call<Answer[]>('operate/entity/definition-list', {}, { token: viewer })).map((d) => d.name)).toEqual(['maintenance_records']);
    const designer = await ctx.createUserWithPermissions(['entity:design']);
    expect(dataOf(await ctx.call<Answer[]>('operate/entity/definition-list', {}, { token: designer }))).toHaveLength(2);
    const nobody = await ctx.createUserWithPermissions([]);
    expect(dataOf(await ctx.call<Answer[]>('operate/entity/definition-list', {}, { token: nobody }))).toEqual([]);
    expect((await ctx.call('operate/entity/definition-detail', { name: 'maintenance_records' }, { token: nobody })).error).toBe(2003);
    expect(dataOf(await ctx.call<Answer>('operate/entity/definition-detail', { name: 'governments' }, { token: admin })).route).toBe('/gov/index');
    expect((await ctx.call('operate/entity/definition-detail', { name: 'nothing_here' }, { token: admin })).error).toBe(2005);
  });

  it('are part of operate/auth/info', async () => {
    const viewer = await ctx.createUserWithPermissions(['government:view']);
    const info = dataOf(await ctx.call<{ entities: Answer[] }>('operate/auth/info', {}, { token: viewer }));
    expect(info.entities.map((d) => d.name)).toEqual(['governments']);
    expect(info.entities[0]!.document.table).toBe('governments');
  });
});

describe('operate/entity/definition-save', () => {
  it('answers 2001 by place for a document the language refuses, and for a malformed body', async () => {
    const bad = { ...inspectors([field('full_name', { type: 'texts' as 'text' })]), labels: { ...inspectors().labels, name: { zh: '检查员', en: 'Inspectors' } } };
    const answer = await save({ definition: bad });
    expect(answer.error).toBe(2001);
    expect(fieldsOf(answer)).toEqual(['fields.0.type', 'labels.name.es']);
    const zh = await ctx.call<{ fields: Record<string, string> }>('operate/entity/definition-save', { definition: bad }, { token: admin, json: true, lang: 'zh' });
    expect(zh.data.fields).toEqual({ 'fields.0.type': expect.stringMatching(/^必须是以下之一：text, longText/), 'labels.name.es': '缺少 es 的文字。' });
    expect(fieldsOf(await save({}))).toEqual(['definition']);
    expect(fieldsOf(await save({ definition: inspectors(), dry_run: 'maybe', base_version: 'x' }))).toEqual(['base_version', 'dry_run']);
    expect(fieldsOf(await save({ definition: [1, 2] }))).toEqual(['definition']);
  });

  it('plans a new entity on a dry run, applying nothing', async () => {
    const plan = dataOf(await save({ definition: inspectors(), dry_run: true }));
    expect(plan).toMatchObject({ name: 'inspectors', version: 1, refusals: [], applied: false });
    expect(plan.steps.map((s) => s.kind)).toEqual(['create-table', 'create-index', 'create-search', 'permissions']);
    expect((await ctx.call('operate/entity/definition-detail', { name: 'inspectors' }, { token: admin })).error).toBe(2005);
  });

  it('saves a new entity: in force at once, with its permissions and an audit entry', async () => {
    const saved = dataOf(await save({ definition: inspectors(), base_version: 0 }));
    expect(saved).toMatchObject({ name: 'inspectors', version: 1, applied: true });
    const detail = dataOf(await ctx.call<Answer>('operate/entity/definition-detail', { name: 'inspectors' }, { token: admin }));
    expect(detail).toMatchObject({ route: '/entity/inspectors', version: 1 });
    const rows = await ctx.db.selectFrom('permissions').select(['name', 'titles']).where('name', 'like', 'inspectors%').orderBy('sort').execute();
    expect(rows.map((r) => r.name)).toEqual(['inspectors', 'inspectors:view', 'inspectors:create', 'inspectors:update', 'inspectors:delete']);
    expect(JSON.parse(rows[4]!.titles!)).toEqual({ zh: '删除Inspector（中）', en: 'Delete inspectors', es: 'Eliminar inspectors (es)' });
    const entry = await ctx.db.selectFrom('audit_log').selectAll().where('resource', '=', 'entity_definition').where('record_name', '=', 'inspectors').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'create', account: 'admin', call: 'operate/entity/definition-save' });
  });

  it('adds a field from the version it was made from, and records the difference', async () => {
    const next = inspectors([field('full_name', { required: true, maxLength: 40 }), field('badge', { filter: true })]);
    const saved = dataOf(await save({ definition: next, base_version: 1 }));
    expect(saved).toMatchObject({ version: 2, applied: true });
    expect(saved.steps.map((s) => s.kind)).toEqual(['add-column', 'create-index']);
    const entry = await ctx.db.selectFrom('audit_log').selectAll().where('resource', '=', 'entity_definition').where('record_name', '=', 'inspectors').where('action', '=', 'update').executeTakeFirstOrThrow();
    const changes = JSON.parse(entry.changes) as { field: string; from: unknown; to: unknown }[];
    // The audit diff leaves `version` out, as for every record.
    expect(changes.map((c) => c.field)).toEqual(['fields']);
  });

  it('asks a change of a stored definition for the version it was made from', async () => {
    expect(fieldsOf(await save({ definition: inspectors() }))).toEqual(['base_version']);
  });

  it('answers 2009 with the stored document for a stale base_version', async () => {
    const answer = await save({ definition: inspectors(), base_version: 1 });
    expect(answer.error).toBe(2009);
    expect((answer.data as unknown as { current: EntityDefinition }).current).toMatchObject({ name: 'inspectors', version: 2 });
  });

  it('answers 2009 with the refusals and the plan when stored rows stand in the way, and saves on confirm', async () => {
    await ctx.db.insertInto('entity_inspectors' as never).values({ full_name: 'Ann', badge: 'B1', created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' } as never).execute();
    const without = inspectors([field('full_name', { required: true, maxLength: 40 })]);
    const refused = await save({ definition: without, base_version: 2 });
    expect(refused.error).toBe(2009);
    const data = refused.data as { refusals: Saved['refusals']; steps: unknown[] };
    expect(data.refusals).toEqual([expect.objectContaining({ field: 'badge', kind: 'removed', rows: 1 })]);
    const planned = dataOf(await save({ definition: without, base_version: 2, dry_run: true }));
    expect(planned).toMatchObject({ applied: false, refusals: [expect.objectContaining({ field: 'badge' })] });
    const saved = dataOf(await save({ definition: without, base_version: 2, confirm: true }));
    expect(saved).toMatchObject({ version: 3, applied: true });
    const detail = dataOf(await ctx.call<Answer>('operate/entity/definition-detail', { name: 'inspectors' }, { token: admin }));
    expect(detail.document.fields.find((f) => f.name === 'badge')).toMatchObject({ retired: true });
  });

  it('asks for the password again before a save and before a dry run, whose counts read the rows', async () => {
    const designer = await ctx.createUserWithPermissions(['entity:design']);
    await ctx.db.updateTable('tokens').set({ reauth_at: '2000-01-01 00:00:00' }).execute();
    const next = { ...maintenance(), labels: { ...maintenance().labels, name: words('Upkeep') } };
    expect(await save({ definition: next, base_version: 1 }, designer)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
    expect(await save({ definition: next, base_version: 1, dry_run: true }, designer)).toMatchObject({ error: 2003, data: { reason: 'reauth_required' } });
  });
});

const PG = process.env.TEST_PG_URL ? false : 'PostgreSQL only: two instances share one database';

describe.skipIf(PG)('two instances on one PostgreSQL database', () => {
  const apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let token: string;

  const call = async <T>(app: FastifyInstance, path: string, body: Record<string, unknown>, json = false) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', 'accept-language': 'en', ...(token ? { 'x-token': token } : {}) },
      payload: json ? JSON.stringify(body) : encodeForm(body),
    });
    return res.json() as { error: number; data: T };
  };

  beforeAll(async () => {
    const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, seed: false, consoleDir: null, passwordHashCost: 12 };
    const database = await openTestDatabase(ADMIN_PASSWORD);
    const { openDatabase } = await import('../src/db/index.js');
    const second = openDatabase({ databaseUrl: database.url, dbFile: '', poolSize: 2 });
    drop = async () => {
      await second.close();
      await database.drop();
    };
    apps.push(await buildApp({ db: database.db, dialect: 'postgres', config, logger: false, listenUrl: database.url }));
    apps.push(await buildApp({ db: second.db, dialect: 'postgres', config, logger: false, listenUrl: database.url }));
    const login = await call<{ token: string }>(apps[0]!, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
    token = login.data.token;
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop?.();
  });

  it('puts a definition saved through one instance in force on the other, without a restart', async () => {
    const before = await call<Answer>(apps[1]!, 'operate/entity/definition-detail', { name: 'maintenance_records' });
    expect(before.data.version).toBe(1);
    const next = { ...maintenance(), labels: { ...maintenance().labels, name: words('Upkeep') } };
    expect((await call<Saved>(apps[0]!, 'operate/entity/definition-save', { definition: next, base_version: 1 }, true)).error).toBe(2000);
    const started = Date.now();
    let seen = before.data;
    while (seen.version === 1 && Date.now() - started < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await call<Answer>(apps[1]!, 'operate/entity/definition-detail', { name: 'maintenance_records' })).data;
    }
    expect(seen).toMatchObject({ version: 2, document: { labels: { name: { en: 'Upkeep' } } } });
  });
});
