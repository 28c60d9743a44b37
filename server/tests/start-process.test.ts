// The server process as `npm start` and an operator see it: readable one-line request logs in
// development, JSON in production, and a start that fails says why in one line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { readableLine } from '../src/http/readable-log.js';

const dir = mkdtempSync(join(tmpdir(), 'ops-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SKIP = process.env.TEST_PG_URL ? 'SQLite only: the process tests start the embedded database' : false;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs main.ts to its end; answers what it printed. */
function startFails(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, CONSOLE_DIR: 'off', DATABASE_URL: '', SEED: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, lines: result.stderr.split('\n').filter(Boolean), stdout: result.stdout };
}

describe('readable log lines', () => {
  it('say a request in one line and other events with their fields', () => {
    const time = new Date(2026, 10, 23, 9, 5, 7).getTime();
    expect(readableLine({ level: 30, time, request: { method: 'POST', url: '/api/operate/auth/login', status: 200, ms: 4 }, msg: 'request' })).toBe(
      '09:05:07 POST /api/operate/auth/login 200 4 ms',
    );
    expect(readableLine({ level: 40, time, pid: 1, hostname: 'h', msg: 'migrations applied', migrations: ['0008'] })).toBe('09:05:07 WARN migrations applied migrations=["0008"]');
    expect(readableLine({ level: 50, time, msg: 'unexpected error', reqId: 'req-1', err: { message: 'boom', stack: 'at x' } })).toBe('09:05:07 ERROR unexpected error: boom');
  });
});

describe.skipIf(SKIP)('the server process', () => {
  it('prints one readable line per request in development, with no secret in it', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, NODE_ENV: 'development', LOG_FORMAT: '', CONSOLE_DIR: 'off', DATABASE_URL: '', SEED: '0', API_PORT: String(port), DB_FILE: join(dir, 'readable.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!out.includes('listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await fetch(`http://127.0.0.1:${port}/api/operate/auth/login?token=secret-in-query`, { method: 'POST', body: 'account=admin&password=admin123', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      while (!out.includes('auth/login') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      child.kill('SIGTERM');
    }
    const lines = out.split('\n').filter(Boolean);
    expect(lines.some((l) => l.startsWith('{'))).toBe(false);
    expect(lines.filter((l) => l.includes('/auth/login'))).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d POST \/api\/operate\/auth\/login\?token=\[redacted\] 200 \d+ ms$/)]);
    expect(out).not.toContain('admin123');
    expect(out).not.toContain('secret-in-query');
  }, 60_000);

  it('says in one line that the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blocker.address() as net.AddressInfo;
      const result = startFails({ API_PORT: String(port), DB_FILE: join(dir, 'port.sqlite') });
      expect(result.status).toBe(1);
      expect(result.lines).toEqual([`Cannot start: port ${port} on 127.0.0.1 is already in use (set API_PORT or stop the other process).`]);
    } finally {
      blocker.close();
    }
  });

  it('says in one line that the database cannot be reached', async () => {
    const port = await freePort();
    const result = startFails({ DATABASE_URL: `postgres://ops:secret@127.0.0.1:${port}/ops` });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([`Cannot start: PostgreSQL at 127.0.0.1:${port}/ops cannot be reached (ECONNREFUSED).`]);
  });

  it('says in one line that a migration failed, and which', () => {
    // A table in the way of the first migration.
    const file = join(dir, 'blocked.sqlite');
    const sqlite = new Database(file);
    sqlite.exec('create table cities (x text)');
    sqlite.close();
    const result = startFails({ DB_FILE: file });
    expect(result.status).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(/^Cannot start: database migration 0001_areas_and_accounts failed: .*cities/);
  });

  it('says in one line that the database comes from a newer build', async () => {
    const file = join(dir, 'newer.sqlite');
    const database = openDatabase({ dbFile: file });
    await migrateToLatest(database.db, database.dialect);
    await database.close();
    const sqlite = new Database(file);
    sqlite.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('0099_from_a_newer_build', new Date().toISOString());
    sqlite.close();
    const result = startFails({ DB_FILE: file });
    expect(result.lines).toEqual(['Cannot start: database migrations cannot run: corrupted migrations: previously executed migration 0099_from_a_newer_build is missing']);
  });

  it('says in one line that the database file cannot be opened', () => {
    const result = startFails({ DB_FILE: '/etc/hostname/ops.sqlite' });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual(['Cannot start: cannot open the SQLite file /etc/hostname/ops.sqlite: unable to open database: /etc/hostname is a file, not a folder']);
  });

  it('says in one line that the database did not answer within DB_CONNECT_TIMEOUT_MS', async () => {
    // Accepts connections and never says a word, like a stalled server or a black-holed route.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as net.AddressInfo;
      const started = Date.now();
      const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
          env: { ...process.env, CONSOLE_DIR: 'off', SEED: '0', DATABASE_URL: `postgres://ops@127.0.0.1:${port}/ops`, DB_CONNECT_TIMEOUT_MS: '400' },
        });
        let stderr = '';
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
        child.on('exit', (status) => resolve({ status, stderr }));
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([`Cannot start: PostgreSQL at 127.0.0.1:${port}/ops did not answer within 400 ms (DB_CONNECT_TIMEOUT_MS).`]);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      silent.close();
    }
  }, 30_000);

  it('waits SQLITE_BUSY_TIMEOUT_MS for a file another process holds, then answers 5000 and goes on serving', async () => {
    const file = join(dir, 'locked.sqlite');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, CONSOLE_DIR: 'off', DATABASE_URL: '', SEED: '0', API_PORT: String(port), DB_FILE: file, SQLITE_BUSY_TIMEOUT_MS: '600', PASSWORD_HASH_COST: '10', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const call = async (path: string, body: Record<string, unknown>, token = ''): Promise<{ error: number; data: { token: string } }> =>
      (await fetch(`http://127.0.0.1:${port}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token, 'accept-language': 'en' }, body: JSON.stringify(body) })).json() as Promise<{ error: number; data: { token: string } }>;
    try {
      const deadline = Date.now() + 30_000;
      for (; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        if (await fetch(`http://127.0.0.1:${port}/health/ready`).then((r) => r.ok, () => false)) break;
      }
      const { data } = await call('operate/auth/login', { account: 'admin', password: 'admin123' });
      const view = { list: 'companies', name: 'Mine', state: { filter: {}, sort: { field: 'id', order: 'DESC' }, columns: { order: [], hidden: [] } } };
      const other = new Database(file);
      other.exec('begin exclusive');
      const started = Date.now();
      let answer;
      try {
        answer = await call('operate/view/view-create', view, data.token);
      } finally {
        other.exec('rollback');
        other.close();
      }
      expect(answer).toEqual({ error: 5000, message: 'The database is not reachable. Try again in a moment.', data: { reason: 'database_unavailable' } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
      expect(Date.now() - started).toBeLessThan(1800);
      expect((await call('operate/view/view-create', view, data.token)).error).toBe(2000);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);

  it('says in one line which production setting is unsafe', () => {
    const result = startFails({ NODE_ENV: 'production', ADMIN_PASSWORD: '', DB_FILE: join(dir, 'prod.sqlite') });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual(['Configuration error: Refusing to start in production with the default ADMIN_PASSWORD; set ADMIN_PASSWORD.']);
  });
});
