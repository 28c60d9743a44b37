// A record's `items` fields (docs/ENTITIES.md, "Rows of items"): lists of small rows with their
// own fields, kept in a child table per field (`<table>__<field>`: id, parent_id, position and
// one column per field). The API takes and answers each list whole inside the record; a
// problem names its place (`checks.2.name`); an update replaces the list, keeping the rows
// that name their `id`.
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { invalid, type FieldErrors } from '../../http/errors.js';
import type { Language } from '../../http/i18n.js';
import { REQUIRED, v } from '../../http/validate.js';
import { childTable, liveFields, type EntityDefinition, type FieldDefinition } from '../language/document.js';
import { defaultOf, valueSchema } from './input.js';
import { loose } from './query.js';

export type ItemRow = Record<string, unknown> & { id?: number };
type Lists = Record<string, ItemRow[]>;

export const itemFields = (d: EntityDefinition) => liveFields(d).filter((f) => f.type === 'items');
const ownFields = (field: FieldDefinition) => (field.fields ?? []).filter((f) => !f.retired);
export const NO_SUCH_ROW = 'Names no row of this record.';

/** The rows of a list as sent, checked field by field: the rows, or the problems by place. */
function parseRows(field: FieldDefinition, value: unknown, lang: Language): { rows: ItemRow[]; problems: FieldErrors } {
  const problems: FieldErrors = {};
  if (!Array.isArray(value)) return { rows: [], problems: { [field.name]: 'Must be a list.' } };
  if (value.length > (field.max ?? 0)) problems[field.name] = `Must have at most ${field.max} items.`;
  if (field.required && value.length === 0) problems[field.name] = REQUIRED;
  const shape: Record<string, z.ZodType> = { id: v.optional(v.id()) };
  for (const own of ownFields(field)) {
    const schema = valueSchema(own, lang);
    shape[own.name] = own.default !== undefined ? v.withDefault(schema, defaultOf(own)) : own.required ? schema : v.nullable(schema);
  }
  const row = z.object(shape);
  const rows = value.map((item, i) => {
    const parsed = row.safeParse(typeof item === 'object' && item !== null && !Array.isArray(item) ? item : undefined);
    if (parsed.success) return parsed.data as ItemRow;
    for (const issue of parsed.error.issues) problems[[field.name, i, ...issue.path].join('.')] ??= issue.message;
    return {};
  });
  return { rows, problems };
}

/**
 * The body schema of an items field: a list of rows (absent: none on create, unchanged on an
 * update; null clears it on an update). Each problem carries its place (validate.ts reads it).
 */
export function itemsSchema(field: FieldDefinition, lang: Language, mode: 'create' | 'update'): z.ZodType {
  return z.unknown().optional().transform((value, ctx) => {
    if (value === undefined && mode === 'update') return undefined;
    const { rows, problems } = parseRows(field, value ?? [], lang);
    for (const [place, message] of Object.entries(problems)) ctx.issues.push({ code: 'custom', message, input: value, params: { place } });
    return rows;
  });
}

/** Each record's lists, rows in order, for these records (ids). */
export async function readItems(db: Kysely<DB>, d: EntityDefinition, ids: readonly number[]): Promise<Map<number, Lists>> {
  const out = new Map<number, Lists>(ids.map((id) => [id, {}]));
  for (const field of itemFields(d)) {
    for (const lists of out.values()) lists[field.name] = [];
    if (ids.length === 0) continue;
    const columns = ['id', 'parent_id', ...ownFields(field).map((f) => f.name)];
    const rows = await loose(db).selectFrom(childTable(d, field)).select(columns).where('parent_id', 'in', ids).orderBy('parent_id').orderBy('position').execute();
    for (const row of rows) {
      const { parent_id: parent, ...rest } = row as ItemRow & { parent_id: number };
      for (const own of ownFields(field)) if (own.type === 'number' && typeof rest[own.name] === 'string') rest[own.name] = Number(rest[own.name]);
      out.get(Number(parent))?.[field.name]!.push({ ...rest, id: Number(rest.id) });
    }
  }
  return out;
}

/**
 * Writes the lists a create or update sent (absent ones stay): rows naming an id of this record
 * are updated in their new place, rows without one added, the record's other rows removed.
 */
export async function writeItems(trx: Kysely<DB>, d: EntityDefinition, parentId: number, values: Record<string, unknown>): Promise<void> {
  const errors: FieldErrors = {};
  const lists = itemFields(d).filter((f) => values[f.name] !== undefined);
  const kept = new Map<string, Set<number>>();
  for (const field of lists) {
    const existing = await loose(trx).selectFrom(childTable(d, field)).select('id').where('parent_id', '=', parentId).execute();
    const ids = new Set(existing.map((r) => Number(r.id)));
    kept.set(field.name, ids);
    ((values[field.name] ?? []) as ItemRow[]).forEach((row, i) => {
      if (row.id !== undefined && !ids.has(row.id)) errors[`${field.name}.${i}.id`] = NO_SUCH_ROW;
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  for (const field of lists) {
    const table = childTable(d, field);
    const rows = (values[field.name] ?? []) as ItemRow[];
    const sentIds = new Set(rows.map((r) => r.id).filter((id) => id !== undefined));
    const gone = [...kept.get(field.name)!].filter((id) => !sentIds.has(id));
    if (gone.length > 0) await loose(trx).deleteFrom(table).where('id', 'in', gone).execute();
    for (const [position, { id, ...row }] of rows.entries()) {
      const columns = Object.fromEntries(ownFields(field).map((f) => [f.name, row[f.name] ?? null]));
      if (id !== undefined) await loose(trx).updateTable(table).set({ ...columns, position }).where('id', '=', id).execute();
      else await loose(trx).insertInto(table).values({ ...columns, parent_id: parentId, position }).execute();
    }
  }
}

/** The lists a write sent, out of the values its own table takes. */
export function splitItems(d: EntityDefinition, values: Record<string, unknown>): { own: Record<string, unknown>; lists: Record<string, unknown> } {
  const names = new Set(itemFields(d).map((f) => f.name));
  const own: Record<string, unknown> = {};
  const lists: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) (names.has(key) ? lists : own)[key] = value;
  return { own, lists };
}

/** A deleted record's rows go with it, retired lists' too (their tables stay). */
export async function deleteItems(trx: Kysely<DB>, d: EntityDefinition, parentId: number): Promise<void> {
  for (const field of d.fields.filter((f) => f.type === 'items')) await loose(trx).deleteFrom(childTable(d, field)).where('parent_id', '=', parentId).execute();
}
