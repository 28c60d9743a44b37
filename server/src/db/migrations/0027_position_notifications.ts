// PostgreSQL tells every instance when the field app's trail points commit, as migration 0017
// does for audit entries and inspections: events/positions.ts turns them into where each staff
// member is now, for the open streams.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../index.js';
import { notifyOnInsert } from './0017_change_notifications.js';

export function positionNotifications(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await notifyOnInsert('trail_points', 't').execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql.raw('drop trigger if exists trail_points_notify on trail_points; drop function if exists trail_points_notify();').execute(db);
    },
  };
}
