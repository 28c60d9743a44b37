// Two jurisdictions under one province body: `inside` (a city body and a district body under it,
// the one a scoped user is bound to) and `outside` (a sibling city body). Every record of the
// outside one has the id OUTSIDE_ID in its own table and a name holding OUTSIDE_MARK, so that one
// body can name it in any call and one search of an answer can find any of it.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { nowText } from '../../src/db/time.js';
import { insertBook, insertCheckItem, insertCheckPoint, insertClock, insertEntry, insertInspection, insertStaff, insertStep, insertTrailPoint } from './admin-fixtures.js';
import type { TestContext, TestUser } from './context.js';
import { insertAccount, insertCityTree, insertCompany, insertGovernment } from './fixtures.js';

export const OUTSIDE_ID = 9001;
export const OUTSIDE_MARK = 'Farside';

export interface JurisdictionWorld {
  provinceBody: number;
  /** The body the scoped user is bound to, and the one under it. */
  cityBody: number;
  districtBody: number;
  insideCompany: number;
  insideCity: number;
  outsideCity: number;
  /** Every permission, bound to cityBody. */
  scoped: TestUser;
}

/** The tables whose rows a call by the scoped user must never change when it names outside records. */
export const WATCHED_TABLES = [
  'governments', 'companies', 'staff', 'check_points', 'check_items', 'inspections', 'handling_steps', 'standing_books', 'standing_entries',
  'accounts', 'clock_records', 'trail_points', 'entity_maintenance_records',
] as const;

/** The records of one company: staff with a clock record and a trail, a check point, a warning and its handling, a book. */
async function companyRecords(db: Kysely<DB>, companyId: number, mark: string, id?: number): Promise<void> {
  const at = id === undefined ? {} : { id };
  const staff = await insertStaff(db, { company_id: companyId, name: `${mark} staff`, ...at });
  await insertClock(db, { staff_id: staff, time: '2026-01-02 08:00:00', address: `${mark} gate`, ...at });
  await insertTrailPoint(db, { staff_id: staff, time: '2026-01-02 08:00:00', date: '2026-01-02', ...at });
  const point = await insertCheckPoint(db, { company_id: companyId, name: `${mark} point`, code: `CP-${mark}`, ...at });
  await insertCheckItem(db, { check_point_id: point, name: `${mark} item`, ...at });
  const inspection = await insertInspection(db, { company_id: companyId, check_point_id: point, staff_id: staff, status: 'error', content: `${mark} leak`, created_at: nowText(), ...at });
  await insertStep(db, { inspection_id: inspection, created_at: '2026-01-02 09:00:00', remark: `${mark} step`, ...at });
  const book = await insertBook(db, { company_id: companyId, year: 2026, name: `${mark} book`, ...at });
  await insertEntry(db, { book_id: book, recorded_at: '2026-01-02 10:00:00', title: `${mark} entry`, ...at });
  await db
    .insertInto('entity_maintenance_records' as never)
    .values({ company_id: companyId, equipment: `${mark} lathe`, kind: 'repair', date: '2026-01-02', result: 'passed', technician: 'Wang', created_at: '2026-01-02 10:00:00', updated_at: '2026-01-02 10:00:00', ...at } as never)
    .execute();
}

export async function buildJurisdictionWorld(ctx: TestContext): Promise<JurisdictionWorld> {
  const { db } = ctx;
  const cities = await insertCityTree(db);
  const outsideCity = (await db.insertInto('cities').values({ name: `${OUTSIDE_MARK} City`, level: 'city', parent_id: cities.provinceId }).returning('id').executeTakeFirstOrThrow()).id;
  const provinceBody = await insertGovernment(db, { city_id: cities.provinceId, level: 'province', name: 'Province Bureau' });
  const cityBody = await insertGovernment(db, { city_id: cities.cityId, parent_id: provinceBody, name: 'Nearside Bureau' });
  const districtBody = await insertGovernment(db, { city_id: cities.districtId, parent_id: cityBody, level: 'district', name: 'Nearside District Bureau' });
  await insertGovernment(db, { id: OUTSIDE_ID, city_id: outsideCity, parent_id: provinceBody, name: `${OUTSIDE_MARK} Bureau` });
  const insideCompany = await insertCompany(db, { city_id: cities.districtId, government_id: districtBody, name: 'Nearside Works' });
  await insertCompany(db, { id: OUTSIDE_ID, city_id: outsideCity, government_id: OUTSIDE_ID, name: `${OUTSIDE_MARK} Works` });
  await companyRecords(db, insideCompany, 'Nearside');
  await companyRecords(db, OUTSIDE_ID, OUTSIDE_MARK, OUTSIDE_ID);
  await insertAccount(db, { id: OUTSIDE_ID, company_id: OUTSIDE_ID, account: 'farside.web', name: `${OUTSIDE_MARK} clerk` });
  await insertAccount(db, { id: OUTSIDE_ID + 1, government_id: OUTSIDE_ID, account: 'farside.gov', name: `${OUTSIDE_MARK} officer` });
  await insertAccount(db, { company_id: insideCompany, account: 'nearside.web', name: 'Nearside clerk' });
  const now = '2026-01-01 00:00:00';
  await db.insertInto('system_users').values({ id: OUTSIDE_ID, account: 'farside.user', name: `${OUTSIDE_MARK} supervisor`, password_hash: 'x', created_at: now, updated_at: now, government_id: OUTSIDE_ID }).execute();
  // An audit entry of an outside record's delete, as a restore would read it.
  await db
    .insertInto('audit_log')
    .values({ id: OUTSIDE_ID, created_at: now, user_id: 1, account: 'admin', ip: '127.0.0.1', call: 'operate/company/account-delete', action: 'delete', resource: 'account', record_id: OUTSIDE_ID + 2, record_name: `${OUTSIDE_MARK} gone`, changes: JSON.stringify([{ field: 'account', from: 'farside.gone' }, { field: 'owner_id', from: OUTSIDE_ID }]), government_id: OUTSIDE_ID })
    .execute();
  if (ctx.dialect === 'postgres') {
    // Rows given their id by hand: the sequences must not hand it out again.
    for (const table of [...WATCHED_TABLES, 'system_users', 'audit_log']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(db);
    }
  }
  // Every permission, the shipped definitions' too: only the jurisdiction holds the user back.
  const permissions = (await db.selectFrom('permissions').select(['name', 'parent_id']).execute()).filter((p) => p.parent_id !== null).map((p) => p.name);
  const scoped = await ctx.createUser(permissions);
  await db.updateTable('system_users').set({ government_id: cityBody }).where('id', '=', scoped.id).execute();
  return { provinceBody, cityBody, districtBody, insideCompany, insideCity: cities.districtId, outsideCity, scoped };
}

/** Every watched row, to compare before and after a call. */
export async function snapshot(db: Kysely<DB>): Promise<string> {
  const rows: unknown[] = [];
  for (const table of WATCHED_TABLES) rows.push(await db.selectFrom(table as 'companies').selectAll().orderBy('id' as never).execute());
  rows.push(await db.selectFrom('system_users').select(['id', 'government_id', 'status', 'password_hash', 'version']).where('id', '=', OUTSIDE_ID).execute());
  rows.push(await db.selectFrom('user_roles').selectAll().where('user_id', '=', OUTSIDE_ID).execute());
  return JSON.stringify(rows);
}
