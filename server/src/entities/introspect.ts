// The physical schema a definition wants (docs: "Physical schema"), and the database as it is.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { BUILT_IN_TARGETS, computedKind, entityNames, hasColumn, liveFields, type EntityDefinition, type FieldDefinition } from './language/document.js';

/** A table as the database holds it now (absent: `columns` is null). */
export interface TableState {
  columns: Set<string> | null;
  indexes: Set<string>;
}

export interface WantedIndex {
  name: string;
  column: string;
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
 * The indexes a definition wants: one per filtered, sorted or referring field, a unique one per
 * unique field (which serves its filter and sort too), and one on created_at.
 */
export function wantedIndexes(doc: EntityDefinition): WantedIndex[] {
  const table = entityNames(doc).table;
  const wanted: WantedIndex[] = [];
  for (const field of liveFields(doc).filter(hasColumn)) {
    // A code is unique by making: its index keeps it so, and serves its filter and sort.
    if (field.unique || computedKind(field) === 'code') wanted.push({ name: `${table}_${field.name}_key`, column: field.name, unique: true });
    else if (field.filter || field.sort || field.type === 'reference' || field.type === 'city') wanted.push({ name: `${table}_${field.name}_idx`, column: field.name, unique: false });
  }
  wanted.push({ name: `${table}_created_at_idx`, column: 'created_at', unique: false });
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
  if (!found) return { columns: null, indexes: new Set() };
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db);
  return { columns: new Set(found.columns.map((c) => c.name)), indexes: new Set(rows.map((r) => r.name)) };
}
