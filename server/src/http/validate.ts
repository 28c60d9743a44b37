// Input validation on top of zod. Form bodies carry strings only, so every helper here
// accepts the form spelling ("12", "1", "") as well as JSON values, and words its errors
// as short sentences that i18n.ts can translate. Unknown fields are dropped.
import { z } from 'zod';
import { invalid, type FieldErrors } from './errors.js';

export const REQUIRED = 'This field is required.';
export const PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const MAX_ID = 2_147_483_647;

const INT_TEXT = /^[+-]?\d+$/;
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const NO_NUL = /^[^\0]*$/;

const isBlank = (x: unknown): boolean => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** Missing values say "required"; values of the wrong kind say `message`. */
const typeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED : message;

function numberish(pattern: RegExp) {
  return (x: unknown): unknown => {
    if (typeof x !== 'string') return x;
    const s = x.trim();
    if (s === '') return undefined;
    return pattern.test(s) ? Number(s) : x;
  };
}

function textish(x: unknown): unknown {
  if (typeof x === 'string') return x.trim();
  if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  return x;
}

export interface RangeOptions {
  min?: number;
  max?: number;
}

function int({ min, max }: RangeOptions = {}) {
  let schema = z.number({ error: typeError('Must be a whole number.') }).int('Must be a whole number.');
  if (min !== undefined) schema = schema.min(min, `Must be at least ${min}.`);
  if (max !== undefined) schema = schema.max(max, `Must be at most ${max}.`);
  return z.preprocess(numberish(INT_TEXT), schema);
}

function number({ min, max }: RangeOptions = {}) {
  let schema = z.number({ error: typeError('Must be a number.') });
  if (min !== undefined) schema = schema.min(min, `Must be at least ${min}.`);
  if (max !== undefined) schema = schema.max(max, `Must be at most ${max}.`);
  return z.preprocess(numberish(NUMBER_TEXT), schema);
}

/** A record id: a positive integer that fits an INTEGER column. */
function id() {
  return int({ min: 1, max: MAX_ID });
}

export interface TextOptions {
  /** Minimum length after trimming; 0 allows an empty string. Default 1 (required). */
  min?: number;
  /** A RegExp of the code's own, or a definition's compiled pattern (entities/language/pattern.ts). */
  pattern?: { test(value: string): boolean };
  patternMessage?: string;
}

/** Trimmed text of at most `max` characters. */
function text(max: number, { min = 1, pattern, patternMessage }: TextOptions = {}) {
  // A length that fails aborts the checks after it: no pattern ever reads a value longer than `max`.
  const abort = true;
  let schema = z.string({ error: typeError('Must be text.') });
  if (min > 0) schema = schema.min(1, { message: REQUIRED, abort });
  if (min > 1) schema = schema.min(min, { message: `Must be at least ${min} characters.`, abort });
  schema = schema.max(max, { message: `Must be at most ${max} characters.`, abort });
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  schema = schema.regex(NO_NUL, 'Has an invalid format.');
  // A RegExp stays a zod regex check, which the console's tests read back (declarations-match-server).
  if (pattern instanceof RegExp) schema = schema.regex(pattern, patternMessage ?? 'Has an invalid format.');
  else if (pattern) schema = schema.refine((s) => pattern.test(s), patternMessage ?? 'Has an invalid format.');
  return z.preprocess(textish, schema);
}

function phone() {
  return text(20, { pattern: PHONE_PATTERN, patternMessage: 'Must be a valid phone number.' });
}

/** A login name: 3-32 letters, digits and . _ @ - */
function account() {
  return text(32, { min: 3, pattern: ACCOUNT_PATTERN, patternMessage: 'Use only letters, digits and the characters . _ @ -' });
}

/** Passwords are not trimmed: spaces are part of them. */
function password() {
  return z
    .string({ error: typeError('Must be text.') })
    .min(1, REQUIRED)
    .min(8, 'Must be at least 8 characters.')
    .max(64, 'Must be at most 64 characters.');
}

/** A password or code to check, not to set: presence and size only (old passwords may predate today's rules). */
function currentPassword() {
  return z.string({ error: typeError('Must be text.') }).min(1, REQUIRED).max(128, 'Must be at most 128 characters.');
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const message = `Must be one of: ${values.join(', ')}.`;
  return z.preprocess((x) => (typeof x === 'string' ? x.trim() || undefined : x), z.enum(values, { error: typeError(message) }));
}

/** 0 or 1; also accepts true/false. */
function flag() {
  return z.preprocess(
    (x) => {
      if (x === true || x === 'true') return 1;
      if (x === false || x === 'false') return 0;
      return numberish(INT_TEXT)(x);
    },
    z.union([z.literal(0), z.literal(1)], { error: typeError('Must be 0 or 1.') }),
  );
}

/** A calendar date `YYYY-MM-DD`. */
function date() {
  return text(10, { pattern: DATE_TEXT, patternMessage: 'Must be a date (YYYY-MM-DD).' }).refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const day = new Date(y, m - 1, d);
    return day.getFullYear() === y && day.getMonth() === m - 1 && day.getDate() === d;
  }, 'Must be a date (YYYY-MM-DD).');
}

/** A list of ids, from `ids[]=1&ids[]=2`, a JSON array or a single value; duplicates dropped. */
function idList(maxItems = 1000) {
  return z
    .preprocess(
      (x) => {
        if (x === undefined) return undefined;
        const items = Array.isArray(x) ? x : [x];
        return items.filter((item) => !isBlank(item));
      },
      z.array(id(), { error: typeError('Must be a list.') }).max(maxItems, `Must have at most ${maxItems} items.`),
    )
    .transform((ids) => [...new Set(ids)]);
}

/** Optional: absent, null or blank means "not given" (undefined). */
function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((x) => (isBlank(x) ? undefined : x), schema.optional());
}

/** For clearable fields: absent -> undefined (unchanged), blank or null -> null (cleared). */
function nullable<S extends z.ZodType>(schema: S) {
  return z.preprocess((x) => (x === undefined ? undefined : isBlank(x) ? null : x), schema.nullable().optional());
}

/** Optional with a fallback value when absent or blank. */
function withDefault<S extends z.ZodType>(schema: S, fallback: z.output<S>) {
  return optional(schema).transform((x) => (x === undefined ? fallback : x) as z.output<S>);
}

export const v = { int, number, id, text, phone, account, password, currentPassword, oneOf, flag, date, idList, optional, nullable, withDefault };

/** Form keys like `ids[]` become `ids`; anything but an object body is rejected. */
export function normalizeBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid({}, 'The request body must be an object.');
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    // Keys that could reach an object's prototype are never fields.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (key.endsWith('[]')) out[key.slice(0, -2)] = Array.isArray(value) ? value : [value];
    else if (!(key in out)) out[key] = value;
  }
  return out;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    // A list of rows inside the body (an entity's items) names the place in it: `checks.2.name`.
    const place = issue.code === 'custom' ? (issue.params as { place?: unknown } | undefined)?.place : undefined;
    const field = typeof place === 'string' ? place : issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Validates a request body; throws 2001 with `data.fields` on the first problem of each field. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(normalizeBody(body));
  if (result.success) return result.data;
  throw invalid(fieldErrors(result.error));
}
