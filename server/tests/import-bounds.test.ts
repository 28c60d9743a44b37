// Imports bound their password work: rows are checked against the database before any hash, a
// file carries at most MAX_IMPORT_PASSWORDS distinct passwords, hashes run within the logins'
// concurrency ceiling, one import per user at a time, and a refused import is a security event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_PASSWORDS } from '../src/imports/checked-import.js';
import { LoginThrottle } from '../src/security/throttle.js';
import { captureLog, createTestContext, dataOf, insertCityTree, insertGovernment, type TestContext } from './helpers/index.js';

/** A throttle that counts the verifications (password hashes) it runs. */
class CountingThrottle extends LoginThrottle {
  runs = 0;
  override verify<T>(task: () => Promise<T>): Promise<T> {
    this.runs += 1;
    return super.verify(task);
  }
}

let ctx: TestContext;
let admin: string;
let govId: number;
const log = captureLog();
let throttle: CountingThrottle;
const COLUMNS = ['government_id', 'account', 'name', 'password', 'type'];

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'info', stream: log.stream }, throttle: (db, config) => (throttle = new CountingThrottle(db, config)) });
  admin = await ctx.adminToken();
  const tree = await insertCityTree(ctx.db);
  govId = await insertGovernment(ctx.db, { city_id: tree.cityId });
});

afterAll(async () => {
  await ctx?.close();
});

const importAccounts = (rows: unknown[][], extra: Record<string, unknown> = {}) =>
  ctx.call<{ fields: Record<string, string> }>('operate/import/government-accounts', { columns: COLUMNS, rows, ...extra }, { token: admin, json: true });

const refusals = () => log.records().filter((r) => r.channel === 'security' && r.event === 'import.refused');

describe('an import', () => {
  it('with an unknown owner and distinct passwords is refused before any hash, and the refusal is logged', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ['No Such Office', `ghost.${i}`, `Ghost ${i}`, `Distinct-pass-${i}`, 'app']);
    const before = throttle.runs;
    const started = Date.now();
    const res = await importAccounts(rows);
    expect(res.error).toBe(2001);
    expect(throttle.runs).toBe(before);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refusals().at(-1)).toMatchObject({ path: 'operate/import/government-accounts', rows: 200, outcome: 'denied' });
  });

  it(`carries at most ${MAX_IMPORT_PASSWORDS} distinct passwords`, async () => {
    const rows = Array.from({ length: MAX_IMPORT_PASSWORDS + 1 }, (_, i) => [govId, `many.${i}`, `Many ${i}`, `Distinct-pass-${i}`, 'app']);
    const before = throttle.runs;
    const res = await importAccounts(rows);
    expect(res.error).toBe(2001);
    expect(Object.keys(res.data!.fields)).toEqual(['password']);
    expect(throttle.runs).toBe(before);
  });

  it('checks a dry run against the database and hashes nothing', async () => {
    await importAccounts([[govId, 'taken.one', 'Taken', 'Secret-pass-1', 'app']]);
    const before = throttle.runs;
    const dry = await importAccounts([[govId, 'taken.one', 'Again', 'Secret-pass-2', 'app']], { dry_run: 1 });
    expect(dry.data!.fields).toEqual({ '1.account': 'The account is already in use.' });
    expect(dataOf(await importAccounts([[govId, 'fresh.one', 'Fresh', 'Secret-pass-2', 'app']], { dry_run: 1 }))).toMatchObject({ created: 0 });
    expect(throttle.runs).toBe(before);
  });

  it('hashes each of its few passwords within the logins’ concurrency ceiling', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [govId, `bounded.${i}`, `Bounded ${i}`, `Shared-pass-${i % MAX_IMPORT_PASSWORDS}`, 'app']);
    const before = throttle.runs;
    expect(dataOf(await importAccounts(rows))).toMatchObject({ created: 50 });
    expect(throttle.runs - before).toBe(MAX_IMPORT_PASSWORDS);
    expect(throttle.peak).toBeLessThanOrEqual(ctx.config.loginConcurrency);
  });

  it('waits for the same user’s running import: a second answers 2029', async () => {
    const user = await ctx.db.selectFrom('system_users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    await ctx.db.insertInto('import_runs').values({ user_id: user.id, started_at: Date.now() }).execute();
    try {
      const res = await importAccounts([[govId, 'second.run', 'Second', 'Secret-pass-1', 'app']]);
      expect(res).toMatchObject({ error: 2029, message: 'An import of yours is still running. Try again when it has finished.' });
      expect(refusals().at(-1)).toMatchObject({ reason: 'An import of yours is still running. Try again when it has finished.' });
    } finally {
      await ctx.db.deleteFrom('import_runs').execute();
    }
    // An import finished leaves nothing behind: the next runs.
    expect(dataOf(await importAccounts([[govId, 'second.run', 'Second', 'Secret-pass-1', 'app']]))).toMatchObject({ created: 1 });
    expect(await ctx.db.selectFrom('import_runs').selectAll().execute()).toEqual([]);
  });

  it('of two sent at once by one user runs one; the other answers 2029', async () => {
    const rows = (tag: string) => Array.from({ length: 20 }, (_, i) => [govId, `${tag}.${i}`, `${tag} ${i}`, 'Secret-pass-9', 'app']);
    const answers = await Promise.all([importAccounts(rows('left')), importAccounts(rows('right'))]);
    expect(answers.map((a) => a.error).sort()).toEqual([2000, 2029]);
  });
});
