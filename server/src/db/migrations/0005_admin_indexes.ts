// Indexes for the admin/* calls on large tables.
import type { Kysely, Migration } from 'kysely';
import { addIndex } from './helpers.js';

export function adminIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Warnings of one company in one handling state over a date range (error-inspect-list,
      // admin-status-inspect-list): without it the planner has to choose between the
      // (status, company_id, created_at) and (status, handle_status, created_at) indexes and
      // may scan every warning in that state.
      await addIndex(db, 'inspections', ['status', 'company_id', 'handle_status', 'created_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inspections_status_company_id_handle_status_created_at_idx').ifExists().execute();
    },
  };
}
