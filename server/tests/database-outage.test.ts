// The service through a PostgreSQL outage, as an operator meets it: two instances on one
// database under a steady load, the database restarted (every connection ended, 57P01) and then
// stalled (every server process paused). Neither process exits, every call is answered within
// the console's 5 s, with data or with the 5000 "database not reachable" answer, readiness
// follows the database, and calls succeed again within seconds of its return.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIMIT_MS, drillCall, loadThrough, startDrill, type Drill } from '../../scripts/pg-instances.mjs';

const SKIP = process.env.TEST_PG_URL ? false : 'PostgreSQL only: runs in the PostgreSQL step, on a private cluster of its own';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Load kept up after the database is back, to see each instance succeed again. */
const AFTER_MS = 4000;

/** Each instance succeeded again within 5 s of the database's return. */
function expectRecovered(seconds: (number | null)[]): void {
  expect(seconds).toEqual([expect.any(Number), expect.any(Number)]);
  expect(Math.max(...(seconds as number[]))).toBeLessThan(5);
}

describe.skipIf(SKIP)('a PostgreSQL outage under load, two instances', () => {
  let drill: Drill;

  beforeAll(async () => {
    drill = await startDrill({ count: 2 });
  }, 120_000);

  afterAll(async () => {
    await drill?.stop();
  });

  it('survives a restart: every call answered, nobody exits, success again within seconds', async () => {
    const summary = await loadThrough(drill, async () => {
      drill.cluster.stopServer();
      await sleep(3000);
      drill.cluster.startServer();
    }, { afterMs: AFTER_MS });
    expect(summary.samples).toEqual([]);
    expect(summary.exits).toBe(0);
    expect(summary.unanswered).toBe(0);
    expect(summary.otherErrors).toBe(0);
    expect(summary.unavailable).toBeGreaterThan(0);
    expect(summary.slowestMs).toBeLessThan(CALL_LIMIT_MS);
    expectRecovered(summary.recoverySeconds);
  }, 60_000);

  it('says what went wrong in the caller\'s language while the database is down, and readiness follows', async () => {
    const [one] = drill.instances;
    drill.cluster.stopServer();
    try {
      const answer = await drillCall(one!.base, 'operate/government/government-list', { page: 1 }, drill.token);
      expect(answer.envelope).toEqual({ error: 5000, message: 'The database is not reachable. Try again in a moment.', data: { reason: 'database_unavailable' } });
      expect((await fetch(`${one!.base}/health/ready`)).status).toBe(503);
      expect((await fetch(`${one!.base}/health`)).status).toBe(503);
      expect((await fetch(`${one!.base}/health/live`)).status).toBe(200);
    } finally {
      drill.cluster.startServer();
    }
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${one!.base}/health/ready`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(100);
    }
  }, 60_000);

  it('survives a stalled database: answers 5000 within the limit while paused, and recovers', async () => {
    const summary = await loadThrough(drill, async () => {
      drill.cluster.pause();
      try {
        // Readiness says so within its second, while calls wait for their statement limit.
        const started = Date.now();
        expect((await fetch(`${drill.instances[1]!.base}/health/ready`)).status).toBe(503);
        expect(Date.now() - started).toBeLessThan(2000);
        await sleep(6000);
      } finally {
        drill.cluster.resume();
      }
    }, { afterMs: AFTER_MS });
    expect(summary.samples).toEqual([]);
    expect(summary.exits).toBe(0);
    expect(summary.unanswered).toBe(0);
    expect(summary.unavailable).toBeGreaterThan(0);
    expect(summary.slowestMs).toBeLessThan(CALL_LIMIT_MS);
    expectRecovered(summary.recoverySeconds);
  }, 60_000);

  it('ends a statement past DB_STATEMENT_TIMEOUT_MS (a table held by maintenance) with 5000, and goes on', async () => {
    const quick = await drill.addInstance({ DB_STATEMENT_TIMEOUT_MS: '300' });
    const maintenance = new pg.Client({ connectionString: drill.databaseUrl });
    await maintenance.connect();
    let answer;
    try {
      await maintenance.query('begin');
      await maintenance.query('lock table governments in access exclusive mode');
      answer = await drillCall(quick.base, 'operate/government/government-list', { page: 1 }, drill.token);
    } finally {
      await maintenance.query('rollback');
      await maintenance.end();
    }
    expect(answer.envelope).toEqual({ error: 5000, message: 'The database is not reachable. Try again in a moment.', data: { reason: 'database_unavailable' } });
    expect(answer.ms).toBeGreaterThanOrEqual(250);
    expect(answer.ms).toBeLessThan(2000);
    expect((await drillCall(quick.base, 'operate/government/government-list', { page: 1 }, drill.token)).outcome).toBe('ok');
  }, 60_000);
});
