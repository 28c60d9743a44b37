export { call, isReloginPending, preloadApiClient, reloginPromptClosed, setRequestLanguage, type CallOptions } from './client';
export { ApiError, ErrorCode, RELOGIN_CODES, isApiError, type FieldErrors } from './errors';
export { onApiEvent, type ApiEvent } from './events';
export type { Body } from './encode';
