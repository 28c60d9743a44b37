// operate/company/*: the companies themselves (their list: company-list.ts; their check points and
// accounts: check-points.ts, accounts.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import { nowText } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { conflict, invalid, notFound, type FieldErrors } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { currentFor, nextVersion, versionField } from '../../http/versions.js';
import { hashPassword } from '../../security/password.js';
import { insertAccount } from '../../records/accounts.js';
import { Company } from '../../http/answers/records.js';
import { requireInside, requireInsideField } from '../../security/jurisdiction.js';

/** GB 32100-2015 unified social credit code: 18 of 0-9 and A-Z without I, O, S, V, Z. */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

export function selectCompanies(db: Kysely<DB>) {
  return db.selectFrom('companies as co');
}

/** The Company record of docs/API.md. The joins never drop a row: both references are required. */
export function withCompanyColumns(query: ReturnType<typeof selectCompanies>) {
  return query
    .innerJoin('cities as ci', 'ci.id', 'co.city_id')
    .innerJoin('governments as g', 'g.id', 'co.government_id')
    .select([
      'co.id',
      'co.name',
      'co.credit_code',
      'co.contact',
      'co.phone',
      'co.address',
      'co.city_id',
      'ci.name as city_name',
      'co.government_id',
      'g.name as government_name',
      'co.lng',
      'co.lat',
      'co.status',
      'co.staff_count',
      'co.created_at',
      'co.updated_at',
      'co.version',
    ]);
}

export function findCompany(db: Kysely<DB>, id: number) {
  return withCompanyColumns(selectCompanies(db)).where('co.id', '=', id).executeTakeFirst();
}

/** Company records by id, many at once (imports). */
export function findCompanies(db: Kysely<DB>, ids: number[]) {
  return withCompanyColumns(selectCompanies(db)).where('co.id', 'in', ids).execute();
}

/** Accepts lower case and answers the code upper case. */
const creditCode = z.preprocess(
  (x) => (typeof x === 'string' ? x.toUpperCase() : x),
  v.text(18, { pattern: CREDIT_CODE, patternMessage: 'Must be an 18-character unified social credit code.' }),
);

export const companyFields = {
  name: v.text(64),
  credit_code: creditCode,
  contact: v.text(32),
  phone: v.phone(),
  address: v.text(128),
  city_id: v.id(),
  government_id: v.id(),
};

export const coordinates = {
  lng: v.number({ min: -180, max: 180 }),
  lat: v.number({ min: -90, max: 90 }),
};

interface CompanyInput {
  name?: string | undefined;
  credit_code?: string | undefined;
  city_id?: number | undefined;
  government_id?: number | undefined;
}

/** References must exist (2001 on the field), then name and credit code stay unique (2009). */
async function checkCompany(db: Kysely<DB>, input: CompanyInput, current?: { name: string; credit_code: string }): Promise<void> {
  const fields: FieldErrors = {};
  if (input.city_id !== undefined) {
    const city = await db.selectFrom('cities').select('id').where('id', '=', input.city_id).executeTakeFirst();
    if (!city) fields.city_id = 'The city does not exist.';
  }
  if (input.government_id !== undefined) {
    const government = await db.selectFrom('governments').select('id').where('id', '=', input.government_id).executeTakeFirst();
    if (!government) fields.government_id = 'The government does not exist.';
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const unique = [
    { field: 'name', value: input.name, was: current?.name, message: 'The name is already in use.' },
    { field: 'credit_code', value: input.credit_code, was: current?.credit_code, message: 'The credit code is already in use.' },
  ] as const;
  for (const u of unique) {
    if (u.value === undefined || u.value === u.was) continue;
    const same = await db.selectFrom('companies').select('id').where(u.field, '=', u.value).executeTakeFirst();
    if (same) fields[u.field] = u.message;
  }
  const taken = Object.values(fields);
  if (taken.length > 0) throw conflict(taken[0]!, fields);
}

const companyDetail = defineCall({
  path: 'operate/company/company-detail',
  permission: 'company:view',
  answer: Company,
  body: z.object({ id: v.id() }),
  async handler({ id }, { db, auth }) {
    const found = await findCompany(db, id);
    if (!found) throw notFound('The company does not exist.');
    await requireInside(db, auth, 'governments', found.government_id, 'The company does not exist.');
    return found;
  },
});

const companyCreate = defineCall({
  path: 'operate/company/create-account',
  example: { name: '航天动力保障公司', credit_code: '91330100MA2B3C4D5E', contact: '王磊', phone: '13800000000', address: '杭州市滨江区江南大道 100 号', city_id: 330108, government_id: 3, lng: 120.21, lat: 30.19, account: 'htdl_admin', password: 'Correct-Horse-7' },
  permission: 'company:create',
  answer: Company,
  body: z.object({
    ...companyFields,
    lng: v.optional(coordinates.lng),
    lat: v.optional(coordinates.lat),
    account: v.account(),
    password: v.password(),
  }),
  async handler({ account, password, ...fields }, ctx) {
    const { db } = ctx;
    // Hash outside the transaction: scrypt is slow and SQLite has one writer.
    const hash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      await checkCompany(trx, fields);
      await requireInsideField(trx, ctx.auth, 'governments', fields.government_id, 'government_id');
      const now = nowText();
      const row = await trx
        .insertInto('companies')
        .values({ ...fields, lng: fields.lng ?? null, lat: fields.lat ?? null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The first web account is the company contact's. A taken account name throws here,
      // after the company insert, and the transaction takes the company back with it.
      await insertAccount(trx, 'company', { ownerId: row.id, type: 'web', account, password, name: fields.contact, phone: fields.phone }, hash);
      const created = (await findCompany(trx, row.id))!;
      // One entry for the call: the company, with the account it was opened with.
      await recordChange(trx, ctx, { action: 'create', resource: 'company', recordId: row.id, name: created.name, after: { ...created, account }, secrets: ['password'] });
      return created;
    });
  },
});

const companyUpdate = defineCall({
  path: 'operate/company/company-update',
  permission: 'company:update',
  answer: Company,
  body: z.object({
    id: v.id(),
    name: v.optional(companyFields.name),
    credit_code: v.optional(companyFields.credit_code),
    contact: v.optional(companyFields.contact),
    phone: v.optional(companyFields.phone),
    address: v.optional(companyFields.address),
    city_id: v.optional(companyFields.city_id),
    government_id: v.optional(companyFields.government_id),
    lng: v.nullable(coordinates.lng),
    lat: v.nullable(coordinates.lat),
    status: v.optional(v.flag()),
    ...versionField,
  }),
  async handler({ id, version, ...changes }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      const current = await currentFor(trx, ctx.dialect, { table: 'companies', id, version }, () => findCompany(trx, id));
      if (!current) throw notFound('The company does not exist.');
      await requireInside(trx, ctx.auth, 'governments', current.government_id, 'The company does not exist.');
      await checkCompany(trx, changes, current);
      if (changes.government_id !== undefined) await requireInsideField(trx, ctx.auth, 'governments', changes.government_id, 'government_id');
      // Kysely skips undefined values, so only the fields sent change; a blank lng/lat clears it.
      await trx.updateTable('companies').set({ ...changes, updated_at: nowText(), version: nextVersion }).where('id', '=', id).execute();
      const updated = (await findCompany(trx, id))!;
      await recordChange(trx, ctx, { action: 'update', resource: 'company', recordId: id, name: updated.name, before: current, after: updated });
      return updated;
    });
  },
});

export const companyRecordCalls = [companyDetail, companyCreate, companyUpdate];
