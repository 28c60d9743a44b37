// What the company and check point lists need at 100,000 companies:
//
// - `companies.staff_count` and `check_points.items_count`, counters kept by triggers in the
//   same transaction as every write to `staff` / `check_items` (the API, the seeder, anything),
//   so both lists can sort by them through an index instead of counting per row.
// - keyword search over name, credit code, contact, phone and address without a table scan:
//   on SQLite an FTS5 trigram index (`companies_search`, kept by triggers; see
//   http/text-search.ts for how it is queried), on PostgreSQL a pg_trgm GIN index on the
//   expression the query uses, when the extension can be installed.
// - (column, id) indexes for the list sorts, so a sorted page never sorts the whole table.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex } from './helpers.js';
import { dropSqliteTrigramIndex, postgresTrigramIndex, sqliteTrigramIndex, type TrigramIndex } from './trigram-index.js';

interface Counter {
  /** The counted rows, e.g. `staff`, and their reference to the parent. */
  child: string;
  key: string;
  /** The parent and its counter column. */
  parent: string;
  column: string;
}

const COUNTERS: readonly Counter[] = [
  { child: 'staff', key: 'company_id', parent: 'companies', column: 'staff_count' },
  { child: 'check_items', key: 'check_point_id', parent: 'check_points', column: 'items_count' },
];

/** The searched columns, in the order both dialects index them. */
export const COMPANY_SEARCH_COLUMNS = ['name', 'credit_code', 'contact', 'phone', 'address'] as const;

const exec = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

async function sqliteCounter(db: Kysely<unknown>, { child, key, parent, column }: Counter): Promise<void> {
  const add = (ref: string) => `update ${parent} set ${column} = ${column} + 1 where id = ${ref}.${key};`;
  const sub = (ref: string) => `update ${parent} set ${column} = ${column} - 1 where id = ${ref}.${key};`;
  await exec(db, `create trigger ${child}_count_insert after insert on ${child} begin ${add('new')} end`);
  await exec(db, `create trigger ${child}_count_delete after delete on ${child} begin ${sub('old')} end`);
  await exec(
    db,
    `create trigger ${child}_count_move after update of ${key} on ${child} when old.${key} <> new.${key} begin ${sub('old')} ${add('new')} end`,
  );
}

/** Statement-level triggers for inserts and deletes, so bulk writes update each parent once. */
async function postgresCounter(db: Kysely<unknown>, { child, key, parent, column }: Counter): Promise<void> {
  const bulk = (name: string, rows: string, sign: '+' | '-') => `
    create function ${name}() returns trigger language plpgsql as $$
    begin
      update ${parent} p set ${column} = p.${column} ${sign} n.n
      from (select ${key}, count(*) as n from ${rows} group by ${key}) n
      where p.id = n.${key};
      return null;
    end $$`;
  await exec(db, bulk(`${child}_count_insert`, 'new_rows', '+'));
  await exec(
    db,
    `create trigger ${child}_count_insert after insert on ${child} referencing new table as new_rows for each statement execute function ${child}_count_insert()`,
  );
  await exec(db, bulk(`${child}_count_delete`, 'old_rows', '-'));
  await exec(
    db,
    `create trigger ${child}_count_delete after delete on ${child} referencing old table as old_rows for each statement execute function ${child}_count_delete()`,
  );
  await exec(
    db,
    `create function ${child}_count_move() returns trigger language plpgsql as $$
    begin
      if new.${key} is distinct from old.${key} then
        update ${parent} set ${column} = ${column} - 1 where id = old.${key};
        update ${parent} set ${column} = ${column} + 1 where id = new.${key};
      end if;
      return null;
    end $$`,
  );
  await exec(
    db,
    `create trigger ${child}_count_move after update of ${key} on ${child} for each row execute function ${child}_count_move()`,
  );
}

/** The company-list keyword's index. */
export const COMPANY_SEARCH: TrigramIndex = { table: 'companies', name: 'companies_search', columns: COMPANY_SEARCH_COLUMNS };

export function companyLists(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const { child, key, parent, column } of COUNTERS) {
        await db.schema
          .alterTable(parent)
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await exec(db, `update ${parent} set ${column} = (select count(*) from ${child} c where c.${key} = ${parent}.id)`);
        await (dialect === 'postgres' ? postgresCounter(db, { child, key, parent, column }) : sqliteCounter(db, { child, key, parent, column }));
      }
      await addIndex(db, 'companies', ['staff_count', 'id']);
      await addIndex(db, 'companies', ['status', 'id']);
      await addIndex(db, 'companies', ['created_at', 'id']);
      await addIndex(db, 'companies', ['government_id', 'id']);
      await addIndex(db, 'check_points', ['items_count', 'id']);
      await addIndex(db, 'check_points', ['created_at', 'id']);
      await (dialect === 'postgres' ? postgresTrigramIndex(db, COMPANY_SEARCH) : sqliteTrigramIndex(db, COMPANY_SEARCH));
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await exec(db, 'drop index if exists companies_search_idx');
      } else {
        await dropSqliteTrigramIndex(db, COMPANY_SEARCH.name);
      }
      for (const { child, parent, column } of COUNTERS) {
        for (const t of ['insert', 'delete', 'move']) {
          await exec(db, `drop trigger if exists ${child}_count_${t}${dialect === 'postgres' ? ` on ${child}` : ''}`);
          if (dialect === 'postgres') await exec(db, `drop function if exists ${child}_count_${t}()`);
        }
        for (const index of [`${parent}_${column}_id_idx`]) await exec(db, `drop index if exists ${index}`);
        await db.schema.alterTable(parent).dropColumn(column).execute();
      }
      for (const index of ['companies_status_id_idx', 'companies_created_at_id_idx', 'companies_government_id_id_idx', 'check_points_created_at_id_idx']) {
        await exec(db, `drop index if exists ${index}`);
      }
    },
  };
}
