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
import { applyShippedDefinitions } from '../../src/entities/shipped.js';

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL: the database's URL, where live changes listen. */
  url?: string;
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

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `ops_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dbFile: '', poolSize: 4 });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      // A connection still closing is ended by the drop (57P01); the pool hears of it and lets it go.
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
  await applyShippedDefinitions(database.db, database.dialect, { info: () => undefined });
  return database;
}
