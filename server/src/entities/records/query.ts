// Reading an entity's records: its table aliased `t`, and for each reference or city field the
// title of the record it points at (a left join, under displayKey(field)), answered only to a
// caller who may view that record (shownTo). Names of tables and columns come from checked
// definitions, never from a request.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Auth } from '../../http/auth.js';
import { withFileFacts } from '../../files/records.js';
import { mayViewTitles, TITLE_VIEW } from '../../records/titles.js';
import { itemFields, readItems } from './items.js';
import { withLinks } from './links.js';
import { BUILT_IN_TARGETS, computedKind, displayKey, entityNames, hasColumn, liveFields, type BuiltInTarget, type EntityDefinition, type FieldDefinition } from '../language/document.js';

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
  /** A column its records have set (an account of one kind: `company_id`); the others are not its records. */
  owner?: string;
}

/** `query` kept to the target's records (`alias`: the target's table in it). */
export function ofTarget(query: AnySelect, target: Target, alias = target.table): AnySelect {
  return target.owner ? query.where(sql.ref(`${alias}.${target.owner}`), 'is not', null) : query;
}

export function targetOf(field: FieldDefinition, definitions: readonly EntityDefinition[]): Target | undefined {
  if (field.type === 'city') return { table: 'cities', title: 'name', view: TITLE_VIEW.cities };
  if (field.type !== 'reference' || !field.reference) return undefined;
  const name = field.reference.entity;
  const builtIn = BUILT_IN_TARGETS[name as BuiltInTarget] as (typeof BUILT_IN_TARGETS)[BuiltInTarget] | undefined;
  if (builtIn) return { table: builtIn.table, title: builtIn.display, view: TITLE_VIEW[builtIn.table], ...('owner' in builtIn && { owner: builtIn.owner }) };
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
    const counted = countOf(field, d, definitions);
    if (counted) columns.push(counted.as(field.name));
    // A count is read from another table; several references from the field's join table (readLinks).
    if (!hasColumn(field)) return;
    columns.push(column(`t.${field.name}`, field.name));
    // Who created or changed the record: their name beside the id.
    if (isUser(field)) {
      out = out.leftJoin(`system_users as u${i}`, `u${i}.id`, `t.${field.name}`);
      columns.push(column(`u${i}.name`, displayKey(field)));
    }
    const target = isLink(field) ? targetOf(field, definitions) : undefined;
    if (!target) return;
    const alias = `r${i}`;
    out = out.leftJoin(`${target.table} as ${alias}`, `${alias}.id`, `t.${field.name}`);
    columns.push(column(`${alias}.${target.title}`, displayKey(field)));
  });
  for (const name of ['created_at', 'updated_at', 'version']) columns.push(column(`t.${name}`, name));
  return out.select(columns);
}

const isUser = (field: FieldDefinition) => computedKind(field) === 'createdBy' || computedKind(field) === 'changedBy';

/** A count field's value: the records of the other entity pointing at this one, read with it. */
function countOf(field: FieldDefinition, d: EntityDefinition, definitions: readonly EntityDefinition[]) {
  if (field.computed?.kind !== 'count') return undefined;
  const { entity, field: via } = field.computed;
  const other = entity === d.name ? d : definitions.find((o) => o.name === entity);
  if (!other) return undefined;
  return sql<number>`(select count(*) from ${sql.table(entityNames(other).table)} c where ${sql.ref(`c.${via}`)} = ${sql.ref('t.id')})`;
}

/** PostgreSQL answers numeric columns and counts as text: every number answers a number. */
export function toRecord(row: Record<string, unknown>, d: EntityDefinition): Record<string, unknown> {
  const out = { ...row };
  for (const field of liveFields(d)) {
    const value = out[field.name];
    if ((field.type === 'number' || computedKind(field) === 'count') && typeof value === 'string') out[field.name] = Number(value);
  }
  return out;
}

export async function findRecord(db: AnyDb, d: EntityDefinition, definitions: readonly EntityDefinition[], id: number) {
  const row = await withRecordColumns(selectRecords(db, d), d, definitions).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  // A record read alone answers its lists of items too (the list answers none).
  const items = itemFields(d).length > 0 ? (await readItems(db, d, [id])).get(id) : undefined;
  const [linked] = await withFileFacts(db, d, await withLinks(db, d, definitions, [toRecord(row as Record<string, unknown>, d)]));
  return { ...linked, ...items };
}

/** The record's title, as the audit log and the delete messages name it. */
export const titleOf = (record: Record<string, unknown>, d: EntityDefinition): string => String(record[d.recordTitle] ?? '');
