/**
 * A draft carried onto the version published meanwhile: what the draft changed from the version
 * it was made from is applied to theirs, key by key (fields matched by name); where both changed
 * the same key, the draft's value wins, as the diff shown before showed.
 */
type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function merge(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const out: Json = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = merge(base[key], mine[key], theirs[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  return mine;
}

const byName = (fields: unknown) => new Map((Array.isArray(fields) ? fields : []).filter(isObject).map((f) => [String(f.name), f] as const));

/** The fields in the draft's order, with theirs added meanwhile after them; each merged by name. */
function mergeFields(base: unknown, mine: unknown, theirs: unknown): Json[] {
  const [b, m, t] = [byName(base), byName(mine), byName(theirs)];
  const names = [...m.keys(), ...[...t.keys()].filter((name) => !m.has(name) && !b.has(name))];
  return names.map((name) => merge(b.get(name), m.get(name), t.get(name))).filter(isObject);
}

export function rebaseDraft<T>(base: unknown, mine: T, theirs: unknown): T {
  const merged = merge(base, mine, theirs) as Json;
  return { ...merged, fields: mergeFields((base as Json)?.fields, (mine as Json)?.fields, (theirs as Json)?.fields) } as T;
}
