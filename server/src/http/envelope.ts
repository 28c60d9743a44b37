// The answer of every contract call: `{ error, message, data }`, always with HTTP 200.
import { ApiError, ErrorCode } from './errors.js';
import { translate, type Language } from './i18n.js';

export interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

export function success<T>(data: T, lang: Language): Envelope<T> {
  return { error: ErrorCode.ok, message: translate('OK', lang), data };
}

export function failure(err: ApiError, lang: Language): Envelope<Record<string, unknown> | null> {
  const fields = err.fields
    ? Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [k, translate(m, lang)]))
    : undefined;
  // 2001 always carries `fields`, even when the problem is the body as a whole.
  const withFields = fields || err.code === ErrorCode.invalid ? { fields: fields ?? {} } : null;
  const data = withFields || err.extra ? { ...withFields, ...err.extra } : null;
  return { error: err.code, message: translate(err.message, lang), data };
}
