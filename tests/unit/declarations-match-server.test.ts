// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import { PHONE_PATTERN } from '../../src/schema/validators';
import type { Endpoint, FieldDef, ResourceDef } from '../../src/schema/types';
import { findCall } from '../../server/src/routes/registry';
import { loadConfig } from '../../server/src/config';
import { entityNames, OPERATIONS, type EntityDefinition } from '../../server/src/entities/language/document';
import { readParams, type ParamRule } from './zodRules';

/**
 * Every hand-written declaration asks of its fields what the server's calls accept: a form that
 * lets through what the server refuses (or refuses what it accepts) is drift, and fails here.
 */

type Params = Record<string, ParamRule>;

const pathOf = (endpoint: Endpoint): string => (typeof endpoint === 'string' ? endpoint : endpoint.path);

function paramsOf(endpoint: Endpoint | undefined): Params | undefined {
  if (endpoint === undefined) return undefined;
  const call = findCall(pathOf(endpoint));
  return call && readParams(call.body);
}

// The entity definitions are checked by the server itself; their declarations are derived.
const shipped = readdirSync(new URL('../../entities/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(new URL(`../../entities/${file}`, import.meta.url), 'utf8')) as EntityDefinition);
const entityPaths = new Set(shipped.flatMap((d) => OPERATIONS.map((op) => entityNames(d).path(op))));
const handWritten = resources.filter((def) => !Object.values(def.endpoints).some((e) => entityPaths.has(pathOf(e))));

// Lengths are the user's typing: other kinds are written by their inputs (a date picker's YYYY-MM-DD).
const TYPED = new Set<FieldDef['type']>(['text', 'longText', 'phone', 'password']);
// Fields that always hold a value, or keep theirs when left empty on edit, are never cleared.
const NEVER_CLEARED = new Set<FieldDef['type']>(['status', 'boolean', 'password']);
// Console users' passwords (operate/auth/*) also meet the password policy, a setting whose
// default the form asks for.
const POLICY_MINIMUM = loadConfig({}).passwordMinLength;

/** A pattern of one character class repeated {n} or {a,b} times bounds the length. */
function patternBounds(pattern: RegExp): { min?: number; max?: number } {
  const m = /^\^\[[^\]]+\]\{(\d+)(?:,(\d*))?\}\$$/.exec(pattern.source);
  if (!m) return {};
  const max = m[2] === undefined ? Number(m[1]) : m[2] === '' ? undefined : Number(m[2]);
  return { min: Number(m[1]), max };
}

/** The tightest bounds of explicit lengths and patterns; a minimum of 1 is "required", said apart. */
function lengthBounds(min: number | undefined, max: number | undefined, patterns: readonly RegExp[]) {
  const bounds = patterns.map(patternBounds);
  const mins = [min, ...bounds.map((b) => b.min)].filter((n) => n !== undefined);
  const maxes = [max, ...bounds.map((b) => b.max)].filter((n) => n !== undefined);
  const lowest = mins.length > 0 ? Math.max(...mins) : undefined;
  return { min: lowest !== undefined && lowest > 1 ? lowest : undefined, max: maxes.length > 0 ? Math.min(...maxes) : undefined };
}

// A server pattern that takes ordinary text guards storage (no NUL character), not typing.
const restrictsTyping = (pattern: RegExp): boolean => !pattern.test('Any text, 12 34');

const consolePatterns = (field: FieldDef): RegExp[] => [...(field.pattern ? [field.pattern.regex] : []), ...(field.type === 'phone' ? [PHONE_PATTERN] : [])];

const choiceValues = (field: FieldDef): (string | number)[] => (field.choices ?? []).map((c) => (typeof c === 'object' ? c.id : c));

/** The values a param accepts as a choice: an enum's, or a small whole-number range's. */
function acceptedValues(param: ParamRule): (string | number)[] | undefined {
  if (param.values) return [...param.values];
  if (param.kind === 'number' && param.integer && param.min !== undefined && param.max !== undefined && param.max - param.min <= 100) {
    return Array.from({ length: param.max - param.min + 1 }, (_, i) => param.min! + i);
  }
  return undefined;
}

const sorted = (values: readonly (string | number)[]) => [...values].map(String).sort();

/** Length, range, pattern and choices of one field against one param. */
function ruleDrift(field: FieldDef, param: ParamRule, path: string): string[] {
  const out: string[] = [];
  const at = `${field.source} (${path})`;
  if (TYPED.has(field.type) && param.kind === 'string') {
    const mine = lengthBounds(field.minLength, field.maxLength, consolePatterns(field));
    const policy = field.type === 'password' && path.startsWith('operate/auth/') ? POLICY_MINIMUM : undefined;
    const theirs = lengthBounds(policy !== undefined ? Math.max(policy, param.minLength ?? 0) : param.minLength, param.maxLength, param.patterns);
    if (mine.min !== theirs.min) out.push(`${at}: minLength ${mine.min} where the server asks ${theirs.min}`);
    if (mine.max !== theirs.max) out.push(`${at}: maxLength ${mine.max} where the server asks ${theirs.max}`);
    for (const pattern of consolePatterns(field)) {
      if (!param.patterns.some((p) => p.source === pattern.source)) out.push(`${at}: pattern ${pattern} is not the server's`);
    }
    for (const pattern of param.patterns.filter(restrictsTyping)) {
      if (!consolePatterns(field).some((p) => p.source === pattern.source)) out.push(`${at}: the server's pattern ${pattern} is not the form's`);
    }
  }
  if (field.type === 'number' && param.kind === 'number') {
    if (field.min !== param.min) out.push(`${at}: min ${field.min} where the server asks ${param.min}`);
    if (field.max !== param.max) out.push(`${at}: max ${field.max} where the server asks ${param.max}`);
  }
  // A text param takes names known only as the server runs (its handler checks them): each
  // choice need only fit it.
  if (field.choices && param.kind === 'string') {
    const long = choiceValues(field).filter((c) => String(c).length > (param.maxLength ?? Infinity));
    if (long.length > 0) out.push(`${at}: choices ${long} are longer than the server's ${param.maxLength}`);
  } else if (field.choices) {
    const accepted = acceptedValues(param);
    if (!accepted || sorted(accepted).join() !== sorted(choiceValues(field)).join()) {
      out.push(`${at}: choices ${sorted(choiceValues(field))} where the server accepts ${accepted ? sorted(accepted) : param.kind}`);
    }
  }
  return out;
}

/** Fixed params (listParams, createParams, an endpoint's own) are params the call accepts. */
function fixedDrift(fixed: Record<string, unknown> | undefined, params: Params, path: string): string[] {
  return Object.entries(fixed ?? {}).flatMap(([name, value]) => {
    const param = params[name];
    if (!param) return [`${name} (${path}): sent with every call, not a param`];
    const accepted = acceptedValues(param);
    return accepted && !accepted.map(String).includes(String(value)) ? [`${name} (${path}): ${String(value)} is not one of ${accepted}`] : [];
  });
}

function createDrift(def: ResourceDef): string[] {
  const endpoint = def.endpoints.create;
  const params = paramsOf(endpoint);
  if (!endpoint || !params) return [];
  const path = pathOf(endpoint);
  const sent = def.fields.filter((f) => f.form !== false && f.create !== false);
  return [
    ...fixedDrift({ ...def.createParams, ...(typeof endpoint === 'object' ? endpoint.params : {}) }, params, path),
    ...sent.flatMap((field) => {
      const param = params[field.source];
      if (!param) return [`${field.source} (${path}): sent by the create form, not a param`];
      const required = !param.optional && !param.nullable;
      const mismatch = Boolean(field.required) !== required ? [`${field.source} (${path}): required ${Boolean(field.required)} where the server's is ${required}`] : [];
      return [...mismatch, ...ruleDrift(field, param, path)];
    }),
  ];
}

/**
 * An update sends only the changed fields (and `always` those the call needs every time): the
 * rest are optional there, and a field the form may leave empty is one the call can clear (a
 * list by an empty list, anything else by null).
 */
function updateDrift(def: ResourceDef): string[] {
  const endpoint = def.endpoints.update;
  const params = paramsOf(endpoint);
  if (!endpoint || !params) return [];
  const path = pathOf(endpoint);
  const always = typeof endpoint === 'object' ? (endpoint.always ?? []) : [];
  const sent = def.fields.filter((f) => f.form !== false && f.edit !== false);
  return sent.flatMap((field) => {
    const param = params[field.source];
    if (!param) return [`${field.source} (${path}): sent by the edit form, not a param`];
    const out = ruleDrift(field, param, path);
    if (param.optional === always.includes(field.source)) out.push(`${field.source} (${path}): optional ${param.optional} on update`);
    const clearable = !field.required && !NEVER_CLEARED.has(field.type);
    const clears = param.nullable || param.kind === 'array';
    if (clears !== clearable) out.push(`${field.source} (${path}): the form ${clearable ? 'may clear it' : 'keeps it'}, the server ${clears ? 'clears it' : 'cannot clear it'}`);
    return out;
  });
}

/** A row action's own call takes the field it changes, by the field's rules, and needs it. */
function rowActionDrift(def: ResourceDef): string[] {
  return (def.rowActions ?? []).flatMap((action) => {
    const params = paramsOf(action.endpoint);
    const field = def.fields.find((f) => f.source === action.source);
    if (!action.endpoint || !params || !field) return [];
    const path = pathOf(action.endpoint);
    const param = params[field.source];
    if (!param) return [`${field.source} (${path}): changed by the ${action.type} action, not a param`];
    return [...(param.optional ? [`${field.source} (${path}): optional for the ${action.type} action`] : []), ...ruleDrift(field, param, path)];
  });
}

/**
 * Sorts and filters of a paged list. An array list (`listShape: 'array'`) is sorted and searched
 * in the browser: its call takes neither.
 */
function listDrift(def: ResourceDef): string[] {
  const endpoint = def.endpoints.list;
  const params = paramsOf(endpoint);
  if (!endpoint || !params) return [];
  const path = pathOf(endpoint);
  const out = fixedDrift(def.listParams, params, path);
  const filters = def.fields.filter((f) => f.filter);
  for (const field of filters) {
    const param = params[field.source];
    if (!param) out.push(`${field.source} (${path}): a filter, not a param`);
    else if (field.choices) out.push(...ruleDrift({ ...field, type: 'choice' }, param, path));
  }
  if (def.listShape === 'array') return out;
  const sorts = (params.sort?.values ?? []).map(String);
  for (const field of def.fields) {
    if (field.sortable && !sorts.includes(field.source)) out.push(`${field.source} (${path}): sortable, not a sort key`);
    if (!field.sortable && field.list !== false && sorts.includes(field.source)) out.push(`${field.source} (${path}): a sort key, not sortable in the list`);
  }
  if (def.defaultSort && !sorts.includes(def.defaultSort.field)) out.push(`${def.defaultSort.field} (${path}): the default sort, not a sort key`);
  return out;
}

/** Every call a declaration names is a call the server answers. */
function unknownCalls(def: ResourceDef): string[] {
  const paths = [
    ...Object.values(def.endpoints).map(pathOf),
    ...(def.rowActions ?? []).flatMap((a) => (a.endpoint ? [pathOf(a.endpoint)] : [])),
    ...(def.import ? [def.import.endpoint] : []),
  ];
  return paths.filter((p) => !findCall(p)).map((p) => `${p}: no such call`);
}

function drift(def: ResourceDef): string[] {
  return [...unknownCalls(def), ...createDrift(def), ...updateDrift(def), ...rowActionDrift(def), ...listDrift(def)];
}

describe('the hand-written declarations ask what the server accepts', () => {
  it('leave out only the declarations built from entity definitions', () => {
    expect(handWritten.length).toBeGreaterThan(5);
    for (const def of resources.filter((d) => !handWritten.includes(d))) {
      expect(shipped.some((d) => entityNames(d).route === def.route), def.name).toBe(true);
    }
  });

  it.each(handWritten.map((def) => [def.name, def] as const))('%s', (_name, def) => {
    expect(drift(def)).toEqual([]);
  });
});

describe('drift is caught', () => {
  const companies = handWritten.find((d) => d.name === 'companies')!;
  const spoil = (source: string, change: Partial<FieldDef>): ResourceDef => ({
    ...companies,
    fields: companies.fields.map((f) => (f.source === source ? { ...f, ...change } : f)),
  });

  it('in lengths, ranges, required flags, sorts and filters', () => {
    expect(drift(spoil('name', { maxLength: 65 }))).toEqual([
      'name (operate/company/create-account): maxLength 65 where the server asks 64',
      'name (operate/company/company-update): maxLength 65 where the server asks 64',
    ]);
    expect(drift(spoil('lat', { max: 91 }))).toContain('lat (operate/company/create-account): max 91 where the server asks 90');
    expect(drift(spoil('contact', { required: false }))).toContain('contact (operate/company/create-account): required false where the server\'s is true');
    expect(drift(spoil('contact', { sortable: true }))).toContain('contact (operate/company/company-list): sortable, not a sort key');
    expect(drift(spoil('staff_count', { sortable: false }))).toContain('staff_count (operate/company/company-list): a sort key, not sortable in the list');
    expect(drift(spoil('contact', { filter: true }))).toContain('contact (operate/company/company-list): a filter, not a param');
  });

  it('in the calls of row actions', () => {
    const users = handWritten.find((d) => d.name === 'systemUsers')!;
    const shorter = { ...users, fields: users.fields.map((f) => (f.source === 'password' ? { ...f, minLength: 8 } : f)) };
    expect(drift(shorter)).toContain('password (operate/auth/account-password-reset): minLength 8 where the server asks 12');
  });

  it('in choices', () => {
    const audit = handWritten.find((d) => d.name === 'auditLog')!;
    const fewer = { ...audit, fields: audit.fields.map((f) => (f.source === 'action' ? { ...f, choices: ['create'] } : f)) };
    expect(drift(fewer)[0]).toMatch(/^action \(operate\/audit\/log-list\): choices create where the server accepts/);
  });
});
