export { call, isReloginPending, preloadApiClient, reloginPromptClosed, setRequestLanguage, type CallOptions } from './client';
export { ApiError, ErrorCode, Reason, RELOGIN_CODES, isApiError, staleCurrent, type FieldErrors } from './errors';
export { currentOutage, onOutageChange, outageOf, type OutageKind } from './outage';
export { onApiEvent, type ApiEvent } from './events';
export { confirmIdentity, setReauthAsker } from './reauth';
export type { Body } from './encode';
