// Constraint violations that slip past the explicit checks (two requests racing) become
// 2009 conflicts instead of server faults. Only the column name is kept, never SQL text.
import { ApiError, ErrorCode } from './errors.js';

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
}

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const FOREIGN_KEY_CODES = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

function uniqueColumn(err: DriverError): string | undefined {
  // SQLite: "UNIQUE constraint failed: accounts.account"
  const sqlite = typeof err.message === 'string' ? /constraint failed: \w+\.(\w+)/.exec(err.message) : null;
  if (sqlite) return sqlite[1];
  // PostgreSQL: detail "Key (account)=(x) already exists."
  const pg = typeof err.detail === 'string' ? /^Key \((\w+)/.exec(err.detail) : null;
  return pg?.[1];
}

export function conflictFromDbError(error: unknown): ApiError | null {
  if (!error || typeof error !== 'object') return null;
  const err = error as DriverError;
  const code = typeof err.code === 'string' ? err.code : '';
  if (UNIQUE_CODES.has(code)) {
    const column = uniqueColumn(err);
    return column
      ? new ApiError(ErrorCode.conflict, `The ${column} is already in use.`, { [column]: `The ${column} is already in use.` })
      : new ApiError(ErrorCode.conflict, 'The record already exists.');
  }
  if (FOREIGN_KEY_CODES.has(code)) {
    return new ApiError(ErrorCode.conflict, 'The record is linked to other records.');
  }
  return null;
}

/** What the console reads in `data.reason` to tell an outage from another fault. */
const DATABASE_UNAVAILABLE = 'database_unavailable';

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** PostgreSQL: shut down, starting up, canceled (statement_timeout), too many connections; class 08: connection exceptions. */
const UNREACHABLE_SQLSTATES = /^(?:57P0[1-4]|57014|53300|08...)$/;
/** node-postgres's own words for a connection it lost or could not get in time. */
const UNREACHABLE_MESSAGES = /^(?:Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/** The database cannot serve the call now (gone, stalled, locked, full, read-only): 5000 with a reason, never a stack trace. */
export function unavailableFromDbError(error: unknown): ApiError | null {
  if (!error || typeof error !== 'object') return null;
  const err = error as DriverError;
  const code = typeof err.code === 'string' ? err.code : '';
  const message = typeof err.message === 'string' ? err.message : '';
  let sentence: string | null = null;
  if (code.startsWith('SQLITE_FULL')) sentence = 'The database has no space left. Ask the administrator to free disk space.';
  else if (code.startsWith('SQLITE_READONLY')) sentence = 'The database cannot be written now. Ask the administrator to check its file.';
  else if (/^SQLITE_(?:BUSY|LOCKED|IOERR|CANTOPEN)/.test(code)) sentence = 'The database is not reachable. Try again in a moment.';
  else if (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATES.test(code) || UNREACHABLE_MESSAGES.test(message)) {
    sentence = 'The database is not reachable. Try again in a moment.';
  }
  return sentence ? new ApiError(ErrorCode.serverFault, sentence, undefined, { reason: DATABASE_UNAVAILABLE }) : null;
}
