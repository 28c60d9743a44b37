// The planner's statistics (db/statistics.ts): a table a bulk write moved is analysed, and not
// again until it moves; an import leaves its table analysed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatistics } from '../src/db/statistics.js';
import { createTestContext, dataOf, insertCityTree, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

/** Whether the planner has statistics for `table`. */
async function analysed(table: string): Promise<boolean> {
  if (ctx.dialect === 'sqlite') {
    const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = ${table}`.execute(ctx.db);
    return Number(rows[0]!.n) > 0;
  }
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from pg_stat_user_tables
    where relname = ${table} and (last_analyze is not null or last_autoanalyze is not null)`.execute(ctx.db);
  return Number(rows[0]!.n) > 0;
}

const entry = (i: number) => ({
  created_at: '2024-01-01 00:00:00', user_id: (i % 7) + 1, account: `user${i % 7}`, ip: '10.0.0.1', call: 'operate/role/role-update',
  action: 'update' as const, resource: 'role', record_id: i, record_name: `Role ${i}`, changes: '[]',
});

describe('keepStatistics', () => {
  it('analyses a table after a bulk write, and not again while it has not moved', async () => {
    // From an empty log: the shipped definitions' entries would have it analysed at two rows, after
    // which SQLite's optimize keeps judging it by that size and samples it again at each call
    // (a bounded sample, at start and after imports only).
    await ctx.db.deleteFrom('audit_log').execute();
    await keepStatistics(ctx.db, ctx.dialect);
    expect(await keepStatistics(ctx.db, ctx.dialect)).not.toContain('audit_log');
    for (let start = 0; start < 3000; start += 500) {
      await ctx.db.insertInto('audit_log').values(Array.from({ length: 500 }, (_, i) => entry(start + i))).execute();
    }
    expect(await keepStatistics(ctx.db, ctx.dialect)).toContain('audit_log');
    expect(await analysed('audit_log')).toBe(true);
    expect(await keepStatistics(ctx.db, ctx.dialect)).not.toContain('audit_log');
  });

  it('leaves an imported table analysed', async () => {
    const admin = await ctx.adminToken();
    const tree = await insertCityTree(ctx.db);
    const govId = await insertGovernment(ctx.db, { city_id: tree.cityId });
    await keepStatistics(ctx.db, ctx.dialect);
    const columns = ['name', 'credit_code', 'city_id', 'government_id', 'contact', 'phone', 'address', 'lng', 'lat', 'account', 'password'];
    const rows = Array.from({ length: 300 }, (_, i) => {
      const tag = String(i).padStart(6, '0');
      return [`Stat Co ${tag}`, `91110000MA${tag}XY`, tree.cityId, govId, 'Wang Fang', '13800000000', '3 Dock Road', 116.4, '', `stat${tag}`, 'Secret-pass-1'];
    });
    dataOf(await ctx.call('operate/import/companies', { columns, rows }, { token: admin, json: true }));
    expect(await analysed('companies')).toBe(true);
    expect(await keepStatistics(ctx.db, ctx.dialect)).not.toContain('companies');
  });
});
