// Opens the database: SQLite (better-sqlite3) by default, PostgreSQL when a URL is given.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import { createPool, type FaultListener, type PostgresLimits } from './postgres.js';
import type { DB } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<DB>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions extends PostgresLimits {
  databaseUrl?: string | undefined;
  dbFile: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** SQLite: how long a statement waits for a file another process holds locked (ms). */
  sqliteBusyTimeoutMs?: number;
  /** Told of a database fault that no call saw (default: ignored, the pool recovers by itself). */
  onFault?: FaultListener;
}

/** Time limits apply only where given: start-up work, tools and tests go without (a migration of a large table may take minutes). */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (!options.databaseUrl) return openSqlite(options.dbFile, options.sqliteBusyTimeoutMs ?? 5000, options.readOnly === true);
  const pool = createPool(options.databaseUrl, options.poolSize ?? 10, options, options.onFault ?? (() => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Creates the folder of `file`; fails clearly where a part of its path is a file (Node's recursive mkdir can spin on that). */
function ensureFolder(file: string): void {
  let existing = dirname(file);
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  if (!statSync(existing).isDirectory()) throw new Error(`unable to open database: ${existing} is a file, not a folder`);
  mkdirSync(dirname(file), { recursive: true });
}

function openSqlite(file: string, busyTimeoutMs: number, readOnly: boolean): DatabaseHandle {
  if (file !== ':memory:' && !readOnly) ensureFolder(file);
  const sqlite = new Database(file, readOnly ? { readonly: true, fileMustExist: true } : {});
  if (!readOnly) {
    sqlite.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit: a committed write survives a power cut.
    sqlite.pragma('synchronous = FULL');
  }
  sqlite.pragma('foreign_keys = ON');
  // The wait blocks the process (the driver is synchronous): kept short, it answers 5000 instead.
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  const db = new Kysely<DB>({ dialect: new SqliteTransactionsDialect({ database: withStatementCache(sqlite) }, sqlite) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite transactions, with two changes for another process's lock and a full disk:
 * - they take the write lock as they begin (BEGIN IMMEDIATE). A plain BEGIN that reads and then
 *   writes fails at once, without the busy wait, while another process (a backup) holds the lock;
 * - a rollback is skipped where SQLite already rolled back by itself (a full disk does that), so
 *   that the answer names the fault, not "no transaction is active".
 */
class SqliteTransactionsDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly sqlite: Database.Database,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    const { sqlite } = this;
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }

      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.settings);
  }
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
