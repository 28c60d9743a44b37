// SQLite faults the service must live through: a file another process holds locked (a backup),
// a full disk and a read-only file. Each write then answers 5000 with the reason
// `database_unavailable` within the busy limit, reads go on, the process keeps serving, and once
// the fault is gone writes work again on an undamaged file that lost no answered write.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { bootstrap } from '../src/db/bootstrap.js';
import { openDatabase, type DatabaseHandle } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { applyShippedDefinitions } from '../src/entities/shipped.js';
import { setPasswordHashCost } from '../src/security/password.js';
import { ADMIN_PASSWORD, TEST_PASSWORD_HASH_COST, encodeForm, insertCityTree } from './helpers/index.js';

const ON_POSTGRES = process.env.TEST_PG_URL ? 'SQLite only' : false;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const NOT_ROOT = ON_POSTGRES || (isRoot ? false : 'needs root to mount a small file system');
const BUSY_MS = 300;

interface Service {
  app: FastifyInstance;
  database: DatabaseHandle;
  token: string;
  cityId: number;
  call(path: string, body: Record<string, unknown>): Promise<{ error: number; message: string; data: unknown }>;
}

/** The API on `file`; a first start migrates, logs in and adds a city tree, a later one reuses `from`'s token. */
async function startService(file: string, from?: Service): Promise<Service> {
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  const database = openDatabase({ dbFile: file, sqliteBusyTimeoutMs: BUSY_MS });
  if (!from) {
    await migrateToLatest(database.db, database.dialect);
    await bootstrap(database.db, { adminPassword: ADMIN_PASSWORD });
    await applyShippedDefinitions(database.db, database.dialect, { info: () => undefined });
  }
  const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, seed: false, consoleDir: null, passwordHashCost: TEST_PASSWORD_HASH_COST };
  const app = await buildApp({ db: database.db, dialect: 'sqlite', config });
  const call = async (path: string, body: Record<string, unknown>) =>
    (await app.inject({ method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' }, payload: encodeForm(body) })).json();
  if (from) return { app, database, token: from.token, cityId: from.cityId, call: (path, body) => call(path, { ...body, token: from.token }) };
  const login = await call('operate/auth/login', { account: 'admin', password: ADMIN_PASSWORD });
  const tree = await insertCityTree(database.db);
  const token = (login.data as { token: string }).token;
  return { app, database, token, cityId: tree.cityId, call: (path, body) => call(path, { ...body, token }) };
}

async function stopService(service: Service | undefined): Promise<void> {
  await service?.app.close();
  await service?.database.close();
}

const government = (service: Service, name: string) => ({ name, level: 'city', city_id: service.cityId, contact: 'Wang Wu', phone: '0571-88886666', address: '2 Hill Road' });
const create = (service: Service, name: string) => service.call('operate/government/government-create', government(service, name));
const list = (service: Service) => service.call('operate/government/government-list', { page: 1, limit: 50 });
const UNAVAILABLE = { error: 5000, data: { reason: 'database_unavailable' } };

function integrity(file: string): string {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true }) as string;
  } finally {
    sqlite.close();
  }
}

function sh(command: string, ...args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

describe.skipIf(ON_POSTGRES)('a SQLite file locked by another process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ops-locked-'));
  const file = join(dir, 'ops.sqlite');
  let service: Service;

  beforeAll(async () => {
    service = await startService(file);
  });
  afterAll(async () => {
    await stopService(service);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a write 5000 within the busy limit, serves reads, and writes again once the lock goes', async () => {
    const other = new Database(file);
    other.exec('begin exclusive');
    try {
      const started = Date.now();
      const answer = await create(service, 'Bureau while locked');
      expect(answer).toMatchObject({ ...UNAVAILABLE, message: 'The database is not reachable. Try again in a moment.' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_MS - 50);
      expect(Date.now() - started).toBeLessThan(BUSY_MS + 2000);
      expect((await list(service)).error).toBe(2000);
    } finally {
      other.exec('rollback');
      other.close();
    }
    expect((await create(service, 'Bureau while locked')).error).toBe(2000);
    expect(integrity(file)).toBe('ok');
  });
});

describe.skipIf(NOT_ROOT)('a SQLite file on a full or read-only file system', () => {
  const mount = mkdtempSync(join(tmpdir(), 'ops-small-fs-'));
  const file = join(mount, 'db', 'ops.sqlite');
  const filler = join(mount, 'filler');
  let service: Service;

  beforeAll(async () => {
    sh('mount', '-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mount);
    mkdirSync(join(mount, 'db'));
    service = await startService(file);
  });
  afterAll(async () => {
    await stopService(service);
    spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  /** Writes zeros until the file system is full. */
  function fillDisk(): void {
    const fd = openSync(filler, 'w');
    const block = Buffer.alloc(64 * 1024);
    try {
      for (;;) writeSync(fd, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
  }

  it('answers 5000 once the disk is full, keeps every answered write, and writes again when space returns', async () => {
    fillDisk();
    const answered: string[] = [];
    let refused: { error: number; message: string; data: unknown } | null = null;
    // The write-ahead log may still have room for a few writes; the disk has none for more.
    for (let i = 0; i < 400 && !refused; i++) {
      const name = `Bureau ${i} on a full disk ${'x'.repeat(40)}`;
      const answer = await create(service, name);
      if (answer.error === 2000) answered.push(name);
      else refused = answer;
    }
    expect(refused).toMatchObject({ ...UNAVAILABLE, message: 'The database has no space left. Ask the administrator to free disk space.' });
    expect((await list(service)).error).toBe(2000);
    rmSync(filler);
    expect((await create(service, 'Bureau after the disk was freed')).error).toBe(2000);
    const names = (await service.database.db.selectFrom('governments').select('name').execute()).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([...answered, 'Bureau after the disk was freed']));
    expect(integrity(file)).toBe('ok');
  });

  it('answers writes 5000 on a read-only file, serves reads, and leaves the file as it was', async () => {
    // The same file seen through a read-only mount: SQLite opens it read-only.
    const readOnly = join(mount, 'read-only');
    mkdirSync(readOnly);
    sh('mount', '--bind', join(mount, 'db'), readOnly);
    sh('mount', '-o', 'remount,bind,ro', readOnly);
    const reader = await startService(join(readOnly, 'ops.sqlite'), service);
    try {
      expect(await create(reader, 'Bureau on a read-only file')).toMatchObject({
        ...UNAVAILABLE,
        message: 'The database cannot be written now. Ask the administrator to check its file.',
      });
      expect((await list(reader)).error).toBe(2000);
    } finally {
      await stopService(reader);
      sh('umount', readOnly);
    }
    expect((await create(service, 'Bureau on a read-only file')).error).toBe(2000);
    expect(integrity(file)).toBe('ok');
  });
});
