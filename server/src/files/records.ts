// Files in records: a create or update names only files uploaded for that entity and field (by
// the caller, or held by this record already), which it then holds; files it lets go are loose
// from then on (purge.ts). A record answers each file field's files under `<name>_files`.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { liveFields, type EntityDefinition, type FieldDefinition } from '../entities/language/document.js';
import { fileIdsOf, FILE_ID, isFileField } from '../entities/language/file-fields.js';
import { invalid, type FieldErrors } from '../http/errors.js';
import { IMAGE_ADDRESS } from './values.js';

type Fields = Record<string, unknown>;

const fileFields = (d: EntityDefinition) => liveFields(d).filter(isFileField);
export const filesKey = (field: Pick<FieldDefinition, 'name'>) => `${field.name}_files`;

/** 2001 at each file field whose value names a file it may not hold. */
export async function checkFileValues(trx: Kysely<DB>, d: EntityDefinition, userId: number, values: Fields, before?: Fields): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of fileFields(d)) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    // An image's address from before uploads: kept, never given anew.
    if (typeof value === 'string' && !FILE_ID.test(value) && !value.startsWith('[')) {
      if (!(IMAGE_ADDRESS.test(value) && before?.[field.name] === value)) errors[field.name] = 'Upload the picture: an address stays only where it is stored already.';
      continue;
    }
    const ids = fileIdsOf(value);
    if (ids.length === 0) continue;
    const rows = await trx.selectFrom('files').select(['id', 'entity', 'field', 'record_id', 'uploaded_by']).where('id', 'in', ids).execute();
    const mayHold = (id: string) => {
      const row = rows.find((r) => r.id === id);
      if (!row || row.entity !== d.name || row.field !== field.name) return false;
      return row.record_id === null ? row.uploaded_by === userId : before !== undefined && row.record_id === before.id;
    };
    if (!ids.every(mayHold)) errors[field.name] = 'The file was not uploaded for this field.';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The record `id` holds the files its values name; those its old values named and these do not are loose. */
export async function holdFiles(trx: Kysely<DB>, d: EntityDefinition, id: number, values: Fields, before?: Fields): Promise<void> {
  for (const field of fileFields(d)) {
    if (values[field.name] === undefined) continue;
    const held = fileIdsOf(values[field.name]);
    const dropped = fileIdsOf(before?.[field.name]).filter((old) => !held.includes(old));
    if (held.length > 0) await trx.updateTable('files').set({ record_id: id, loose_since: null }).where('id', 'in', held).execute();
    if (dropped.length > 0) await trx.updateTable('files').set({ record_id: null, loose_since: nowText() }).where('id', 'in', dropped).where('record_id', '=', id).execute();
  }
}

/**
 * Each file field's value as the API answers it (a list with `multiple`), and its files' facts
 * under `<name>_files`: id, name, size, type and whether a thumbnail exists.
 */
export async function withFileFacts<R extends Fields>(db: Kysely<DB>, d: EntityDefinition, records: R[]): Promise<R[]> {
  const fields = fileFields(d);
  if (fields.length === 0 || records.length === 0) return records;
  const ids = [...new Set(records.flatMap((r) => fields.flatMap((f) => fileIdsOf(r[f.name]))))];
  const rows = ids.length === 0 ? [] : await db.selectFrom('files').select(['id', 'name', 'size', 'content_type', 'thumbnail']).where('id', 'in', ids).execute();
  const facts = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, size: Number(r.size), type: r.content_type, thumbnail: r.thumbnail === 1 }]));
  return records.map((record) => {
    const out: Fields = { ...record };
    for (const field of fields) {
      const held = fileIdsOf(record[field.name]);
      if (field.multiple) out[field.name] = record[field.name] === null || record[field.name] === undefined ? null : held;
      out[filesKey(field)] = held.flatMap((id) => facts.get(id) ?? []);
    }
    return out as R;
  });
}

/** Values as their columns hold them: a `multiple` field's list as JSON text (a restore writes an entry's values back). */
export function storedFileValues(d: EntityDefinition, values: Fields): Fields {
  const out = { ...values };
  for (const field of fileFields(d)) if (field.multiple && Array.isArray(out[field.name])) out[field.name] = JSON.stringify(out[field.name]);
  return out;
}
