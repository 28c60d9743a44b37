// Administrative areas, government bodies, companies and their accounts.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable, dropTables, oneOf } from './helpers.js';

const LEVELS = ['province', 'city', 'district'];

export function areasAndAccounts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'cities')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('cities.id'))
        .addColumn('level', 'text', (c) => c.notNull())
        .addCheckConstraint('cities_level_check', oneOf('level', LEVELS))
        .execute();
      await addIndex(db, 'cities', ['parent_id']);

      await createTable(db, dialect, 'governments')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('parent_id', 'integer', (c) => c.references('governments.id'))
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('governments_level_check', oneOf('level', LEVELS))
        .execute();
      await addIndex(db, 'governments', ['name']);
      await addIndex(db, 'governments', ['city_id']);
      await addIndex(db, 'governments', ['parent_id']);
      await addIndex(db, 'governments', ['level']);
      await addIndex(db, 'governments', ['created_at']);

      await createTable(db, dialect, 'companies')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('credit_code', 'text', (c) => c.notNull().unique())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('government_id', 'integer', (c) => c.notNull().references('governments.id'))
        .addColumn('lng', 'double precision')
        .addColumn('lat', 'double precision')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'companies', ['city_id']);
      await addIndex(db, 'companies', ['government_id']);
      await addIndex(db, 'companies', ['status']);
      await addIndex(db, 'companies', ['created_at']);
      await addIndex(db, 'companies', ['updated_at']);

      await createTable(db, dialect, 'accounts')
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('government_id', 'integer', (c) => c.references('governments.id'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('accounts_type_check', oneOf('type', ['web', 'app']))
        // Exactly one owner: a company or a government.
        .addCheckConstraint('accounts_owner_check', sql`(company_id is null) <> (government_id is null)`)
        .execute();
      await addIndex(db, 'accounts', ['company_id', 'type']);
      await addIndex(db, 'accounts', ['government_id', 'type']);
      await addIndex(db, 'accounts', ['type', 'created_at']);
      await addIndex(db, 'accounts', ['created_at']);
      await addIndex(db, 'accounts', ['name']);
      await addIndex(db, 'accounts', ['status']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['accounts', 'companies', 'governments', 'cities']);
    },
  };
}
