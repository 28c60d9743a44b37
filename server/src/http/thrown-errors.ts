// Anything a call throws, said as the API's error: internals are logged, never answered.
import type { FastifyRequest } from 'fastify';
import { conflictFromDbError, unavailableFromDbError } from './db-errors.js';
import { ApiError, ErrorCode } from './errors.js';

/** An outage fails every call: the log says so once every OUTAGE_LOG_MS, with how many calls it held back. */
const OUTAGE_LOG_MS = 10_000;
const outageLog = { quietUntil: 0, heldBack: 0 };

function noteOutage(req: FastifyRequest, error: unknown): void {
  const now = Date.now();
  if (now < outageLog.quietUntil) {
    outageLog.heldBack += 1;
    return;
  }
  // The driver's code says enough; its message may quote SQL.
  const { code } = error as { code?: unknown };
  req.log.warn({ code: typeof code === 'string' ? code : (error as Error).message, failedSinceLastLine: outageLog.heldBack }, 'database unavailable');
  outageLog.quietUntil = now + OUTAGE_LOG_MS;
  outageLog.heldBack = 0;
}

/** Anything thrown becomes an ApiError; internals are logged, never answered. */
export function toApiError(error: unknown, req: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const fromDb = conflictFromDbError(error);
  if (fromDb) return fromDb;
  const unavailable = unavailableFromDbError(error);
  if (unavailable) {
    noteOutage(req, error);
    return unavailable;
  }
  const err = error as { code?: string; statusCode?: number };
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
    return new ApiError(ErrorCode.invalid, 'The request body is too large.', {});
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
    return new ApiError(ErrorCode.invalid, 'Unsupported content type.', {});
  }
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return new ApiError(ErrorCode.invalid, 'The request body is malformed.', {});
  }
  req.log.error({ err: error }, 'unexpected error');
  return new ApiError(ErrorCode.serverFault, 'Internal server error.');
}
