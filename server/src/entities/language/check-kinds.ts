// The checks of the field types the server fills or keeps apart (docs/ENTITIES.md, "Computed
// values" and "Rows of items"): a `computed` field says what is computed and takes no key a
// form or a write would read; an `items` field lists its own fields, of a few plain types.
import { Checker, isObject, type Json } from './checker.js';
import { childTable, COMPUTED_KINDS, entityNames, ITEM_FIELD_TYPES, MAX_ITEMS, type EntityDefinition } from './document.js';

/** Keys that say how a value is written: a computed field is never written. */
const WRITTEN_KEYS = ['required', 'unique', 'default', 'form', 'create', 'edit', 'requiredIf', 'compare'] as const;
const CODE_PREFIX = /^[A-Za-z0-9_./-]{0,20}$/;
/** An `items` field's own fields take these keys. */
const ITEM_KEYS = new Set(['name', 'type', 'label', 'required', 'minLength', 'maxLength', 'min', 'max', 'decimals', 'pattern', 'choices', 'default', 'retired']);

function checkCount(c: Checker, spec: Json, place: string, others: readonly EntityDefinition[], selfName: string, selfFields: readonly unknown[]): void {
  c.unknownKeys(spec, new Set(['kind', 'entity', 'field']), place);
  const fields = spec.entity === selfName ? selfFields : others.find((o) => o.name === spec.entity)?.fields;
  if (typeof spec.entity !== 'string' || !fields) return c.add(`${place}.entity`, 'Names no entity.');
  const field = fields.find((f): f is Json => isObject(f) && f.name === spec.field);
  if (!field || field.type !== 'reference' || !isObject(field.reference) || field.reference.entity !== selfName) c.add(`${place}.field`, 'Names no reference field of that entity pointing at this one.');
}

/** A `computed` field: its `computed` key, and none of the keys of a written value. */
export function checkComputed(c: Checker, f: Json, place: string, others: readonly EntityDefinition[], selfName: string, selfFields: readonly unknown[]): void {
  if (f.type !== 'computed') {
    if (f.computed !== undefined) c.add(`${place}.computed`, 'Only computed fields say what is computed.');
    return;
  }
  for (const key of WRITTEN_KEYS) if (f[key] !== undefined) c.add(`${place}.${key}`, 'The server fills a computed field: it takes no value.');
  const spec = f.computed;
  if (!isObject(spec)) return c.add(`${place}.computed`, 'A computed field says what is computed.');
  const at = `${place}.computed`;
  c.oneOf(spec.kind, COMPUTED_KINDS, `${at}.kind`);
  if (spec.kind === 'count') {
    checkCount(c, spec, at, others, selfName, selfFields);
    // Counted when read, never stored: there is no column to order or filter by.
    for (const key of ['sort', 'filter', 'search'] as const) if (f[key] !== undefined && f[key] !== false) c.add(`${place}.${key}`, 'A count is not stored: it is neither sorted, filtered nor searched.');
  } else if (spec.kind === 'code') {
    c.unknownKeys(spec, new Set(['kind', 'prefix', 'digits']), at);
    if (typeof spec.prefix !== 'string' || !CODE_PREFIX.test(spec.prefix)) c.add(`${at}.prefix`, 'Use at most 20 letters, digits and . _ - /');
    if (spec.digits === undefined) c.add(`${at}.digits`, 'This field is required.');
    c.integer(spec.digits, `${at}.digits`, 1, 12);
  } else {
    c.unknownKeys(spec, new Set(['kind']), at);
    if (f.search !== undefined && f.search !== false) c.add(`${place}.search`, 'Only text fields are searched.');
  }
}

/** An `items` field: at most `max` rows, each with its own fields (`checkSub` checks one as a field). */
export function checkItems(c: Checker, f: Json, place: string, checkSub: (sub: unknown, place: string) => void): void {
  if (f.type !== 'items') {
    if (f.fields !== undefined) c.add(`${place}.fields`, 'Only items fields have fields of their own.');
    return;
  }
  for (const key of ['unique', 'default', 'filter', 'sort', 'search', 'requiredIf', 'compare'] as const) if (f[key] !== undefined) c.add(`${place}.${key}`, 'A list of items does not take this key.');
  if (f.max === undefined) c.add(`${place}.max`, 'Give the most rows a record may have.');
  c.integer(f.max, `${place}.max`, 1, MAX_ITEMS);
  const fields = Array.isArray(f.fields) ? f.fields : [];
  if (fields.length === 0) return c.add(`${place}.fields`, 'A list of items needs at least one field.');
  if (fields.length > 20) c.add(`${place}.fields`, 'Must have at most 20 items.');
  const seen = new Set<unknown>();
  fields.forEach((sub: unknown, i: number) => {
    const at = `${place}.fields.${i}`;
    checkSub(sub, at);
    if (!isObject(sub)) return;
    c.unknownKeys(sub, ITEM_KEYS, at);
    if (!(ITEM_FIELD_TYPES as readonly unknown[]).includes(sub.type)) c.add(`${at}.type`, `Must be one of: ${ITEM_FIELD_TYPES.join(', ')}.`);
    // A row's own columns: parent_id and position are the child table's.
    if (sub.name === 'parent_id' || sub.name === 'position') c.add(`${at}.name`, 'This name is reserved.');
    if (seen.has(sub.name)) c.add(`${at}.name`, 'Is given twice.');
    seen.add(sub.name);
  });
  if (!fields.some((sub: unknown) => isObject(sub) && sub.retired !== true)) c.add(`${place}.fields`, 'A list of items needs at least one field.');
}

/** PostgreSQL's longest name (63), less the child table's index suffix `_parent_id_idx`. */
const MAX_CHILD_TABLE = 63 - '_parent_id_idx'.length;

/** A list's child table is a name of its own: no other entity's table, and one the database keeps whole. */
export function checkChildTables(c: Checker, doc: Json, fields: readonly unknown[], others: readonly EntityDefinition[]): void {
  if (typeof doc.name !== 'string') return;
  const tables = new Set(others.map((o) => entityNames(o).table));
  fields.forEach((f, i) => {
    if (!isObject(f) || f.type !== 'items' || typeof f.name !== 'string') return;
    const table = childTable({ name: doc.name as string }, { name: f.name });
    if (tables.has(table)) c.add(`fields.${i}.name`, 'Another entity keeps its records in this list\'s table.');
    else if (table.length > MAX_CHILD_TABLE) c.add(`fields.${i}.name`, `The list's table (${table}) is longer than the database takes: shorten this name or the entity's.`);
  });
}
