// Trail points by month. On PostgreSQL `trail_points` is partitioned by range of its day
// (migration 0029): one table per month, `trail_points_2026_11`, and a DEFAULT partition that takes
// any point no month has a table for yet, so an insert never fails. The upkeep here runs at start
// and on the purge's schedule: it makes last month's, this month's and the next months' tables,
// moves what the DEFAULT holds into tables of its months, and with TRAIL_RETENTION_MONTHS drops
// whole months past the retention (DROP TABLE: no row-by-row delete, no bloat left behind). SQLite
// has no partitions: there the retention deletes the older rows.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './index.js';
import type { DB } from './schema.js';

export const TRAIL_TABLE = 'trail_points';
export const DEFAULT_PARTITION = 'trail_points_default';
/** Months made ahead of the current one: a quiet instance still has next month's table ready. */
export const MONTHS_AHEAD = 3;
/** One instance changes the partitions at a time; the others wait, then find the work done. */
const UPKEEP_LOCK = sql`hashtext('trail_points partitions')`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const PARTITION = /^trail_points_(\d{4})_(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM` of `at` plus `months`, in server local time like the stored days (db/time.ts). */
export function monthOf(at: Date, months = 0): string {
  const d = new Date(at.getFullYear(), at.getMonth() + months, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

/** `trail_points_2026_11` for `2026-11`; throws on anything else, as it goes into SQL text. */
export function partitionName(month: string): string {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  return `${TRAIL_TABLE}_${m[1]}_${m[2]}`;
}

/** The month a partition holds, or null for a table that is not a month's (the DEFAULT). */
function monthOfPartition(name: string): string | null {
  const m = PARTITION.exec(name);
  return m ? `${m[1]}-${m[2]}` : null;
}

/** The days a month's partition takes: from its first day up to the next month's first day. */
function bounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${monthOf(new Date(year, m, 1))}-01` };
}

/** Idempotent: a month whose table exists is left as it is. */
export function createPartition(month: string) {
  const { from, to } = bounds(month);
  return sql.raw(`create table if not exists ${partitionName(month)} partition of ${TRAIL_TABLE} for values from ('${from}') to ('${to}')`);
}

export interface TrailUpkeep {
  /** PostgreSQL: partitions made, and dropped past the retention. */
  created: string[];
  dropped: string[];
  /** SQLite: points deleted past the retention. */
  deleted: number;
}

/** The partitions of `trail_points` by name (the DEFAULT among them). */
export async function listTrailPartitions(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = to_regclass(${TRAIL_TABLE})
    order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Rows in the DEFAULT for a month block making its table (PostgreSQL refuses a partition whose
 * range the DEFAULT holds rows of): they move into the new table in the same transaction, with
 * writes to `trail_points` held meanwhile so that none lands in the DEFAULT between the two.
 * Written into the partition itself, the moved rows are not announced again (migration 0027's
 * trigger is on `trail_points`).
 */
async function createMovingDefault(trx: Transaction<DB>, month: string, held: { writes: boolean }): Promise<void> {
  const { from, to } = bounds(month);
  const inDefault = sql`${sql.table(DEFAULT_PARTITION)} where date >= ${from} and date < ${to}`;
  const { rows } = await sql<{ found: number }>`select count(*)::int as found from (select 1 from ${inDefault} limit 1) d`.execute(trx);
  if (rows[0]!.found === 0) {
    await createPartition(month).execute(trx);
    return;
  }
  if (!held.writes) await sql`lock table ${sql.table(TRAIL_TABLE)} in share row exclusive mode`.execute(trx);
  held.writes = true;
  await sql`create temporary table trail_points_moving (like ${sql.table(TRAIL_TABLE)}) on commit drop`.execute(trx);
  await sql`with moved as (delete from ${inDefault} returning *) insert into trail_points_moving select * from moved`.execute(trx);
  await createPartition(month).execute(trx);
  await sql`insert into ${sql.table(partitionName(month))} select * from trail_points_moving`.execute(trx);
  await sql`drop table trail_points_moving`.execute(trx);
}

async function keepPostgres(db: Kysely<DB>, retentionMonths: number, now: Date): Promise<TrailUpkeep> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${UPKEEP_LOCK})`.execute(trx);
    const existing = new Set((await listTrailPartitions(trx)).map(monthOfPartition).filter((m): m is string => m !== null));
    // The field app takes points up to a week old: last month's table is wanted too.
    const wanted = new Set(Array.from({ length: MONTHS_AHEAD + 2 }, (_, i) => monthOf(now, i - 1)));
    const { rows } = await sql<{ month: string }>`select distinct substr(date, 1, 7) as month from ${sql.table(DEFAULT_PARTITION)}`.execute(trx);
    for (const { month } of rows) if (MONTH.test(month)) wanted.add(month);
    const created: string[] = [];
    const held = { writes: false };
    for (const month of [...wanted].sort()) {
      if (existing.has(month)) continue;
      await createMovingDefault(trx, month, held);
      existing.add(month);
      created.push(partitionName(month));
    }
    const dropped: string[] = [];
    if (retentionMonths > 0) {
      const cut = monthOf(now, -retentionMonths);
      for (const month of [...existing].sort()) {
        if (month >= cut) continue;
        await sql`drop table if exists ${sql.table(partitionName(month))}`.execute(trx);
        dropped.push(partitionName(month));
      }
    }
    return { created, dropped, deleted: 0 };
  });
}

/**
 * Makes the months' partitions and applies the retention: `retentionMonths` keeps the current
 * month and that many before it (0 keeps everything). The same cut on both databases: PostgreSQL
 * drops the months before it, SQLite deletes the points before its first day.
 */
export async function keepTrailPartitions(db: Kysely<DB>, dialect: DialectName, retentionMonths: number, now = new Date()): Promise<TrailUpkeep> {
  if (dialect === 'postgres') return keepPostgres(db, retentionMonths, now);
  if (retentionMonths <= 0) return { created: [], dropped: [], deleted: 0 };
  const result = await db.deleteFrom('trail_points').where('date', '<', `${monthOf(now, -retentionMonths)}-01`).executeTakeFirst();
  return { created: [], dropped: [], deleted: Number(result.numDeletedRows) };
}
