import type { TFunction } from 'i18next';
import type { ApiError } from '../api';

/** What to tell the user about a failed call: the server's words, or ours for transport trouble. */
export function apiErrorText(error: Pick<ApiError, 'message' | 'code'>, t: TFunction | ((key: string, options?: Record<string, unknown>) => string)): string {
  const message = error.message || 'app.api.unknown';
  return String(t(message, { defaultValue: message }));
}
