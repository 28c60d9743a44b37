// Inspections sent by the field app: the account and the app's own id of each (a resend is the
// same inspection), where it was sent from and how far that was from the check point (a far one
// is kept and marked, not refused).
import type { Kysely, Migration } from 'kysely';
import { addIndex } from './helpers.js';

export function appInspections(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('inspections').addColumn('account_id', 'integer').execute();
      await db.schema.alterTable('inspections').addColumn('client_id', 'text').execute();
      await db.schema.alterTable('inspections').addColumn('lng', 'double precision').execute();
      await db.schema.alterTable('inspections').addColumn('lat', 'double precision').execute();
      await db.schema.alterTable('inspections').addColumn('accuracy', 'double precision').execute();
      await db.schema.alterTable('inspections').addColumn('distance', 'double precision').execute();
      await db.schema.alterTable('inspections').addColumn('far', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      // Seeded rows have no account: nulls never collide.
      await addIndex(db, 'inspections', ['account_id', 'client_id'], true);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inspections_account_id_client_id_key').execute();
      for (const column of ['far', 'distance', 'accuracy', 'lat', 'lng', 'client_id', 'account_id']) await db.schema.alterTable('inspections').dropColumn(column).execute();
    },
  };
}
