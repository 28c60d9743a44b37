// GET /api/openapi.json (SQLite, or PostgreSQL when TEST_PG_URL is set): the calls the caller
// may make, each with its body as the server reads it, made from the server's own list of calls
// and the definitions in force; Redocly's recommended rules (redocly.yaml) find nothing in it.
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDefinitions } from '../src/entities/apply.js';
import { recordCallsOf } from '../src/entities/records/calls.js';
import { contractCalls } from '../src/routes/registry.js';
import { certificates } from './helpers/certificates.js';
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
    const all = [...contractCalls, ...recordCallsOf(definitions)].map((c) => c.path).sort();
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
});
