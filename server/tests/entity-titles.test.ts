// A referenced record's title, through another resource's calls: a record's display key
// (`company_id` -> `company_name`) answers it only to a caller who may view the referenced
// resource (else null; the id stays), in list, detail, create, update and a stale update's
// `current`; an import looks names up only for such a caller (ids still accepted), so that a
// refused name says nothing of what exists. The audit log keeps every title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dataOf, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let cityId: number;
let governmentId: number;
let companyId: number;
let companyName: string;

const path = (op: string) => `operate/entity/maintenance_records/${op}`;
const RECORD = ['maintenance:view', 'maintenance:create', 'maintenance:update'];
const HIDDEN = 'You may not look these records up by name; use the id.';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  cityId = (await insertCityTree(ctx.db)).cityId;
  governmentId = await insertGovernment(ctx.db, { city_id: cityId, name: 'Titles bureau' });
  companyName = 'Titles Heavy Industry';
  companyId = await insertCompany(ctx.db, { city_id: cityId, government_id: governmentId, name: companyName });
});

afterAll(async () => {
  await ctx.close();
});

type Row = Record<string, unknown>;
const body = (equipment: string) => ({ company_id: companyId, equipment, kind: 'repair', date: '2026-03-02', result: 'passed', technician: 'Li Si' });

describe('display keys', () => {
  it('answer the company name only to a holder of company:view; the id always', async () => {
    const made = dataOf(await ctx.call<Row>(path('create'), body('Crane A'), { token: admin }));
    const id = made.id as number;
    expect(made.company_name).toBe(companyName);

    const blind = await ctx.createUser(RECORD);
    const created = dataOf(await ctx.call<Row>(path('create'), body('Crane B'), { token: blind.token }));
    expect(created).toMatchObject({ company_id: companyId, company_name: null });
    expect(dataOf(await ctx.call<Row>(path('detail'), { id }, { token: blind.token }))).toMatchObject({ company_id: companyId, company_name: null });
    const listed = dataOf(await ctx.call<{ list: Row[] }>(path('list'), { company_id: companyId }, { token: blind.token })).list;
    expect(listed.length).toBe(2);
    for (const row of listed) expect(row).toMatchObject({ company_id: companyId, company_name: null });
    const updated = dataOf(await ctx.call<Row>(path('update'), { id, technician: 'Wang Wu', version: 1 }, { token: blind.token }));
    expect(updated).toMatchObject({ company_id: companyId, company_name: null, technician: 'Wang Wu' });
    // A stale update answers the record as it is now: the same rule.
    const stale = await ctx.call<{ current: Row }>(path('update'), { id, technician: 'Zhao Liu', version: 1 }, { token: blind.token });
    expect(stale.error).toBe(2009);
    expect(stale.data.current).toMatchObject({ company_id: companyId, company_name: null });

    const seeing = await ctx.createUser([...RECORD, 'company:view']);
    expect(dataOf(await ctx.call<Row>(path('detail'), { id }, { token: seeing.token }))).toMatchObject({ company_id: companyId, company_name: companyName });
    const seen = dataOf(await ctx.call<{ list: Row[] }>(path('list'), { company_id: companyId }, { token: seeing.token })).list;
    for (const row of seen) expect(row.company_name).toBe(companyName);

    // The audit log keeps the title, for the holders of audit:view.
    const entry = await ctx.db.selectFrom('audit_log').select('changes').where('resource', '=', 'maintenance_record').where('record_id', '=', created.id as number).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toContainEqual({ field: 'company_name', from: null, to: companyName });
  });
});

describe('imports by name', () => {
  const columns = ['company_id', 'equipment', 'kind', 'date', 'result', 'technician'];
  const send = (token: string, rows: unknown[][], route = path('import')) => ctx.call<{ fields: Record<string, string> }>(route, { columns, rows, dry_run: 1 }, { token, json: true });

  it('refuses a company named by a caller without company:view, whether it exists or not; ids pass', async () => {
    const blind = await ctx.createUser(RECORD);
    const named = await send(blind.token, [[companyName, 'Pump 1', 'repair', '2026-03-03', 'passed', 'Lin'], ['No such company', 'Pump 2', 'repair', '2026-03-03', 'passed', 'Lin']]);
    expect(named).toMatchObject({ error: 2001, data: { fields: { '1.company_id': HIDDEN, '2.company_id': HIDDEN } } });
    const zh = await ctx.call<{ fields: Record<string, string> }>(path('import'), { columns, rows: [[companyName, 'Pump 1', 'repair', '2026-03-03', 'passed', 'Lin']], dry_run: 1 }, { token: blind.token, json: true, lang: 'zh' });
    expect(zh.data.fields['1.company_id']).toBe('您无权查看这些记录，不能按名称查找，请填写 ID。');
    expect(dataOf(await send(blind.token, [[String(companyId), 'Pump 1', 'repair', '2026-03-03', 'passed', 'Lin']]))).toMatchObject({ rows: 1, dry_run: true });
    expect((await send(blind.token, [['999999', 'Pump 1', 'repair', '2026-03-03', 'passed', 'Lin']])).data.fields).toEqual({ '1.company_id': 'No record has this id.' });

    const seeing = await ctx.createUser([...RECORD, 'company:view']);
    expect(dataOf(await send(seeing.token, [[companyName, 'Pump 1', 'repair', '2026-03-03', 'passed', 'Lin']]))).toMatchObject({ rows: 1, dry_run: true });
    expect((await send(seeing.token, [['No such company', 'Pump 1', 'repair', '2026-03-03', 'passed', 'Lin']])).data.fields).toEqual({ '1.company_id': 'No record has this name or id.' });
  });

  it('holds the built-in imports to the same rule: check points by company name need company:view', async () => {
    const importPoints = (token: string, company: string) =>
      ctx.call<{ fields: Record<string, string> }>('operate/import/check-points', { columns: ['company_id', 'name'], rows: [[company, 'Gate']], dry_run: 1 }, { token, json: true });
    const creator = await ctx.createUser(['check:create']);
    expect(await importPoints(creator.token, companyName)).toMatchObject({ error: 2001, data: { fields: { '1.company_id': HIDDEN } } });
    expect((await importPoints(creator.token, String(companyId))).error).toBe(2000);
    const seeing = await ctx.createUser(['check:create', 'company:view']);
    expect((await importPoints(seeing.token, companyName)).error).toBe(2000);
  });
});
