// The audit log's keyword (account, record name, call, address, changed values) off a trigram
// index instead of a scan of every entry: see trigram-index.ts. Entries are only ever added and
// purged, so no update trigger.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { dropSqliteTrigramIndex, postgresTrigramIndex, sqliteTrigramIndex, type TrigramIndex } from './trigram-index.js';

export const AUDIT_SEARCH: TrigramIndex = { table: 'audit_log', name: 'audit_search', columns: ['account', 'record_name', 'call', 'ip', 'changes'] };

export function auditSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await (dialect === 'postgres' ? postgresTrigramIndex(db, AUDIT_SEARCH) : sqliteTrigramIndex(db, AUDIT_SEARCH, false));
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`drop index if exists audit_search_idx`.execute(db);
      else await dropSqliteTrigramIndex(db, AUDIT_SEARCH.name);
    },
  };
}
