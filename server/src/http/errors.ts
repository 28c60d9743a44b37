// Error codes of the operate API (docs/API.md) and the error every handler throws.

export const ErrorCode = {
  ok: 2000,
  invalid: 2001,
  forbidden: 2003,
  notLoggedIn: 2004,
  notFound: 2005,
  conflict: 2009,
  throttled: 2029,
  serverFault: 5000,
} as const;

export type FieldErrors = Record<string, string>;

/**
 * An answer other than success. `message` is a short English sentence (translated per
 * request, see i18n.ts); `fields` maps input field -> message and goes to `data.fields`.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly fields: FieldErrors | undefined;
  /** More for the client in `data` beside `fields`, e.g. `{ reason }` of an outage. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: number, message: string, fields?: FieldErrors, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

export function invalid(fields: FieldErrors, message = 'Some fields are invalid.'): ApiError {
  return new ApiError(ErrorCode.invalid, message, fields);
}

/** 2001 for one field; the field message doubles as the answer's message. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError(ErrorCode.invalid, message, { [field]: message });
}

export function notFound(message = 'The record does not exist.'): ApiError {
  return new ApiError(ErrorCode.notFound, message);
}

export function conflict(message: string, fields?: FieldErrors): ApiError {
  return new ApiError(ErrorCode.conflict, message, fields);
}

export function forbidden(message = 'You do not have permission to do this.'): ApiError {
  return new ApiError(ErrorCode.forbidden, message);
}

export function notLoggedIn(message = 'Please log in again.'): ApiError {
  return new ApiError(ErrorCode.notLoggedIn, message);
}
