// Files of `file` and `image` fields (server/src/files/): one row per upload, and, for the
// database storage driver, the bytes in parts of a table of their own, so that instances sharing
// one PostgreSQL share the files with no other service.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex } from './helpers.js';

export function files(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('files')
        // 16 random bytes, base64url: the value a record's field holds.
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        // The record holding it; null until a create or update names it.
        .addColumn('record_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('uploaded_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // Since when no record holds it (upload, or taken out of a record): the purge counts from here.
        .addColumn('loose_since', 'text')
        .execute();
      await addIndex(db, 'files', ['entity', 'record_id']);
      await addIndex(db, 'files', ['loose_since']);
      await db.schema
        .createTable('file_parts')
        .addColumn('file_key', 'text', (c) => c.notNull())
        .addColumn('part', 'integer', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('file_parts_pkey', ['file_key', 'part'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('file_parts').ifExists().execute();
      await db.schema.dropTable('files').ifExists().execute();
    },
  };
}
