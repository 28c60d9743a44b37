// Reading an entity's records: its table aliased `t`, and for each reference or city field the
// title of the record it points at (a left join, under displayKey(field)), answered only to a
// caller who may view that record (shownTo). Names of tables and columns come from checked
// definitions, never from a request.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Auth } from '../../http/auth.js';
import { withFileFacts } from '../../files/records.js';
import { mayViewTitles, TITLE_VIEW } from '../../records/titles.js';
import { BUILT_IN_TARGETS, displayKey, entityNames, liveFields, type BuiltInTarget, type EntityDefinition, type FieldDefinition } from '../language/document.js';

// The entity tables are made at run time: kysely's types know none of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

export const loose = (db: Kysely<DB>): AnyDb => db as unknown as AnyDb;

/** The table a reference or city field points at, and the column naming its records. */
export interface Target {
  table: string;
  title: string;
  /** The permission that shows its titles (null: anyone's). */
  view: string | null;
  /** The entity it belongs to; none for cities and built-in targets. */
  entity?: EntityDefinition;
}

export function targetOf(field: FieldDefinition, definitions: readonly EntityDefinition[]): Target | undefined {
  if (field.type === 'city') return { table: 'cities', title: 'name', view: TITLE_VIEW.cities };
  if (field.type !== 'reference' || !field.reference) return undefined;
  const name = field.reference.entity;
  const builtIn = BUILT_IN_TARGETS[name as BuiltInTarget] as (typeof BUILT_IN_TARGETS)[BuiltInTarget] | undefined;
  if (builtIn) return { table: builtIn.table, title: builtIn.display, view: TITLE_VIEW[builtIn.table] };
  const entity = definitions.find((d) => d.name === name);
  return entity ? { table: entityNames(entity).table, title: entity.recordTitle, view: `${entityNames(entity).permission}:view`, entity } : undefined;
}

/** The display keys of the links whose titles `auth` may not read. */
function hiddenTitles(auth: Auth, d: EntityDefinition, definitions: readonly EntityDefinition[]): string[] {
  return liveFields(d)
    .filter((field) => {
      const target = isLink(field) ? targetOf(field, definitions) : undefined;
      return target !== undefined && !mayViewTitles(auth, target.view);
    })
    .map(displayKey);
}

/** Records as `auth` may read them: a link's title null where it may not view the target (the id stays). */
export function shownTo<R extends Record<string, unknown>>(auth: Auth, records: R[], d: EntityDefinition, definitions: readonly EntityDefinition[]): R[] {
  const hidden = hiddenTitles(auth, d, definitions);
  if (hidden.length === 0) return records;
  return records.map((record) => ({ ...record, ...Object.fromEntries(hidden.map((key) => [key, null])) }));
}

export const isLink = (field: FieldDefinition) => field.type === 'reference' || field.type === 'city';

/** The records of the entity, before any column is chosen: filters, counts and pages start here. */
export function selectRecords(db: AnyDb, d: EntityDefinition): AnySelect {
  return db.selectFrom(`${entityNames(d).table} as t`);
}

/** The answer's columns: id, every live field, each link's title, created_at, updated_at, version. */
export function withRecordColumns(query: AnySelect, d: EntityDefinition, definitions: readonly EntityDefinition[]): AnySelect {
  const column = (ref: string, as: string) => sql.ref(ref).as(as);
  const columns = [column('t.id', 'id')];
  let out = query;
  liveFields(d).forEach((field, i) => {
    columns.push(column(`t.${field.name}`, field.name));
    const target = isLink(field) ? targetOf(field, definitions) : undefined;
    if (!target) return;
    const alias = `r${i}`;
    out = out.leftJoin(`${target.table} as ${alias}`, `${alias}.id`, `t.${field.name}`);
    columns.push(column(`${alias}.${target.title}`, displayKey(field)));
  });
  for (const name of ['created_at', 'updated_at', 'version']) columns.push(column(`t.${name}`, name));
  return out.select(columns);
}

/** PostgreSQL answers numeric columns as text: every number field answers a number. */
export function toRecord(row: Record<string, unknown>, d: EntityDefinition): Record<string, unknown> {
  const out = { ...row };
  for (const field of liveFields(d)) {
    const value = out[field.name];
    if (field.type === 'number' && typeof value === 'string') out[field.name] = Number(value);
  }
  return out;
}

export async function findRecord(db: AnyDb, d: EntityDefinition, definitions: readonly EntityDefinition[], id: number) {
  const row = await withRecordColumns(selectRecords(db, d), d, definitions).where('t.id', '=', id).executeTakeFirst();
  return row ? (await withFileFacts(db, d, [toRecord(row as Record<string, unknown>, d)]))[0] : undefined;
}

/** The record's title, as the audit log and the delete messages name it. */
export const titleOf = (record: Record<string, unknown>, d: EntityDefinition): string => String(record[d.recordTitle] ?? '');
