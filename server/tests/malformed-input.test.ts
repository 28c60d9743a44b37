// Malformed input across every contract call in the registry and every record call of the shipped
// entity definitions (new calls are covered as they land): generated bad bodies of every kind,
// sent as JSON and as forms, plus broken JSON, bodies that are not objects, unsupported content
// types and an oversized body.
//
// Every answer must be HTTP 200 with a proper envelope, never 5000, never a stack trace or
// SQL text, never an echo of a script payload, and the data must be exactly as it was.
//
// The body generator learns each call's fields by probing its zod schema (required or not,
// which values it takes), then mutates a valid base body. Every body is classified locally
// with the same schema the server uses, on the same decoded view the server sees:
//  - rejected by the schema: the answer must be 2001 (no handler ran);
//  - accepted by the schema (hostile text in a free-text field, dangling ids): the handler
//    runs, and anything but a server fault is fine. Such bodies are only sent when they cannot
//    legitimately write: every id they carry points at nothing, or the call is a read that
//    gets nothing but its required fields and free text.
// A deterministic PRNG (seeded per call path) makes every run send the same bodies.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractCall } from '../src/http/call.js';
import { MAX_ID, normalizeBody } from '../src/http/validate.js';
import { seed } from '../src/seed/index.js';
import { allCalls } from './helpers/access.js';
import { insertBareCompany } from './helpers/admin-fixtures.js';
import { appLogin, insertAppAccount } from './helpers/app-fixtures.js';
import { encodeForm } from './helpers/encode.js';
import { createTestContext, type TestContext } from './helpers/index.js';

const SEED = 0x5eed_b0d1;
/** Random bodies per call, on top of the fixed transport cases and the handler probes. */
const RANDOM_BODIES = 30;
const MIN_TOTAL = 1000;
/** An id no seeded or created row reaches, yet inside the INTEGER range the schemas allow. */
const NOWHERE = MAX_ID - 7;
/** Answers a call may give to input it accepted; 5000 is never one of them. */
const HANDLED = new Set([2000, 2001, 2003, 2005, 2009, 2029]);
/** Paths naming a write; a call not named so that writes anyway shows up in the data check. */
const WRITE_PATH = /(^|[/-])(create|update|delete|register|logout|save|add|remove|set|handle|import|reset|bind|unbind)([/-]|$)/;
const LIST_PARAMS = new Set(['page', 'limit', 'sort', 'order', 'keyword', 'id']);
/** Stack frames, driver codes and SQL fragments that must never reach a client. */
const LEAK =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|SQLITE_|sqlite3?|postgres|syntax error|constraint failed|violates|relation "|column "|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|\bdelete from\b|TypeError|ReferenceError|ZodError|undefined is not|Cannot read prop/i;
const REFLECTED = /<script|onerror=|onload=/i;

// ---------------------------------------------------------------------------------------
// Deterministic randomness

class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

const seedOf = (text: string): number => createHash('sha256').update(`${SEED}:${text}`).digest().readUInt32LE(0);

// ---------------------------------------------------------------------------------------
// Payloads

const HUGE_ASCII = 'x'.repeat(100 * 1024);
const HUGE_CJK = '中'.repeat(34 * 1024); // ~100 KB of UTF-8

function deep(levels: number): unknown {
  let value: unknown = { leaf: ["' OR 1=1 --"] };
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "admin'--",
  '" OR ""="',
  '1; DROP TABLE companies; --',
  "'; DELETE FROM governments; --",
  "'; UPDATE system_users SET name = 'x' --",
  "1' UNION SELECT password_hash FROM system_users --",
  "x') OR EXISTS(SELECT 1 FROM tokens) --",
  "' || pg_sleep(1) || '",
  "1 AND randomblob(100000000)",
  '%',
  '_',
  '%_%\\',
  '\\',
  '$1',
  '?',
  ':name',
];

const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<!--',
  '../../../../etc/passwd',
  '${jndi:ldap://x/a}',
];

const UNICODE_PAYLOADS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b\u200c\u200d',
  '\ufeff',
  '😀'.repeat(40),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ﬁ',
  'e\u0301\u0301\u0301\u0301',
  '中'.repeat(65),
  '１２３',
  '١٢٣',
  '\r\n',
  '\t',
  ' \u00a0 ',
  '\u2028\u2029',
  'İıŞ',
  '\u007f\u001b[31m',
];

const HOSTILE = [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...UNICODE_PAYLOADS];

const WRONG_TYPES: unknown[] = [
  true,
  false,
  null,
  {},
  { a: 1 },
  { $gt: '' },
  deep(60),
  [],
  [[1]],
  [1, 2, 3],
  ['a', { b: 1 }],
  1.5,
  -1,
  0,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '1e3',
  '',
  '   ',
  HUGE_ASCII,
  HUGE_CJK,
];

const BAD_IDS: unknown[] = [
  -1,
  0,
  '-5',
  '0',
  2 ** 31,
  '2147483648',
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  '99999999999999999999999',
  1.5,
  '1.5',
  '1e2',
  '0x10',
  'abc',
  '1; DROP TABLE companies',
  "1' OR '1'='1",
  ' ',
  true,
  [],
  {},
  '١',
  '１',
  'Infinity',
];

const BAD_DATES: unknown[] = [
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-00-00',
  '2024/01/15',
  '20240115',
  '2024-01-15T00:00:00Z',
  '2024-01-15 00:00:00',
  '9999-99-99',
  '2024-1-5',
  '15-01-2024',
  'yesterday',
  '2024-01-15\u0000',
  "2024-01-15' OR 1=1 --",
  1705276800,
  '+2024-01-15',
  '２０２４-01-15',
  -1,
  {},
];

// ---------------------------------------------------------------------------------------
// Learning a call's fields from its schema

type Kind = 'id' | 'idList' | 'list' | 'number' | 'date' | 'choice' | 'text' | 'other';

interface Field {
  key: string;
  required: boolean;
  kind: Kind;
  /** A value the schema takes alone, if one was found. */
  valid: unknown;
}

interface CallModel {
  call: ContractCall;
  schema: z.ZodObject;
  fields: Field[];
  keys: Set<string>;
  /** Required fields with valid values; null when some required field has no known valid value. */
  base: Record<string, unknown> | null;
  write: boolean;
}

const CHOICES = ['web', 'app', 'city', 'province', 'district', 'normal', 'error', 'in', 'out', 'staff', 'government', 'system', 'asc', 'desc', 'id', 'created_at'];
const TEXTS = ['Plain text', 'plain_text1', 'Password123', '13800000000', '010-12345678'];

function hasIssueAt(schema: z.ZodObject, body: Record<string, unknown>, key: string): boolean {
  const result = schema.safeParse(body);
  return !result.success && result.error.issues.some((issue) => issue.path[0] === key);
}

function probe(schema: z.ZodObject, key: string, extraTexts: string[]): Field {
  const takes = (value: unknown) => !hasIssueAt(schema, { [key]: value }, key);
  const required = hasIssueAt(schema, {}, key);
  const field = (kind: Kind, valid: unknown): Field => ({ key, required, kind, valid });
  if (takes([5, 6]) && !takes(['abc'])) return field('idList', [1]);
  if (takes(['Plain text'])) return field('list', ['Plain text']);
  if (/(^|_)id$/.test(key) && takes(5) && !takes(0) && !takes('abc') && !takes(1.5)) return field('id', 1);
  if (takes('2024-01-15') && !takes('abc') && !takes('2024-01-32')) return field('date', '2024-01-15');
  if (!takes('abc') && !takes('Plain text')) {
    const number = [1, 0, 2024, 5].find(takes);
    if (number !== undefined) return field('number', number);
    const choice = CHOICES.find(takes);
    if (choice !== undefined) return field('choice', choice);
  }
  const text = [...TEXTS, ...extraTexts].find(takes);
  if (text !== undefined) return field('text', text);
  return field('other', undefined);
}

function modelOf(call: ContractCall, extraTexts: string[]): CallModel {
  const schema = call.body as z.ZodObject;
  const fields = Object.keys(schema.shape).map((key) => probe(schema, key, extraTexts));
  let base: Record<string, unknown> | null = {};
  for (const f of fields) {
    if (!f.required) continue;
    if (f.valid === undefined) base = null;
    else if (base) base[f.key] = f.valid;
  }
  return { call, schema, fields, keys: new Set(fields.map((f) => f.key)), base, write: WRITE_PATH.test(call.path) };
}

// ---------------------------------------------------------------------------------------
// Requests

type Encoding = 'json' | 'form';

interface Case {
  label: string;
  /** Exact bytes sent. */
  payload: string;
  contentType: string | null;
  /** What the server parses out of the payload, or 'unparsed' when it cannot get that far. */
  view: unknown;
  tokenIn: 'header' | 'body' | 'both';
}

const UNPARSED = Symbol('unparsed');

/** Decodes a form the way @fastify/formbody does for well-formed input: repeated keys become arrays. */
function decodeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else out[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

function encoded(label: string, body: Record<string, unknown>, encoding: Encoding, tokenIn: Case['tokenIn'], token: string): Case {
  const withToken = tokenIn === 'header' ? body : { ...body, token };
  if (encoding === 'json') {
    const payload = JSON.stringify(withToken);
    return { label, payload, contentType: 'application/json', view: JSON.parse(payload), tokenIn };
  }
  const payload = encodeForm(withToken);
  return { label, payload, contentType: 'application/x-www-form-urlencoded', view: decodeForm(payload), tokenIn };
}

type Verdict = 'rejected' | 'accepted' | 'unsafe';

function classify(model: CallModel, view: unknown): { verdict: Verdict; data?: Record<string, unknown> } {
  if (view === UNPARSED) return { verdict: 'rejected' };
  let body: Record<string, unknown>;
  try {
    body = normalizeBody(view);
  } catch {
    return { verdict: 'rejected' };
  }
  const result = model.schema.safeParse(body);
  if (!result.success) return { verdict: 'rejected' };
  const data = result.data as Record<string, unknown>;
  const present = model.fields.filter((f) => data[f.key] !== undefined && !(Array.isArray(data[f.key]) && (data[f.key] as unknown[]).length === 0));
  const ids = present.filter((f) => f.kind === 'id' || f.kind === 'idList');
  const dangling = (f: Field) => {
    const value = data[f.key];
    return Array.isArray(value) ? value.every((x) => x === NOWHERE) : value === NOWHERE;
  };
  // Every id it carries points at nothing: nothing can be updated, deleted or linked.
  if (ids.length > 0 && ids.every(dangling)) return { verdict: 'accepted', data };
  // A read with its required fields and free text only (no flags that could turn it into a write).
  if (!model.write && present.every((f) => f.required || f.kind === 'text' || LIST_PARAMS.has(f.key))) {
    return { verdict: 'accepted', data };
  }
  return { verdict: 'unsafe' };
}

/** The same body with every id field pointing at nothing. */
function dangle(model: CallModel, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const f of model.fields) {
    if (f.kind === 'id') out[f.key] = NOWHERE;
    if (f.kind === 'idList') out[f.key] = [NOWHERE];
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Generators

function fieldOf(model: CallModel, rng: Prng, kinds?: Kind[]): Field | undefined {
  const pool = kinds ? model.fields.filter((f) => kinds.includes(f.kind)) : model.fields;
  return pool.length ? rng.pick(pool) : undefined;
}

/** A key the schema does not know, with a bad value: ignored by the server, but still parsed. */
function junk(rng: Prng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = rng.chance(0.2) ? 300 : 1 + rng.int(4);
  for (let i = 0; i < n; i++) out[`${rng.pick(['x', 'extra', 'where', 'sql', '$where', 'a.b', 'a[b]', 'ﬁeld', '中文'])}${i}`] = rng.pick([...HOSTILE, ...WRONG_TYPES.slice(0, 12)]);
  return out;
}

type Mutation = (model: CallModel, rng: Prng, base: Record<string, unknown>) => Record<string, unknown>;

const MUTATIONS: Record<string, Mutation> = {
  missingField(model, rng, base) {
    const required = model.fields.filter((f) => f.required);
    if (!required.length) return { ...base, ...junk(rng) };
    const out = { ...base };
    for (const f of required) if (rng.chance(0.5) || f === required[0]) delete out[f.key];
    return out;
  },
  emptyBody() {
    return {};
  },
  wrongType(model, rng, base) {
    const f = fieldOf(model, rng);
    return f ? { ...base, [f.key]: rng.pick(WRONG_TYPES) } : { ...base, ...junk(rng) };
  },
  hostileText(model, rng, base) {
    const f = fieldOf(model, rng, ['text', 'list']) ?? fieldOf(model, rng);
    if (!f) return { ...base, ...junk(rng) };
    return { ...base, [f.key]: f.kind === 'list' ? [rng.pick(HOSTILE), rng.pick(HOSTILE)] : rng.pick(HOSTILE) };
  },
  hugeString(model, rng, base) {
    const f = fieldOf(model, rng);
    return f ? { ...base, [f.key]: rng.pick([HUGE_ASCII, HUGE_CJK, `' OR 1=1 --${HUGE_ASCII}`]) } : { ...base, filler: HUGE_ASCII };
  },
  arrayForScalar(model, rng, base) {
    const f = fieldOf(model, rng, ['id', 'number', 'date', 'choice', 'text']);
    if (!f) return { ...base, ...junk(rng) };
    return { ...base, [f.key]: rng.pick([[f.valid, f.valid], [f.valid, "' OR 1=1 --"], [[f.valid]], [{ value: f.valid }]]) };
  },
  scalarForArray(model, rng, base) {
    const f = fieldOf(model, rng, ['idList', 'other']);
    if (!f) return { ...base, [fieldOf(model, rng)?.key ?? 'x']: { nested: { deeper: [1, { deepest: true }] } } };
    return { ...base, [f.key]: rng.pick(['abc', '1,2,3', true, { 0: 1 }, -1, "1) OR (1=1", { id: 1 }, [[1]], [null], ['', ' '], Array.from({ length: 1001 }, (_, i) => i + 1)]) };
  },
  badId(model, rng, base) {
    const f = fieldOf(model, rng, ['id', 'idList']) ?? fieldOf(model, rng);
    if (!f) return { ...base, ...junk(rng) };
    const bad = rng.pick(BAD_IDS);
    return { ...base, [f.key]: f.kind === 'idList' && rng.chance(0.5) ? [1, bad] : bad };
  },
  badDate(model, rng, base) {
    const f = fieldOf(model, rng, ['date']) ?? fieldOf(model, rng);
    return f ? { ...base, [f.key]: rng.pick(BAD_DATES) } : { ...base, ...junk(rng) };
  },
  nestedObject(model, rng, base) {
    const f = fieldOf(model, rng);
    if (f && rng.chance(0.6)) return { ...base, [f.key]: rng.pick([{ [f.key]: f.valid }, deep(200), { toString: 'x', valueOf: 1 }]) };
    return { data: base, body: { ...base }, [f?.key ?? 'x']: { ...base } };
  },
  prototypeKeys(model, rng, base) {
    const f = fieldOf(model, rng);
    return { ...base, ...JSON.parse('{"__proto__": {"isAdmin": true, "id": 1}, "constructor": {"prototype": {"x": 1}}, "prototype": 1}'), ...(f ? { [f.key]: rng.pick(WRONG_TYPES) } : {}) };
  },
  combination(model, rng, base) {
    let out = { ...base };
    const names = Object.keys(MUTATIONS).filter((n) => n !== 'combination');
    for (let i = 0; i < 2 + rng.int(3); i++) out = MUTATIONS[rng.pick(names)]!(model, rng, out);
    return { ...out, ...junk(rng) };
  },
};

/** Transport-level cases: bytes that never make an object body, or that are too big to read. */
function transportCases(bodyLimit: number, model: CallModel, token: string): Case[] {
  const json = (label: string, payload: string, view: unknown = UNPARSED): Case => ({ label, payload, contentType: 'application/json', view, tokenIn: 'header' });
  const form = (label: string, payload: string): Case => ({ label, payload, contentType: 'application/x-www-form-urlencoded', view: decodeForm(payload), tokenIn: 'header' });
  const someKey = model.fields[0]?.key ?? 'id';
  return [
    json('json: truncated object', '{'),
    json('json: truncated value', `{"${someKey}":`),
    json('json: trailing comma', `{"${someKey}": 1,}`),
    json('json: single quotes', `{'${someKey}': 1}`),
    json('json: leading zero', `{"${someKey}": 01}`),
    json('json: NaN literal', `{"${someKey}": NaN}`),
    json('json: trailing garbage', `{"${someKey}": 1} x`),
    json('json: bare word', 'nul'),
    json('json: NUL byte', '\u0000'),
    json('json: unterminated string', `{"${someKey}": "abc`),
    json('json: array', '[]', []),
    json('json: array of objects', '[{"id": 1}]', [{ id: 1 }]),
    json('json: string', '"text"', 'text'),
    json('json: number', '42', 42),
    json('json: null', 'null', null),
    json('json: true', 'true', true),
    json('json: empty', ''),
    json('json: oversized', `{"${someKey}":"${'x'.repeat(bodyLimit + 16)}"}`),
    { label: 'form: oversized', payload: `${someKey}=${'y'.repeat(bodyLimit + 16)}`, contentType: 'application/x-www-form-urlencoded', view: UNPARSED, tokenIn: 'header' },
    { label: 'type: text/plain', payload: `${someKey}=1`, contentType: 'text/plain', view: UNPARSED, tokenIn: 'header' },
    { label: 'type: multipart', payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x', view: UNPARSED, tokenIn: 'header' },
    { label: 'type: xml', payload: `<${someKey}>1</${someKey}>`, contentType: 'application/xml', view: UNPARSED, tokenIn: 'header' },
    form('form: bad escapes', `${someKey}=%ZZ&%=%&&&==`),
    form('form: repeated key', `${someKey}=1&${someKey}=2&${someKey}=' OR 1=1 --`),
    form('form: bracket keys', `${someKey}[]=1&${someKey}[a]=2&token[]=${encodeURIComponent(token)}`),
    form('form: NUL and controls', `${someKey}=%00&%00=%00&x=%1B%5B31m`),
  ];
}

function generate(model: CallModel, token: string, bodyLimit: number): Case[] {
  const rng = new Prng(seedOf(model.call.path));
  const cases: Case[] = [];
  const names = Object.keys(MUTATIONS);
  const base = model.base ?? {};
  const prefersJson = model.call.json === true;

  const push = (label: string, body: Record<string, unknown>) => {
    const encoding: Encoding = rng.chance(prefersJson ? 0.7 : 0.4) ? 'json' : 'form';
    const tokenIn = rng.pick(['header', 'header', 'header', 'body', 'both'] as const);
    let c = encoded(label, body, encoding, tokenIn, token);
    // A body the schema accepts must not be able to write: point its ids at nothing.
    if (classify(model, c.view).verdict === 'unsafe') c = encoded(`${label} (dangling ids)`, dangle(model, body), encoding, tokenIn, token);
    if (classify(model, c.view).verdict !== 'unsafe') cases.push(c);
  };

  for (const c of transportCases(bodyLimit, model, token)) if (classify(model, c.view).verdict !== 'unsafe') cases.push(c);

  let attempts = 0;
  const target = cases.length + RANDOM_BODIES;
  while (cases.length < target && attempts++ < RANDOM_BODIES * 5) {
    const name = rng.pick(names);
    push(name, MUTATIONS[name]!(model, rng, base));
  }

  // Handler probes: hostile free text that passes validation, so it reaches the queries.
  const texts = model.fields.filter((f) => f.kind === 'text');
  for (let i = 0; i < 6; i++) {
    const f = texts.length ? rng.pick(texts) : undefined;
    const value = rng.pick([...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...UNICODE_PAYLOADS.filter((u) => u.trim())]);
    const shown = JSON.stringify(value).slice(0, 40);
    push(`probe: dangling ids${f ? `, ${f.key}=${shown}` : ''}`, dangle(model, { ...base, ...(f ? { [f.key]: value } : {}) }));
    if (!model.write && f) push(`probe: read with ${f.key}=${shown}`, { ...base, [f.key]: value });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------
// Data snapshot: row count and checksum of every table

async function tableNames(ctx: TestContext): Promise<string[]> {
  const query =
    ctx.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return (await query.execute(ctx.db)).rows.map((r) => r.name);
}

/** Login attempts are counted before their input is judged wrong: that table is meant to move. */
const COUNTERS = new Set(['login_throttle']);
/** A session's last use is written every 15 s of calls (security/tokens.ts, app/session.ts), whatever they carry. */
const LAST_USE: Record<string, string> = { tokens: 'last_used_at', app_sessions: 'last_used_at' };

async function snapshot(ctx: TestContext): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of (await tableNames(ctx)).filter((t) => !COUNTERS.has(t))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(ctx.db);
    const lines = rows.map((row) => JSON.stringify(Object.keys(row).filter((k) => k !== LAST_USE[table]).sort().map((k) => [k, row[k]]))).sort();
    out[table] = `${rows.length} rows, sha256 ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------

let ctx: TestContext;
let token: string;
/** The field app's calls are sent with an app token: a console one is refused before the body is read. */
let appToken: string;
let before: Record<string, string>;
let models: CallModel[];
let sent = 0;
let accepted = 0;

const LANGUAGES = ['en', 'zh', 'es', 'zh-CN,zh;q=0.9,en;q=0.8', '*', 'xx-YY', ';;;,q=', 'en;q=abc, es;q=-1', '中文'];

/** Problems with one answer, or [] when it is fine. */
function check(model: CallModel, c: Case, verdict: Verdict, statusCode: number, text: string): string[] {
  const problems: string[] = [];
  if (statusCode !== 200) problems.push(`HTTP ${statusCode}`);
  let env: { error?: unknown; message?: unknown; data?: unknown };
  try {
    env = JSON.parse(text);
  } catch {
    return [...problems, `not JSON: ${text.slice(0, 120)}`];
  }
  if (!env || typeof env !== 'object' || Object.keys(env).sort().join() !== 'data,error,message') problems.push(`not an envelope: ${text.slice(0, 120)}`);
  const { error, message, data } = env;
  if (typeof error !== 'number') problems.push('error is not a number');
  if (typeof message !== 'string' || !message) problems.push('message is not a non-empty string');
  if (error === 5000) problems.push('server fault (5000)');
  if (verdict === 'rejected' && error !== 2001) problems.push(`expected 2001 for a rejected body, got ${String(error)}`);
  if (verdict === 'accepted' && !HANDLED.has(error as number)) problems.push(`unexpected error ${String(error)}`);
  const messages = [String(message)];
  if (error === 2001) {
    const fields = (data as { fields?: unknown } | null)?.fields;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) problems.push('2001 without data.fields');
    else {
      for (const [key, value] of Object.entries(fields)) {
        if (typeof value !== 'string') problems.push(`field message of ${key} is not text`);
        messages.push(String(value));
        if (key !== '_' && !model.keys.has(key)) problems.push(`names unknown field ${key}`);
      }
    }
  }
  for (const m of messages) if (LEAK.test(m)) problems.push(`leaks internals: ${m.slice(0, 160)}`);
  if (REFLECTED.test(text)) problems.push('echoes a script payload');
  return problems.map((p) => `${model.call.path} [${c.label}; ${c.contentType ?? 'no type'}; token in ${c.tokenIn}] ${p}`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seed(ctx.db, { scale: 0.05, now: new Date(2025, 5, 18, 10, 30, 0) });
  token = await ctx.adminToken();
  // An account of a company with no staff and no check points: no body it sends can write.
  const bare = await insertBareCompany(ctx.db);
  appToken = await appLogin(ctx, (await insertAppAccount(ctx.db, { company_id: bare })).account);
  const company = await ctx.db.selectFrom('companies').select('credit_code').orderBy('id').executeTakeFirst();
  models = allCalls.map((call) => modelOf(call, company ? [company.credit_code] : []));
  before = await snapshot(ctx);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('malformed input', () => {
  it.each(allCalls.map((c) => c.path))('%s answers every bad body with an envelope, never 5000', async (path) => {
    const model = models.find((m) => m.call.path === path)!;
    const callToken = model.call.permission === 'app' ? appToken : token;
    const cases = generate(model, callToken, ctx.config.bodyLimit);
    expect(cases.length).toBeGreaterThanOrEqual(15);
    const problems: string[] = [];
    for (const c of cases) {
      const verdict = classify(model, c.view).verdict;
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: {
          'accept-language': LANGUAGES[sent % LANGUAGES.length]!,
          ...(c.contentType ? { 'content-type': c.contentType } : {}),
          ...(c.tokenIn === 'body' ? {} : { 'x-token': callToken }),
        },
        payload: c.payload,
      });
      sent += 1;
      if (verdict === 'accepted') accepted += 1;
      problems.push(...check(model, c, verdict, res.statusCode, res.body));
    }
    expect(problems.slice(0, 15)).toEqual([]);
  });

  it('answers requests outside the contract with an envelope too', async () => {
    const problems: string[] = [];
    const odd = [
      { method: 'GET' as const, url: `/api/${allCalls[0]!.path}` },
      { method: 'POST' as const, url: '/api/operate/nothing-here' },
      { method: 'POST' as const, url: `/api/${allCalls[0]!.path}/../../etc/passwd` },
      { method: 'POST' as const, url: `/api/${allCalls[0]!.path}?token=${"' OR 1=1 --"}` },
      { method: 'PUT' as const, url: `/api/${allCalls[0]!.path}` },
    ];
    for (const r of odd) {
      const res = await ctx.app.inject({ ...r, headers: { 'content-type': 'application/json', 'x-token': token }, payload: r.method === 'GET' ? undefined : '{}' });
      sent += 1;
      const env = res.json() as { error: number; message: string };
      if (res.statusCode !== 200 || typeof env.error !== 'number' || env.error === 5000 || LEAK.test(env.message)) {
        problems.push(`${r.method} ${r.url}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`sent at least ${MIN_TOTAL} bad bodies, some of them past validation into the handlers`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_TOTAL);
    expect(accepted).toBeGreaterThan(allCalls.length);
  });

  it('left every table exactly as it was', async () => {
    expect(await snapshot(ctx)).toEqual(before);
  });
});
