// The field app's tests: a government supervising a company, app accounts of both with a known
// password, and signing in as the app does.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { hashPassword } from '../../src/security/password.js';
import type { TestContext } from './context.js';
import { dataOf } from './encode.js';
import { insertAccount, insertCityTree, insertCompany, insertGovernment } from './fixtures.js';

export const APP_PASSWORD = 'Field-app-pass-1';

const unique = (): string => randomBytes(3).toString('hex');

export interface FieldWorld {
  governmentId: number;
  companyId: number;
  /** A company of another government. */
  otherCompanyId: number;
  companyAccount: string;
  companyAccountId: number;
  governmentAccount: string;
  governmentAccountId: number;
}

/** An app account (or a web one) whose password is APP_PASSWORD. */
export async function insertAppAccount(db: Kysely<DB>, owner: { company_id: number } | { government_id: number }, type: 'app' | 'web' = 'app') {
  const account = `app_${unique()}`;
  const id = await insertAccount(db, { ...owner, type, account, password_hash: await hashPassword(APP_PASSWORD) });
  return { id, account };
}

export async function insertFieldWorld(db: Kysely<DB>): Promise<FieldWorld> {
  const tree = await insertCityTree(db);
  const governmentId = await insertGovernment(db, { city_id: tree.cityId });
  const otherGovernmentId = await insertGovernment(db, { city_id: tree.cityId });
  const companyId = await insertCompany(db, { city_id: tree.cityId, government_id: governmentId });
  const otherCompanyId = await insertCompany(db, { city_id: tree.cityId, government_id: otherGovernmentId });
  const company = await insertAppAccount(db, { company_id: companyId });
  const government = await insertAppAccount(db, { government_id: governmentId });
  return {
    governmentId,
    companyId,
    otherCompanyId,
    companyAccount: company.account,
    companyAccountId: company.id,
    governmentAccount: government.account,
    governmentAccountId: government.id,
  };
}

/** Signs in as the app does (JSON) and answers the app token. */
export async function appLogin(ctx: TestContext, account: string, deviceId = 'phone-1', password = APP_PASSWORD): Promise<string> {
  const res = await ctx.call<{ token: string }>('operate/app/login', { account, password, device_id: deviceId, device_name: `Phone ${deviceId}` }, { json: true });
  return dataOf(res).token;
}
