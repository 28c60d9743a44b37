// Company-list totals and search term expansions kept until companies change
// (http/table-cache.ts, migration 0007): they must follow every write that changes which
// companies a list matches, from this process or another one, and never keep what a
// transaction saw.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { nowText } from '../src/db/time.js';
import { cachedUntilChange } from '../src/http/table-cache.js';
import { createTestContext, dataOf, insertCityTree, insertCompany, insertGovernment, type CityTree, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let tree: CityTree;
let govId: number;

interface Page {
  list: { id: number }[];
  total: number;
}

const total = async (body: Record<string, unknown>) =>
  dataOf(await ctx.call<Page>('operate/company/company-list', body, { token: admin })).total;

const version = async () =>
  Number((await sql<{ version: number }>`select version from table_versions where name = 'companies'`.execute(ctx.db)).rows[0]!.version);

/** A company written straight into the table, as another program would. */
const insert = (name: string) => insertCompany(ctx.db, { city_id: tree.cityId, government_id: govId, name });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  tree = await insertCityTree(ctx.db);
  govId = await insertGovernment(ctx.db, { city_id: tree.cityId });
  for (const name of ['Vega Gyroscopes', 'Vega Harness Works', 'Lyra Valves']) await insert(name);
});

afterAll(async () => {
  await ctx?.close();
});

describe('company-list totals', () => {
  it('follow inserts, deletes and updates of filtered and searched columns', async () => {
    const all = await total({});
    expect(await total({ keyword: 'vega' })).toBe(2);
    expect(await total({ keyword: 've' })).toBeGreaterThanOrEqual(2);
    expect(await total({ government_id: govId, status: 1 })).toBe(3);

    const id = await insert('Vega Thermal Blankets');
    expect(await total({})).toBe(all + 1);
    expect(await total({ keyword: 'vega' })).toBe(3);

    await ctx.db.updateTable('companies').set({ status: 0 }).where('id', '=', id).execute();
    expect(await total({ government_id: govId, status: 1 })).toBe(3);
    await ctx.db.updateTable('companies').set({ address: 'Vega Plaza 1' }).where('name', '=', 'Lyra Valves').execute();
    expect(await total({ keyword: 'vega' })).toBe(4);

    await ctx.db.deleteFrom('companies').where('id', '=', id).execute();
    expect(await total({})).toBe(all);
    expect(await total({ keyword: 'vega' })).toBe(3);
  });

  it('follow new words for one- and two-character keywords', async () => {
    // Short keywords are expanded to the indexed trigrams starting with them: a new company
    // brings new trigrams.
    expect(await total({ keyword: 'qz' })).toBe(0);
    const id = await insert('Qzar Mounts');
    expect(await total({ keyword: 'qz' })).toBe(1);
    await ctx.db.updateTable('companies').set({ name: 'Kestrel Mounts' }).where('id', '=', id).execute();
    expect(await total({ keyword: 'qz' })).toBe(0);
  });

  it('follow companies created and updated through the API', async () => {
    const before = await total({ keyword: 'Sirius' });
    const created = await ctx.call<{ id: number }>(
      'operate/company/create-account',
      {
        name: 'Sirius Avionics', credit_code: '91330100MA2B4C6D8E', contact: 'Zhou Min', phone: '0571-88001234',
        address: '8 Rocket Road', city_id: tree.districtId, government_id: govId, account: 'sirius_web', password: 'Company-pass-1',
      },
      { token: admin },
    );
    const id = dataOf(created).id;
    expect(await total({ keyword: 'Sirius' })).toBe(before + 1);
    expect(await total({ city_id: tree.provinceId, keyword: 'sirius' })).toBe(1);
    await ctx.call('operate/company/company-update', { id, city_id: tree.leafCityId }, { token: admin });
    expect(await total({ city_id: tree.cityId, keyword: 'sirius' })).toBe(0);
    expect(await total({ city_id: tree.provinceId, keyword: 'sirius' })).toBe(1);
  });

  it('follow writes committed by another connection', async () => {
    if (ctx.dialect !== 'sqlite') return; // PostgreSQL: every pooled connection is another one already
    const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(ctx.db)).rows[0]!.file;
    const other = openDatabase({ dbFile: file });
    try {
      const before = await total({ keyword: 'Deneb' });
      await insertCompany(other.db, { city_id: tree.cityId, government_id: govId, name: 'Deneb Optics' });
      expect(await total({ keyword: 'Deneb' })).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});

describe('the companies version', () => {
  it('moves on writes that can change list membership, not on counters and timestamps', async () => {
    const id = await insert('Altair Seals');
    let v = await version();
    await ctx.db.updateTable('companies').set({ staff_count: 7, updated_at: nowText() }).where('id', '=', id).execute();
    expect(await version()).toBe(v);
    await ctx.db.updateTable('companies').set({ phone: '010-66667777' }).where('id', '=', id).execute();
    expect(await version()).toBe(v + 1);
    v = await version();
    await ctx.db.deleteFrom('companies').where('id', '=', id).execute();
    expect(await version()).toBe(v + 1);
  });
});

describe('cachedUntilChange', () => {
  it('counts once while companies stay as they are, again after a write', async () => {
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 42;
    };
    expect(await cachedUntilChange(ctx.db, 'companies', 'probe', count)).toBe(42);
    expect(await cachedUntilChange(ctx.db, 'companies', 'probe', count)).toBe(42);
    expect(counted).toBe(1);
    await insert('Mira Bearings');
    await cachedUntilChange(ctx.db, 'companies', 'probe', count);
    expect(counted).toBe(2);
  });

  it('keeps nothing counted inside a transaction', async () => {
    expect(await total({ keyword: 'Castor' })).toBe(0);
    let counted = 0;
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await insertCompany(trx, { city_id: tree.cityId, government_id: govId, name: 'Castor Rigging' });
        // Uncommitted rows: what the transaction sees is counted every time and never kept.
        for (let i = 0; i < 2; i++) {
          await cachedUntilChange(trx, 'companies', 'castor', async () => {
            counted += 1;
            return 1;
          });
        }
        throw new Error('roll back');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || err.message !== 'roll back') throw err;
      });
    expect(counted).toBe(2);
    await insert('Pollux Struts');
    expect(await total({ keyword: 'Castor' })).toBe(0);
  });
});
