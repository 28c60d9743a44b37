// Jurisdictions (security/jurisdiction.ts): a system user bound to a government body sees that
// body's subtree only, and each audit entry carries the body its record belongs to, so that the
// log is read by jurisdiction off an index. No foreign key on the binding: a body deleted under a
// bound user leaves that user seeing nothing, rather than blocking the delete.
import type { Kysely, Migration } from 'kysely';
import { addIndex } from './helpers.js';

export function jurisdictions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('system_users').addColumn('government_id', 'integer').execute();
      await db.schema.alterTable('audit_log').addColumn('government_id', 'integer').execute();
      await addIndex(db, 'audit_log', ['government_id', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('audit_log_government_id_id_idx').ifExists().execute();
      await db.schema.alterTable('audit_log').dropColumn('government_id').execute();
      await db.schema.alterTable('system_users').dropColumn('government_id').execute();
    },
  };
}
