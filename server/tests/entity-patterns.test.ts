// A definition's `pattern` never holds the CPU: the server matches it with RE2 (linear time), no
// value longer than the field's maxLength reaches it, and the checker refuses at save what RE2
// cannot run. Each call below would take hours on a backtracking engine.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition, Words } from '../src/entities/language/document.js';
import { compilePattern, patternProblem } from '../src/entities/language/pattern.js';
import { v } from '../src/http/validate.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const EVIL = '^(a+)+$';
const field = (name: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type: 'text', label: words(name), ...more });
const probes = (fields: FieldDefinition[]): EntityDefinition => ({
  name: 'pattern_probes',
  version: 1,
  labels: { name: words('Probes'), item: words('Probe'), create: words('New probe') },
  recordTitle: 'code',
  fields,
});
const FIELDS = [
  field('code', { required: true, maxLength: 10, filter: true, pattern: { regex: EVIL, message: words('Only a letters.') } }),
  field('long_code', { maxLength: 2000, filter: true, pattern: { regex: EVIL, message: words('Only a letters, long.') } }),
  field('han', { maxLength: 20, pattern: { regex: '^[\\u4e00-\\u9fa5]{2,4}$', message: words('Two to four Han characters.') } }),
  // About as large a program as a 1000-character field may have, built to defeat RE2's DFA.
  field('mixed', { maxLength: 1000, pattern: { regex: '^(?:a|b)*a(?:a|b){240}\\d', message: words('Mixed.') } }),
];

const path = (op: string) => `operate/entity/pattern_probes/${op}`;
const save = (definition: EntityDefinition, more: Record<string, unknown> = {}, lang = 'en') =>
  ctx.call<{ fields: Record<string, string> }>('operate/entity/definition-save', { definition, ...more }, { token: admin, json: true, lang });

/** The answer and how long it took; a backtracking engine would not answer these within hours. */
async function timed<T>(op: string, body: Record<string, unknown>) {
  const started = performance.now();
  const answer = await ctx.call<T>(path(op), body, { token: admin, json: true });
  return { answer, ms: performance.now() - started };
}

const attack = (n: number) => `${'a'.repeat(n)}!`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  dataOf(await save(probes(FIELDS)));
});
afterAll(async () => ctx?.close());

describe('a value longer than maxLength never reaches the pattern', () => {
  it('answers 2001 at once on create, update, an import row and a list filter', async () => {
    const created = dataOf(await ctx.call<{ id: number; version: number }>(path('create'), { code: 'aaaa' }, { token: admin, json: true }));
    const tooLong = 'Must be at most 10 characters.';
    const calls: [string, Record<string, unknown>, string][] = [
      ['create', { code: attack(40) }, 'code'],
      ['update', { id: created.id, version: created.version, code: attack(40) }, 'code'],
      ['import', { columns: ['code'], rows: [[attack(40)]] }, '1.code'],
      ['list', { code: attack(40) }, 'code'],
    ];
    for (const [op, body, place] of calls) {
      const { answer, ms } = await timed<{ fields: Record<string, string> }>(op, body);
      expect(answer.error, op).toBe(2001);
      expect(answer.data.fields[place], op).toBe(tooLong);
      expect(ms, op).toBeLessThan(1000);
    }
  });

  it('never runs a hand-written pattern on a value over its length either', () => {
    let runs = 0;
    const counting = { test: () => ++runs > 0 };
    expect(v.text(10, { pattern: counting }).safeParse('a'.repeat(11)).success).toBe(false);
    expect(v.text(10, { min: 3, pattern: counting }).safeParse('ab').success).toBe(false);
    expect(runs).toBe(0);
    expect(v.text(10, { pattern: counting }).safeParse('abc').success).toBe(true);
    expect(runs).toBe(1);
  });
});

describe('a value within maxLength meets a linear-time engine', () => {
  it('refuses 1,999 a and a ! by the pattern at once on create, update, an import row and a list filter', async () => {
    const created = dataOf(await ctx.call<{ id: number; version: number }>(path('create'), { code: 'a', long_code: 'a'.repeat(1999) }, { token: admin, json: true }));
    const message = 'Only a letters, long.';
    const calls: [string, Record<string, unknown>, string][] = [
      ['create', { code: 'a', long_code: attack(1999) }, 'long_code'],
      ['update', { id: created.id, version: created.version, long_code: attack(1999) }, 'long_code'],
      ['import', { columns: ['code', 'long_code'], rows: [['a', 'a'], ['a', attack(1999)]] }, '2.long_code'],
      ['list', { long_code: attack(1999) }, 'long_code'],
    ];
    for (const [op, body, place] of calls) {
      const { answer, ms } = await timed<{ fields: Record<string, string> }>(op, body);
      expect(answer.error, op).toBe(2001);
      expect(answer.data.fields[place], op).toBe(message);
      expect(ms, op).toBeLessThan(1000);
    }
    const listed = await timed<{ total: number }>('list', { long_code: 'a'.repeat(1999) });
    expect(dataOf(listed.answer).total).toBe(1);
  });

  it('answers a value that defeats the DFA within a bound, at the largest program its length allows', async () => {
    // a and b at random (a fixed seed): each position gives the DFA a state it has not seen.
    let seed = 38;
    let value = '';
    for (let i = 0; i < 1000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      value += seed & 0x10000 ? 'a' : 'b';
    }
    const { answer, ms } = await timed<{ fields: Record<string, string> }>('create', { code: 'a', mixed: value });
    expect(answer.data.fields).toEqual({ mixed: 'Mixed.' });
    // Some milliseconds on RE2's bit-state backtracker (0.2 to 0.4 s where its DFA thrashes first).
    expect(ms).toBeLessThan(1000);
  });

  it('lets the other calls through while an import checks a long file of such values', async () => {
    let seed = 7;
    const value = () => {
      let text = '';
      for (let i = 0; i < 1000; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        text += seed & 0x10000 ? 'a' : 'b';
      }
      return text;
    };
    const rows = Array.from({ length: 400 }, () => ['a', value()]);
    const importing = ctx.call(path('import'), { columns: ['code', 'mixed'], rows }, { token: admin, json: true });
    // The health check a load balancer sends, timed while the import's checks run.
    let done = false;
    void importing.finally(() => (done = true));
    let slowest = 0;
    let asked = 0;
    while (!done) {
      // A probe every 10 ms, as a timer: the process runs whatever else is due between them.
      const started = performance.now();
      await sleep(10);
      await ctx.app.inject({ method: 'GET', url: '/health/live' });
      slowest = Math.max(slowest, performance.now() - started - 10);
      asked++;
    }
    expect((await importing).error).toBe(2001);
    expect(asked).toBeGreaterThan(1);
    // One slice of checks (20 ms) and the call's own work, not the whole file's (seconds).
    expect(slowest).toBeLessThan(500);
  });

  it('takes JavaScript \\u escapes, as the console runs them', async () => {
    expect(dataOf(await ctx.call<{ han: string }>(path('create'), { code: 'aa', han: '航天运营' }, { token: admin, json: true })).han).toBe('航天运营');
    const refused = await ctx.call<{ fields: Record<string, string> }>(path('create'), { code: 'aa', han: '航天ops' }, { token: admin, json: true });
    expect(refused.data.fields).toEqual({ han: 'Two to four Han characters.' });
  });
});

describe('the checker refuses at save what the engine cannot run', () => {
  const NOT_LINEAR = 'Uses syntax the linear-time engine (RE2) does not have, such as backreferences, lookahead or lookbehind.';
  const withPattern = (regex: string, more: Partial<FieldDefinition> = {}) =>
    probes([FIELDS[0]!, field('extra', { pattern: { regex, message: words('Extra.') }, ...more })]);

  it('names the place of a backreference or a lookaround, in zh, en and es', async () => {
    for (const regex of ['^(a)\\1$', '^(?<x>a)\\k<x>$', '^(?=a)a$', '^(?!b)a$', '^(?<=a)b$', '^(?<!a)b$']) {
      const answer = await save(withPattern(regex), { base_version: 1, dry_run: true });
      expect(answer.error, regex).toBe(2001);
      expect(answer.data.fields, regex).toEqual({ 'fields.1.pattern.regex': NOT_LINEAR });
    }
    const zh = await save(withPattern('(a)\\1'), { base_version: 1, dry_run: true }, 'zh');
    expect(zh.data.fields['fields.1.pattern.regex']).toBe('使用了线性时间引擎（RE2）不支持的语法，例如反向引用、先行断言或后行断言。');
    const es = await save(withPattern('(a)\\1'), { base_version: 1, dry_run: true }, 'es');
    expect(es.data.fields['fields.1.pattern.regex']).toMatch(/^Usa una sintaxis que el motor de tiempo lineal \(RE2\) no admite/);
  });

  it('refuses what JavaScript cannot compile, and a program too large for the field length', async () => {
    const cases: [string, Partial<FieldDefinition>, string][] = [
      ['(?i)abc', {}, 'Is not a valid regular expression.'],
      ['\\x{41}', {}, 'Is not a valid regular expression.'],
      ['a{1001}', {}, NOT_LINEAR],
      ['x'.repeat(201), {}, 'Must be at most 200 characters.'],
      ['^.{0,1000}$', { maxLength: 100 }, 'Is too large for values this long: lower maxLength or the repeat counts.'],
      ['^.{0,200}$', { maxLength: 2000 }, 'Is too large for values this long: lower maxLength or the repeat counts.'],
    ];
    for (const [regex, more, message] of cases) {
      const answer = await save(withPattern(regex, more), { base_version: 1, dry_run: true });
      expect(answer.data.fields, regex).toEqual({ 'fields.1.pattern.regex': message });
    }
    const large = withPattern('^.{0,200}$', { maxLength: 2000 });
    expect((await save(large, { base_version: 1, dry_run: true }, 'zh')).data.fields).toEqual({ 'fields.1.pattern.regex': '对这么长的值而言过于复杂：请减小 maxLength 或重复次数。' });
    expect((await save(large, { base_version: 1, dry_run: true }, 'es')).data.fields).toEqual({ 'fields.1.pattern.regex': 'Es demasiado grande para valores tan largos: reduzca maxLength o el número de repeticiones.' });
    const taken = await save(withPattern('^.{0,200}$', { maxLength: 600 }), { base_version: 1, dry_run: true });
    expect(taken).toMatchObject({ error: 2000, data: { applied: false } });
  });

  it('takes the syntax both engines read, and says which engine refuses the rest', () => {
    const taken = ['^[A-Z]{2}\\d{4}$', '.', '[^a-z]', '\\d\\w\\s\\b', '^\\p{L}+$', '(a)(?:b)(?<c>d)', 'a|b', 'a*b+c?d{2,5}', 'a{2,100}', '\\u4e00\\u{1F600}'];
    for (const regex of taken) expect(patternProblem(regex), regex).toBeUndefined();
    for (const regex of ['\\cJ', 'a{1001}']) expect(patternProblem(regex), regex).toBe(NOT_LINEAR);
    expect(patternProblem('a{1000}')).toBe('Is too large for values this long: lower maxLength or the repeat counts.');
    expect(patternProblem('^.{0,200}$', 648)).toBeUndefined();
    expect(patternProblem('^.{0,200}$', 649)).toBeDefined();
    for (const regex of ['(?i)a', '\\A', '\\z', '\\x{41}']) expect(patternProblem(regex), regex).toBe('Is not a valid regular expression.');
    // Where the engines differ, the server's reading is the rule.
    expect(compilePattern('^\\s$').test('\u00a0')).toBe(false);
    expect(compilePattern('^.$').test('\r')).toBe(true);
  });

  it('matches nothing with a stored pattern the rules refuse, rather than run it', () => {
    expect(patternProblem('^(a)\\1$')).toBe(NOT_LINEAR);
    expect(compilePattern('^(a)\\1$').test('aa')).toBe(false);
    expect(compilePattern('^[A-Z]{2}-\\d{3}$').test('AB-123')).toBe(true);
  });
});
