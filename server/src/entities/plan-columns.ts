// The plan of one table's columns, for the entity's own table and each child table of its lists
// of items alike: fields removed (refused, or retired on confirm), columns added or made again,
// the rules the stored rows break, and the rows to fill.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { columnType, columnValue, type TableState } from './introspect.js';
import { computedKind, hasColumn, isLinkList, type FieldDefinition } from './language/document.js';
import { holdsValue, lacksValue, rowsWhere, ruleRefusals, type Refusal } from './refusals.js';
import type { Step, StepKind } from './plan.js';

export interface TablePlan {
  table: string;
  state: TableState;
  /** The fields the rows were kept to (none: a new entity or list), and the fields wanted, removed ones kept. */
  stored: readonly FieldDefinition[] | undefined;
  fields: readonly FieldDefinition[];
  confirm: boolean;
  /** For a child table: the `items` field whose rows it keeps. */
  list?: string | undefined;
  steps: Step[];
  refusals: Refusal[];
}

/** Same column type on both dialects (a type change keeps no values). */
const sameColumn = (a: FieldDefinition, b: FieldDefinition) => columnType(a, 'postgres') === columnType(b, 'postgres') && a.type === b.type && hasColumn(a) === hasColumn(b);

/** Fields the stored ones have and `next` leaves out: refused unless retired already, or on confirm. */
export async function plannedRemovals(p: TablePlan, next: readonly FieldDefinition[], rowsOf: (gone: FieldDefinition) => Promise<{ rows: number; ids: number[] }>): Promise<void> {
  for (const gone of p.stored?.filter((f) => !next.some((n) => n.name === f.name)) ?? []) {
    if (gone.retired || p.confirm) continue;
    const held = await rowsOf(gone);
    const name = p.list ? `${p.list}.${gone.name}` : gone.name;
    p.refusals.push({ field: name, kind: 'removed', ...held, message: `The field ${name} was removed from the definition.`, wayOut: 'Save again with confirm to retire it: its column and data stay, unseen.', fix: 'confirm' });
  }
}

/** The rows holding a value in a removed field's column (none without one). */
export const heldIn = (db: Kysely<DB>, p: TablePlan) => async (gone: FieldDefinition) => (p.state.columns?.has(gone.name) && hasColumn(gone) ? rowsWhere(db, p.table, holdsValue(gone)) : { rows: 0, ids: [] });

/** The steps and refusals of each field with a column in this table. */
export async function planColumns(db: Kysely<DB>, p: TablePlan, indexes: Set<string>): Promise<void> {
  const { table, state } = p;
  const step = (kind: StepKind, says: string, more: Partial<Step> = {}) => p.steps.push({ kind, table, says, ...(p.list && { list: p.list }), ...more });
  const columns = state.columns ?? new Set<string>();
  for (const field of p.fields) {
    const stored = p.stored?.find((f) => f.name === field.name);
    const place = p.list ? `${p.list}.${field.name}` : field.name;
    // Several references have a join table, not a column (links.ts plans it and its changes).
    if (isLinkList(field)) {
      if (field.retired && stored && !stored.retired) step('retire', `Retire the field ${place}: its join table and data stay.`, { field: field.name });
      continue;
    }
    // A join table's field becoming one value starts a new column.
    const before = stored && isLinkList(stored) ? undefined : stored;
    const exists = columns.has(field.name);
    if (before && (hasColumn(before) !== hasColumn(field) || (before.type === 'items') !== (field.type === 'items'))) {
      // A column becomes none (or a list, or a count), or the other way: no value is carried over.
      if (!before.retired || !field.retired) p.refusals.push({ field: place, kind: 'type', rows: 0, ids: [], message: `The type of ${place} changes from ${before.type} to ${field.type}.`, wayOut: null, fix: 'new-field' });
      continue;
    }
    if (!hasColumn(field)) continue;
    if (field.retired) {
      if (before && !before.retired) step('retire', `Retire the field ${place}: its column and data stay.`, { field: field.name });
      if (!exists && state.columns !== null) step('add-column', `Add the column ${field.name} (no values; instant at any size).`, { field: field.name });
      continue;
    }
    let columnKept = exists;
    if (exists && before && !sameColumn(before, field)) {
      const held = await rowsWhere(db, table, holdsValue(before));
      if (held.rows > 0) {
        p.refusals.push({ field: place, kind: 'type', ...held, message: `The type of ${place} changes from ${before.type} to ${field.type}, and rows hold values.`, wayOut: null, fix: 'new-field' });
        continue;
      }
      step('drop-column', `Drop the column ${field.name}, which holds no value, to add it again as ${field.type}.`, { field: field.name });
      // Its own indexes go with it; another field's that holds it (the default sort's column) first.
      for (const suffix of ['idx', 'key']) indexes.delete(`${table}_${field.name}_${suffix}`);
      for (const [index, held] of state.indexColumns) {
        if (!indexes.has(index) || !held.includes(field.name)) continue;
        step('drop-index', `Drop the index ${index}, which holds ${field.name}, to make it again.`, { index });
        indexes.delete(index);
      }
      columnKept = false;
    }
    if (!columnKept && state.columns !== null) step('add-column', `Add the column ${field.name} (nullable; instant at any size).`, { field: field.name });
    if (state.columns === null) continue;
    // Rows kept to the stored rules are checked for what changed; adopted columns for every rule.
    const rules = columnKept && before && !before.retired ? before : undefined;
    for (const refusal of await ruleRefusals(db, table, rules, field, columnKept)) {
      const named = { ...refusal, field: place };
      if (refusal.kind !== 'required' || !p.confirm || field.default === undefined) p.refusals.push(named);
      else if (field.unique && (refusal.rows > 1 || (columnKept && (await rowsWhere(db, table, sql`${sql.ref(field.name)} = ${columnValue(field.default)}`)).rows > 0))) {
        p.refusals.push({ ...named, kind: 'unique', message: `Filling the rows lacking ${field.name} with its default would repeat a unique value.`, wayOut: null, fix: 'edit-records' });
      } else step('fill', `Fill ${refusal.rows} rows lacking ${field.name} with its default (${String(field.default)}).`, { field: field.name });
    }
    await planComputed(db, table, field, columnKept, step);
  }
}

const COMPUTED_SAYS = { code: 'Number {n} rows lacking {field}, in id order.', createdBy: 'Fill who created {n} rows into {field}, from the audit log.', changedBy: 'Fill who last changed {n} rows into {field}, from the audit log.' } as const;

/** A computed column added to stored rows gets their values: codes, who created and changed them. */
async function planComputed(db: Kysely<DB>, table: string, field: FieldDefinition, columnKept: boolean, step: (kind: StepKind, says: string, more?: Partial<Step>) => void): Promise<void> {
  const kind = computedKind(field);
  if (kind !== 'code' && kind !== 'createdBy' && kind !== 'changedBy') return;
  // Who created a record is known once: rows with an empty column kept are left as they are.
  if (columnKept && kind !== 'code') return;
  const { rows } = await rowsWhere(db, table, columnKept ? lacksValue(field) : sql`1 = 1`);
  if (rows > 0) step('compute', COMPUTED_SAYS[kind].replace('{n}', String(rows)).replace('{field}', field.name), { field: field.name });
}
