// Idempotency-Key: a create retried with the same key (the console's timeout, a dropped network)
// writes one record and answers the first answer; the same key with another request is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys } from '../src/http/idempotency.js';
import { createTestContext, insertCityTree, type CityTree, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;
let tree: CityTree;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  tree = await insertCityTree(ctx.db);
});

afterAll(async () => {
  await ctx.close();
});

const CREATE = 'operate/government/government-create';
const body = (name: string) => ({ name, level: 'city', city_id: tree.cityId, contact: 'Li Si', phone: '0571-88886666', address: '1 River Road' });
const withKey = (key: string, token = admin) => ({ token, headers: { 'idempotency-key': key } });

async function governmentsNamed(name: string): Promise<number> {
  const row = await ctx.db.selectFrom('governments').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first answer and writes one record', async () => {
    const first = await ctx.call<{ id: number }>(CREATE, body('Bureau once'), withKey('key-repeat-1'));
    const again = await ctx.call<{ id: number }>(CREATE, body('Bureau once'), withKey('key-repeat-1'));
    expect(first.error).toBe(2000);
    expect(again).toEqual(first);
    expect(await governmentsNamed('Bureau once')).toBe(1);
    const audit = await ctx.db.selectFrom('audit_log').select('id').where('record_name', '=', 'Bureau once').execute();
    expect(audit).toHaveLength(1);
  });

  it('writes one record for repeats sent at the same time', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => ctx.call<{ id: number }>(CREATE, body('Bureau racing'), withKey('key-race-1'))));
    expect(answers.map((a) => a.error)).toEqual([2000, 2000, 2000]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await governmentsNamed('Bureau racing')).toBe(1);
  });

  it('runs the call again without a key, or with another key', async () => {
    // Names are unique: a call that runs again is refused where a replay would answer 2000.
    expect((await ctx.call(CREATE, body('Bureau twice'), withKey('key-other-a'))).error).toBe(2000);
    expect((await ctx.call(CREATE, body('Bureau twice'), { token: admin })).error).toBe(2009);
    expect((await ctx.call(CREATE, body('Bureau twice'), withKey('key-other-b'))).error).toBe(2009);
    expect(await governmentsNamed('Bureau twice')).toBe(1);
  });

  it('refuses the same key with another body or another call, and changes nothing', async () => {
    expect((await ctx.call(CREATE, body('Bureau first body'), withKey('key-reused'))).error).toBe(2000);
    const other = await ctx.call(CREATE, body('Bureau second body'), withKey('key-reused'));
    expect(other.error).toBe(2001);
    expect(other.data).toEqual({ fields: { 'Idempotency-Key': 'This idempotency key was used for another request.' } });
    expect(await governmentsNamed('Bureau second body')).toBe(0);
    const otherCall = await ctx.call('operate/government/government-update', { id: 1, contact: 'x' }, withKey('key-reused'));
    expect(otherCall.error).toBe(2001);
  });

  it('replays a refusal too, in the language of the repeat', async () => {
    const first = await ctx.call(CREATE, body('Bureau once'), withKey('key-duplicate'));
    expect(first.error).toBe(2009);
    const again = await ctx.call(CREATE, body('Bureau once'), { ...withKey('key-duplicate'), lang: 'zh' });
    expect(again.error).toBe(2009);
    expect(again.message).not.toBe(first.message);
    expect(again.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps keys apart per user', async () => {
    const other = await ctx.createUser(['government:create', 'government:view']);
    expect((await ctx.call(CREATE, body('Bureau of user a'), withKey('key-shared'))).error).toBe(2000);
    const theirs = await ctx.call(CREATE, body('Bureau of user b'), withKey('key-shared', other.token));
    expect(theirs.error).toBe(2000);
    expect(await governmentsNamed('Bureau of user b')).toBe(1);
  });

  it('refuses a malformed key before doing anything', async () => {
    for (const key of ['', 'has space', 'x'.repeat(101), '中文']) {
      const answer = await ctx.call(CREATE, body(`Bureau bad key ${key.length}`), withKey(encodeURIComponent(key) === key ? key : 'bad key'));
      expect(answer.error).toBe(2001);
      expect(answer.data).toEqual({ fields: { 'Idempotency-Key': 'Must be 1 to 100 letters, digits or - _ . :' } });
    }
    expect(await governmentsNamed('Bureau bad key 0')).toBe(0);
  });

  it('checks login and permission before the key', async () => {
    const viewer = await ctx.createUser(['government:view']);
    expect((await ctx.call(CREATE, body('Bureau denied'), withKey('key-denied', viewer.token))).error).toBe(2003);
    expect((await ctx.call(CREATE, body('Bureau denied'), withKey('key-denied', 'not-a-token'))).error).toBe(2004);
    const rows = await ctx.db.selectFrom('idempotency_keys').select('id').where('key', '=', 'key-denied').execute();
    expect(rows).toHaveLength(0);
  });

  it('forgets keys after a day', async () => {
    expect((await ctx.call(CREATE, body('Bureau purged'), withKey('key-purged'))).error).toBe(2000);
    expect(await purgeIdempotencyKeys(ctx.db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await purgeIdempotencyKeys(ctx.db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    await ctx.db.deleteFrom('governments').where('name', '=', 'Bureau purged').execute();
    expect((await ctx.call(CREATE, body('Bureau purged'), withKey('key-purged'))).error).toBe(2000);
    expect(await governmentsNamed('Bureau purged')).toBe(1);
  });
});
