// Security: a status for system users (a disabled user cannot log in and its tokens stop
// working) and the login counters every instance shares (security/throttle.ts).
import type { Kysely, Migration } from 'kysely';
import { addIndex } from './helpers.js';

export function security(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('system_users')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // One row per account (`account:<name>`) or client address (`address:<ip>`); times are epoch milliseconds.
      await db.schema
        .createTable('login_throttle')
        .addColumn('subject', 'text', (c) => c.primaryKey())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('locked_until', 'bigint')
        .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await addIndex(db, 'login_throttle', ['window_start']);
      await addIndex(db, 'tokens', ['revoked_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tokens_revoked_at_idx').execute();
      await db.schema.dropTable('login_throttle').ifExists().execute();
      await db.schema.alterTable('system_users').dropColumn('status').execute();
    },
  };
}
