// operate/entity/definition-draft-* (SQLite, or PostgreSQL when TEST_PG_URL is set): one draft
// per designer and entity, any JSON object of a sane size, seen by every designer, kept across
// logins, and removed by its author's save or rollback of the entity.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/index.js';
import { nowText } from '../src/db/time.js';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext, type TestUser } from './helpers/index.js';
import { field, inspectors } from './helpers/inspectors.js';

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;

interface Draft {
  name: string;
  author: string;
  base_version: number | null;
  updated_at: string;
  document: Record<string, unknown>;
  mine: boolean;
}

const draftSave = (body: Record<string, unknown>, token = ann.token) => ctx.call<Omit<Draft, 'document' | 'mine'>>('operate/entity/definition-draft-save', body, { token, json: true });
const drafts = async (token = ann.token) => dataOf(await ctx.call<Draft[]>('operate/entity/definition-draft-list', {}, { token }));
const draftDelete = (name: string, token = ann.token) => ctx.call<{ name: string }>('operate/entity/definition-draft-delete', { name }, { token });

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await ctx.createUser(['entity:design']);
  bob = await ctx.createUser(['entity:design']);
});
afterAll(async () => ctx?.close());

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/entity/definition-draft-save', 'operate/entity/definition-draft-list', 'operate/entity/definition-draft-delete']);

  it('refuses every draft call to a user who may view entities but not design (2003)', async () => {
    const viewer = await ctx.createUserWithPermissions(['maintenance:view']);
    expect((await draftSave({ name: 'inspectors', document: inspectors() }, viewer)).error).toBe(2003);
    expect((await ctx.call('operate/entity/definition-draft-list', {}, { token: viewer })).error).toBe(2003);
    expect((await draftDelete('inspectors', viewer)).error).toBe(2003);
  });
});

describe('operate/entity/definition-draft-save and definition-draft-list', () => {
  it('keeps an unfinished document of a new entity, answering who and when', async () => {
    const unfinished = { name: 'inspectors', fields: [{ name: 'full_name' }] };
    const saved = dataOf(await draftSave({ name: 'inspectors', document: unfinished }));
    expect(saved).toEqual({ name: 'inspectors', author: ann.account, base_version: null, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(await drafts()).toEqual([{ ...saved, document: unfinished, mine: true }]);
  });

  it('keeps one draft per designer and entity: a second save replaces the first', async () => {
    const saved = dataOf(await draftSave({ name: 'inspectors', document: inspectors(), base_version: 0 }));
    expect(saved.base_version).toBe(0);
    const list = await drafts();
    expect(list).toHaveLength(1);
    expect(list[0]!.document).toEqual(inspectors());
  });

  it("shows every designer's drafts, each marked as the caller's or not", async () => {
    await draftSave({ name: 'maintenance_records', document: { name: 'maintenance_records' }, base_version: 1 }, bob.token);
    const seenByAnn = await drafts();
    expect(seenByAnn.map((d) => [d.name, d.author, d.mine]).sort()).toEqual([
      ['inspectors', ann.account, true],
      ['maintenance_records', bob.account, false],
    ]);
    const seenByBob = await drafts(bob.token);
    expect(seenByBob.find((d) => d.author === bob.account)).toMatchObject({ mine: true, base_version: 1 });
  });

  it('outlives a logout: drafts are rows on the server', async () => {
    expect((await ctx.call('operate/auth/logout', {}, { token: ann.token })).error).toBe(2000);
    expect((await ctx.call('operate/entity/definition-draft-list', {}, { token: ann.token })).error).toBe(2004);
    ann = { ...ann, token: await ctx.login(ann.account, ann.password) };
    expect((await drafts()).filter((d) => d.mine).map((d) => d.name)).toEqual(['inspectors']);
  });

  it('answers 2001 by field for bad input, in the caller’s language', async () => {
    expect(fieldsOf(await draftSave({}))).toEqual(['document', 'name']);
    expect(fieldsOf(await draftSave({ name: ['x'], document: [1, 2], base_version: 'x' }))).toEqual(['base_version', 'document', 'name']);
    expect(fieldsOf(await draftSave({ name: 'inspectors', document: 'text' }))).toEqual(['document']);
    const huge = await draftSave({ name: 'inspectors', document: { note: 'x'.repeat(200_001) } });
    expect(huge).toMatchObject({ error: 2001, data: { fields: { document: 'Must be at most 200000 characters.' } } });
    const zh = await ctx.call<{ fields: Record<string, string> }>('operate/entity/definition-draft-save', { name: 'inspectors', document: [1] }, { token: ann.token, json: true, lang: 'zh' });
    expect(zh.data.fields).toEqual({ document: '必须是 JSON 对象。' });
    expect((await drafts()).find((d) => d.mine)!.document).toEqual(inspectors());
  });

  it('keeps at most 100 drafts per designer', async () => {
    const designer = await ctx.createUser(['entity:design']);
    const rows = Array.from({ length: 100 }, (_, i) => ({ name: `entity_${i}`, author: designer.account, document: '{}', base_version: null, updated_at: nowText() }));
    await ctx.db.insertInto('entity_definition_drafts').values(rows).execute();
    expect(await draftSave({ name: 'one_more', document: {} }, designer.token)).toMatchObject({ error: 2001, data: { fields: { name: 'Each designer keeps at most 100 drafts.' } } });
    expect((await draftSave({ name: 'entity_7', document: { name: 'entity_7' } }, designer.token)).error).toBe(2000);
    await ctx.db.deleteFrom('entity_definition_drafts').where('author', '=', designer.account).execute();
  });
});

describe('operate/entity/definition-draft-delete', () => {
  it("removes the caller's own draft only, and answers 2005 when there is none", async () => {
    await draftSave({ name: 'maintenance_records', document: { name: 'maintenance_records' } });
    expect(dataOf(await draftDelete('maintenance_records'))).toEqual({ name: 'maintenance_records' });
    expect((await drafts()).map((d) => [d.name, d.author]).sort()).toEqual([
      ['inspectors', ann.account],
      ['maintenance_records', bob.account],
    ]);
    expect((await draftDelete('maintenance_records')).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/entity/definition-draft-delete', {}, { token: ann.token }))).toEqual(['name']);
  });
});

describe('a save or a rollback of the entity', () => {
  it("removes the saver's draft of it, and leaves the others' drafts", async () => {
    await draftSave({ name: 'inspectors', document: { name: 'inspectors' } }, bob.token);
    expect((await ctx.call('operate/entity/definition-save', { definition: inspectors(), base_version: 0 }, { token: ann.token, json: true })).error).toBe(2000);
    expect((await drafts()).filter((d) => d.name === 'inspectors').map((d) => d.author)).toEqual([bob.account]);
  });

  it('a rollback removes the draft of the one who rolls back', async () => {
    const next = inspectors([field('full_name', { required: true, maxLength: 40 })], 'Checkers');
    expect((await ctx.call('operate/entity/definition-save', { definition: next, base_version: 1 }, { token: bob.token, json: true })).error).toBe(2000);
    await draftSave({ name: 'inspectors', document: next, base_version: 2 }, bob.token);
    expect((await ctx.call('operate/entity/definition-rollback', { name: 'inspectors', version: 1, base_version: 2 }, { token: bob.token })).error).toBe(2000);
    expect((await drafts()).filter((d) => d.name === 'inspectors')).toEqual([]);
  });

  it('a refused save keeps the draft', async () => {
    await draftSave({ name: 'inspectors', document: inspectors() });
    expect((await ctx.call('operate/entity/definition-save', { definition: inspectors(), base_version: 1 }, { token: ann.token, json: true })).error).toBe(2009);
    expect((await drafts()).filter((d) => d.name === 'inspectors').map((d) => d.author)).toEqual([ann.account]);
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

  it('lists on one the draft saved through the other', async () => {
    const res = await other.inject({
      method: 'POST',
      url: '/api/operate/entity/definition-draft-save',
      headers: { 'content-type': 'application/json', 'x-token': bob.token },
      payload: JSON.stringify({ name: 'spare_parts', document: { name: 'spare_parts' } }),
    });
    expect((res.json() as { error: number }).error).toBe(2000);
    expect((await drafts()).find((d) => d.name === 'spare_parts')).toMatchObject({ author: bob.account, mine: false });
  });
});
