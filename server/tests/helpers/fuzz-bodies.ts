// Request bodies made from a call's JSON Schema (as /api/openapi.json gives it): valid ones,
// near their bounds, and hostile ones (wrong types, huge and empty values, unknown fields,
// unicode, SQL and script text) for server/tests/fuzz.test.ts.
import fc from 'fast-check';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

type Arb = fc.Arbitrary<unknown>;

/** Text no server may choke on, and none it may run. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  "' OR '1'='1' --",
  '"; drop table companies; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%00',
  '\u0000',
  '\u202Eevil\u202C',
  '👩‍🚀🚀'.repeat(20),
  '中文字符'.repeat(50),
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'x'.repeat(100_000),
];

const HOSTILE_VALUES: unknown[] = [...HOSTILE_TEXT, null, true, -1, 0, 2 ** 53, -(2 ** 63), 1e308, -0.5, Number.MAX_SAFE_INTEGER, [], [1, 'a'], {}, { $ne: 1 }, JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown];

function text(schema: Schema): Arb {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 200);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => [...s].length >= min && [...s].length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), fc.constant('x'.repeat(Math.max(min, Math.min(schema.maxLength ?? 1, 2000)))));
}

function numeric(schema: Schema, integer: boolean): Arb {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e9);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e9);
  const bounds = fc.constantFrom(min, max);
  // Small values (ids that may exist) from the lower bound up: a filter on a fixed range would spin
  // for ever on a range it misses (a year from 1900).
  const low = Math.max(min, 1);
  const small = fc.integer({ min: low, max: Math.max(low, Math.min(max, low + 49)) });
  if (integer) return fc.oneof(bounds, fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) }), ...(low <= max ? [small] : []));
  return fc.oneof(bounds, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** A value the schema takes (its bounds among them). */
export function valid(schema: Schema, depth = 0): Arb {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => valid(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return numeric(schema, true);
    case 'number':
      return numeric(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valid(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return depth > 3 ? fc.constant({}) : object(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 100 }));
  }
}

function object(schema: Schema, depth: number): Arb {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, Arb> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = valid(property, depth + 1);
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
}

/** A body the schema may refuse: one field (or a new one) given a hostile value, or no body at all. */
export function hostile(schema: Schema): Arb {
  const keys = Object.keys(schema.properties ?? {});
  const replaced = keys.length === 0 ? fc.constant({}) : fc.tuple(valid(schema), fc.constantFrom(...keys), fc.constantFrom(...HOSTILE_VALUES)).map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  const extra = fc.tuple(valid(schema), fc.constantFrom('token', 'id', 'isAdmin', 'constructor', '__proto__', 'permissions'), fc.constantFrom(...HOSTILE_VALUES)).map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  return fc.oneof(replaced, extra, fc.constantFrom<unknown>({}, [], 'text', 42, null));
}
