// The API fuzzed from its own description (SQLite, or PostgreSQL when TEST_PG_URL is set): every
// call /api/openapi.json lists gets bodies made from its schema (valid ones at their bounds, and
// hostile ones), sent as an administrator, as a user holding no permission and as a visitor.
// Every answer must be the envelope with a known code and never 5000; the user without the
// permission must get 2003 and the visitor 2004 whatever the body (refused before it is read, so
// nothing is written). The field app's calls are sent with an app token; either kind of token on
// the other kind's calls answers 2003. FUZZ_RUNS sets the bodies per call and kind (`npm run fuzz`: many).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../src/entities/language/document.js';
import { ErrorCode } from '../src/http/errors.js';
import { hostile, valid, type Schema } from './helpers/fuzz-bodies.js';
import { insertBareCompany } from './helpers/admin-fixtures.js';
import { appLogin, insertAppAccount } from './helpers/app-fixtures.js';
import { checkAnswer } from './helpers/answer-check.js';
import { certificates } from './helpers/certificates.js';
import { CODE, CREATED_BY, patrolPoints, patrolRounds, patrolVisits } from './helpers/patrols.js';
import { createTestContext, type TestContext } from './helpers/index.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 43);
const CODES = new Set<number>(Object.values(ErrorCode));

/**
 * Calls that would take the fuzzer's own administrator away (its password, its account, its
 * sessions): fuzzed as the other callers only. Their rules have tests of their own.
 */
const SPARED = new Set([
  'operate/auth/logout',
  'operate/auth/password-change',
  'operate/auth/session-end',
  'operate/auth/account-password-reset',
  'operate/auth/account-status',
  'operate/auth/account-delete',
  'operate/auth/account-role-delete',
  'operate/auth/account-mfa-reset',
  'operate/permission/update-role',
]);

interface Operation {
  'x-permission': string | string[];
  requestBody: { content: Record<string, { schema: Schema }> };
}

let ctx: TestContext;
let admin: string;
let nobody: string;
/** An app account's token, for the field app's calls (a console token is refused before the body). */
let appToken: string;
/**
 * A new app account, signed in: the administrator's fuzzing may have changed the last one's
 * password, disabled it or deleted it (operate/company/account-update, …).
 */
async function newAppSession(): Promise<string> {
  const account = (await insertAppAccount(ctx.db, { company_id: await insertBareCompany(ctx.db) })).account;
  return appLogin(ctx, account);
}
let calls: [string, Operation][];
/** Requests sent, printed at the end (`npm run fuzz` reports how many it made). */
let sent = 0;
/** Each test's time: about 40 ms a body on a busy two-core machine, with room. */
const TIMEOUT = Math.max(600_000, RUNS * 200 * 60);

async function send(path: string, body: unknown, token?: string): Promise<{ error: number; raw: string }> {
  sent += 1;
  const started = performance.now();
  const answer = await ctx.app.inject({ method: 'POST', url: `/api/${path}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) } });
  const raw = answer.body;
  const took = performance.now() - started;
  if (took > 2000) console.log(`fuzz: slow ${Math.round(took)} ms ${path} ${JSON.stringify(body)?.length ?? 0} characters`);
  expect(answer.statusCode, `${path} ${raw.slice(0, 300)}`).toBe(200);
  const envelope = JSON.parse(raw) as { error: unknown; message: unknown; data: unknown };
  expect(CODES.has(envelope.error as number), `${path}: ${raw.slice(0, 300)}`).toBe(true);
  expect(typeof envelope.message, path).toBe('string');
  expect('data' in envelope, path).toBe(true);
  expect(envelope.error, `${path} answered 5000 to ${JSON.stringify(body).slice(0, 300)}`).not.toBe(ErrorCode.serverFault);
  // The answer is the document's: the call's answer, or the Failure envelope.
  await checkAnswer(ctx.db, path, envelope as Parameters<typeof checkAnswer>[2]);
  return { error: envelope.error as number, raw };
}

beforeAll(async () => {
  ctx = await createTestContext({ config: { loginMaxFailures: 1_000_000, loginMaxFailuresPerAddress: 1_000_000 } });
  admin = await ctx.adminToken();
  nobody = (await ctx.createUser([])).token;
  appToken = await newAppSession();
  // Definitions holding every type and rule of the language, so their calls are fuzzed too.
  const more = [
    ['fuzz_companies', 'reference', { reference: { entity: 'companies' }, multiple: true, max: 3 }],
    ['scan', 'image', {}],
    ['files', 'file', { multiple: true }],
    ['city', 'city', {}],
    ['phone', 'phone', {}],
    ['grade', 'choice', { choices: [{ value: 'a', label: { zh: '甲', en: 'A', es: 'A' } }] }],
  ].map(([name, type, rest]) => ({ name, type, label: { zh: name, en: name, es: name }, ...(rest as object) }) as FieldDefinition);
  for (const definition of [certificates([...more, CODE, CREATED_BY]), patrolPoints(), patrolVisits(), patrolRounds()]) {
    expect((await ctx.call('operate/entity/definition-save', { definition }, { token: admin, json: true })).error, definition.name).toBe(ErrorCode.ok);
  }
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'x-token': admin } })).json() as { paths: Record<string, { post: Operation }> };
  // The file calls (multipart uploads, downloads) have tests of their own: entity-files, app-photos.
  calls = Object.entries(doc.paths)
    .filter(([, item]) => item.post?.requestBody.content['application/json'])
    .map(([path, item]) => [path.slice(1), item.post]);
  expect(calls.length).toBeGreaterThan(70);
}, 60_000);
afterAll(async () => {
  console.log(`fuzz: ${sent} requests to ${calls?.length ?? 0} calls, ${RUNS} bodies per call and kind (seed ${SEED})`);
  await ctx?.close();
});

const schemaOf = (operation: Operation) => operation.requestBody.content['application/json']!.schema;
const bodies = (schema: Schema) => fc.sample(fc.oneof(valid(schema), hostile(schema)), { numRuns: RUNS, seed: SEED });

describe('every call, fuzzed from the document', () => {
  it('answers an administrator with the envelope, never 5000', { timeout: TIMEOUT }, async () => {
    for (const [path, operation] of calls) {
      if (SPARED.has(path)) continue;
      const forApp = operation['x-permission'] === 'app';
      for (const body of bodies(schemaOf(operation))) {
        const { error } = await send(path, body, forApp ? appToken : admin);
        // A call that ended the session (a ticket exchanged, a second factor, the app's logout) leaves a new one to take.
        if (error === ErrorCode.notLoggedIn && forApp) appToken = await newAppSession();
        else if (error === ErrorCode.notLoggedIn) admin = await ctx.login();
      }
    }
  });

  it('refuses a user without the permission (2003) and a visitor (2004) before reading the body', { timeout: TIMEOUT }, async () => {
    // The app's logout may have ended the last app session above.
    appToken = await newAppSession();
    for (const [path, operation] of calls) {
      const permission = operation['x-permission'];
      // A body holding `__proto__` is refused while it is parsed (2001, malformed), before any call.
      for (const body of bodies(schemaOf(operation)).filter((b) => !JSON.stringify(b)?.includes('"__proto__"'))) {
        if (permission !== 'public') expect((await send(path, body)).error, `${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBe(ErrorCode.notLoggedIn);
        if (permission !== 'public' && permission !== 'login-only') expect((await send(path, body, nobody)).error, path).toBe(ErrorCode.forbidden);
        // Either kind of token is refused on the other kind's calls.
        if (permission !== 'public' && permission !== 'app') expect((await send(path, body, appToken)).error, path).toBe(ErrorCode.forbidden);
        if (permission === 'app') expect((await send(path, body, admin)).error, path).toBe(ErrorCode.forbidden);
      }
    }
  });
});
