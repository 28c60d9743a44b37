// PostgreSQL: a notified range the live-changes hub failed to read (no pool connection in time,
// under load) is kept and read again a moment later, so its warning still reaches the streams.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeHub, type ChangeEvent } from '../src/events/hub.js';
import { nowText } from '../src/db/time.js';
import { insertBareCompany, insertCheckPoint, insertInspection } from './helpers/admin-fixtures.js';
import { createTestContext, type TestContext } from './helpers/index.js';

const SKIP = process.env.TEST_PG_URL ? false : 'PostgreSQL only: SQLite reads what is new on its own schedule';

/** Fails the next read of inspections once armed, as a pool that gave no connection in time. */
class FailNextInspectionRead implements KyselyPlugin {
  armed = false;
  failed = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.armed && node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"inspections"')) {
      this.armed = false;
      this.failed++;
      throw new Error('timeout exceeded when trying to connect');
    }
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

describe.skipIf(SKIP)('a live-changes read that fails', () => {
  let ctx: TestContext;
  let hub: ChangeHub;
  const plugin = new FailNextInspectionRead();
  const heard: ChangeEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    hub = new ChangeHub(ctx.db.withPlugin(plugin), ctx.app.log, ctx.url);
    await hub.subscribe({ sees: () => true, send: (_cursor, event) => heard.push(event) });
  });
  afterAll(async () => {
    hub?.stop();
    await ctx?.close();
  });

  it('is read again, and its warning told', async () => {
    const company = await insertBareCompany(ctx.db);
    const point = await insertCheckPoint(ctx.db, { company_id: company });
    plugin.armed = true;
    const id = await insertInspection(ctx.db, { company_id: company, check_point_id: point, status: 'error', created_at: nowText() });
    for (const deadline = Date.now() + 5000; Date.now() < deadline && !heard.some((e) => e.kind === 'warning' && e.id === id); ) await new Promise((r) => setTimeout(r, 20));
    expect(plugin.failed).toBe(1);
    expect(heard).toContainEqual(expect.objectContaining({ kind: 'warning', id }));
  });
});
