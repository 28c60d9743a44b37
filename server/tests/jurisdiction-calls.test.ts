// Every call of the registry and of the shipped definitions, driven by a user bound to a government
// body with every permission: named the records of another jurisdiction, or nothing, no answer
// lists, counts or shows any of them, and no call changes, creates or restores any. A new call is
// driven here with no new test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from './helpers/access.js';
import { createTestContext, type TestContext } from './helpers/index.js';
import { buildJurisdictionWorld, OUTSIDE_ID, OUTSIDE_MARK, snapshot, type JurisdictionWorld } from './helpers/jurisdiction-world.js';

let ctx: TestContext;
let world: JurisdictionWorld;

/** Ends the caller's own session: nothing to do with what it sees. */
const SKIPPED = new Set(['operate/auth/logout']);
const paths = allCalls.map((c) => c.path).filter((path) => !SKIPPED.has(path));

/** Every reference a call may take, at the outside records (one id in every table). */
const outsideBody = () => ({
  id: OUTSIDE_ID,
  company_id: OUTSIDE_ID,
  government_id: OUTSIDE_ID,
  parent_id: OUTSIDE_ID,
  staff_id: OUTSIDE_ID,
  check_point_id: OUTSIDE_ID,
  user_id: OUTSIDE_ID,
  city_id: world.outsideCity,
  date: '2026-01-02',
  name: 'Probe',
  account: 'probe.account',
  password: 'Probe-password-1',
  type: 'web',
});

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildJurisdictionWorld(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

describe('a caller bound to a government body', () => {
  it.each(paths)('%s shows and changes nothing outside its jurisdiction', async (path) => {
    const before = await snapshot(ctx.db);
    for (const body of [outsideBody(), {}]) {
      const res = await ctx.call(path, body, { token: world.scoped.token });
      expect(JSON.stringify(res)).not.toContain(OUTSIDE_MARK);
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });
});

describe('an unbound caller, with the same bodies', () => {
  // The test above could fail: the same calls show the outside records to an unbound caller.
  const SHOWN = [
    'operate/company/company-list',
    'operate/company/company-detail',
    'operate/company/code-list',
    'operate/company/account-list',
    'operate/government/account-list',
    'operate/government/government-list',
    'operate/government/government-detail',
    'admin/staff/staff-list',
    'admin/standing/error-inspect-list',
    'admin/standing/standing-list',
    'operate/auth/account-list',
    'operate/audit/log-list',
    'operate/entity/maintenance_records/list',
    'operate/entity/reference-options',
  ];

  it.each(SHOWN)('%s shows them', async (path) => {
    const admin = await ctx.adminToken();
    const bodies = [outsideBody(), {}, { target: 'companies' }, { company_id: OUTSIDE_ID }];
    const answers = await Promise.all(bodies.map((body) => ctx.call(path, body, { token: admin })));
    expect(answers.map((a) => JSON.stringify(a)).join()).toContain(OUTSIDE_MARK);
  });
});
