// Saved list views: a user's named filters, sort and columns for one console list.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable } from './helpers.js';

export function savedViews(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'saved_views')
        // A view belongs to its user alone and goes with the user.
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        // JSON: { filter, sort, columns: { order, hidden } }.
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One name per user and list; the list call reads this index in name order.
      await addIndex(db, 'saved_views', ['user_id', 'list', 'name'], true);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('saved_views').ifExists().execute();
    },
  };
}
