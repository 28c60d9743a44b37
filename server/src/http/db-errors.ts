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
