// Rows for the admin/* tests, inserted straight into the database: a company with check
// points, staff, inspections, handling steps, standing books, clock records and trails.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, NewRow } from '../../src/db/schema.js';
import { formatDate, nowText } from '../../src/db/time.js';
import { insertCityTree, insertCompany, insertGovernment } from './fixtures.js';

const unique = (): string => randomBytes(3).toString('hex');

/** A new company (with its city and government); answers its id. */
export async function insertBareCompany(db: Kysely<DB>, name?: string): Promise<number> {
  const tree = await insertCityTree(db);
  const governmentId = await insertGovernment(db, { city_id: tree.cityId });
  return insertCompany(db, { city_id: tree.cityId, government_id: governmentId, ...(name ? { name } : {}) });
}

export async function insertCheckPoint(db: Kysely<DB>, values: Partial<NewRow<'check_points'>> & { company_id: number }): Promise<number> {
  const row = await db
    .insertInto('check_points')
    .values({ name: `Point ${unique()}`, code: `CP-${unique()}-${unique()}`, lng: null, lat: null, created_at: nowText(), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCheckItem(db: Kysely<DB>, values: Partial<NewRow<'check_items'>> & { check_point_id: number }): Promise<number> {
  const row = await db
    .insertInto('check_items')
    .values({ name: `Item ${unique()}`, standard: 'As the standard says', sort: 0, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStaff(db: Kysely<DB>, values: Partial<NewRow<'staff'>> & { company_id: number }): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({ name: `Staff ${unique()}`, phone: '13900000000', position: 'Inspector', status: 1, last_clock_at: null, created_at: nowText(), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface InspectionValues extends Partial<Omit<NewRow<'inspections'>, 'results'>> {
  company_id: number;
  check_point_id: number;
  created_at: string;
  results?: { item: string; ok: boolean; remark: string }[];
}

/** An inspection; `status: 'error'` makes it a warning (content defaults to a sentence). */
export async function insertInspection(db: Kysely<DB>, values: InspectionValues): Promise<number> {
  const { results, ...rest } = values;
  const status = rest.status ?? 'normal';
  const row = await db
    .insertInto('inspections')
    .values({
      staff_id: null,
      status,
      results: JSON.stringify(results ?? [{ item: 'Extinguisher', ok: status === 'normal', remark: status === 'normal' ? '' : 'Pressure low' }]),
      content: status === 'error' ? `Warning ${unique()}` : null,
      identity: 'staff',
      handle_status: status === 'error' ? 0 : 2,
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStep(db: Kysely<DB>, values: Partial<NewRow<'handling_steps'>> & { inspection_id: number; created_at: string }): Promise<number> {
  const row = await db
    .insertInto('handling_steps')
    .values({ actor: 'Safety Officer', action: 'accept', remark: 'On it', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBook(db: Kysely<DB>, values: Partial<NewRow<'standing_books'>> & { company_id: number; year: number }): Promise<number> {
  const now = nowText();
  const row = await db
    .insertInto('standing_books')
    .values({ parent_id: null, name: `Book ${unique()}`, type: 'year', created_at: now, updated_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEntry(db: Kysely<DB>, values: Partial<NewRow<'standing_entries'>> & { book_id: number; recorded_at: string }): Promise<number> {
  const row = await db
    .insertInto('standing_entries')
    .values({ title: `Entry ${unique()}`, content: 'Checked and recorded.', recorded_by: 'Li Lei', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertClock(db: Kysely<DB>, values: Partial<NewRow<'clock_records'>> & { staff_id: number; time: string }): Promise<number> {
  const row = await db
    .insertInto('clock_records')
    .values({ type: 'in', lng: 116.4, lat: 39.9, address: '2 Side Street (North Gate)', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTrailPoint(db: Kysely<DB>, values: Partial<NewRow<'trail_points'>> & { staff_id: number; time: string }): Promise<number> {
  const row = await db
    .insertInto('trail_points')
    .values({ date: values.time.slice(0, 10), lng: 116.4, lat: 39.9, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `YYYY-MM-DD` of the day `offset` days from today (server time). */
export function dayText(offset: number): string {
  const now = new Date();
  return formatDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
}
