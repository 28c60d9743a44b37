// Entity definitions' history and work in progress: every version applied (so a designer can read
// and roll back to one), and one draft per designer and entity, kept on the server so that it
// outlives a session. The versions start from each definition in force.
import { sql, type Kysely, type Migration } from 'kysely';

export function definitionVersions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('entity_definition_versions')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        // The document as applied, JSON.
        .addColumn('document', 'text', (c) => c.notNull())
        // The account, `cli:<operator>` or `shipped`: as entity_definitions.updated_by.
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // Why it was made, where the applier said (a rollback names the version it restored).
        .addColumn('note', 'text')
        .addPrimaryKeyConstraint('entity_definition_versions_pkey', ['name', 'version'])
        .execute();
      await sql`
        insert into entity_definition_versions (name, version, document, author, created_at)
        select name, version, document, updated_by, updated_at from entity_definitions
      `.execute(db);
      await db.schema
        .createTable('entity_definition_drafts')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        // Work in progress: any JSON, checked only when it is saved as a definition.
        .addColumn('document', 'text', (c) => c.notNull())
        // The version it was started from; null for a new entity.
        .addColumn('base_version', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('entity_definition_drafts_pkey', ['name', 'author'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('entity_definition_drafts').ifExists().execute();
      await db.schema.dropTable('entity_definition_versions').ifExists().execute();
    },
  };
}
