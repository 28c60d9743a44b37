// Why the server could not start, in one line an operator can act on.
import type { Config } from './config.js';
import { ConfigError } from './config.js';

export class MigrationError extends Error {
  /** `migration`: the one that failed; none when the migrations could not begin (e.g. a database from a newer build). */
  constructor(migration: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(migration ? `database migration ${migration} failed: ${reason}` : `database migrations cannot run: ${reason}`);
    this.name = 'MigrationError';
  }
}

/** The database's address without its password, for messages. */
function databaseName(config: Config): string {
  if (!config.databaseUrl) return `the SQLite file ${config.dbFile}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);
/** PostgreSQL's codes for a refused login or a missing database. */
const REFUSED = new Set(['28P01', '28000', '3D000']);

export function startFailure(error: unknown, config: Config | null): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const err = error as NodeJS.ErrnoException & { address?: string; port?: number };
  const message = error instanceof Error ? error.message : String(error);
  if (config) {
    if (err.code === 'EADDRINUSE') return `Cannot start: port ${config.port} on ${config.host} is already in use (set API_PORT or stop the other process).`;
    if (err.code === 'EACCES' && err.syscall === 'listen') return `Cannot start: no permission to listen on port ${config.port} (use a port above 1023).`;
    if (err.code === 'EADDRNOTAVAIL') return `Cannot start: ${config.host} is not an address of this machine (HOST).`;
    if (error instanceof MigrationError) return `Cannot start: ${message}`;
    if (err.code && UNREACHABLE.has(err.code)) return `Cannot start: ${databaseName(config)} cannot be reached (${err.code}).`;
    if (/^timeout exceeded when trying to connect|^Connection terminated due to connection timeout/.test(message)) {
      return `Cannot start: ${databaseName(config)} did not answer within ${config.dbConnectTimeoutMs} ms (DB_CONNECT_TIMEOUT_MS).`;
    }
    if (err.code && REFUSED.has(err.code)) return `Cannot start: ${databaseName(config)} refused the connection: ${message}`;
    if (err.code?.startsWith('SQLITE_') || /unable to open database|directory does not exist/i.test(message)) {
      return `Cannot start: cannot open ${databaseName(config)}: ${message}`;
    }
  }
  return `Cannot start: ${message}`;
}
