// Opens the database: SQLite (better-sqlite3) by default, PostgreSQL when a URL is given.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<DB>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dbFile: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

const INT8_OID = 20;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openSqlite(options.dbFile);
}

/** Creates the folder of `file`; fails clearly where a part of its path is a file (Node's recursive mkdir can spin on that). */
function ensureFolder(file: string): void {
  let existing = dirname(file);
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  if (!statSync(existing).isDirectory()) throw new Error(`unable to open database: ${existing} is a file, not a folder`);
  mkdirSync(dirname(file), { recursive: true });
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') ensureFolder(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL syncs the WAL on every commit: a committed write survives a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Prepared statements kept by SQL text (least recently used dropped first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and SQLite then parses and plans it again: about a tenth of
 * the server's time on a list call. The same text reuses its statement instead (one still
 * being iterated is never shared); SQLite prepares it again by itself after a schema change.
 */
function withStatementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return {
    prepare(text: string): Database.Statement {
      let statement = cache.get(text);
      if (statement && !statement.busy) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
    close(): void {
      cache.clear();
      sqlite.close();
    },
  };
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // count(*) and other bigint results come back as numbers, as on SQLite.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Any fixed number: the PostgreSQL advisory lock that instances starting together queue on. */
const STARTUP_LOCK = 7_213_004;

/**
 * Runs the start-up work (migrations, bootstrap rows, demo data) in one instance at a time: on
 * PostgreSQL the others wait for the lock and then find the work done. The lock is held on a
 * connection of its own, released when the work ends or the connection drops.
 */
export async function oneInstanceAtATime<T>(handle: Pick<DatabaseHandle, 'db' | 'dialect'>, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
