// operate/audit/log-list and log-detail: filters, paging, bad input, permission; the log has no
// call that edits or deletes an entry, and the retention purge removes only old entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP } from '../src/routes/audit.js';
import { contractCalls } from '../src/routes/registry.js';
import { purgeAuditEntries } from '../src/security/maintenance.js';
import { callsUnder, createTestContext, dataOf, defineAccessTests, fieldsOf, insertCityTree, insertCompany, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let companyId: number;
let editor: { id: number; token: string };
let tree: Awaited<ReturnType<typeof insertCityTree>>;
let governmentId: number;

interface Entry {
  id: number;
  created_at: string;
  user_id: number | null;
  account: string;
  user_name: string;
  action: string;
  resource: string;
  record_id: number | null;
  record_name: string;
  changes: { field: string; from?: unknown; to?: unknown }[];
}

interface Page {
  list: Entry[];
  total: number;
}

const list = async (body: Record<string, unknown>, token = admin) => dataOf(await ctx.call<Page>('operate/audit/log-list', body, { token }));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  tree = await insertCityTree(ctx.db);
  governmentId = await insertGovernment(ctx.db, { city_id: tree.cityId });
  companyId = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId, name: 'Harbour Logistics', phone: '13800000000' });
  const user = await ctx.createUser(['company:update', 'audit:view']);
  editor = { id: user.id, token: user.token };
  for (const phone of ['13900000001', '13900000002', '13900000003']) {
    dataOf(await ctx.call('operate/company/company-update', { id: companyId, phone }, { token: editor.token }));
  }
  dataOf(await ctx.call('operate/company/company-update', { id: companyId, contact: 'Admin Wang' }, { token: admin }));
});

afterAll(async () => {
  await ctx?.close();
});

describe('operate/audit/*', () => {
  defineAccessTests(() => ctx, callsUnder('operate/audit').map((c) => c.path));

  it('has no call that edits or deletes an entry: the reads need audit:view, a restore only adds one', () => {
    expect(callsUnder('operate/audit').map((c) => c.path).sort()).toEqual(['operate/audit/log-detail', 'operate/audit/log-list', 'operate/audit/restore']);
    expect(contractCalls.filter((c) => /audit\/log-/.test(c.path)).every((c) => c.permission === 'audit:view')).toBe(true);
  });

  it('lists a record\'s history newest first, with the user and the changes', async () => {
    const page = await list({ resource: 'company', record_id: companyId });
    expect(page.total).toBe(4);
    expect(page.list.map((e) => e.changes[0]?.field)).toEqual(['contact', 'phone', 'phone', 'phone']);
    expect(page.list[1]).toMatchObject({ user_id: editor.id, account: expect.stringMatching(/^user_/), user_name: expect.stringMatching(/^User /), action: 'update', record_name: 'Harbour Logistics' });
    expect(page.list[1]!.changes).toEqual([{ field: 'phone', from: '13900000002', to: '13900000003' }]);
  });

  it('filters by user, action, keyword and date range, and pages', async () => {
    expect((await list({ user_id: editor.id, resource: 'company' })).total).toBe(3);
    expect((await list({ user_id: editor.id, action: 'login' })).total).toBe(1);
    expect((await list({ action: 'delete' })).total).toBe(0);
    expect((await list({ keyword: '13900000002', resource: 'company' })).total).toBe(2);
    expect((await list({ keyword: 'harbour' })).total).toBe(4);
    expect((await list({ resource: 'company', date_from: '2000-01-01', date_to: '2000-12-31' })).total).toBe(0);
    const first = await list({ resource: 'company', record_id: companyId, limit: 3 });
    const second = await list({ resource: 'company', record_id: companyId, limit: 3, page: 2 });
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    expect(second.list[0]!.id).toBeLessThan(first.list[2]!.id);
    expect((await list({ resource: 'company', sort: 'created_at', order: 'asc' })).list[0]!.changes[0]).toMatchObject({ field: 'phone', from: '13800000000' });
    // Local server dates may lie a day off UTC: a range around today holds every entry.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await list({ resource: 'company', date_from: day(-1), date_to: day(1) })).total).toBe(4);
    // Each filter combination takes another index path on SQLite: the answers stay the same.
    expect((await list({ user_id: editor.id, date_from: day(-1), date_to: day(1) })).total).toBe(4);
    expect((await list({ user_id: editor.id, date_from: day(1) })).total).toBe(0);
    expect((await list({ action: 'update', date_from: day(-1), date_to: day(1) })).list.map((e) => e.resource)).toEqual(['company', 'company', 'company', 'company']);
    expect((await list({ resource: 'company', action: 'update', keyword: 'Admin Wang' })).total).toBe(1);
  });

  it('finds a keyword of any length in any searched column, alone or beside other filters', async () => {
    const other = await insertCompany(ctx.db, { city_id: tree.cityId, government_id: governmentId, name: '华星精密', phone: '13800000009' });
    dataOf(await ctx.call('operate/company/company-update', { id: other, contact: 'Zhao Qiang' }, { token: admin }));
    // The shipped entity definitions' entries (at start) hold "zh" in their documents.
    const ids = async (body: Record<string, unknown>) => (await list(body)).list.filter((e) => e.resource !== 'entity_definition').map((e) => e.record_id);
    // Three characters or more read the trigram index; one or two its vocabulary (SQLite).
    for (const keyword of ['华星精密', '星精', '华', 'ZHAO q', 'zh']) {
      expect(await ids({ keyword }), keyword).toEqual([other]);
      expect(await ids({ keyword, action: 'update', resource: 'company' }), keyword).toEqual([other]);
      expect(await ids({ keyword, action: 'delete' }), keyword).toEqual([]);
    }
    // The changed values and the call are searched too; a control character is scanned for.
    expect((await list({ keyword: '13900000003' })).total).toBe(1);
    expect((await list({ keyword: 'company-update', resource: 'company' })).total).toBe(5);
    expect((await list({ keyword: 'a\u0001' })).total).toBe(0);
    // A purged entry is no longer found.
    await ctx.db.updateTable('audit_log').set({ created_at: '2001-01-01 00:00:00' }).where('record_id', '=', other).where('resource', '=', 'company').execute();
    await purgeAuditEntries(ctx.db, 30);
    expect(await ids({ keyword: '华星精密' })).toEqual([]);
  });

  it('answers 2001 for bad filters', async () => {
    const bad = async (body: Record<string, unknown>) => fieldsOf(await ctx.call('operate/audit/log-list', body, { token: admin }));
    expect(await bad({ action: 'rename' })).toContain('action');
    expect(await bad({ resource: 'tokens' })).toContain('resource');
    expect(await bad({ user_id: 'x' })).toContain('user_id');
    expect(await bad({ record_id: -1 })).toContain('record_id');
    expect(await bad({ date_from: '2025-02-02', date_to: '2025-02-01' })).toContain('date_to');
    expect(await bad({ date_from: 'yesterday' })).toContain('date_from');
    expect(await bad({ sort: 'account' })).toContain('sort');
    expect(await bad({ limit: 101 })).toContain('limit');
  });

  it('answers one entry by id, 2005 for an unknown one, 2001 without one', async () => {
    const [latest] = (await list({ resource: 'company', limit: 1 })).list;
    const detail = dataOf(await ctx.call<Entry>('operate/audit/log-detail', { id: latest!.id }, { token: admin }));
    expect(detail).toEqual(latest);
    expect(Object.keys(detail).sort()).toEqual(['account', 'action', 'call', 'changes', 'created_at', 'id', 'ip', 'record_id', 'record_name', 'resource', 'user_id', 'user_name'].sort());
    expect((await ctx.call('operate/audit/log-detail', { id: 99999999 }, { token: admin })).error).toBe(2005);
    expect(fieldsOf(await ctx.call('operate/audit/log-detail', {}, { token: admin }))).toContain('id');
  });

  it('opens to audit:view alone, and reading writes no entry', async () => {
    const reader = await ctx.createUser(['audit:view']);
    const before = (await list({})).total;
    expect((await list({ resource: 'company' }, reader.token)).total).toBe(4);
    expect((await list({})).total).toBe(before);
  });

  it('counts a broad match only past the cap, says so, and still pages beyond it', async () => {
    const entry = { created_at: '2020-01-01 00:00:00', user_id: null, account: 'bulk', ip: '10.0.0.1', call: 'operate/role/role-update', action: 'update' as const, resource: 'role', record_id: 1, record_name: 'Bulk', changes: '[]' };
    for (let done = 0; done <= AUDIT_COUNT_CAP; done += 1000) {
      await ctx.db.insertInto('audit_log').values(Array.from({ length: 1000 }, () => entry)).execute();
    }
    const first = await list({ resource: 'role', limit: 20 });
    expect(first).toMatchObject({ total: AUDIT_COUNT_CAP, total_capped: true });
    expect(first.list).toHaveLength(20);
    // On the cap's last page the count reaches one page further, so "next" stays open.
    const last = await list({ resource: 'role', limit: 100, page: AUDIT_COUNT_CAP / 100 });
    expect(last).toMatchObject({ total: AUDIT_COUNT_CAP + 100, total_capped: true });
    const narrow = await list({ resource: 'role', keyword: 'Bulk', date_from: '2020-01-01', date_to: '2020-01-01', limit: 1 });
    expect(narrow.total).toBe(AUDIT_COUNT_CAP);
    // Below the cap the total is exact and carries no flag.
    const exact = await list({ resource: 'company' });
    expect(exact.total).toBe(4);
    expect(exact).not.toHaveProperty('total_capped');
    await ctx.db.deleteFrom('audit_log').where('account', '=', 'bulk').execute();
  });

  it('keeps a count that reached the cap until entries are removed, and counts a smaller one anew', async () => {
    const entry = { created_at: '2020-01-02 00:00:00', user_id: null, account: 'kept', ip: '10.0.0.2', call: 'operate/role/role-update', action: 'update' as const, resource: 'role', record_id: 2, record_name: 'Kept', changes: '[]' };
    for (let done = 0; done <= AUDIT_COUNT_CAP; done += 1000) {
      await ctx.db.insertInto('audit_log').values(Array.from({ length: 1000 }, () => entry)).execute();
    }
    expect(await list({ resource: 'role', limit: 5 })).toMatchObject({ total: AUDIT_COUNT_CAP, total_capped: true });
    // An added entry can only add matches: the capped total stands, the page shows the entry.
    await ctx.db.insertInto('audit_log').values({ ...entry, record_name: 'Kept last' }).execute();
    const again = await list({ resource: 'role', limit: 5 });
    expect(again).toMatchObject({ total: AUDIT_COUNT_CAP, total_capped: true });
    expect(again.list[0]!.record_name).toBe('Kept last');
    const exact = (await list({ resource: 'company' })).total;
    await ctx.db.insertInto('audit_log').values({ ...entry, resource: 'company', record_name: 'Kept company' }).execute();
    expect((await list({ resource: 'company' })).total).toBe(exact + 1);
    // Removed entries move audit_log's version: the count is made again.
    await ctx.db.deleteFrom('audit_log').where('account', '=', 'kept').execute();
    const after = await list({ resource: 'role', limit: 5 });
    expect(after.total).toBeLessThan(AUDIT_COUNT_CAP);
    expect(after).not.toHaveProperty('total_capped');
    expect((await list({ resource: 'company' })).total).toBe(exact);
  });

  it('pages a keyword the same off one walk of its index as a filter off its own', async () => {
    const entry = { created_at: '2020-01-03 00:00:00', user_id: null, account: 'walk', ip: '10.0.0.3', call: 'operate/role/role-update', action: 'update' as const, resource: 'government', record_id: 3, record_name: 'Walked', changes: '[]' };
    await ctx.db.insertInto('audit_log').values(Array.from({ length: 45 }, (_, i) => ({ ...entry, record_id: 1000 + i }))).execute();
    for (const order of ['desc', 'asc'] as const) {
      const byRecord = (await list({ resource: 'government', date_from: '2020-01-03', date_to: '2020-01-03', limit: 100, order })).list.map((e) => e.id);
      expect(byRecord).toHaveLength(45);
      for (const page of [1, 2, 3]) {
        const found = await list({ keyword: 'Walked', limit: 20, page, order });
        expect(found.total).toBe(45);
        expect(found.list.map((e) => e.id)).toEqual(byRecord.slice((page - 1) * 20, page * 20));
      }
      expect((await list({ keyword: 'Walked', limit: 20, page: 4, order })).list).toEqual([]);
    }
    await ctx.db.deleteFrom('audit_log').where('account', '=', 'walk').execute();
  });

  it('finds a keyword off its rarest trigrams only where the entry holds the keyword itself', async () => {
    const entry = { created_at: '2020-01-04 00:00:00', user_id: null, account: 'trigram', ip: '10.0.0.4', call: 'operate/role/role-update', action: 'update' as const, resource: 'role', record_id: 4, changes: '[]' };
    // Both hold the trigrams of "Qxzqx" (qxz, xzq, zqx); only the first holds the word.
    await ctx.db.insertInto('audit_log').values([{ ...entry, record_name: 'Qxzqx' }, { ...entry, record_name: 'qxzq zqx' }]).execute();
    const found = await list({ keyword: 'qXZqx' });
    expect(found.total).toBe(1);
    expect(found.list.map((e) => e.record_name)).toEqual(['Qxzqx']);
    expect((await list({ keyword: 'qxzq' })).total).toBe(2);
    await ctx.db.deleteFrom('audit_log').where('account', '=', 'trigram').execute();
  });

  it('keeps every entry by default and purges only those past the retention', async () => {
    const total = (await list({})).total;
    expect(await purgeAuditEntries(ctx.db, 0)).toBe(0);
    const old = (await list({ limit: 1, sort: 'id', order: 'asc' })).list[0]!;
    await ctx.db.updateTable('audit_log').set({ created_at: '2001-01-01 00:00:00' }).where('id', '=', old.id).execute();
    expect(await purgeAuditEntries(ctx.db, 30)).toBe(1);
    expect((await list({})).total).toBe(total - 1);
  });
});
