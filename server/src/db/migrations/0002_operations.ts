// Check points, staff, inspections and standing books: the day-to-day records of companies.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable, dropTables, oneOf } from './helpers.js';

export function operations(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'check_points')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('lng', 'double precision')
        .addColumn('lat', 'double precision')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'check_points', ['company_id', 'created_at']);
      await addIndex(db, 'check_points', ['name']);
      await addIndex(db, 'check_points', ['created_at']);

      // Items are parts of their check point and go with it.
      await createTable(db, dialect, 'check_items')
        .addColumn('check_point_id', 'integer', (c) => c.notNull().references('check_points.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('standard', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await addIndex(db, 'check_items', ['check_point_id', 'sort']);

      await createTable(db, dialect, 'staff')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('last_clock_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'staff', ['company_id', 'name']);
      await addIndex(db, 'staff', ['company_id', 'created_at']);
      await addIndex(db, 'staff', ['last_clock_at']);

      await createTable(db, dialect, 'clock_records')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addCheckConstraint('clock_records_type_check', oneOf('type', ['in', 'out']))
        .execute();
      await addIndex(db, 'clock_records', ['staff_id', 'time']);

      await createTable(db, dialect, 'trail_points')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('lng', 'double precision', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .execute();
      await addIndex(db, 'trail_points', ['staff_id', 'date', 'time']);

      await createTable(db, dialect, 'inspections')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('check_point_id', 'integer', (c) => c.notNull().references('check_points.id'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('results', 'text', (c) => c.notNull())
        .addColumn('content', 'text')
        .addColumn('identity', 'text', (c) => c.notNull())
        .addColumn('handle_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('inspections_status_check', oneOf('status', ['normal', 'error']))
        .addCheckConstraint('inspections_identity_check', oneOf('identity', ['staff', 'government', 'system']))
        .execute();
      await addIndex(db, 'inspections', ['company_id', 'created_at']);
      await addIndex(db, 'inspections', ['status', 'created_at']);
      await addIndex(db, 'inspections', ['status', 'company_id', 'created_at']);
      await addIndex(db, 'inspections', ['status', 'handle_status', 'created_at']);
      await addIndex(db, 'inspections', ['company_id', 'handle_status', 'created_at']);
      await addIndex(db, 'inspections', ['check_point_id']);
      await addIndex(db, 'inspections', ['staff_id']);
      await addIndex(db, 'inspections', ['created_at']);

      await createTable(db, dialect, 'handling_steps')
        .addColumn('inspection_id', 'integer', (c) => c.notNull().references('inspections.id').onDelete('cascade'))
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'handling_steps', ['inspection_id', 'created_at']);

      await createTable(db, dialect, 'standing_books')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('parent_id', 'integer', (c) => c.references('standing_books.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'standing_books', ['company_id', 'parent_id']);
      await addIndex(db, 'standing_books', ['company_id', 'year', 'type']);
      await addIndex(db, 'standing_books', ['parent_id']);

      await createTable(db, dialect, 'standing_entries')
        .addColumn('book_id', 'integer', (c) => c.notNull().references('standing_books.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('recorded_by', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'standing_entries', ['book_id', 'recorded_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        'standing_entries',
        'standing_books',
        'handling_steps',
        'inspections',
        'trail_points',
        'clock_records',
        'staff',
        'check_items',
        'check_points',
      ]);
    },
  };
}
