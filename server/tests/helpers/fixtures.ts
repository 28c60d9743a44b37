// Rows inserted straight into the database, for tests that need something to point at.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, NewRow } from '../../src/db/schema.js';
import { nowText } from '../../src/db/time.js';

const unique = (): string => randomBytes(3).toString('hex');

export interface CityTree {
  provinceId: number;
  cityId: number;
  districtId: number;
  /** A city without children. */
  leafCityId: number;
}

async function insertCity(db: Kysely<DB>, name: string, level: 'province' | 'city' | 'district', parentId: number | null) {
  const row = await db.insertInto('cities').values({ name, level, parent_id: parentId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** province > city > district, plus a second city with no districts. */
export async function insertCityTree(db: Kysely<DB>): Promise<CityTree> {
  const tag = unique();
  const provinceId = await insertCity(db, `Province ${tag}`, 'province', null);
  const cityId = await insertCity(db, `City ${tag}`, 'city', provinceId);
  const districtId = await insertCity(db, `District ${tag}`, 'district', cityId);
  const leafCityId = await insertCity(db, `Leaf City ${tag}`, 'city', provinceId);
  return { provinceId, cityId, districtId, leafCityId };
}

export async function insertGovernment(db: Kysely<DB>, values: Partial<NewRow<'governments'>> & { city_id: number }): Promise<number> {
  const now = nowText();
  const row = await db
    .insertInto('governments')
    .values({
      name: `Bureau ${unique()}`,
      level: 'city',
      parent_id: null,
      contact: 'Li Lei',
      phone: '010-12345678',
      address: '1 Main Street',
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCompany(
  db: Kysely<DB>,
  values: Partial<NewRow<'companies'>> & { city_id: number; government_id: number },
): Promise<number> {
  const now = nowText();
  const tag = unique().toUpperCase();
  const row = await db
    .insertInto('companies')
    .values({
      name: `Company ${tag}`,
      credit_code: `91110000${tag}AAAA`.slice(0, 18),
      contact: 'Han Meimei',
      phone: '13800000000',
      address: '2 Side Street',
      lng: null,
      lat: null,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAccount(
  db: Kysely<DB>,
  values: Partial<NewRow<'accounts'>> & ({ company_id: number } | { government_id: number }),
): Promise<number> {
  const now = nowText();
  const row = await db
    .insertInto('accounts')
    .values({
      company_id: null,
      government_id: null,
      type: 'web',
      account: `acct_${unique()}`,
      // Not a usable hash: these accounts never log in here.
      password_hash: 'scrypt$1$1$1$AA==$AA==',
      name: 'Account Holder',
      phone: null,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
