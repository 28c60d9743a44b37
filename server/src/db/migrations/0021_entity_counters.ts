// The counters behind the generated codes of entity records (a `computed` field of kind `code`):
// one row per code field, incremented inside the write that takes a number, so two instances
// creating at once wait on the row and never take the same number.
import type { Kysely, Migration } from 'kysely';

export function entityCounters(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('entity_counters')
        // `<table>.<field>`: the code field it numbers.
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('entity_counters').ifExists().execute();
    },
  };
}
