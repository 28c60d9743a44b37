// Instances of the API on a private PostgreSQL cluster, for the tests and benches of what several
// instances share (live changes, faults): startDrill() starts them; loadThrough() keeps a steady
// load of calls on each while a fault happens in the middle (a restart, a pause), and counts what
// every call got and whether any process exited.
import { freePort, node, startProcess, stop, tsxArgs, waitForHttp } from './lib.mjs';
import { startCluster } from './pg-cluster.mjs';

const ADMIN_PASSWORD = 'Drill-admin-secret-1';
/** The console gives up on a call after this long: the drill counts a later answer as none. */
export const CALL_LIMIT_MS = 5000;

async function startInstance(url, index, env) {
  const port = await freePort();
  let output = '';
  const child = startProcess(`instance ${index}`, node, [...tsxArgs, 'server/src/main.ts'], {
    quiet: true,
    env: { NODE_ENV: 'test', DATABASE_URL: url, API_PORT: String(port), ADMIN_PASSWORD, SEED: 'none', CONSOLE_DIR: 'off', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '12', ...env },
  });
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/health/ready`, { timeoutMs: 60_000 });
  return { base, child, output: () => output };
}

/** One call within the console's limit: `ok`, `unavailable` (5000 database_unavailable), `error` (another envelope) or `unanswered`. */
export async function drillCall(base, path, body, token) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token ?? '', 'accept-language': 'en' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
    });
    const envelope = await res.json();
    const outcome = envelope.error === 2000 ? 'ok' : envelope.error === 5000 && envelope.data?.reason === 'database_unavailable' ? 'unavailable' : 'error';
    return { outcome, ms: Date.now() - started, at: started, envelope };
  } catch (error) {
    return { outcome: 'unanswered', ms: Date.now() - started, at: started, error: String(error) };
  }
}

/**
 * Starts the cluster and `count` instances on one database, and logs in. `env` adds settings.
 * @returns the cluster, the instances, an admin token, and stop().
 */
export async function startDrill({ count = 2, env = {} } = {}) {
  const cluster = await startCluster({ log: () => undefined });
  const instances = [];
  const added = [];
  try {
    const url = new URL(cluster.url);
    url.pathname = '/ops';
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database ops');
    await admin.end();
    for (let i = 0; i < count; i++) instances.push(await startInstance(url.toString(), i, env));
    const login = await drillCall(instances[0].base, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
    if (login.outcome !== 'ok') throw new Error(`login failed: ${JSON.stringify(login)}`);
    return {
      cluster,
      databaseUrl: url.toString(),
      instances,
      token: login.envelope.data.token,
      /** One more instance with its own settings (not counted in `instances`' load). */
      addInstance: async (extra = {}) => {
        const instance = await startInstance(url.toString(), instances.length + added.length, { ...env, ...extra });
        added.push(instance);
        return instance;
      },
      stop: async () => {
        await Promise.all([...instances, ...added].map((i) => stop(i.child)));
        await cluster.stop();
      },
    };
  } catch (error) {
    await Promise.all(instances.map((i) => stop(i.child)));
    await cluster.stop();
    throw error;
  }
}

/**
 * Calls every instance without pause (`workers` loops each) while `fault()` runs and for
 * `afterMs` after it; `fault` answers when the database is back. Answers every call's result
 * and when the database came back.
 */
export async function loadThrough(drill, fault, { workers = 2, afterMs = 8000, path = 'operate/government/government-list', body = { page: 1, limit: 10 } } = {}) {
  const results = [];
  let running = true;
  const loops = drill.instances.flatMap((instance, index) =>
    Array.from({ length: workers }, async () => {
      while (running) {
        const result = await drillCall(instance.base, path, body, drill.token);
        results.push({ ...result, instance: index });
        if (result.outcome !== 'ok') await new Promise((r) => setTimeout(r, 50));
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const faultAt = Date.now();
  await fault();
  const backAt = Date.now();
  await new Promise((r) => setTimeout(r, afterMs));
  running = false;
  await Promise.all(loops);
  return summarize(drill, results, faultAt, backAt);
}

function summarize(drill, results, faultAt, backAt) {
  const count = (outcome) => results.filter((r) => r.outcome === outcome).length;
  const firstOk = drill.instances.map((_, index) => results.find((r) => r.instance === index && r.outcome === 'ok' && r.at >= backAt));
  return {
    calls: results.length,
    ok: count('ok'),
    unavailable: count('unavailable'),
    otherErrors: count('error'),
    unanswered: count('unanswered'),
    slowestMs: Math.max(...results.map((r) => r.ms)),
    exits: drill.instances.filter((i) => i.child.exitCode !== null || i.child.signalCode !== null).length,
    faultSeconds: (backAt - faultAt) / 1000,
    /** Per instance: seconds from the database's return to the first success (null: none). */
    recoverySeconds: firstOk.map((r) => (r ? (r.at + r.ms - backAt) / 1000 : null)),
    samples: results.filter((r) => r.outcome === 'error' || r.outcome === 'unanswered').slice(0, 3),
  };
}
