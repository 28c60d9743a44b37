// The plan of a definition's lists of items: each `items` field keeps its rows in a child table
// (`<table>__<field>`), made, added to and checked like the entity's own (plan-columns.ts), and
// a lower `max` is refused while a record has more rows.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { readTable } from './introspect.js';
import { childTable, type EntityDefinition } from './language/document.js';
import { heldIn, planColumns, plannedRemovals, type TablePlan } from './plan-columns.js';
import { keepRemovedFields } from './plan.js';
import { rowsWhere } from './refusals.js';

/** The records of `table` with rows in `child` (none while it does not exist). */
export async function rowsWithItems(db: Kysely<DB>, dialect: DialectName, table: string, child: string, more = 0) {
  if ((await readTable(db, dialect, child)).columns === null) return { rows: 0, ids: [] };
  return rowsWhere(db, table, sql`(select count(*) from ${sql.table(child)} c where c.parent_id = ${sql.ref(`${table}.id`)}) > ${more}`);
}

/** Plans each list's table; answers the document with the list fields each left out kept, retired (on confirm). */
export async function planItems(db: Kysely<DB>, dialect: DialectName, stored: EntityDefinition | undefined, next: EntityDefinition, own: TablePlan): Promise<EntityDefinition> {
  const fields = [];
  for (const field of next.fields) {
    const before = stored?.fields.find((f) => f.name === field.name && f.type === 'items');
    if (field.type !== 'items' || (before === undefined && stored?.fields.some((f) => f.name === field.name))) {
      fields.push(field);
      continue;
    }
    const table = childTable(next, field);
    const state = await readTable(db, dialect, table);
    const plan: TablePlan = { ...own, table, state, stored: before?.fields, fields: [], list: field.name };
    await plannedRemovals(plan, field.fields ?? [], heldIn(db, plan));
    const kept = keepRemovedFields(before && { ...stored!, fields: before.fields ?? [] }, { ...next, fields: field.fields ?? [] }, own.confirm ? 'all' : 'retired').fields;
    if (state.columns === null) own.steps.push({ kind: 'create-table', table, list: field.name, says: `Create the table ${table} for the rows of ${field.name}.` });
    await planColumns(db, { ...plan, fields: kept }, new Set(state.indexes));
    if (before?.max !== undefined && field.max !== undefined && field.max < before.max && !field.retired) {
      const held = await rowsWithItems(db, dialect, own.table, table, field.max);
      if (held.rows > 0) own.refusals.push({ field: field.name, kind: 'max', ...held, message: `Some records have more than ${field.max} rows of ${field.name}.`, wayOut: 'Remove rows from those records first, or keep the higher max.', fix: 'edit-records' });
    }
    fields.push({ ...field, fields: kept });
  }
  return { ...next, fields };
}
