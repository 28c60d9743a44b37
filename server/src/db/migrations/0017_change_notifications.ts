// PostgreSQL tells every instance of the service at once what was written: one notification per
// statement that adds audit entries (every write of this API adds one, in its transaction) or
// inspections (the field app's backend writes those), delivered when the transaction commits.
// The payload names the first and last id added; events/hub.ts reads the rows. SQLite needs
// none of this: one process writes, and the hub reads what is new after each call.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';

export const CHANGE_CHANNEL = 'ops_changes';

/** Statement-level, with the added rows as a transition table: an import of 10,000 rows is one notification. */
export function notifyOnInsert(table: string, tag: string) {
  return sql.raw(`
    create or replace function ${table}_notify() returns trigger language plpgsql as $$
    declare first_id integer; last_id integer;
    begin
      select min(id), max(id) into first_id, last_id from added;
      if first_id is not null then
        perform pg_notify('${CHANGE_CHANNEL}', '${tag}:' || first_id || ':' || last_id);
      end if;
      return null;
    end $$;
    create trigger ${table}_notify after insert on ${table}
      referencing new table as added for each statement execute function ${table}_notify();
  `);
}

export function changeNotifications(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await notifyOnInsert('audit_log', 'a').execute(db);
      await notifyOnInsert('inspections', 'i').execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const table of ['audit_log', 'inspections']) {
        await sql.raw(`drop trigger if exists ${table}_notify on ${table}; drop function if exists ${table}_notify();`).execute(db);
      }
    },
  };
}
