// operate/import/*: all or nothing, row-numbered errors, dry runs, permissions and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/security/password.js';
import { createTestContext, dataOf, defineAccessTests, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let cityName: string;
let govName: string;
let govId: number;
let companyName: string;

const PATHS = ['operate/import/companies', 'operate/import/check-points', 'operate/import/company-accounts', 'operate/import/government-accounts'];
const COMPANY_COLUMNS = ['name', 'credit_code', 'city_id', 'government_id', 'contact', 'phone', 'address', 'lng', 'lat', 'account', 'password'];

let serial = 0;
/** A valid company row with unique name, credit code and account. */
function companyRow(overrides: Record<number, unknown> = {}): unknown[] {
  serial += 1;
  const tag = String(serial).padStart(6, '0');
  const row: unknown[] = [`Import Co ${tag}`, `91110000MA${tag}XY`, cityName, govName, 'Wang Fang', '13800000000', '3 Dock Road', 116.4, '', `imp${tag}`, 'Secret-pass-1'];
  for (const [i, value] of Object.entries(overrides)) row[Number(i)] = value;
  return row;
}

const importCompanies = (rows: unknown[][], extra: Record<string, unknown> = {}, token = admin) =>
  ctx.call<{ fields: Record<string, string> }>('operate/import/companies', { columns: COMPANY_COLUMNS, rows, ...extra }, { token, json: true });

const count = async (table: 'companies' | 'accounts' | 'check_points' | 'audit_log') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const tree = await insertCityTree(ctx.db);
  cityName = (await ctx.db.selectFrom('cities').select('name').where('id', '=', tree.cityId).executeTakeFirstOrThrow()).name;
  govId = await insertGovernment(ctx.db, { city_id: tree.cityId });
  govName = (await ctx.db.selectFrom('governments').select('name').where('id', '=', govId).executeTakeFirstOrThrow()).name;
  const companyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId, name: 'Existing Works' });
  companyName = (await ctx.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow()).name;
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, PATHS);

  it('needs the create permission of the resource', async () => {
    const viewer = await ctx.createUserWithPermissions(['company:view']);
    expect((await importCompanies([companyRow()], {}, viewer)).error).toBe(2003);
    // The rows name their government: looking it up by name takes government:view too.
    const creator = await ctx.createUserWithPermissions(['company:create', 'government:view']);
    expect((await importCompanies([companyRow()], { dry_run: 1 }, creator)).error).toBe(2000);
  });
});

describe('operate/import/companies', () => {
  it('imports every row with its account, names resolved, and records each create', async () => {
    const [companies, accounts, audit] = [await count('companies'), await count('accounts'), await count('audit_log')];
    const rows = [companyRow(), companyRow({ 2: String((await ctx.db.selectFrom('cities').select('id').where('name', '=', cityName).executeTakeFirstOrThrow()).id), 3: govId })];
    const res = await importCompanies(rows);
    expect(dataOf(res)).toEqual({ rows: 2, created: 2, dry_run: false });
    expect(await count('companies')).toBe(companies + 2);
    expect(await count('accounts')).toBe(accounts + 2);
    expect(await count('audit_log')).toBe(audit + 2);
    const account = await ctx.db.selectFrom('accounts').selectAll().where('account', '=', rows[0]![9] as string).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ type: 'web', name: 'Wang Fang' });
    expect(await verifyPassword('Secret-pass-1', account.password_hash)).toBe(true);
    const entry = await ctx.db.selectFrom('audit_log').selectAll().where('record_name', '=', rows[1]![0] as string).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'create', resource: 'company', call: 'operate/import/companies' });
    expect(entry.changes).toContain('"field":"password","secret":true');
  });

  it('a dry run checks and writes nothing', async () => {
    const before = await count('companies');
    expect(dataOf(await importCompanies([companyRow(), companyRow()], { dry_run: 1 }))).toEqual({ rows: 2, created: 0, dry_run: true });
    expect(await count('companies')).toBe(before);
  });

  it('answers 2001 with the row and field of every problem and saves nothing', async () => {
    const [companies, accounts, audit] = [await count('companies'), await count('accounts'), await count('audit_log')];
    const good = companyRow();
    const rows = [
      good,
      companyRow({ 1: 'bad', 4: '' }),
      companyRow({ 0: good[0], 3: 'No such bureau' }),
      companyRow({ 0: companyName, 9: good[9] }),
      companyRow({ 7: 300, 10: 'short' }),
    ];
    const res = await importCompanies(rows);
    expect(res.error).toBe(2001);
    expect(res.data!.fields).toEqual({
      '2.credit_code': 'Must be an 18-character unified social credit code.',
      '2.contact': 'This field is required.',
      '5.lng': 'Must be at most 180.',
      '5.password': 'Must be at least 8 characters.',
    });
    // Row checks first; the file's and the database's checks once every row reads right.
    const second = await importCompanies([good, rows[2]!, rows[3]!]);
    expect(second.data!.fields).toEqual({
      '2.government_id': 'No record has this name or id.',
      '2.name': 'The same value is on another row of the file.',
      '3.name': 'The name is already in use.',
      '3.account': 'The same value is on another row of the file.',
    });
    expect([await count('companies'), await count('accounts'), await count('audit_log')]).toEqual([companies, accounts, audit]);
  });

  it('words the problems in the language of the request', async () => {
    const res = await ctx.call<{ fields: Record<string, string> }>(
      'operate/import/companies',
      { columns: COMPANY_COLUMNS, rows: [companyRow({ 4: '' })] },
      { token: admin, json: true, lang: 'zh' },
    );
    expect(res.data!.fields).toEqual({ '1.contact': '此项为必填项。' });
  });

  it('refuses a body without rows, or with too many', async () => {
    expect((await ctx.call('operate/import/companies', { columns: COMPANY_COLUMNS, rows: [] }, { token: admin, json: true })).error).toBe(2001);
    const many = await ctx.call<{ fields: Record<string, string> }>('operate/import/companies', { columns: ['name'], rows: Array.from({ length: 10_001 }, () => ['x']) }, { token: admin, json: true });
    expect(many.data!.fields).toEqual({ rows: 'Must have at most 10000 items.' });
  });
});

describe('operate/import/check-points', () => {
  it('imports points with their items, by company name', async () => {
    const before = await count('check_points');
    const res = await ctx.call('operate/import/check-points', { columns: ['company_id', 'name', 'radius', 'items'], rows: [[companyName, 'Gate', 80, 'Lock\nLight；Sign'], [companyName, 'Yard', '', '']] }, { token: admin, json: true });
    expect(dataOf(res)).toEqual({ rows: 2, created: 2, dry_run: false });
    expect(await count('check_points')).toBe(before + 2);
    const gate = await ctx.db.selectFrom('check_points').select(['id', 'items_count', 'code', 'radius']).where('name', '=', 'Gate').executeTakeFirstOrThrow();
    expect(gate.items_count).toBe(3);
    // The reach as given, else the default of a check point made one at a time.
    expect(gate.radius).toBe(80);
    expect((await ctx.db.selectFrom('check_points').select('radius').where('name', '=', 'Yard').executeTakeFirstOrThrow()).radius).toBe(30);
    expect(gate.code).toMatch(/^CP-\d{6}-/);
  });

  it('answers 2001 per row for an unknown company', async () => {
    const res = await ctx.call<{ fields: Record<string, string> }>('operate/import/check-points', { columns: ['company_id', 'name'], rows: [[companyName, 'Dock'], ['Nobody Ltd', 'Dock']] }, { token: admin, json: true });
    expect(res.data!.fields).toEqual({ '2.company_id': 'No record has this name or id.' });
    const far = await ctx.call<{ fields: Record<string, string> }>('operate/import/check-points', { columns: ['company_id', 'name', 'radius'], rows: [[companyName, 'Dock', 5000]] }, { token: admin, json: true });
    expect(Object.keys(far.data!.fields)).toEqual(['1.radius']);
  });
});

describe('operate/import/*-accounts', () => {
  it('imports government app accounts; the kind comes as a column', async () => {
    const res = await ctx.call(
      'operate/import/government-accounts',
      { columns: ['government_id', 'account', 'name', 'phone', 'password', 'type'], rows: [[govName, 'gov.app.1', 'Zhao Lei', '', 'Secret-pass-2', 'app']] },
      { token: admin, json: true },
    );
    expect(dataOf(res)).toEqual({ rows: 1, created: 1, dry_run: false });
    const account = await ctx.db.selectFrom('accounts').selectAll().where('account', '=', 'gov.app.1').executeTakeFirstOrThrow();
    expect(account).toMatchObject({ government_id: govId, company_id: null, type: 'app', phone: null });
  });

  it('writes a file larger than one insert, each record with its audit entry', async () => {
    const [accounts, audit] = [await count('accounts'), await count('audit_log')];
    const rows = Array.from({ length: 901 }, (_, i) => [companyName, `bulk.${i}`, `Staff ${i}`, 'Secret-pass-4', 'app']);
    const res = await ctx.call('operate/import/company-accounts', { columns: ['company_id', 'account', 'name', 'password', 'type'], rows }, { token: admin, json: true });
    expect(dataOf(res)).toEqual({ rows: 901, created: 901, dry_run: false });
    expect([await count('accounts'), await count('audit_log')]).toEqual([accounts + 901, audit + 901]);
    const last = await ctx.db.selectFrom('audit_log').select(['record_name', 'resource', 'action']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toEqual({ record_name: 'bulk.900', resource: 'account', action: 'create' });
  });

  it('refuses an account taken in the database, with its row', async () => {
    const res = await ctx.call<{ fields: Record<string, string> }>(
      'operate/import/company-accounts',
      { columns: ['company_id', 'account', 'name', 'password', 'type'], rows: [[companyName, 'co.web.1', 'A', 'Secret-pass-3', 'web'], [companyName, 'gov.app.1', 'B', 'Secret-pass-3', 'web']] },
      { token: admin, json: true },
    );
    expect(res.data!.fields).toEqual({ '2.account': 'The account is already in use.' });
    expect(await ctx.db.selectFrom('accounts').select('id').where('account', '=', 'co.web.1').executeTakeFirst()).toBeUndefined();
  });
});
