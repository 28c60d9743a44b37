// A version number per rarely written table, bumped by triggers in the writing transaction
// whatever writes (the API, the seeder, another process). http/table-cache.ts keeps list totals
// until the version of their table moves, so a keyword matching a quarter of 100,000 companies
// is counted once, not on every page.
//
// Only writes that can change which rows a list matches bump it: companies.staff_count (kept by
// the staff triggers) and updated_at do not. A new list filter on another column of a versioned
// table must be added to its `columns` here, in a new migration.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';

interface Versioned {
  table: string;
  /** Columns whose update can change list membership: filters and searched text. */
  columns: readonly string[];
}

export const VERSIONED: readonly Versioned[] = [
  { table: 'companies', columns: ['name', 'credit_code', 'contact', 'phone', 'address', 'city_id', 'government_id', 'status'] },
];

const exec = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

export function tableVersions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('table_versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') {
        // Statement-level: a bulk write bumps once.
        await exec(
          db,
          `create function bump_table_version() returns trigger language plpgsql as $$
          begin
            update table_versions set version = version + 1 where name = TG_TABLE_NAME;
            return null;
          end $$`,
        );
      }
      for (const { table, columns } of VERSIONED) {
        await exec(db, `insert into table_versions (name, version) values ('${table}', 0)`);
        const of = columns.join(', ');
        if (dialect === 'postgres') {
          const bump = 'for each statement execute function bump_table_version()';
          await exec(db, `create trigger ${table}_version_write after insert or delete or truncate on ${table} ${bump}`);
          await exec(db, `create trigger ${table}_version_update after update of ${of} on ${table} ${bump}`);
        } else {
          const bump = `begin update table_versions set version = version + 1 where name = '${table}'; end`;
          await exec(db, `create trigger ${table}_version_insert after insert on ${table} ${bump}`);
          await exec(db, `create trigger ${table}_version_delete after delete on ${table} ${bump}`);
          await exec(db, `create trigger ${table}_version_update after update of ${of} on ${table} ${bump}`);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const { table } of VERSIONED) {
        const triggers = dialect === 'postgres' ? ['write', 'update'] : ['insert', 'delete', 'update'];
        for (const t of triggers) await exec(db, `drop trigger if exists ${table}_version_${t}${dialect === 'postgres' ? ` on ${table}` : ''}`);
      }
      if (dialect === 'postgres') await exec(db, 'drop function if exists bump_table_version()');
      await db.schema.dropTable('table_versions').ifExists().execute();
    },
  };
}
