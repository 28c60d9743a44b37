/**
 * What differs between two definition documents, as `npm run entities -- diff` tells it: the
 * entity's keys, then field by field (matched by name, never by position), each change at its
 * place with the value before and after.
 */
export interface Change {
  /** `labels.name.es`, `fields.cost.max`, `fields.cost` (the whole field added or removed). */
  place: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// The version counts saves: it always differs and says nothing of the change.
const IGNORED = new Set(['version', '$schema']);

function walk(before: unknown, after: unknown, place: string, out: Change[]): void {
  if (same(before, after)) return;
  if (before === undefined) return void out.push({ place, kind: 'added', after });
  if (after === undefined) return void out.push({ place, kind: 'removed', before });
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) walk(before[key], after[key], `${place}.${key}`, out);
    return;
  }
  out.push({ place, kind: 'changed', before, after });
}

const named = (fields: unknown): Map<string, Json> =>
  new Map((Array.isArray(fields) ? fields : []).filter(isObject).map((f) => [String(f.name), f] as const));

export function diffDefinitions(before: unknown, after: unknown): Change[] {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const out: Change[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (IGNORED.has(key) || key === 'fields') continue;
    walk(a[key], b[key], key, out);
  }
  const was = named(a.fields);
  const now = named(b.fields);
  for (const name of new Set([...was.keys(), ...now.keys()])) walk(was.get(name), now.get(name), `fields.${name}`, out);
  const order = (m: Map<string, Json>) => [...m.keys()].filter((name) => was.has(name) && now.has(name));
  if (!same(order(was), order(now))) out.push({ place: 'fields', kind: 'changed', before: order(was), after: order(now) });
  return out;
}

/** A value as one short line. */
export function shown(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
