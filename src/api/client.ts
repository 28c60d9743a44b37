import type { AxiosError, AxiosInstance, AxiosStatic } from 'axios';
import { config } from '../config/env';
import { getToken } from '../auth/token';
import { toFormBody, type Body } from './encode';
import { ApiError, ErrorCode, Reason, RELOGIN_CODES, type FieldErrors } from './errors';
import { emitApiEvent } from './events';
import { openSubmission } from './idempotency';
import { outageOf, outageSeen, serverAnswered } from './outage';
import type { AnswerOf, ContractPath } from './contract';
import { confirmIdentity, REAUTH_REASON } from './reauth';

export interface CallOptions {
  /** Send application/json instead of a form (the calls docs/API.md marks JSON). */
  json?: boolean;
  /** Report nothing to the user (e.g. logout, whose failure changes nothing for them). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Send an Idempotency-Key (creates, imports): the same call with the same body, sent again
   * while the first one's outcome is unknown, carries the same key (idempotency.ts).
   */
  idempotent?: boolean;
  /** A 2009 that brings the record as it is now is the caller's to show (a conflict dialog). */
  ownConflict?: boolean;
}

interface Envelope {
  error: number;
  message: string;
  data: unknown;
}

interface Http {
  axios: AxiosStatic;
  http: AxiosInstance;
}

// axios loads with the first call (or preloadApiClient): the login page shows without it.
let loading: Promise<Http> | null = null;
// Once loaded, a call sends in the same task it is made: awaiting the loaded client would let a
// render scheduled meanwhile (a menu click's new screen) run before the request leaves.
let loaded: Http | null = null;
function httpClient(): Promise<Http> {
  if (loading) return loading;
  loading = import('axios').then(({ default: axios }) => {
    loaded = {
      axios,
      http: axios.create({
        baseURL: config.apiBase,
        timeout: config.requestTimeoutMs,
        withCredentials: false,
        // Any HTTP status other than 200 is transport trouble, never an envelope.
        validateStatus: (status) => status === 200,
        // The API authenticates by token, never by an XSRF cookie. Left on, axios reads that
        // cookie through the async cookie store before every same-origin request, and the
        // request waits a task or more (a whole screen's render after a menu click).
        withXSRFToken: false,
      }),
    };
    return loaded;
  });
  // A failed download (the network is down) is tried again by the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Starts loading the HTTP client before the first call needs it (the admin does, at once). */
export function preloadApiClient(): void {
  httpClient().catch(() => undefined);
}

let requestLanguage = 'zh';
/** The server words its messages in the user's language. */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}
export const currentRequestLanguage = (): string => requestLanguage;

// One re-login dialog however many calls fail at once (spec §8).
let reloginPending = false;
export function reloginPromptClosed(): void {
  reloginPending = false;
}
/** True while a re-login prompt is due; the shell may mount after the call that failed. */
export function isReloginPending(): boolean {
  return reloginPending;
}

// Calls sent and not yet answered: the live stream opens only once the screen's reads are in.
let inFlight = 0;
export function callsInFlight(): number {
  return inFlight;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).error === 'number' &&
    'data' in (value as object)
  );
}

interface Failure {
  fields?: FieldErrors;
  reason?: string;
  silent?: boolean;
  current?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

function fail(code: number, message: string, { fields, reason, silent = false, current, data }: Failure = {}): never {
  const error = new ApiError(code, message, fields, reason, current, data);
  if (silent) throw error;
  const outage = outageOf(error);
  if (outage) {
    // One notice for the outage, however many calls fail while it lasts.
    outageSeen(outage);
  } else if (RELOGIN_CODES.includes(code)) {
    if (!reloginPending) {
      reloginPending = true;
      emitApiEvent({ type: 'relogin', code, message });
    }
  } else {
    emitApiEvent({ type: 'error', code, message });
  }
  throw error;
}

function transportFailure(axios: AxiosStatic, error: unknown, silent: boolean): never {
  if (axios.isCancel(error)) throw error;
  const axiosError = error as AxiosError;
  if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') {
    fail(ErrorCode.timeout, 'app.api.timeout', { reason: Reason.timeout, silent });
  }
  if (axiosError.response) {
    fail(ErrorCode.network, 'app.api.http_status', { silent });
  }
  fail(ErrorCode.network, 'app.api.network', { reason: Reason.unreachable, silent });
}

function withoutVersion(fields: FieldErrors, stale: boolean): FieldErrors {
  if (!stale) return fields;
  const { version: _stale, ...rest } = fields;
  return rest;
}

/**
 * POSTs one operate API call and answers its `data`: a hand-written call's as the server declares
 * it (contract.ts). Every failure rejects with an
 * ApiError and is reported once: through the API events, or as an outage (outage.ts).
 */
export function call<P extends ContractPath>(path: P, body?: Body, options?: CallOptions): Promise<AnswerOf<P>>;
/** A path made at run time (an entity's record calls, a definition's endpoint): its answer is the caller's to type. */
export function call<T = unknown>(path: string, body?: Body, options?: CallOptions): Promise<T>;
export async function call(path: string, body: Body = {}, options: CallOptions = {}): Promise<unknown> {
  const token = getToken();
  const payload: Body = token ? { ...body, token } : { ...body };
  const headers: Record<string, string> = { 'Accept-Language': requestLanguage };
  if (token) headers['X-Token'] = token;
  headers['Content-Type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded';
  const submission = options.idempotent ? openSubmission(path, body) : null;
  if (submission) headers['Idempotency-Key'] = submission.key;

  let client: Http;
  try {
    client = loaded ?? (await httpClient());
  } catch {
    fail(ErrorCode.network, 'app.api.network', { reason: Reason.unreachable, silent: options.silent });
  }
  const { axios, http } = client;
  let envelope: unknown;
  inFlight += 1;
  try {
    const response = await http.post(path.replace(/^\//, ''), options.json ? JSON.stringify(payload) : toFormBody(payload), {
      headers,
      signal: options.signal,
      transformRequest: (data) => data,
    });
    envelope = response.data;
  } catch (error) {
    transportFailure(axios, error, !!options.silent);
  } finally {
    inFlight -= 1;
  }
  if (!isEnvelope(envelope)) fail(ErrorCode.network, 'app.api.bad_response', { silent: options.silent });
  submission?.answered(envelope.error);
  if (envelope.error === ErrorCode.ok) {
    serverAnswered();
    return envelope.data;
  }
  const { fields, reason, current } = (envelope.data ?? {}) as { fields?: unknown; reason?: unknown; current?: unknown };
  const record = current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
  // Any other answer, a refusal included, shows the server and its database are there.
  if (reason !== Reason.databaseUnavailable) serverAnswered();
  if (envelope.error === ErrorCode.forbidden && reason === REAUTH_REASON && (await confirmIdentity())) {
    return call<unknown>(path, body, options);
  }
  fail(envelope.error, envelope.message || 'app.api.unknown', {
    // A stale version is no input's error: a form would keep it and refuse every later save.
    fields: fields && typeof fields === 'object' ? withoutVersion(fields as FieldErrors, !!record) : undefined,
    reason: typeof reason === 'string' ? reason : undefined,
    silent: options.silent || (!!record && !!options.ownConflict),
    current: record,
    data: envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, unknown>) : undefined,
  });
}
