// Plans a definition change: what to do to the database (steps) and what the stored rows forbid
// (refusals). Nothing is written here; apply.ts runs the steps.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { planLinks, recordsLinked } from './links.js';
import { columnType, columnValue, isGeneratedIndex, readTable, wantedIndexes } from './introspect.js';
import { entityNames, type EntityDefinition, type FieldDefinition } from './language/document.js';
import { permissionsPlanned } from './permissions.js';
import { holdsValue, rowsWhere, ruleRefusals, type Refusal } from './refusals.js';
import { indexedColumns, searchIndexOf, searchIndexStale } from './search-index.js';

export type { Refusal } from './refusals.js';

export type StepKind = 'create-table' | 'drop-search' | 'add-column' | 'drop-column' | 'drop-links' | 'drop-index' | 'fill' | 'create-links' | 'create-index' | 'create-search' | 'retire' | 'permissions';

/** One thing to do; apply.ts runs it from these facts and the document. */
export interface Step {
  kind: StepKind;
  table: string;
  field?: string;
  index?: string;
  /** One line for people. */
  says: string;
}

export interface PlanInput {
  stored?: EntityDefinition | undefined;
  next: EntityDefinition;
  /** The other definitions in force (the steps' references name their tables). */
  others: readonly EntityDefinition[];
  /** Take the ways out the refusals offer: retire removed fields, fill rows with defaults. */
  confirm?: boolean;
}

export interface Plan {
  steps: Step[];
  refusals: Refusal[];
  /** The document to store: `next`, with the fields it left out kept as retired (on confirm). */
  document: EntityDefinition;
}

// The keyword index goes before a column it reads can be dropped, and comes back once all are there.
const ORDER: readonly StepKind[] = ['create-table', 'drop-search', 'drop-index', 'drop-column', 'drop-links', 'add-column', 'fill', 'create-links', 'create-index', 'create-search', 'retire', 'permissions'];

/**
 * Fields the stored definition has and `next` leaves out: kept, retired, so their data stays
 * (`only`: those already retired, which leaving out never takes away).
 */
export function keepRemovedFields(stored: EntityDefinition | undefined, next: EntityDefinition, only: 'all' | 'retired' = 'all'): EntityDefinition {
  const left = (stored?.fields ?? []).filter((f) => !next.fields.some((n) => n.name === f.name) && (only === 'all' || f.retired === true));
  return left.length === 0 ? next : { ...next, fields: [...next.fields, ...left.map((f) => ({ ...f, retired: true }))] };
}

const sameColumns = (had: readonly (string | null)[] | undefined, want: readonly string[]) => had !== undefined && had.length === want.length && had.every((c, i) => c === want[i]);

/** Same column type on both dialects (a type change keeps no values). */
const sameColumn = (a: FieldDefinition, b: FieldDefinition) => columnType(a, 'postgres') === columnType(b, 'postgres') && a.type === b.type;

export async function planChange(db: Kysely<DB>, dialect: DialectName, input: PlanInput): Promise<Plan> {
  const { stored, next } = input;
  const table = entityNames(next).table;
  const state = await readTable(db, dialect, table);
  const steps: Step[] = [];
  const refusals: Refusal[] = [];
  const step = (kind: StepKind, says: string, more: Partial<Step> = {}) => steps.push({ kind, table, says, ...more });

  // Fields left out of the document: refused, or retired on confirm.
  const alreadyRetired = (name: string) => stored?.fields.find((f) => f.name === name)?.retired === true;
  for (const gone of stored?.fields.filter((f) => !next.fields.some((n) => n.name === f.name)) ?? []) {
    // On confirm the document keeps it, retired (below).
    if (alreadyRetired(gone.name) || input.confirm) continue;
    const held = gone.multiple ? await recordsLinked(db, next, gone) : state.columns?.has(gone.name) ? await rowsWhere(db, table, holdsValue(gone)) : { rows: 0, ids: [] };
    refusals.push({ field: gone.name, kind: 'removed', ...held, message: `The field ${gone.name} was removed from the definition.`, wayOut: 'Save again with confirm to retire it: its column and data stay, unseen.' });
  }
  const document = keepRemovedFields(stored, next, input.confirm ? 'all' : 'retired');

  if (state.columns === null) {
    step('create-table', `Create the table ${table}.`);
  }
  const columns = state.columns ?? new Set<string>();
  const indexes = new Set(state.indexes);
  // Multiple references have no column: their join tables are planned apart (links.ts).
  const links = await planLinks(db, dialect, stored, document, state.columns);
  steps.push(...links.steps);
  refusals.push(...links.refusals);
  for (const field of document.fields) {
    const before = stored?.fields.find((f) => f.name === field.name);
    if (field.multiple) {
      if (field.retired && before && !before.retired) step('retire', `Retire the field ${field.name}: its join table and data stay.`, { field: field.name });
      continue;
    }
    const exists = columns.has(field.name);
    if (field.retired) {
      if (before && !before.retired) step('retire', `Retire the field ${field.name}: its column and data stay.`, { field: field.name });
      if (!exists && state.columns !== null) step('add-column', `Add the column ${field.name} (no values; instant at any size).`, { field: field.name });
      continue;
    }
    let columnKept = exists;
    if (exists && before && !before.multiple && !sameColumn(before, field)) {
      const held = await rowsWhere(db, table, holdsValue(before));
      if (held.rows > 0) {
        refusals.push({ field: field.name, kind: 'type', ...held, message: `The type of ${field.name} changes from ${before.type} to ${field.type}, and rows hold values.`, wayOut: null });
        continue;
      }
      step('drop-column', `Drop the column ${field.name}, which holds no value, to add it again as ${field.type}.`, { field: field.name });
      // Its own indexes go with it; another field's that holds it (the default sort's column) first.
      for (const suffix of ['idx', 'key']) indexes.delete(`${table}_${field.name}_${suffix}`);
      for (const [index, columns] of state.indexColumns) {
        if (!indexes.has(index) || !columns.includes(field.name)) continue;
        step('drop-index', `Drop the index ${index}, which holds ${field.name}, to make it again.`, { index });
        indexes.delete(index);
      }
      columnKept = false;
    }
    if (!columnKept && state.columns !== null) step('add-column', `Add the column ${field.name} (nullable; instant at any size).`, { field: field.name });
    // Rows kept to the stored rules are checked for what changed; adopted columns for every rule.
    const rules = columnKept && before && !before.retired ? before : undefined;
    const found = state.columns === null ? [] : await ruleRefusals(db, table, rules, field, columnKept);
    for (const refusal of found) {
      if (refusal.kind !== 'required' || !input.confirm || field.default === undefined) refusals.push(refusal);
      else if (field.unique && (refusal.rows > 1 || (columnKept && (await rowsWhere(db, table, sql`${sql.ref(field.name)} = ${columnValue(field.default)}`)).rows > 0))) {
        refusals.push({ ...refusal, kind: 'unique', message: `Filling the rows lacking ${field.name} with its default would repeat a unique value.`, wayOut: null });
      } else step('fill', `Fill ${refusal.rows} rows lacking ${field.name} with its default (${String(field.default)}).`, { field: field.name });
    }
  }

  const wanted = wantedIndexes(document);
  const fieldColumns = [...document.fields.map((f) => f.name), 'created_at'];
  for (const index of indexes) {
    const want = wanted.find((w) => w.name === index);
    if (!want && isGeneratedIndex(index, table, fieldColumns)) step('drop-index', `Drop the index ${index}, which the definition no longer wants.`, { index });
    // Another default sort: the filters' indexes are made again in its order.
    else if (want && !sameColumns(state.indexColumns.get(index), want.columns)) {
      step('drop-index', `Drop the index ${index} to make it again on ${want.columns.join(', ')}.`, { index });
      indexes.delete(index);
    }
  }
  for (const index of wanted) {
    if (indexes.has(index.name)) continue;
    const cost = state.columns === null ? '' : ' (reads every row: seconds to minutes on a large table)';
    const on = index.columns.length > 1 ? ` on ${index.columns.join(', ')}` : '';
    step('create-index', `Create the ${index.unique ? 'unique ' : ''}index ${index.name}${on}${cost}.`, { index: index.name, field: index.column });
  }

  const searched = state.columns === null ? null : await indexedColumns(db, dialect, table);
  const rebuilt = steps.some((s) => s.kind === 'drop-column' && searched?.includes(s.field!));
  if (rebuilt || searchIndexStale(document, searched)) {
    if (searched !== null) step('drop-search', `Drop the keyword index over ${searched.join(', ')}.`);
    const cost = state.columns === null ? '' : ' (reads every row: seconds to minutes on a large table)';
    step('create-search', `Create the keyword index over ${searchIndexOf(document).columns.join(', ')}${cost}.`);
  }

  if (await permissionsPlanned(db, document)) step('permissions', `Write the permission rows of ${entityNames(document).permission}.`);
  steps.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return { steps, refusals, document };
}
