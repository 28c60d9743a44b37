// The values of `multiple` references, in their join tables (../links.ts): read beside the
// records (ids ascending, their titles under the display key), written as the set a call gives,
// filtered by "has any of", and checked to point at records of the target.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { displayKey, isLinkList, liveFields, type EntityDefinition, type FieldDefinition } from '../language/document.js';
import { linkTable } from '../links.js';
import { loose, ofTarget, targetOf, type AnyDb, type AnySelect } from './query.js';

type Row = Record<string, unknown>;

export const multipleFields = (d: EntityDefinition): FieldDefinition[] => liveFields(d).filter(isLinkList);

/** Records with each multiple field's ids and titles (a title-less target answers the ids alone). */
export async function withLinks<R extends Row>(db: AnyDb, d: EntityDefinition, definitions: readonly EntityDefinition[], records: R[]): Promise<R[]> {
  const fields = multipleFields(d);
  if (fields.length === 0 || records.length === 0) return records;
  const ids = records.map((r) => Number(r.id));
  const out = records.map((r) => ({ ...r }) as Row);
  for (const field of fields) {
    const target = targetOf(field, definitions);
    let query = db.selectFrom(`${linkTable(d, field)} as l`).select(['l.record_id', 'l.target_id']).where('l.record_id', 'in', ids);
    if (target) query = query.leftJoin(`${target.table} as x`, 'x.id', 'l.target_id').select(sql.ref(`x.${target.title}`).as('title'));
    const rows = (await query.orderBy('l.target_id').execute()) as { record_id: unknown; target_id: unknown; title?: unknown }[];
    for (const record of out) {
      const mine = rows.filter((row) => Number(row.record_id) === Number(record.id));
      record[field.name] = mine.map((row) => Number(row.target_id));
      record[displayKey(field)] = mine.map((row) => (row.title === undefined || row.title === null ? null : String(row.title)));
    }
  }
  return out as R[];
}

/** The values without the multiple fields (the table's own columns), and those fields' id lists. */
export function splitLinks(d: EntityDefinition, values: Row): { columns: Row; links: Map<FieldDefinition, number[]> } {
  const columns = { ...values };
  const links = new Map<FieldDefinition, number[]>();
  for (const field of multipleFields(d)) {
    const value = columns[field.name];
    delete columns[field.name];
    // null clears, as on every other field.
    if (value !== undefined) links.set(field, Array.isArray(value) ? (value as number[]) : []);
  }
  return { columns, links };
}

/** Makes each field's set of ids the one given: removes the others, adds the new ones. */
export async function writeLinks(trx: Kysely<DB>, d: EntityDefinition, id: number, links: Map<FieldDefinition, number[]>): Promise<void> {
  for (const [field, ids] of links) {
    const table = linkTable(d, field);
    let gone = loose(trx).deleteFrom(table).where('record_id', '=', id);
    if (ids.length > 0) gone = gone.where('target_id', 'not in', ids);
    await gone.execute();
    const kept = await loose(trx).selectFrom(table).select('target_id').where('record_id', '=', id).execute();
    const have = new Set(kept.map((row) => Number(row.target_id)));
    const added = ids.filter((target) => !have.has(target));
    if (added.length > 0) await loose(trx).insertInto(table).values(added.map((target) => ({ record_id: id, target_id: target }))).execute();
  }
}

/** A delete takes its links with it (the foreign key cascades too, where the database enforces it). */
export async function deleteLinks(trx: Kysely<DB>, d: EntityDefinition, id: number): Promise<void> {
  for (const field of d.fields.filter(isLinkList)) await loose(trx).deleteFrom(linkTable(d, field)).where('record_id', '=', id).execute();
}

/** The ids of `ids` that are no record of the field's target. */
export async function missingTargets(trx: Kysely<DB>, field: FieldDefinition, definitions: readonly EntityDefinition[], ids: readonly number[]): Promise<number[]> {
  const target = targetOf(field, definitions);
  if (!target || ids.length === 0) return [];
  const found = await ofTarget(loose(trx).selectFrom(target.table).select('id').where('id', 'in', [...ids]), target).execute();
  const present = new Set(found.map((row) => Number(row.id)));
  return ids.filter((id) => !present.has(id));
}

/** "Has any of": records linked to at least one of `ids` (the join table's target index finds them). */
export function linkedToAny(query: AnySelect, d: EntityDefinition, field: FieldDefinition, ids: readonly number[]): AnySelect {
  const table = sql.table(linkTable(d, field));
  return query.where(sql<boolean>`exists (select 1 from ${table} l where l.target_id in (${sql.join([...ids])}) and l.record_id = t.id)`);
}

/** Whether any record of `d` links to record `id` of the entity `target` (a delete waits for none). */
export async function linksTo(trx: Kysely<DB>, d: EntityDefinition, target: string, id: number): Promise<boolean> {
  for (const field of liveFields(d).filter((f) => isLinkList(f) && f.reference?.entity === target)) {
    if (await loose(trx).selectFrom(linkTable(d, field)).select('record_id').where('target_id', '=', id).limit(1).executeTakeFirst()) return true;
  }
  return false;
}
