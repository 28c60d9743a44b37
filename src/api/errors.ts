/** Error codes of the operate API (docs/API.md). */
export const ErrorCode = {
  ok: 2000,
  invalid: 2001,
  forbidden: 2003,
  notLoggedIn: 2004,
  notFound: 2005,
  conflict: 2009,
  throttled: 2029,
  serverFault: 5000,
  /** Not from the server: the request never got a proper answer. */
  network: -1,
  timeout: -2,
} as const;

/** Codes after which the user must log in again (spec §8). */
export const RELOGIN_CODES: readonly number[] = [2004, 50008, 50012, 50014];

export type FieldErrors = Record<string, string>;

/**
 * Why a call failed where the code alone does not say: the server's `data.reason`, or the
 * client's own for a call that got no answer.
 */
export const Reason = {
  /** 5000 from a server whose database is away (gone, stalled, locked, full). */
  databaseUnavailable: 'database_unavailable',
  /** No answer at all: connection refused or dropped, or the network is down. */
  unreachable: 'unreachable',
  /** No answer within the client's timeout. */
  timeout: 'timeout',
} as const;

/**
 * What every failed call rejects with. `body.errors` follows react-admin's HttpError
 * shape, so that a form shows server field errors under the matching inputs.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly fields: FieldErrors;
  readonly status: number;
  readonly body: { errors: FieldErrors } | undefined;
  readonly reason: string | undefined;
  /** A 2009 for a stale version: the record as it is now (docs/API.md, "Record versions"). */
  readonly current: Record<string, unknown> | undefined;
  /** The rest of the answer's `data`, for a caller whose call says more (a definition's conflict: `in_force`). */
  readonly data: Record<string, unknown> | undefined;

  constructor(code: number, message: string, fields: FieldErrors = {}, reason?: string, current?: Record<string, unknown>, data?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = fields;
    this.reason = reason;
    this.current = current;
    this.data = data;
    // react-admin reads `status` to tell auth errors (see authProvider.checkError).
    this.status = RELOGIN_CODES.includes(code) ? 401 : code === ErrorCode.forbidden ? 403 : 200;
    this.body = Object.keys(fields).length > 0 ? { errors: fields } : undefined;
  }

  get isRelogin(): boolean {
    return RELOGIN_CODES.includes(this.code);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The record as it is now, when `e` refused a write based on a stale version. */
export function staleCurrent(e: unknown): Record<string, unknown> | undefined {
  return isApiError(e) && e.code === ErrorCode.conflict ? e.current : undefined;
}
