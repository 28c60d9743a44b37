// Reads what a server call's zod body accepts, param by param, in the terms a console
// declaration uses: may it be absent, its length, range and choices. The validation helpers
// (server/src/http/validate.ts) wrap each schema in preprocess pipes, optional, nullable and
// defaults; this unwraps them down to the string, number, enum or union that holds the rules.
import type { z } from 'zod';

export interface ParamRule {
  /** The param may be left out (optional, or defaulted). */
  optional: boolean;
  /** Null or blank clears it. */
  nullable: boolean;
  kind: 'string' | 'number' | 'choice' | 'array' | 'object' | 'other';
  minLength?: number;
  maxLength?: number;
  patterns: RegExp[];
  min?: number;
  max?: number;
  integer?: boolean;
  /** An enum's values, or a union of literals (a flag is 0 and 1). */
  values?: readonly (string | number)[];
}

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: readonly { _zod: { def: CheckDef } }[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  options?: readonly z.ZodType[];
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function readChecks(rule: ParamRule, checks: Def['checks']): void {
  for (const { _zod } of checks ?? []) {
    const c = _zod.def;
    if (c.check === 'min_length') rule.minLength = Math.max(rule.minLength ?? 0, c.minimum!);
    else if (c.check === 'max_length') rule.maxLength = Math.min(rule.maxLength ?? Infinity, c.maximum!);
    else if (c.check === 'length_equals') rule.minLength = rule.maxLength = c.length!;
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern) rule.patterns.push(c.pattern);
    else if (c.check === 'number_format' && c.format?.endsWith('int')) rule.integer = true;
    else if (c.check === 'greater_than') rule.min = c.inclusive ? c.value! : c.value! + (rule.integer ? 1 : 0);
    else if (c.check === 'less_than') rule.max = c.inclusive ? c.value! : c.value! - (rule.integer ? 1 : 0);
  }
}

function readInto(rule: ParamRule, schema: z.ZodType): ParamRule {
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe':
      // preprocess: a transform feeding the schema; .transform(): the schema feeding a transform.
      return readInto(rule, defOf(def.out!).type === 'transform' ? def.in! : def.out!);
    case 'optional':
    case 'default':
    case 'prefault':
      rule.optional = true;
      return readInto(rule, def.innerType!);
    case 'nullable':
      rule.nullable = true;
      return readInto(rule, def.innerType!);
    case 'string':
      rule.kind = 'string';
      readChecks(rule, def.checks);
      return rule;
    case 'number':
      rule.kind = 'number';
      // The integer format comes first among the checks; read it before the bounds it adjusts.
      readChecks(rule, def.checks);
      return rule;
    case 'enum':
      rule.kind = 'choice';
      rule.values = Object.values(def.entries!);
      return rule;
    case 'literal':
      rule.kind = 'choice';
      rule.values = def.values as (string | number)[];
      return rule;
    case 'union': {
      const options = def.options!.map((o) => readInto(emptyRule(), o));
      if (options.every((o) => o.kind === 'choice')) {
        rule.kind = 'choice';
        rule.values = options.flatMap((o) => o.values ?? []);
      }
      return rule;
    }
    case 'array':
      rule.kind = 'array';
      readChecks(rule, def.checks);
      return rule;
    case 'object':
      rule.kind = 'object';
      return rule;
    default:
      return rule;
  }
}

const emptyRule = (): ParamRule => ({ optional: false, nullable: false, kind: 'other', patterns: [] });

/** What one param accepts. */
export function readParam(schema: z.ZodType): ParamRule {
  return readInto(emptyRule(), schema);
}

/** The params of a call's body (a z.object, possibly behind pipes), each read by readParam. */
export function readParams(body: z.ZodType): Record<string, ParamRule> {
  let def = defOf(body);
  while (def.type === 'pipe') def = defOf(defOf(def.out!).type === 'transform' ? def.in! : def.out!);
  if (def.type !== 'object' || !def.shape) throw new Error(`A call body is a ${def.type}, not an object.`);
  return Object.fromEntries(Object.entries(def.shape).map(([name, schema]) => [name, readParam(schema)]));
}
