// Entities by definition: the documents in force (server/src/entities/), one row per entity,
// and permission titles in every language (a definition's permissions bring theirs).
import type { Kysely, Migration } from 'kysely';

export function entityDefinitions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('entity_definitions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        // The definition document, JSON.
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // The account that saved it, or the operator the command line ran as.
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .execute();
      // JSON { zh, en, es }; `title` keeps the Chinese one the contract has always answered.
      await db.schema.alterTable('permissions').addColumn('titles', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('permissions').dropColumn('titles').execute();
      await db.schema.dropTable('entity_definitions').ifExists().execute();
    },
  };
}
