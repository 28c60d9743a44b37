// A fresh, migrated and bootstrapped database per test context: a temp SQLite file, or a
// uniquely named PostgreSQL database when TEST_PG_URL (an admin URL) is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bootstrap } from '../../src/db/bootstrap.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/index.js';
import { migrateToLatest } from '../../src/db/migrations/index.js';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Waits (up to 5 s) until no session is connected to the database. */
async function sessionsGone(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) return;
    }
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `ops_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dbFile: '', poolSize: 4 });
  return {
    ...handle,
    async drop() {
      await handle.close();
      // The pool's connections close a moment after it says it has ended; dropping the database
      // under one of them makes it fail with an error nobody listens to any more.
      await sessionsGone(adminUrl, name);
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

function openSqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'ops-test-'));
  const handle = openDatabase({ dbFile: join(dir, 'ops.sqlite') });
  return {
    ...handle,
    async drop() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function openTestDatabase(adminPassword: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_PG_URL;
  const database = adminUrl ? await openPostgresTestDatabase(adminUrl) : openSqliteTestDatabase();
  await migrateToLatest(database.db, database.dialect);
  await bootstrap(database.db, { adminPassword });
  return database;
}
