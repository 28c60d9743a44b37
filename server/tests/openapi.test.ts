// GET /api/openapi.json (SQLite, or PostgreSQL when TEST_PG_URL is set): the calls the caller
// may make, each with its body as the server reads it, made from the server's own list of calls
// and the definitions in force; Redocly's recommended rules (redocly.yaml) find nothing in it.
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDefinitions } from '../src/entities/apply.js';
import { recordCallsOf } from '../src/entities/records/calls.js';
import { fileOperations } from '../src/files/openapi.js';
import { contractCalls } from '../src/routes/registry.js';
import { certificates } from './helpers/certificates.js';
import { checkAnswer } from './helpers/answer-check.js';
import { createTestContext, type TestContext } from './helpers/index.js';

interface Operation {
  security: unknown[];
  'x-permission': unknown;
  requestBody: { content: Record<string, { schema: { properties?: Record<string, { type?: unknown; maxLength?: number }>; required?: string[] } }> };
}
interface Document {
  openapi: string;
  paths: Record<string, { post: Operation }>;
}

let ctx: TestContext;
let admin: string;

async function documentFor(token?: string): Promise<Document> {
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: token ? { 'x-token': token } : {} });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return answer.json() as Document;
}
const paths = (doc: Document) => Object.keys(doc.paths).map((p) => p.slice(1));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(async () => ctx?.close());

describe('the OpenAPI document', () => {
  it('shows a visitor the public calls only', async () => {
    const doc = await documentFor();
    expect(doc.openapi).toBe('3.1.0');
    expect(paths(doc).sort()).toEqual(contractCalls.filter((c) => c.permission === 'public').map((c) => c.path).sort());
    expect(paths(doc)).toContain('operate/auth/login');
    expect(paths(doc)).not.toContain('operate/auth/register');
    // A token that is no longer live reads as a visitor's.
    expect(paths(await documentFor('not-a-token'))).toEqual(paths(doc));
  });

  it('shows an administrator every call, the record calls of every definition in force among them', async () => {
    const definitions = (await storedDefinitions(ctx.db)).map((d) => d.document);
    const all = [...contractCalls, ...recordCallsOf(definitions), ...fileOperations(definitions)].map((c) => c.path).sort();
    expect(paths(await documentFor(admin)).sort()).toEqual(all);
  });

  it('shows a user the calls its permissions open, and the signed-in ones', async () => {
    const user = await ctx.createUser(['government:view']);
    const shown = paths(await documentFor(user.token));
    const opened = contractCalls.filter((c) => c.permission === 'public' || c.permission === 'login-only' || [c.permission].flat().includes('government:view'));
    expect(shown.sort()).toEqual([...opened.map((c) => c.path), 'operate/government/government-list', 'operate/government/government-detail'].filter((p, i, a) => a.indexOf(p) === i).sort());
    expect(shown).not.toContain('operate/government/government-create');
  });

  it('holds a definition saved a moment ago, with its fields as the calls read them', async () => {
    expect(paths(await documentFor(admin))).not.toContain('operate/entity/certificates/create');
    const saved = await ctx.call('operate/entity/definition-save', { definition: certificates() }, { token: admin, json: true });
    expect(saved.error).toBe(2000);
    const create = (await documentFor(admin)).paths['/operate/entity/certificates/create']!.post;
    expect(create['x-permission']).toBe('certificates:create');
    expect(create.security).toEqual([{ token: [] }]);
    const body = create.requestBody.content['application/x-www-form-urlencoded']!.schema;
    expect(body.required).toContain('title');
    expect(body.properties!.title).toMatchObject({ type: 'string' });
  });

  it('holds the file calls: an upload and a download for each entity with a file field, and the app\'s photos', async () => {
    const scan = { name: 'scan', type: 'image', label: { zh: '扫描件', en: 'Scan', es: 'Escaneo' } } as const;
    const saved = await ctx.call('operate/entity/definition-save', { definition: { ...certificates([scan]), name: 'scans' } }, { token: admin, json: true });
    expect(saved.error).toBe(2000);
    const doc = (await documentFor(admin)) as unknown as { paths: Record<string, Record<string, { 'x-permission': unknown; requestBody?: { content: Record<string, { schema: { properties: { field?: { enum: string[] } } } }> } }>> };
    const upload = doc.paths['/operate/entity/scans/file-upload']!.post!;
    expect(upload['x-permission']).toEqual(['scans:create', 'scans:update']);
    expect(upload.requestBody!.content['multipart/form-data']!.schema.properties.field!.enum).toEqual(['scan']);
    expect(doc.paths['/operate/entity/scans/file']!.get!['x-permission']).toBe('scans:view');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/operate/app/photo-upload', '/operate/standing/inspection-photo']));
    // An entity without file fields has none; a user without the permission sees none.
    expect(doc.paths['/operate/entity/governments/file-upload']).toBeUndefined();
    const user = await ctx.createUser(['government:view']);
    expect(paths(await documentFor(user.token)).filter((p) => p.includes('file') || p.includes('photo'))).toEqual([]);
  });

  it('gives the login call no security and its body in both encodings', async () => {
    const login = (await documentFor()).paths['/operate/auth/login']!.post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.requestBody.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(login.requestBody.content['application/json']!.schema.required).toEqual(expect.arrayContaining(['account', 'password']));
  });

  it('passes Redocly’s recommended rules (redocly.yaml), as a visitor and as an administrator reads it', async () => {
    const config = await loadConfig({ configPath: fileURLToPath(new URL('../../redocly.yaml', import.meta.url)) });
    for (const token of [undefined, admin]) {
      const problems = await lintFromString({ source: JSON.stringify(await documentFor(token)), absoluteRef: 'openapi.json', config });
      expect(problems.map((p) => `${p.ruleId} ${p.severity}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
    }
  }, 60_000);

  it('shows examples of the records and of the bodies, and the lint refuses one the schema does not allow', async () => {
    const config = await loadConfig({ configPath: fileURLToPath(new URL('../../redocly.yaml', import.meta.url)) });
    const doc = (await documentFor(admin)) as unknown as { paths: Record<string, { post: { requestBody: { content: Record<string, { example?: Record<string, unknown> }> } } }>; components: { schemas: Record<string, { examples?: Record<string, unknown>[] }> } };
    const named = Object.entries(doc.components.schemas).filter(([name]) => name !== 'Failure');
    expect(named.filter(([, schema]) => !schema.examples?.length).map(([name]) => name)).toEqual([]);
    expect(doc.paths['/operate/app/login']!.post.requestBody.content['application/json']!.example).toMatchObject({ device_id: expect.any(String) });
    // An entity's record, made from its definition, has one too.
    expect(JSON.stringify(doc.paths['/operate/government/government-detail'])).toContain('"examples"');
    doc.components.schemas.Company!.examples![0]!.staff_count = 'eighteen';
    doc.paths['/operate/app/login']!.post.requestBody.content['application/json']!.example!.device_id = 7;
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => p.location[0]?.pointer)).toEqual(expect.arrayContaining(['#/components/schemas/Company/examples/0/staff_count', '#/paths/~1operate~1app~1login/post/requestBody/content/application~1json/example/device_id']));
  }, 60_000);

  it('says what every call answers: the success envelope with its data, or a failure', async () => {
    const definitions = (await storedDefinitions(ctx.db)).map((d) => d.document);
    expect([...contractCalls, ...recordCallsOf(definitions)].filter((c) => !c.answer).map((c) => c.path)).toEqual([]);
    const doc = (await documentFor(admin)) as unknown as { paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>; components: { schemas: Record<string, { additionalProperties?: unknown; required?: string[] }> } };
    const answer = doc.paths['/operate/company/company-detail']!.post.responses['200']!.content['application/json']!.schema;
    expect(answer).toMatchObject({ oneOf: [{ properties: { error: { const: 2000 }, data: { $ref: '#/components/schemas/Company' } } }, { $ref: '#/components/schemas/Failure' }] });
    expect(doc.components.schemas.Company).toMatchObject({ additionalProperties: false });
    expect(doc.components.schemas.Company!.required).toContain('government_name');
  });
});

describe('the answer check every test call goes through', () => {
  it('refuses an answer with a field the document does not name, or without one it names', async () => {
    const info = await ctx.call<Record<string, unknown>>('operate/auth/info', {}, { token: admin });
    expect(info.error).toBe(2000);
    const ok = { error: 2000, message: 'OK', data: info.data };
    await expect(checkAnswer(ctx.db, 'operate/auth/info', ok)).resolves.toBeUndefined();
    await expect(checkAnswer(ctx.db, 'operate/auth/info', { ...ok, data: { ...info.data, password_hash: 'x' } })).rejects.toThrow(/not what the OpenAPI document says[\s\S]*password_hash/);
    const { name: _name, ...nameless } = info.data;
    await expect(checkAnswer(ctx.db, 'operate/auth/info', { ...ok, data: nameless })).rejects.toThrow(/data\.name/);
  });

  it('holds the record calls of a definition to its fields, and failures to the Failure envelope', async () => {
    const record = { id: 1, name: 'x', level: 'city', city_id: 1, city_name: 'c', parent_id: null, parent_name: null, contact: 'a', phone: '1', address: 'b', created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00', version: 1 };
    await expect(checkAnswer(ctx.db, 'operate/government/government-detail', { error: 2000, message: 'OK', data: record })).resolves.toBeUndefined();
    await expect(checkAnswer(ctx.db, 'operate/government/government-detail', { error: 2000, message: 'OK', data: { ...record, password_hash: 'x' } })).rejects.toThrow(/password_hash/);
    await expect(checkAnswer(ctx.db, 'operate/auth/login', { error: 2001, message: 'Invalid', data: null })).rejects.toThrow(/fields/);
    await expect(checkAnswer(ctx.db, 'operate/auth/login', { error: 2042, message: 'Odd', data: null })).rejects.toThrow(/undocumented error code/);
  });
});

