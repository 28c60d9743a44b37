// Small schema-builder helpers so one migration text works on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.js';

/** CREATE TABLE with an auto-incrementing integer `id` primary key on either dialect. */
export function createTable(db: Kysely<unknown>, dialect: DialectName, name: string) {
  const table = db.schema.createTable(name);
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A plain (or unique) index named after its table and columns. */
export async function addIndex(db: Kysely<unknown>, table: string, columns: string[], unique = false): Promise<void> {
  let builder = db.schema.createIndex(`${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

/** A CHECK that a text column holds one of a few values. */
export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
