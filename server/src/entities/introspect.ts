// The physical schema a definition wants (docs: "Physical schema"), and the database as it is.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { scopesRecords } from './records/scope.js';
import { BUILT_IN_TARGETS, computedKind, entityNames, hasColumn, liveFields, type EntityDefinition, type FieldDefinition } from './language/document.js';

/** A table as the database holds it now (absent: `columns` is null). */
export interface TableState {
  columns: Set<string> | null;
  indexes: Set<string>;
  /** Each index's columns, in order (an expression's place is null). */
  indexColumns: Map<string, (string | null)[]>;
}

export interface WantedIndex {
  name: string;
  /** The field it is for: its first column. */
  column: string;
  /** Every column, in order. */
  columns: string[];
  unique: boolean;
}

/** The column type of a field on a dialect; values of one type read back alike on both. */
export function columnType(field: Pick<FieldDefinition, 'type' | 'decimals' | 'computed'>, dialect: DialectName): string {
  switch (field.type) {
    case 'computed':
      // A code is text; who created or changed a record, a user's id.
      return field.computed?.kind === 'code' ? 'text' : 'integer';
    case 'boolean':
    case 'status':
    case 'reference':
    case 'city':
      return 'integer';
    case 'number': {
      const decimals = field.decimals ?? 0;
      if (decimals === 0) return dialect === 'postgres' ? 'bigint' : 'integer';
      return dialect === 'postgres' ? `numeric(18,${decimals})` : 'real';
    }
    default:
      return 'text';
  }
}

/** The table a reference or city field points at (null: the field refers to nothing). */
export function referencedTable(field: FieldDefinition, self: EntityDefinition, others: readonly EntityDefinition[]): string | null {
  if (field.type === 'city') return 'cities';
  if (field.type !== 'reference' || !field.reference) return null;
  const target = field.reference.entity;
  if (target === self.name) return entityNames(self).table;
  if (Object.hasOwn(BUILT_IN_TARGETS, target)) return BUILT_IN_TARGETS[target as keyof typeof BUILT_IN_TARGETS].table;
  const other = others.find((o) => o.name === target);
  return other ? entityNames(other).table : null;
}

/** A default as its column holds it: true/false as 1/0. */
export const columnValue = (value: string | number | boolean) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** Text columns: an empty string counts as no value. */
export const isTextual = (field: Pick<FieldDefinition, 'type'>) => columnTypeFamily(field) === 'text';
const columnTypeFamily = (field: Pick<FieldDefinition, 'type'>) => columnType({ type: field.type }, 'sqlite');

/**
 * The column the list is sorted by when the caller names none (null: the id, which every index
 * holds as its last column).
 */
export function defaultSortColumn(doc: EntityDefinition): string | null {
  const field = doc.defaultSort?.field;
  if (field === 'created_at') return field;
  return liveFields(doc).some((f) => f.name === field && f.sort) ? field! : null;
}

/** The types whose columns are small enough to ride along in a jurisdiction's index. */
const CARRIED_TYPES: ReadonlySet<FieldDefinition['type']> = new Set(['number', 'choice', 'boolean', 'status', 'date', 'datetime', 'reference', 'city']);
/** PostgreSQL takes 32 columns in an index; a few are plenty. */
const MAX_CARRIED = 8;

/**
 * The indexes a definition wants: one per filtered, sorted or referring field, a unique one per
 * unique field (which serves its filter and sort too), and one on created_at. Each but a unique
 * one holds the default sort's column after its own: a filter's page in the default order is
 * read off its index wherever its rows sit in that order, and a sort's ties come in the default
 * order (records/calls.ts orders so). SQLite's indexes end with the id by themselves; PostgreSQL's
 * are given it, so that an index holds the whole order of a page (a filter's matches far along the
 * date are then not looked for along the date's own index) and a jurisdiction's page of ids is
 * read off its company's index alone.
 * A reference a jurisdiction reads (records/scope.ts) carries, after the id, the small filtered
 * and sorted columns: a district's thousands of records are then filtered and sorted off that
 * index alone, not fetched one by one from wherever they lie in the table.
 */
export function wantedIndexes(doc: EntityDefinition, dialect: DialectName = 'sqlite'): WantedIndex[] {
  const table = entityNames(doc).table;
  const sorted = defaultSortColumn(doc);
  const wanted: WantedIndex[] = [];
  const withId = (columns: string[]) => (dialect === 'postgres' ? [...columns, 'id'] : columns);
  const fields = liveFields(doc).filter(hasColumn);
  // A multiple reference's index is its join table's (links.ts); a count has no column.
  for (const field of fields) {
    const name = field.name;
    const ordered = sorted && sorted !== name ? [name, sorted] : [name];
    const carried = scopesRecords(field)
      ? fields
          .filter((f) => (f.filter || f.sort) && CARRIED_TYPES.has(f.type) && !ordered.includes(f.name))
          .slice(0, MAX_CARRIED)
          .map((f) => f.name)
      : [];
    // A code is unique by making: its index keeps it so, and serves its filter and sort.
    if (field.unique || computedKind(field) === 'code') wanted.push({ name: `${table}_${name}_key`, column: name, columns: [name], unique: true });
    else if (field.filter || field.sort || field.type === 'reference' || field.type === 'city') {
      // SQLite is given the id where columns follow it, for the page's order to hold.
      const columns = carried.length > 0 ? [...ordered, 'id', ...carried] : withId(ordered);
      wanted.push({ name: `${table}_${name}_idx`, column: name, columns, unique: false });
    }
  }
  wanted.push({ name: `${table}_created_at_idx`, column: 'created_at', columns: withId(['created_at']), unique: false });
  return wanted;
}

/** Is this one of the index names the definitions generate for this table's columns? */
export function isGeneratedIndex(name: string, table: string, columns: Iterable<string>): boolean {
  for (const column of columns) if (name === `${table}_${column}_idx` || name === `${table}_${column}_key`) return true;
  return false;
}

export async function readTable(db: Kysely<DB>, dialect: DialectName, table: string): Promise<TableState> {
  const tables = await db.introspection.getTables();
  const found = tables.find((t) => t.name === table);
  if (!found) return { columns: null, indexes: new Set(), indexColumns: new Map() };
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string; column: string | null }>`
          select i.relname as name, a.attname as column
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
          left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
          where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace
          order by i.relname, k.ord`.execute(db)
      : await sql<{ name: string; column: string | null }>`
          select m.name as name, c.name as column from sqlite_master m left join pragma_index_info(m.name) c
          where m.type = 'index' and m.tbl_name = ${table} order by m.name, c.seqno`.execute(db);
  const indexColumns = new Map<string, (string | null)[]>();
  for (const row of rows) indexColumns.set(row.name, [...(indexColumns.get(row.name) ?? []), row.column]);
  return { columns: new Set(found.columns.map((c) => c.name)), indexes: new Set(indexColumns.keys()), indexColumns };
}
