// PostgreSQL: trail points partitioned by month of their day (db/trail-partitions.ts keeps the
// months), so that a day's trail is read from one month's table and an old month goes with one
// DROP TABLE. The plain table is rebuilt as a partitioned one in this migration's transaction:
// made beside it, filled, and given its name. SQLite has no partitions: its table stays as it is.
//
// `date` (YYYY-MM-DD, the day of `time`) is the partition key rather than `time`: the staff trail
// read asks for one staff member's day, and on `date` PostgreSQL prunes it to one month's table.
// The text sorts as the days do, in the C collation and in any other (fixed digits and dashes).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { createPartition, DEFAULT_PARTITION, monthOf } from '../trail-partitions.js';
import { notifyOnInsert } from './0017_change_notifications.js';

const COLUMNS = 'id, staff_id, date, time, lng, lat, account_id, device_id, seq, accuracy, speed';

/** Keys and indexes of both shapes, under the names the plain table had (migrations 0002, 0024). */
const READ_INDEX = 'create index trail_points_staff_id_date_time_idx on trail_points (staff_id, date, time)';

async function renameOld(db: Kysely<unknown>, to: string, indexes: Record<string, string>): Promise<void> {
  await sql.raw(`drop trigger if exists trail_points_notify on trail_points; alter table trail_points rename to ${to}`).execute(db);
  for (const [from, name] of Object.entries(indexes)) await sql.raw(`alter index ${from} rename to ${name}`).execute(db);
}

/** Fills the new `trail_points` from `from`, hands it the id sequence and the notifications, drops `from`. */
async function moveInto(db: Kysely<unknown>, from: string, conflict = ''): Promise<void> {
  await sql.raw(`insert into trail_points (${COLUMNS}) select ${COLUMNS} from ${from} order by id ${conflict}`).execute(db);
  await sql.raw(`alter sequence trail_points_id_seq owned by trail_points.id; drop table ${from}`).execute(db);
  await notifyOnInsert('trail_points', 't').execute(db);
}

export function trailPartitions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await renameOld(db, 'trail_points_plain', {
        trail_points_pkey: 'trail_points_plain_pkey',
        trail_points_staff_id_date_time_idx: 'trail_points_plain_staff_id_date_time_idx',
        trail_points_account_id_device_id_seq_key: 'trail_points_plain_account_id_device_id_seq_key',
      });
      // A partitioned table's keys must hold its partition key: the id alone (one sequence) stays
      // unique in practice, and (id, date) also serves the live positions' reads by id.
      await sql
        .raw(`create table trail_points (
          id integer not null default nextval('trail_points_id_seq'),
          staff_id integer not null references staff (id) on delete cascade,
          date text not null, time text not null,
          lng double precision not null, lat double precision not null,
          account_id integer, device_id text, seq bigint,
          accuracy double precision, speed double precision,
          primary key (id, date)
        ) partition by range (date)`)
        .execute(db);
      await sql.raw(READ_INDEX).execute(db);
      // The field app's dedupe key, with the day: a point resent (a batch after a lost answer)
      // carries the time it was first sent with, so the same day, and meets itself in the same
      // month's table. A device whose numbering starts again (the app reinstalled) reuses a seq
      // only on a later day, where its new points are kept rather than taken for repeats.
      await sql.raw('create unique index trail_points_account_id_device_id_seq_date_key on trail_points (account_id, device_id, seq, date)').execute(db);
      await sql.raw(`create table ${DEFAULT_PARTITION} partition of trail_points default`).execute(db);
      const { rows } = await sql<{ month: string }>`select distinct substr(date, 1, 7) as month from trail_points_plain where date ~ '^\\d{4}-\\d{2}-'`.execute(db);
      const months = new Set([...rows.map((r) => r.month), monthOf(new Date())]);
      for (const month of [...months].sort()) await createPartition(month).execute(db);
      await moveInto(db, 'trail_points_plain');
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await renameOld(db, 'trail_points_parted', {
        trail_points_pkey: 'trail_points_parted_pkey',
        trail_points_staff_id_date_time_idx: 'trail_points_parted_staff_id_date_time_idx',
        trail_points_account_id_device_id_seq_date_key: 'trail_points_parted_key',
      });
      await sql
        .raw(`create table trail_points (
          id integer primary key default nextval('trail_points_id_seq'),
          staff_id integer not null references staff (id) on delete cascade,
          date text not null, time text not null,
          lng double precision not null, lat double precision not null,
          account_id integer, device_id text, seq bigint,
          accuracy double precision, speed double precision
        )`)
        .execute(db);
      await sql.raw(READ_INDEX).execute(db);
      await sql.raw('create unique index trail_points_account_id_device_id_seq_key on trail_points (account_id, device_id, seq)').execute(db);
      // The plain table's key takes a device's seq once whatever the day: a renumbered device's later points go.
      await moveInto(db, 'trail_points_parted', 'on conflict do nothing');
    },
  };
}
