// Record versions: every record the console edits carries a number that each write increments, so
// that a write based on an older copy is refused instead of silently undoing another's change.
import { sql, type Kysely, type Migration } from 'kysely';

/** The tables whose records this API writes (the field app's inspections, trails and clock records are not among them). */
export const VERSIONED_TABLES = ['governments', 'companies', 'accounts', 'check_points', 'roles', 'system_users', 'saved_views'] as const;

export function recordVersions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of VERSIONED_TABLES) {
        await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(sql`1`)).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
    },
  };
}
