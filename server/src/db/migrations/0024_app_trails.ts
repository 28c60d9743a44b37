// Trail points sent by the field app: which account's device sent each and its place in that
// device's sequence, so a batch resent after a lost answer is taken once; and what the phone
// said of its fix. Seeded and older points have none of these.
import type { Kysely, Migration } from 'kysely';
import { addIndex } from './helpers.js';

export function appTrails(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('trail_points').addColumn('account_id', 'integer').execute();
      await db.schema.alterTable('trail_points').addColumn('device_id', 'text').execute();
      await db.schema.alterTable('trail_points').addColumn('seq', 'bigint').execute();
      await db.schema.alterTable('trail_points').addColumn('accuracy', 'double precision').execute();
      await db.schema.alterTable('trail_points').addColumn('speed', 'double precision').execute();
      // Rows without a device (seeded, imported) never collide: nulls are distinct in both databases.
      await addIndex(db, 'trail_points', ['account_id', 'device_id', 'seq'], true);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('trail_points_account_id_device_id_seq_key').execute();
      for (const column of ['speed', 'accuracy', 'seq', 'device_id', 'account_id']) await db.schema.alterTable('trail_points').dropColumn(column).execute();
    },
  };
}
