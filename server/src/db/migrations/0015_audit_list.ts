// The audit log's list at a million entries, whatever the planner knows of the data:
//
// - A user's entries over a date range, of one action (the operation log's usual question),
//   counted and paged off one index: (user_id, created_at, action) replaces (user_id,
//   created_at), whose walk read each entry's row for its action (1,594 rows for one user's
//   updates over 30 days at the benchmark's scale).
// - A version of audit_log in table_versions (migration 0007) that moves only when entries are
//   removed (the retention purge): entries are otherwise only appended, which can only add
//   matches, so a count that reached the list's cap stays reached until then (routes/audit.ts).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex } from './helpers.js';

const exec = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

export function auditList(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('audit_log_user_id_created_at_idx').ifExists().execute();
      await addIndex(db, 'audit_log', ['user_id', 'created_at', 'action']);
      await exec(db, `insert into table_versions (name, version) values ('audit_log', 0)`);
      if (dialect === 'postgres') {
        // bump_table_version (0007) bumps the row named after the table; once per statement.
        await exec(db, 'create trigger audit_log_version_delete after delete or truncate on audit_log for each statement execute function bump_table_version()');
      } else {
        await exec(db, `create trigger audit_log_version_delete after delete on audit_log begin update table_versions set version = version + 1 where name = 'audit_log'; end`);
      }
    },
    async down(db: Kysely<unknown>) {
      await exec(db, `drop trigger if exists audit_log_version_delete${dialect === 'postgres' ? ' on audit_log' : ''}`);
      await exec(db, `delete from table_versions where name = 'audit_log'`);
      await db.schema.dropIndex('audit_log_user_id_created_at_action_idx').ifExists().execute();
      await addIndex(db, 'audit_log', ['user_id', 'created_at']);
    },
  };
}
