// What differs between two versions of a definition, for people: the entity's own keys by
// place (`labels.name.en`), then its fields by name (added, removed, changed key by key, moved).
import type { EntityDefinition } from './language/document.js';

export interface Difference {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** Where: a place in the document, or `field <name>`. */
  place: string;
  says: string;
}

type Json = unknown;
const show = (value: Json) => (value === undefined ? '(none)' : JSON.stringify(value));

/** A keyed list's item as a whole, so that a new or dropped choice is one change, not one per word. */
class Item {
  constructor(readonly value: Json) {}
}

/**
 * The leaves of a value by place. A list of choices is keyed by value (a new choice is one
 * change, not a shift of every index); other lists are one leaf.
 */
function leaves(value: Json, place: string, out: Map<string, Json>): Map<string, Json> {
  if (Array.isArray(value)) {
    const byValue = value.every((item) => typeof (item as { value?: unknown } | null)?.value === 'string');
    if (!byValue || value.length === 0) out.set(place, value);
    else
      for (const item of value as { value: string }[]) {
        out.set(`${place}.${item.value}`, new Item(item));
        leaves(item, `${place}.${item.value}`, out);
      }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, place ? `${place}.${key}` : key, out);
  } else out.set(place, value);
  return out;
}

function compareLeaves(before: Json, after: Json, prefix: string): Difference[] {
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const found: Difference[] = [];
  const whole: string[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const [x, y] = [a.get(key), b.get(key)];
    if (whole.some((item) => key.startsWith(`${item}.`))) continue;
    if (x instanceof Item || y instanceof Item) {
      if (x instanceof Item && y instanceof Item) continue; // its leaves tell what changed
      whole.push(key);
      found.push({ kind: x instanceof Item ? 'removed' : 'added', place: `${prefix}${key}`, says: JSON.stringify(((x ?? y) as Item).value) });
      continue;
    }
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    const kind = x === undefined ? 'added' : y === undefined ? 'removed' : 'changed';
    found.push({ kind, place: `${prefix}${key}`, says: kind === 'changed' ? `${show(x)} → ${show(y)}` : show(x ?? y) });
  }
  return found;
}

/** The differences from `before` (none: a new entity) to `after`; the version and $schema aside. */
export function compareDefinitions(before: EntityDefinition | undefined, after: EntityDefinition): Difference[] {
  if (!before) return [{ kind: 'added', place: after.name, says: `a new entity with ${after.fields.length} fields` }];
  const own = ({ fields: _f, version: _v, $schema: _s, ...rest }: EntityDefinition) => rest;
  const found = compareLeaves(own(before), own(after), '');
  const names = (d: EntityDefinition) => d.fields.map((f) => f.name);
  for (const field of after.fields) {
    const old = before.fields.find((f) => f.name === field.name);
    if (!old) found.push({ kind: 'added', place: `field ${field.name}`, says: `${field.type}${field.retired ? ', retired' : ''}` });
    else for (const change of compareLeaves(old, field, `field ${field.name}: `)) found.push(change);
  }
  for (const field of before.fields) if (!names(after).includes(field.name)) found.push({ kind: 'removed', place: `field ${field.name}`, says: field.type });
  const kept = names(after).filter((name) => names(before).includes(name));
  const wasOrder = names(before).filter((name) => kept.includes(name));
  if (kept.join() !== wasOrder.join()) found.push({ kind: 'moved', place: 'fields', says: `order now ${kept.join(', ')}` });
  return found;
}
