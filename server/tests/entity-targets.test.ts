// References to people and to every built-in resource (SQLite, or PostgreSQL when TEST_PG_URL is
// set): staff, system users, company and government accounts, governments and cities. Each title
// is answered only to a caller holding the target's view permission (else null, the id stays),
// an account of the other kind is no record of the target, and an import looks names up under
// the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, Words } from '../src/entities/language/document.js';
import { nowText } from '../src/db/time.js';
import { createTestContext, dataOf, insertAccount, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
const words = (en: string): Words => ({ zh: en, en, es: en });
const ref = (name: string, entity: string) => ({ name, type: 'reference' as const, label: words(name), reference: { entity } });

const DUTIES: EntityDefinition = {
  name: 'duties',
  version: 1,
  labels: { name: words('Duties'), item: words('Duty'), create: words('New duty') },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: words('Title'), required: true },
    ref('staff_id', 'staff'),
    ref('user_id', 'system_users'),
    ref('company_account_id', 'company_accounts'),
    ref('government_account_id', 'government_accounts'),
    ref('government_id', 'governments'),
    ref('city_id', 'cities'),
  ],
};

/** Each display key, the target's view permission, and the title it answers. */
const TARGETS: { key: string; view: string | null; title: () => string }[] = [];
const ids: Record<string, number> = {};
const call = <T>(op: string, body: Record<string, unknown>, token = admin) => ctx.call<T>(`operate/entity/duties/${op}`, body, { token });
const DUTY = ['duties:view', 'duties:create', 'duties:update'];
const HIDDEN = 'You may not look these records up by name; use the id.';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  expect((await ctx.call('operate/entity/definition-save', { definition: DUTIES }, { token: admin, json: true })).error).toBe(2000);
  const tree = await insertCityTree(ctx.db);
  const governmentId = await insertGovernment(ctx.db, { city_id: tree.cityId, name: 'Targets bureau' });
  const companyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId });
  const staff = await ctx.db.insertInto('staff').values({ company_id: companyId, name: 'Zhang Wei', phone: '13800000001', position: 'Guard', created_at: nowText() }).returning('id').executeTakeFirstOrThrow();
  const user = await ctx.createUser([]);
  Object.assign(ids, {
    staff_id: staff.id,
    user_id: user.id,
    company_account_id: await insertAccount(ctx.db, { company_id: companyId, account: 'co.guard', name: 'Guard' }),
    government_account_id: await insertAccount(ctx.db, { government_id: governmentId, account: 'gov.clerk', name: 'Clerk' }),
    government_id: governmentId,
    city_id: tree.cityId,
  });
  const city = await ctx.db.selectFrom('cities').select('name').where('id', '=', tree.cityId).executeTakeFirstOrThrow();
  TARGETS.push(
    { key: 'staff', view: 'staff:view', title: () => 'Zhang Wei' },
    { key: 'user', view: 'user:view', title: () => `User ${user.account.slice(5)}` },
    { key: 'company_account', view: 'account:view', title: () => 'co.guard' },
    { key: 'government_account', view: 'account:view', title: () => 'gov.clerk' },
    { key: 'government', view: 'government:view', title: () => 'Targets bureau' },
    { key: 'city', view: null, title: () => city.name },
  );
});
afterAll(async () => ctx?.close());

type Row = Record<string, unknown>;

describe('references to people and built-ins', () => {
  it('answer each title to the holders of the target’s view permission only, the id to all', async () => {
    const made = dataOf(await call<Row>('create', { title: 'Night watch', ...ids }));
    for (const target of TARGETS) expect(made[`${target.key}_name`], target.key).toBe(target.title());

    const blind = await ctx.createUser(DUTY);
    const seen = dataOf(await call<Row>('detail', { id: made.id }, blind.token));
    for (const target of TARGETS) {
      expect(seen[`${target.key}_id`]).toBe(ids[`${target.key}_id`]);
      // Cities are public reference data: every caller reads their names.
      expect(seen[`${target.key}_name`], target.key).toBe(target.view === null ? target.title() : null);
    }
    for (const target of TARGETS.filter((t) => t.view !== null)) {
      const seeing = await ctx.createUser([...DUTY, target.view!]);
      const row = dataOf(await call<{ list: Row[] }>('list', {}, seeing.token)).list.find((r) => r.id === made.id)!;
      expect(row[`${target.key}_name`], target.key).toBe(target.title());
      for (const other of TARGETS.filter((t) => t.view !== null && t.view !== target.view)) expect(row[`${other.key}_name`], other.key).toBeNull();
    }
  });

  it('take no account of the other kind, nor a record that does not exist', async () => {
    const crossed = await call<{ fields: Record<string, string> }>('create', { title: 'Crossed', company_account_id: ids.government_account_id, government_account_id: ids.company_account_id, staff_id: 999999 });
    expect(crossed.error).toBe(2001);
    expect(crossed.data.fields).toEqual({
      company_account_id: 'The referenced record does not exist.',
      government_account_id: 'The referenced record does not exist.',
      staff_id: 'The referenced record does not exist.',
    });
  });

  it('look names up on import only for callers who may view the target', async () => {
    const columns = ['title', 'staff_id', 'company_account_id', 'city_id'];
    const send = (token: string, row: unknown[]) => ctx.call<{ fields: Record<string, string> }>('operate/entity/duties/import', { columns, rows: [row], dry_run: 1 }, { token, json: true });
    const row = ['Import', 'Zhang Wei', 'co.guard', TARGETS[5]!.title()];
    const importer = await ctx.createUser(['duties:create']);
    expect((await send(importer.token, row)).data.fields).toEqual({ '1.staff_id': HIDDEN, '1.company_account_id': HIDDEN });
    expect(dataOf(await send(importer.token, ['Import', String(ids.staff_id), String(ids.company_account_id), TARGETS[5]!.title()]))).toMatchObject({ rows: 1 });
    const seeing = await ctx.createUser(['duties:create', 'staff:view', 'account:view']);
    expect(dataOf(await send(seeing.token, row))).toMatchObject({ rows: 1 });
    // A government account's name is no company account's.
    expect((await send(seeing.token, ['Import', 'Zhang Wei', 'gov.clerk', TARGETS[5]!.title()])).data.fields).toEqual({ '1.company_account_id': 'No record has this name or id.' });
  });

  it('are offered to pickers by operate/entity/reference-options, to callers who may view them', async () => {
    const options = (body: Record<string, unknown>, token = admin) => ctx.call<{ list: { id: number; title: string }[]; total: number }>('operate/entity/reference-options', body, { token });
    expect(dataOf(await options({ target: 'staff', keyword: 'zhang' })).list).toEqual([{ id: ids.staff_id, title: 'Zhang Wei' }]);
    // One kind of account only, found by id as a picker shows a chosen value.
    expect(dataOf(await options({ target: 'company_accounts' })).list.map((o) => o.title)).toEqual(['co.guard']);
    expect(dataOf(await options({ target: 'government_accounts', id: ids.company_account_id })).list).toEqual([]);
    const blind = await ctx.createUser(DUTY);
    expect((await options({ target: 'staff' }, blind.token)).error).toBe(2003);
    expect(dataOf(await options({ target: 'cities', id: ids.city_id }, blind.token)).total).toBe(1);
    expect((await options({ target: 'tokens' })).data).toEqual({ fields: { target: expect.stringContaining('Must be one of') } });
    expect((await ctx.call('operate/entity/reference-options', { target: 'staff' })).error).toBe(2004);
  });
});
