// Applies a definition: checks the document, plans the change, and runs the steps, stores the
// document and its version and writes its audit entry in one transaction (DDL is transactional
// on both databases), then puts the definitions in force in this process.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { recordChange, type AuditSource } from '../audit/record.js';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { ApiError, ErrorCode, invalid, invalidField } from '../http/errors.js';
import { DEFINITION_AUDIT, type EntityCatalog } from './catalog.js';
import { defaultProblems } from './defaults.js';
import { columnType, columnValue, readTable, referencedTable, wantedIndexes } from './introspect.js';
import { checkDefinition } from './language/check.js';
import { ADOPTED_BUILT_INS, childTable, entityNames, hasColumn, type EntityDefinition, type FieldDefinition } from './language/document.js';
import { createLinkIndex, runLinkStep } from './links.js';
import { writePermissions } from './permissions.js';
import { planChange, type Refusal, type Step } from './plan.js';
import { lacksValue } from './refusals.js';
import { fillComputed } from './records/computed.js';
import { createSearchIndex, dropSearchIndex } from './search-index.js';
import { versionTable } from './table-version.js';
import { holdDefinition, staleDefinition, writeVersion } from './versions.js';

export interface ApplyInput {
  /** The document as sent (checked here). */
  next: unknown;
  /** The stored version the change was made from; another one answers 2009 with the current document. */
  base_version?: number | undefined;
  /** Who applies it: an account, the command line's operator, or `shipped`. */
  author: string;
  confirm?: boolean | undefined;
  /** Plan only: answer the steps and refusals, change nothing. */
  dry_run?: boolean | undefined;
  /** A shipped file keeps its own version; a save counts from the stored one. */
  keepVersion?: boolean | undefined;
  /** One of the product's own files (entities/): the only way a listed built-in is first adopted. */
  shipped?: boolean | undefined;
  /** The call's request and caller, for the audit entry (default: the author, from this machine). */
  source?: AuditSource | undefined;
  /** Kept with the version in its history (a rollback's `rollback:<version>`). */
  note?: string | undefined;
}

export interface ApplyResult {
  name: string;
  version: number;
  steps: Step[];
  refusals: Refusal[];
  applied: boolean;
}

export interface StoredDefinition {
  name: string;
  version: number;
  document: EntityDefinition;
}

export async function storedDefinitions(db: Kysely<DB>): Promise<StoredDefinition[]> {
  const rows = await db.selectFrom('entity_definitions').select(['name', 'version', 'document']).orderBy('name').execute();
  return rows.map((r) => ({ name: r.name, version: r.version, document: JSON.parse(r.document) as EntityDefinition }));
}

export async function applyDefinition(db: Kysely<DB>, dialect: DialectName, input: ApplyInput, catalog?: EntityCatalog): Promise<ApplyResult> {
  const all = await storedDefinitions(db);
  const name = (input.next as { name?: unknown } | null)?.name;
  const others = all.filter((d) => d.name !== name).map((d) => d.document);
  const problems = checkDefinition(input.next, { others });
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const next = input.next as EntityDefinition;
  const defaults = defaultProblems(next);
  if (Object.keys(defaults).length > 0) throw invalid(defaults);
  const stored = all.find((d) => d.name === next.name);
  if (!stored) await assertOwnTable(db, dialect, next, input.shipped === true);
  if (input.base_version !== undefined && stored && input.base_version !== stored.version) throw await staleDefinition(db, next.name);
  const version = input.keepVersion ? next.version : (stored?.version ?? 0) + 1;
  const planInput = { stored: stored?.document, next, others, confirm: input.confirm === true };

  if (input.dry_run) {
    const plan = await planChange(db, dialect, planInput);
    return { name: next.name, version, steps: plan.steps, refusals: plan.refusals, applied: false };
  }
  // Inside a caller's transaction (an import of several files, all or nothing) it joins it.
  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  const result = await inTransaction(async (trx) => {
    await holdDefinition(trx, dialect, next.name);
    const now = await trx.selectFrom('entity_definitions').select('version').where('name', '=', next.name).executeTakeFirst();
    // Another save came first.
    if (now?.version !== stored?.version) throw await staleDefinition(trx, next.name);
    const plan = await planChange(trx, dialect, planInput);
    if (plan.refusals.length > 0) {
      throw new ApiError(ErrorCode.conflict, 'The change conflicts with records already stored.', undefined, { name: next.name, version, steps: plan.steps, refusals: plan.refusals });
    }
    const document: EntityDefinition = { ...plan.document, version };
    for (const step of plan.steps) await runStep(trx, dialect, step, document, others);
    const row = { version, document: JSON.stringify(document), updated_at: nowText(), updated_by: input.author };
    if (stored) {
      // PostgreSQL runs two saves side by side: the second finds the version moved on.
      const updated = await trx.updateTable('entity_definitions').set(row).where('name', '=', next.name).where('version', '=', stored.version).executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw await staleDefinition(trx, next.name);
    } else await trx.insertInto('entity_definitions').values({ name: next.name, ...row }).execute();
    await writeVersion(trx, { name: next.name, version, document: row.document, author: input.author, created_at: row.updated_at, note: input.note });
    // The saver's draft of it is done with.
    await trx.deleteFrom('entity_definition_drafts').where('name', '=', next.name).where('author', '=', input.author).execute();
    const source = input.source ?? { request: { ip: 'local', url: 'entities', routeOptions: {} }, auth: { userId: 0, account: input.author } };
    await recordChange(trx, source, { action: stored ? 'update' : 'create', resource: DEFINITION_AUDIT, recordId: null, name: next.name, before: stored?.document, after: document });
    return { name: next.name, version, steps: plan.steps, refusals: [], applied: true };
  });
  // Saved: a failed read is tried again at the catalog's next use, not answered as a failure.
  await catalog?.reload().catch(() => undefined);
  return result;
}

/** What a start does on its own: an index made again in the shape this server wants. */
const INDEX_STEPS: ReadonlySet<Step['kind']> = new Set(['drop-index', 'create-index']);

/**
 * Gives each stored definition's table the indexes this server wants (introspect.ts
 * wantedIndexes), as a save would, and nothing else: an upgrade that changes their shape reaches
 * the tables already there without a new version. Run at start, one instance at a time.
 */
export async function refreshIndexes(db: Kysely<DB>, dialect: DialectName, log: { info(msg: string): void }): Promise<void> {
  const all = await storedDefinitions(db);
  for (const { name, document } of all) {
    const others = all.filter((d) => d.name !== name).map((d) => d.document);
    const steps = await db.transaction().execute(async (trx) => {
      await holdDefinition(trx, dialect, name);
      const plan = await planChange(trx, dialect, { stored: document, next: document, others, confirm: false });
      const wanted = plan.steps.filter((step) => INDEX_STEPS.has(step.kind));
      for (const step of wanted) await runStep(trx, dialect, step, plan.document, others);
      return wanted;
    });
    if (steps.length > 0) log.info(`${name}: ${steps.map((step) => step.says).join(' ')}`);
  }
}

/**
 * A new entity makes its own table: a table already there is another's (a built-in's, or one
 * left by hand), and only a shipped file adopts one the server lists.
 */
async function assertOwnTable(db: Kysely<DB>, dialect: DialectName, next: EntityDefinition, shipped: boolean): Promise<void> {
  if (Object.hasOwn(ADOPTED_BUILT_INS, next.name)) {
    if (!shipped) throw invalidField('name', 'A built-in resource has this name.');
    return;
  }
  if ((await readTable(db, dialect, entityNames(next).table)).columns !== null) throw invalidField('name', 'A table of this name exists already.');
}

/** The field a step names: the entity's, or one of a list's fields on its child table. */
function fieldOf(doc: EntityDefinition, name: string | undefined, list?: string): FieldDefinition {
  const fields = list === undefined ? doc.fields : (doc.fields.find((f) => f.name === list)?.fields ?? []);
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`The plan names a field the definition lacks: ${name}`);
  return field;
}

async function runStep(trx: Kysely<DB>, dialect: DialectName, step: Step, doc: EntityDefinition, others: readonly EntityDefinition[]): Promise<void> {
  const { table } = step;
  const column = (field: FieldDefinition) => {
    const target = referencedTable(field, doc, others);
    return [field.name, sql.raw(columnType(field, dialect)), (c: ColumnDefinitionBuilder) => (target ? c.references(`${target}.id`) : c)] as const;
  };
  switch (step.kind) {
    case 'create-table': {
      if (step.list !== undefined) return createChildTable(trx, dialect, doc, fieldOf(doc, step.list));
      let builder = trx.schema.createTable(table);
      builder = dialect === 'postgres' ? builder.addColumn('id', 'serial', (c) => c.primaryKey()) : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      for (const field of doc.fields.filter(hasColumn)) builder = builder.addColumn(...column(field));
      await builder
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(sql`1`))
        .execute();
      await versionTable(trx, dialect, table);
      return;
    }
    case 'add-column':
      // Nullable, no default: neither database rewrites the table.
      await trx.schema.alterTable(table).addColumn(...column(fieldOf(doc, step.field, step.list))).execute();
      return;
    case 'drop-column':
      // SQLite drops no indexed column.
      for (const suffix of ['idx', 'key']) await trx.schema.dropIndex(`${table}_${step.field}_${suffix}`).ifExists().execute();
      await trx.schema.alterTable(table).dropColumn(step.field!).execute();
      return;
    case 'drop-index':
      await trx.schema.dropIndex(step.index!).ifExists().execute();
      return;
    case 'fill': {
      const field = fieldOf(doc, step.field, step.list);
      await sql`update ${sql.table(table)} set ${sql.ref(field.name)} = ${columnValue(field.default!)} where ${lacksValue(field)}`.execute(trx);
      return;
    }
    case 'create-links':
    case 'drop-links':
      await runLinkStep(trx, step, doc, others);
      return;
    case 'create-index': {
      const index = wantedIndexes(doc, dialect).find((i) => i.name === step.index);
      if (!index) return createLinkIndex(trx, table, step.index!);
      let builder = trx.schema.createIndex(index.name).on(table).columns(index.columns);
      if (index.unique) builder = builder.unique();
      await builder.execute();
      return;
    }
    case 'drop-search':
      await dropSearchIndex(trx, dialect, table);
      return;
    case 'create-search':
      await createSearchIndex(trx, dialect, doc);
      return;
    case 'compute':
      await fillComputed(trx, doc, table, fieldOf(doc, step.field));
      return;
    case 'retire':
      return;
    case 'permissions':
      await writePermissions(trx, doc);
      return;
  }
}

/** A list's child table: its rows in order under their record, one column per field of the list. */
async function createChildTable(trx: Kysely<DB>, dialect: DialectName, doc: EntityDefinition, list: FieldDefinition): Promise<void> {
  const table = childTable(doc, list);
  let builder = trx.schema.createTable(table);
  builder = dialect === 'postgres' ? builder.addColumn('id', 'serial', (c) => c.primaryKey()) : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  builder = builder.addColumn('parent_id', 'integer', (c) => c.notNull().references(`${entityNames(doc).table}.id`)).addColumn('position', 'integer', (c) => c.notNull());
  for (const field of list.fields ?? []) builder = builder.addColumn(field.name, sql.raw(columnType(field, dialect)));
  await builder.execute();
  await trx.schema.createIndex(`${table}_parent_id_idx`).on(table).column('parent_id').execute();
}
