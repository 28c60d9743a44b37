// Sessions of the field app: app accounts (the `accounts` table, type `app`) sign in from their
// phones, one session per account and device, apart from the console's `tokens`.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable } from './helpers.js';

export function appSessions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'app_sessions')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        // A deleted account's sessions go with it.
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('device_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await addIndex(db, 'app_sessions', ['account_id', 'device_id']);
      await addIndex(db, 'app_sessions', ['expires_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('app_sessions').ifExists().execute();
    },
  };
}
