// Durability of the real server process on SQLite (and one start-up rule that needs a process):
//  - SIGKILL in the middle of a write load loses no acknowledged write, and the database
//    passes its integrity check after a restart on the same file;
//  - SIGTERM during a load lets the requests already accepted finish (no connection reset),
//    then closes the database cleanly (the WAL is checkpointed away; the file reopens clean);
//  - in production the server refuses a database whose admin still has the default password.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/db/bootstrap.js';
import { openDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { hashPassword } from '../src/security/password.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_PASSWORD = 'durability-secret-1';
const SKIP_REASON = 'SQLite only: with TEST_PG_URL the server runs on PostgreSQL, whose crash safety is its own';

interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

interface Reply<T = unknown> {
  status: number;
  body: Envelope<T> | null;
  /** When the answer arrived (ms, performance.now()). */
  at: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function post<T>(port: number, path: string, body: Record<string, unknown>, options: { token?: string; agent?: http.Agent | false } = {}): Promise<Reply<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/${path}`,
        agent: options.agent ?? false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(options.token ? { 'x-token': options.token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Envelope<T> | null = null;
          try {
            parsed = JSON.parse(text) as Envelope<T>;
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, at: performance.now() });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

async function startServer(dbFile: string, logLevel = 'warn', extraEnv: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    SEED: '0',
    DB_FILE: dbFile,
    API_PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    LOG_LEVEL: logLevel,
    LOG_FORMAT: 'json', // the test reads the structured request log
    CONSOLE_DIR: 'off',
    DATABASE_URL: '',
    // The SIGTERM test logs admin in many times at once; each attempt is counted before its check.
    LOGIN_MAX_FAILURES: '100',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100',
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, exited, output: () => output };
}

interface LogEntry {
  msg: string;
  reqId?: string;
  url?: string;
  statusCode?: number;
}

/** The request lines of the server's JSON log. */
function requestLog(output: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const e = JSON.parse(line) as { msg: string; reqId?: string; req?: { url?: string }; res?: { statusCode?: number } };
      if (e.reqId) entries.push({ msg: e.msg, reqId: e.reqId, url: e.req?.url, statusCode: e.res?.statusCode });
    } catch {
      // a partial line
    }
  }
  return entries;
}

async function login(port: number): Promise<string> {
  const res = await post<{ token: string }>(port, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
  if (res.body?.error !== 2000) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

interface Load {
  /** Government ids answered with 2000, and the name each was created with. */
  acked: Map<number, string>;
  /** Answers other than 2000 while the server was up, and failures before it was told to stop. */
  unexpected: string[];
  /** Transport failures after the stop signal (requests the server had not accepted). */
  refused: string[];
  stop(): void;
  done: Promise<void>;
}

/** `workers` clients, each creating governments one after another on a keep-alive connection. */
function writeLoad(port: number, token: string, cityId: number, tag: string, workers: number, signalled: () => boolean): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const acked = new Map<number, string>();
  const unexpected: string[] = [];
  const refused: string[] = [];
  let stopped = false;
  let seq = 0;
  const worker = async (w: number) => {
    while (!stopped) {
      const name = `${tag} ${w}-${seq++}`;
      try {
        const res = await post<{ id: number; name: string }>(
          port,
          'operate/government/government-create',
          { name, level: 'province', city_id: cityId, contact: 'Load Test', phone: '010-12345678', address: '1 Load Road' },
          { token, agent },
        );
        if (res.status === 200 && res.body?.error === 2000) acked.set(res.body.data.id, name);
        // Requests arriving once the server is closing are turned away (HTTP 503): not accepted.
        else if (signalled() && res.status === 503) refused.push(`HTTP 503 for ${name}`);
        else unexpected.push(`HTTP ${res.status} ${JSON.stringify(res.body)} for ${name}`);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? String(err);
        if (signalled()) {
          refused.push(`${code} for ${name}`);
          return;
        }
        unexpected.push(`${code} for ${name}`);
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w))).then(() => agent.destroy());
  return {
    acked,
    unexpected,
    refused,
    stop: () => {
      stopped = true;
    },
    done,
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Opens the file directly: integrity, foreign keys, and which of `ids` are there with their names. */
function inspectFile(file: string, ids: Map<number, string>) {
  const db = new Database(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    const journal = db.pragma('journal_mode', { simple: true });
    const byId = db.prepare('select name from governments where id = ?');
    const missing: number[] = [];
    for (const [id, name] of ids) {
      const row = byId.get(id) as { name: string } | undefined;
      if (row?.name !== name) missing.push(id);
    }
    const governments = (db.prepare('select count(*) as n from governments').get() as { n: number }).n;
    const tokens = (db.prepare('select count(*) as n from tokens').get() as { n: number }).n;
    return { integrity, foreignKeys, journal, missing, governments, tokens };
  } finally {
    db.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_PG_URL))(`durability of the server process (${SKIP_REASON})`, () => {
  let dir: string;
  let dbFile: string;
  let cityId: number;
  const servers: Server[] = [];
  /** Every government acknowledged so far, over all the tests. */
  const allAcked = new Map<number, string>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-durability-'));
    dbFile = join(dir, 'ops.sqlite');
    const handle = openDatabase({ dbFile });
    await migrateToLatest(handle.db, handle.dialect);
    const city = await handle.db.insertInto('cities').values({ name: '耐久省', level: 'province', parent_id: null }).returning('id').executeTakeFirstOrThrow();
    cityId = city.id;
    await handle.close();
  });

  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGKILL');
        await s.exited;
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged write when killed with SIGKILL mid-load, and passes the integrity check on restart', async () => {
    const server = await startServer(dbFile);
    servers.push(server);
    const token = await login(server.port);
    let killed = false;
    const load = writeLoad(server.port, token, cityId, 'Kill', 12, () => killed);
    await waitFor(() => load.acked.size >= 200 || load.unexpected.length > 0, 60_000, '200 acknowledged writes');
    expect(load.unexpected).toEqual([]);
    server.child.kill('SIGKILL');
    killed = true;
    const exit = await server.exited;
    load.stop();
    await load.done;
    expect(exit.signal).toBe('SIGKILL');
    // The kill left a live WAL behind for the restart to recover.
    expect(existsSync(`${dbFile}-wal`)).toBe(true);
    expect(load.unexpected).toEqual([]);
    for (const [id, name] of load.acked) allAcked.set(id, name);

    const again = await startServer(dbFile);
    servers.push(again);
    const file = inspectFile(dbFile, allAcked);
    expect(file.integrity).toBe('ok');
    expect(file.foreignKeys).toEqual([]);
    expect(file.missing).toEqual([]);
    // Writes in flight at the kill may or may not have committed; acknowledged ones all did.
    expect(file.governments).toBeGreaterThanOrEqual(allAcked.size);

    // The restarted server answers them too.
    const token2 = await login(again.port);
    const list = await post<{ total: number }>(again.port, 'operate/government/government-list', { limit: 1 }, { token: token2 });
    expect(list.body?.error).toBe(2000);
    expect(list.body!.data.total).toBe(file.governments);
    const [lastId, lastName] = [...allAcked].at(-1)!;
    const detail = await post<{ name: string }>(again.port, 'operate/government/government-detail', { id: lastId }, { token: token2 });
    expect(detail.body?.data.name).toBe(lastName);
  }, 90_000);

  it('finishes accepted requests on SIGTERM and closes the database cleanly', async () => {
    // The restarted server of the previous test goes first (a clean stop too); this one logs
    // every request, so the test knows which requests the server has accepted.
    const previous = servers.at(-1);
    if (previous && previous.child.exitCode === null && previous.child.signalCode === null) {
      previous.child.kill('SIGTERM');
      expect(await previous.exited).toEqual({ code: 0, signal: null });
    }
    const server = await startServer(dbFile, 'info');
    servers.push(server);
    const token = await login(server.port);
    const before = inspectFile(dbFile, new Map());

    let signalledAt = Infinity;
    const signalled = () => performance.now() >= signalledAt;
    const load = writeLoad(server.port, token, cityId, 'Term', 8, signalled);
    await waitFor(() => load.acked.size >= 50 || load.unexpected.length > 0, 60_000, '50 acknowledged writes');

    // Slow requests (a memory-hard password check each), each on its own connection. The signal
    // comes once the server has accepted every one of them (its log shows them coming in). Two
    // rounds of the four hashing threads: some still run at the signal, and all end well within
    // the server's 10 s grace even on a machine five times slower than a quiet one (24 did not,
    // under a load of 10 on two cores: the grace ran out and the rest were reset).
    const LOGINS = 8;
    const loginsSeen = () => requestLog(server.output()).filter((e) => e.msg === 'incoming request' && e.url === '/api/operate/auth/login').length;
    const seenBefore = loginsSeen();
    const logins = Array.from({ length: LOGINS }, () => post<{ token: string }>(server.port, 'operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD }));
    const settled = Promise.allSettled(logins);
    await waitFor(() => loginsSeen() >= seenBefore + LOGINS, 30_000, 'the server to accept the logins');

    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const results = await settled;
    const exit = await server.exited;
    load.stop();
    await load.done;

    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`login ${i}: ${(r.reason as NodeJS.ErrnoException).code ?? String(r.reason)}`] : []));
    expect(failed).toEqual([]);
    const answers = results.map((r) => (r as PromiseFulfilledResult<Reply<{ token: string }>>).value);
    expect(answers.map((a) => [a.status, a.body?.error])).toEqual(Array.from({ length: LOGINS }, () => [200, 2000]));
    // Some of them were still running when the signal came: the test did test in-flight requests.
    expect(answers.filter((a) => a.at > signalledAt).length).toBeGreaterThan(0);

    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/shutdown timed out|error during shutdown/);
    // Every request the server accepted, before or after the signal, was answered.
    const log = requestLog(server.output());
    const completed = new Set(log.filter((e) => e.msg !== 'incoming request' && e.statusCode !== undefined).map((e) => e.reqId));
    const unanswered = log.filter((e) => e.msg === 'incoming request' && !completed.has(e.reqId));
    expect(unanswered).toEqual([]);
    expect(load.unexpected).toEqual([]);
    for (const [id, name] of load.acked) allAcked.set(id, name);

    // A clean close checkpoints the WAL and removes it.
    const wal = `${dbFile}-wal`;
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    const file = inspectFile(dbFile, allAcked);
    expect(file.integrity).toBe('ok');
    expect(file.foreignKeys).toEqual([]);
    expect(file.journal).toBe('wal');
    expect(file.missing).toEqual([]);
    expect(file.tokens).toBe(before.tokens + LOGINS);
  }, 90_000);
});

describe.skipIf(Boolean(process.env.TEST_PG_URL))(`production start-up (${SKIP_REASON})`, () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-production-'));
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A database made the way a development start makes it, with this admin password. */
  async function databaseWithAdmin(name: string, adminPassword: string): Promise<string> {
    const file = join(dir, name);
    const handle = openDatabase({ dbFile: file });
    await migrateToLatest(handle.db, handle.dialect);
    await bootstrap(handle.db, { adminPassword });
    await handle.close();
    return file;
  }

  it('refuses a database whose admin still has the default password, even with ADMIN_PASSWORD set', async () => {
    const file = await databaseWithAdmin('dev.sqlite', 'admin123');
    const port = await freePort();
    const env = { ...process.env, NODE_ENV: 'production', ADMIN_PASSWORD: 'a-strong-secret-1', DB_FILE: file, SEED: '0', API_PORT: String(port), DATABASE_URL: '' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('still has the default password');
  }, 90_000);

  it('refuses a database holding a demo user with its demo password, in one line on stderr', async () => {
    const file = await databaseWithAdmin('demo-user.sqlite', 'a-strong-secret-1');
    const handle = openDatabase({ dbFile: file });
    const now = '2026-01-01 00:00:00';
    await handle.db
      .insertInto('system_users')
      .values({ account: 'visitor', name: 'Visitor', password_hash: await hashPassword('visitor123'), created_at: now, updated_at: now })
      .execute();
    await handle.close();
    const port = await freePort();
    const env = { ...process.env, NODE_ENV: 'production', ADMIN_PASSWORD: 'a-strong-secret-1', DB_FILE: file, SEED: '', API_PORT: String(port), DATABASE_URL: '' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Configuration error: Refusing to start in production: the demo user "visitor" is present with its demo password; remove demo data or use a new database.',
    ]);
  }, 90_000);

  it('starts on a database whose admin password was changed, and seeds no demo data', async () => {
    const file = await databaseWithAdmin('prod.sqlite', 'a-strong-secret-1');
    const server = await startServer(file, 'warn', { NODE_ENV: 'production', ADMIN_PASSWORD: 'another-secret-2', SEED: '' });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(200);
      const login = await post(server.port, 'operate/auth/login', { account: 'editor', password: 'editor123' });
      expect(login.body?.error).toBe(2001);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }
    const handle = openDatabase({ dbFile: file });
    try {
      expect(await handle.db.selectFrom('system_users').select('account').execute()).toEqual([{ account: 'admin' }]);
      expect(await handle.db.selectFrom('companies').select('id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('roles').select('name').execute()).toEqual([{ name: 'admin' }]);
    } finally {
      await handle.close();
    }
  }, 90_000);
});
