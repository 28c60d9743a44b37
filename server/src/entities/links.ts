// A `multiple` reference keeps its values in a join table of its own, `<table>__<field>`
// (record_id, target_id), keyed by both and indexed by target_id first, so that the list filter
// "has any of" reads the index. Planned here beside the entity's table: made, checked against
// the database, and refused when a field turns single or multiple while records hold values.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { readTable, referencedTable } from './introspect.js';
import { entityNames, isLinkList, type EntityDefinition, type FieldDefinition } from './language/document.js';
import { rowsWhere, type Refusal } from './refusals.js';

export const linkTable = (d: Pick<EntityDefinition, 'name' | 'table'>, field: Pick<FieldDefinition, 'name'>) => `${entityNames(d).table}__${field.name}`;
export const linkIndex = (table: string) => `${table}_target_idx`;

/** What planLinks adds to a plan: its steps (in the plan's kinds) and refusals. */
export interface LinkPlan {
  steps: { kind: 'create-links' | 'drop-links' | 'drop-column' | 'create-index'; table: string; field: string; index?: string; says: string }[];
  refusals: Refusal[];
}

/** The records holding a value of a multiple field: their count and first ids. */
export function recordsLinked(db: Kysely<DB>, d: EntityDefinition, field: FieldDefinition) {
  return rowsWhere(db, entityNames(d).table, sql`id in (select record_id from ${sql.table(linkTable(d, field))})`);
}

/**
 * The join tables of `document` (with the stored definition before it): made where missing, with
 * their index; dropped where a field turns single with none of its records linked; the refusals
 * of a change between single and multiple while records hold values.
 */
export async function planLinks(db: Kysely<DB>, dialect: DialectName, stored: EntityDefinition | undefined, document: EntityDefinition, columns: Set<string> | null): Promise<LinkPlan> {
  const table = entityNames(document).table;
  const plan: LinkPlan = { steps: [], refusals: [] };
  for (const field of document.fields) {
    const before = stored?.fields.find((f) => f.name === field.name);
    const links = linkTable(document, field);
    if (!isLinkList(field)) {
      if (!before || !isLinkList(before) || (await readTable(db, dialect, links)).columns === null) continue;
      const held = await recordsLinked(db, document, field);
      if (held.rows > 0) plan.refusals.push(turnRefusal(field, held, 'single'));
      else plan.steps.push({ kind: 'drop-links', table: links, field: field.name, says: `Drop the join table ${links}, which holds no value.` });
      continue;
    }
    if (columns?.has(field.name)) {
      // A single reference before: its column gives way to the join table, if it holds nothing.
      const held = await rowsWhere(db, table, sql`${sql.ref(field.name)} is not null`);
      if (held.rows > 0) plan.refusals.push(turnRefusal(field, held, 'multiple'));
      else plan.steps.push({ kind: 'drop-column', table, field: field.name, says: `Drop the column ${field.name}, which holds no value: its values move to ${links}.` });
    }
    const state = await readTable(db, dialect, links);
    if (state.columns === null) plan.steps.push({ kind: 'create-links', table: links, field: field.name, says: `Create the join table ${links}.` });
    if (!state.indexes.has(linkIndex(links))) {
      const cost = state.columns === null ? '' : ' (reads every row: seconds to minutes on a large table)';
      plan.steps.push({ kind: 'create-index', table: links, field: field.name, index: linkIndex(links), says: `Create the index ${linkIndex(links)}${cost}.` });
    }
    if (field.required && !field.retired && !before?.required && columns !== null) {
      // A new join table holds no value for any record yet.
      const lacking = await rowsWhere(db, table, state.columns === null ? sql`1 = 1` : sql`id not in (select record_id from ${sql.table(links)})`);
      if (lacking.rows > 0) plan.refusals.push({ field: field.name, kind: 'required', ...lacking, message: `${field.name} becomes required, and some rows hold no value.`, wayOut: 'Give those records a value first, or keep the field optional.', fix: 'edit-records' });
    }
  }
  return plan;
}

function turnRefusal(field: FieldDefinition, held: { rows: number; ids: number[] }, to: 'single' | 'multiple'): Refusal {
  const message = to === 'multiple' ? `${field.name} changes from one reference to several, and ${held.rows} rows hold values.` : `${field.name} changes from several references to one, and ${held.rows} rows hold values.`;
  return { field: field.name, kind: 'multiple', ...held, message, wayOut: 'Clear those values first, or add a new field (and retire this one).', fix: 'edit-records' };
}

/** Runs a join table's step: made with its key and the foreign keys of both sides, or dropped. */
export async function runLinkStep(trx: Kysely<DB>, step: { kind: string; table: string; field?: string | undefined }, doc: EntityDefinition, others: readonly EntityDefinition[]): Promise<void> {
  if (step.kind === 'drop-links') {
    await trx.schema.dropTable(step.table).execute();
    return;
  }
  const field = doc.fields.find((f) => f.name === step.field)!;
  const target = referencedTable(field, doc, others);
  await trx.schema
    .createTable(step.table)
    .addColumn('record_id', 'integer', (c) => c.notNull().references(`${entityNames(doc).table}.id`).onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => (target ? c.notNull().references(`${target}.id`) : c.notNull()))
    .addPrimaryKeyConstraint(`${step.table}_pkey`, ['record_id', 'target_id'])
    .execute();
}

export async function createLinkIndex(trx: Kysely<DB>, table: string, index: string): Promise<void> {
  await trx.schema.createIndex(index).on(table).columns(['target_id', 'record_id']).execute();
}
