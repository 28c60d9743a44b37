// Idempotency keys: the first answer of a call sent with an Idempotency-Key, kept for a day, so
// that a call retried after a timeout (the first may have been written) is not written twice.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable } from './helpers.js';

export function idempotencyKeys(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        // The contract call and a hash of its input: the same key with another request is refused.
        .addColumn('call', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        // JSON of the first answer; null while the first call still runs.
        .addColumn('answer', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // One key per user: the insert that claims a key is the lock that makes a repeat wait.
      await addIndex(db, 'idempotency_keys', ['user_id', 'key'], true);
      await addIndex(db, 'idempotency_keys', ['created_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').ifExists().execute();
    },
  };
}
