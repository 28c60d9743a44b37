// Indexes for the account lists at 100,000 companies (one web account each): the count of one
// owner kind and type reads (type, company_id) alone, and a page in id order walks (type, id)
// instead of sorting every account of that type.
import type { Kysely, Migration } from 'kysely';
import { addIndex } from './helpers.js';

export function accountListIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addIndex(db, 'accounts', ['type', 'company_id']);
      await addIndex(db, 'accounts', ['type', 'government_id']);
      await addIndex(db, 'accounts', ['type', 'id']);
    },
    async down(db: Kysely<unknown>) {
      for (const name of ['accounts_type_company_id_idx', 'accounts_type_government_id_idx', 'accounts_type_id_idx']) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
    },
  };
}
