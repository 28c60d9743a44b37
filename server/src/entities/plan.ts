// Plans a definition change: what to do to the database (steps) and what the stored rows forbid
// (refusals). Nothing is written here; apply.ts runs the steps.
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { isGeneratedIndex, readTable, wantedIndexes } from './introspect.js';
import { childTable, entityNames, hasColumn, isLinkList, type EntityDefinition } from './language/document.js';
import { planLinks, recordsLinked } from './links.js';
import { permissionsPlanned } from './permissions.js';
import { heldIn, planColumns, plannedRemovals, type TablePlan } from './plan-columns.js';
import { planItems, rowsWithItems } from './plan-items.js';
import type { Refusal } from './refusals.js';
import { indexedColumns, searchIndexOf, searchIndexStale } from './search-index.js';

export type { Refusal } from './refusals.js';

export type StepKind =
  | 'create-table'
  | 'drop-search'
  | 'add-column'
  | 'drop-column'
  | 'drop-links'
  | 'drop-index'
  | 'fill'
  | 'compute'
  | 'create-links'
  | 'create-index'
  | 'create-search'
  | 'retire'
  | 'permissions';

/** One thing to do; apply.ts runs it from these facts and the document. */
export interface Step {
  kind: StepKind;
  table: string;
  field?: string;
  /** A child table's step: the `items` field whose rows it keeps (`field` is then one of its fields). */
  list?: string;
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
const ORDER: readonly StepKind[] = ['create-table', 'drop-search', 'drop-index', 'drop-column', 'drop-links', 'add-column', 'fill', 'compute', 'create-links', 'create-index', 'create-search', 'retire', 'permissions'];

const sameColumns = (had: readonly (string | null)[] | undefined, want: readonly string[]) => had !== undefined && had.length === want.length && had.every((c, i) => c === want[i]);

/**
 * Fields the stored definition has and `next` leaves out: kept, retired, so their data stays
 * (`only`: those already retired, which leaving out never takes away).
 */
export function keepRemovedFields(stored: EntityDefinition | undefined, next: EntityDefinition, only: 'all' | 'retired' = 'all'): EntityDefinition {
  const left = (stored?.fields ?? []).filter((f) => !next.fields.some((n) => n.name === f.name) && (only === 'all' || f.retired === true));
  return left.length === 0 ? next : { ...next, fields: [...next.fields, ...left.map((f) => ({ ...f, retired: true }))] };
}

export async function planChange(db: Kysely<DB>, dialect: DialectName, input: PlanInput): Promise<Plan> {
  const { stored, next } = input;
  const table = entityNames(next).table;
  const state = await readTable(db, dialect, table);
  const steps: Step[] = [];
  const refusals: Refusal[] = [];
  const step = (kind: StepKind, says: string, more: Partial<Step> = {}) => steps.push({ kind, table, says, ...more });
  const own: TablePlan = { table, state, stored: stored?.fields, fields: [], confirm: input.confirm === true, steps, refusals };

  // Fields left out of the document: refused, or retired on confirm (the document keeps them).
  await plannedRemovals(own, next.fields, async (gone) =>
    gone.type === 'items' ? rowsWithItems(db, dialect, table, childTable(next, gone)) : isLinkList(gone) ? recordsLinked(db, next, gone) : heldIn(db, own)(gone),
  );
  const kept = keepRemovedFields(stored, next, input.confirm ? 'all' : 'retired');
  if (state.columns === null) step('create-table', `Create the table ${table}.`);
  const indexes = new Set(state.indexes);
  // Multiple references have no column: their join tables are planned apart (links.ts).
  const links = await planLinks(db, dialect, stored, kept, state.columns);
  steps.push(...links.steps);
  refusals.push(...links.refusals);
  await planColumns(db, { ...own, fields: kept.fields }, indexes);
  const document = await planItems(db, dialect, stored, kept, own);

  const wanted = wantedIndexes(document, dialect);
  const fieldColumns = [...document.fields.filter(hasColumn).map((f) => f.name), 'created_at'];
  for (const index of indexes) {
    const want = wanted.find((w) => w.name === index);
    if (!want && isGeneratedIndex(index, table, fieldColumns)) step('drop-index', `Drop the index ${index}, which the definition no longer wants.`, { index });
    // Another default sort: the filters' indexes are made again in its order.
    else if (want && !sameColumns(state.indexColumns.get(index), want.columns)) {
      step('drop-index', `Drop the index ${index} to make it again on ${want.columns.join(', ')}.`, { index });
      indexes.delete(index);
    }
  }
  const cost = state.columns === null ? '' : ' (reads every row: seconds to minutes on a large table)';
  for (const index of wanted) {
    if (indexes.has(index.name)) continue;
    const on = index.columns.length > 1 ? ` on ${index.columns.join(', ')}` : '';
    step('create-index', `Create the ${index.unique ? 'unique ' : ''}index ${index.name}${on}${cost}.`, { index: index.name, field: index.column });
  }
  const searched = state.columns === null ? null : await indexedColumns(db, dialect, table);
  const rebuilt = steps.some((s) => s.kind === 'drop-column' && !s.list && searched?.includes(s.field!));
  if (rebuilt || searchIndexStale(document, searched)) {
    if (searched !== null) step('drop-search', `Drop the keyword index over ${searched.join(', ')}.`);
    step('create-search', `Create the keyword index over ${searchIndexOf(document).columns.join(', ')}${cost}.`);
  }

  if (await permissionsPlanned(db, document)) step('permissions', `Write the permission rows of ${entityNames(document).permission}.`);
  steps.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return { steps, refusals, document };
}
