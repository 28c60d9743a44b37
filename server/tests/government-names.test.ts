// Government names are unique in the database (migration 0019): creates of one name sent at once
// write one record, and a database already holding duplicates is told which, instead of failing
// blindly.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueGovernmentNames } from '../src/db/migrations/0019_unique_government_names.js';
import { createTestContext, insertCityTree, insertGovernment, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let cityId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  cityId = (await insertCityTree(ctx.db)).cityId;
});

afterAll(async () => {
  await ctx?.close();
});

describe('government names', () => {
  it('written by 8 parallel creates of one name: one record, the others 2009', async () => {
    const admin = await ctx.adminToken();
    const body = { name: 'Parallel Bureau', level: 'city', city_id: cityId, contact: 'Li Si', phone: '0571-88886666', address: '1 Lake Road' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.call('operate/government/government-create', body, { token: admin })));
    expect(answers.filter((a) => a.error === 2000)).toHaveLength(1);
    expect(answers.filter((a) => a.error !== 2000).every((a) => a.error === 2009)).toBe(true);
    const rows = await ctx.db.selectFrom('governments').select('id').where('name', '=', 'Parallel Bureau').execute();
    expect(rows).toHaveLength(1);
  });

  it('already used twice stop the migration with their names and ids, and it applies once they are renamed', async () => {
    const db = ctx.db;
    // As before migration 0019: a plain index, and two offices of one name.
    await db.schema.dropIndex('governments_name_key').execute();
    await db.schema.createIndex('governments_name_idx').on('governments').column('name').execute();
    const first = await insertGovernment(db, { city_id: cityId, name: 'Twin Office' });
    const second = await insertGovernment(db, { city_id: cityId, name: 'Twin Office' });
    const migration = uniqueGovernmentNames();
    await expect(migration.up(db as never)).rejects.toThrow(`several governments share a name; rename them, then start again: "Twin Office" (ids ${first}, ${second})`);
    await db.updateTable('governments').set({ name: 'Twin Office (east)' }).where('id', '=', second).execute();
    await migration.up(db as never);
    await expect(sql`insert into governments (name, level, city_id, contact, phone, address, created_at, updated_at) values ('Twin Office', 'city', ${cityId}, '', '', '', '', '')`.execute(db)).rejects.toThrow(/unique/i);
  });
});
