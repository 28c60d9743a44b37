// The audit log: one row per successful write, inserted in the writing transaction
// (audit/record.ts). Rows are only ever added, and removed by the retention purge.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable, oneOf } from './helpers.js';

/** As they were when this migration was written: a migration never changes. */
const ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'password'];

export function audit(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'audit_log')
        .addColumn('created_at', 'text', (c) => c.notNull())
        // No foreign key: the entries of a deleted user stay.
        .addColumn('user_id', 'integer')
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('call', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(oneOf('action', ACTIONS)))
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer')
        .addColumn('record_name', 'text', (c) => c.notNull())
        // JSON: [{ field, from, to }] or [{ field, secret: true }].
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute();
      // Each filter walks its index in id order (newest first), so a page stops after `limit` rows.
      await addIndex(db, 'audit_log', ['user_id', 'id']);
      // A user over a date range is counted off the index alone.
      await addIndex(db, 'audit_log', ['user_id', 'created_at']);
      await addIndex(db, 'audit_log', ['resource', 'record_id', 'id']);
      await addIndex(db, 'audit_log', ['resource', 'id']);
      await addIndex(db, 'audit_log', ['action', 'id']);
      await addIndex(db, 'audit_log', ['created_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').ifExists().execute();
    },
  };
}
