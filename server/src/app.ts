// The HTTP server: every contract call from routes/registry.ts under /api/, answered with the
// envelope and HTTP 200 whatever happens, GET /health, and the built console when there is one.
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DialectName } from './db/index.js';
import type { DB } from './db/schema.js';
import { serveConsole } from './http/console-files.js';
import { ANONYMOUS, loadAuth, requirePermission, tokenFromRequest } from './http/auth.js';
import { consoleAccess, type CallContext, type ContractCall } from './http/call.js';
import { loggerOptions, readableLines, redactUrl, withoutSecrets, type LoggerOptions } from './http/log-options.js';
import { toApiError } from './http/thrown-errors.js';
import { failure, success } from './http/envelope.js';
import { ApiError, ErrorCode, forbidden, notLoggedIn } from './http/errors.js';
import { pickLanguage } from './http/i18n.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, onceForKey } from './http/idempotency.js';
import { parseInput } from './http/validate.js';
import { refusedAppToken, resolveAppToken } from './app/session.js';
import { ChangeHub } from './events/hub.js';
import { EntityCatalog } from './entities/catalog.js';
import { recordCall } from './entities/records/calls.js';
import { serveEvents } from './events/stream.js';
import { scheduleFilePurge } from './files/purge.js';
import { serveFileCalls } from './files/routes.js';
import { openFileStore, type FileStore } from './files/store.js';
import { serveOpenApi } from './routes/openapi.js';
import { contractCalls } from './routes/registry.js';
import { securityEvent } from './security/events.js';
import { addSecurityHeaders } from './security/headers.js';
import { dummyPasswordHash, setPasswordHashCost } from './security/password.js';
import { LoginThrottle } from './security/throttle.js';
import { EventLimiter, warnOfUntrustedProxy } from './security/watch.js';

export interface AppOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  config: Config;
  /** PostgreSQL: where live changes LISTEN (default: config.databaseUrl); none: they are read after each call and every second. */
  listenUrl?: string | undefined;
  /** false: silent (the default in tests); otherwise pino at config.logLevel. */
  logger?: boolean | LoggerOptions;
  throttle?: LoginThrottle;
  /** How often a live-changes stream re-reads its caller (default a minute; tests shorten it). */
  eventRecheckMs?: number;
  /** Where uploaded files go (default: the driver config.files names). */
  fileStore?: FileStore;
  /** Purge loose files every PURGE_INTERVAL_MINUTES (the server does; tests call the purge). */
  purgeFiles?: boolean;
}

/** How long readiness waits for the database's answer. */
const READY_WITHIN_MS = 1000;

/** Where the contract calls live; no console route starts with it. */
export const API_PREFIX = '/api';

/**
 * Headers of the console's page. Its Content-Security-Policy travels in the built page itself
 * (scripts/consoleHeaders.mjs); only a header can forbid framing.
 */
export const PAGE_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  // A link out of the console must not carry its address (an /auth-redirect ticket) to another site.
  'referrer-policy': 'no-referrer',
};

/**
 * Calls still running. A client that hangs up does not stop its call, and the server may close
 * once every connection is gone: closing waits for these before the database goes.
 */
type Running = Set<Promise<unknown>>;

type Base = Omit<CallContext, 'auth' | 'request' | 'log' | 'lang'>;

/** The caller of a console call; an app token is someone, but not for these calls (2003). */
async function consoleCaller(call: ContractCall, request: FastifyRequest, base: Base, events: EventLimiter) {
  const token = tokenFromRequest(request);
  const found = token ? await loadAuth(base.db, token, base.config.sessionIdleMinutes) : null;
  if (!found) {
    const refused = await refusedAppToken(base.db, token);
    if (refused) throw refused;
    events.log({ log: request.log, request }, { event: 'token.invalid', outcome: 'denied', path: call.path, reason: token ? 'unknown, expired, idle or revoked' : 'missing' });
    throw notLoggedIn();
  }
  request.caller = found; // named in the access.denied event
  if (call.permission !== 'login-only') requirePermission(found, call.permission);
  return found;
}

/** The app account of a field app call; a console token is someone, but not for these calls (2003). */
async function appCaller(call: ContractCall, request: FastifyRequest, base: Base, events: EventLimiter) {
  const token = tokenFromRequest(request);
  const found = token ? await resolveAppToken(base.db, token) : null;
  if (!found) {
    if (token && (await loadAuth(base.db, token, base.config.sessionIdleMinutes, false))) throw forbidden('This call is open to the field app only.');
    events.log({ log: request.log, request }, { event: 'token.invalid', outcome: 'denied', path: call.path, reason: token ? 'unknown, expired or ended app session' : 'missing' });
    throw notLoggedIn();
  }
  return found;
}

/** Every call's way, hand-written or an entity's: who you are, what you may do, what you sent, then the handler. */
async function answerCall(call: ContractCall, request: FastifyRequest, base: Base, events: EventLimiter) {
  const lang = pickLanguage(request.headers['accept-language']);
  // Order matters: who you are (2004), then what you may do (2003), then what you sent (2001).
  const auth = consoleAccess(call.permission) ? await consoleCaller(call, request, base, events) : ANONYMOUS;
  const appAccount = call.permission === 'app' ? await appCaller(call, request, base, events) : undefined;
  const input = parseInput(call.body, request.body);
  // App calls repeat safely by their own means (a point's seq, an inspection's client_id).
  const key = auth === ANONYMOUS ? null : idempotencyKeyOf(request);
  const run = () => call.handler(input, { ...base, auth, request, log: request.log, lang, ...(appAccount ? { appAccount } : {}) });
  const data = key ? await onceForKey(base.db, { userId: auth.userId, key, call: call.path, input }, run) : await run();
  return success(data ?? null, lang);
}

async function signedIn(request: FastifyRequest, base: Base): Promise<boolean> {
  const token = tokenFromRequest(request);
  return token !== undefined && (await loadAuth(base.db, token, base.config.sessionIdleMinutes)) !== null;
}

/** Runs a call's work, known to `running` until it ends. */
async function tracked<T>(running: Running, work: Promise<T>): Promise<T> {
  running.add(work);
  try {
    return await work;
  } finally {
    running.delete(work);
  }
}

function serveCall(app: FastifyInstance, call: ContractCall, base: Base, running: Running, events: EventLimiter) {
  app.post(`${API_PREFIX}/${call.path}`, (request) => tracked(running, answerCall(call, request, base, events)));
}

/**
 * The entities' record calls, under one wildcard route: Fastify prefers a hand-written call's
 * exact route. A path no definition knows reads the definitions again once for a signed-in
 * caller (one may have just been saved elsewhere), then answers 2005.
 */
function serveEntityCalls(app: FastifyInstance, base: Base, running: Running, events: EventLimiter) {
  // Unknown paths arriving together share one read of the definitions.
  let reloading: Promise<void> | null = null;
  const reload = () => (reloading ??= base.entities.reload().finally(() => (reloading = null)));
  app.post(`${API_PREFIX}/operate/*`, async (request) => {
    const path = `operate/${(request.params as { '*': string })['*']}`;
    let target = await base.entities.call(path);
    // Only a signed-in caller makes the definitions be read again: a stranger's guesses cost no reads.
    if (!target && (await signedIn(request, base))) {
      await reload();
      target = await base.entities.call(path);
    }
    if (!target) throw new ApiError(ErrorCode.notFound, 'Unknown path.');
    const call = recordCall(base.entities, target, pickLanguage(request.headers['accept-language']));
    return tracked(running, answerCall(call, request, base, events));
  });
}

/** Readable logs say a request in one line, once it is answered. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const summary = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ request: summary, err: error }, 'request failed');
    else reply.log.info({ request: summary }, 'request');
  }
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, dialect, config } = options;
  const app = Fastify({
    logger: loggerOptions(options),
    bodyLimit: config.bodyLimit,
    forceCloseConnections: 'idle',
    // A number of hops is a function to Fastify: trust that many proxies nearest the server.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ...(readableLines(options) ? { logController: new OneLinePerRequest() } : {}),
  });

  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Token', 'Accept-Language', 'Last-Event-ID', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });

  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('preHandler', async (req) => {
      req.log.debug({ body: withoutSecrets(req.body) }, 'request body');
    });
  }

  addSecurityHeaders(app);
  warnOfUntrustedProxy(app, config);

  app.setErrorHandler((error, request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const apiError = toApiError(error, request);
    if (apiError.code === ErrorCode.forbidden) {
      securityEvent({ log: request.log, request, auth: request.caller }, { event: 'access.denied', outcome: 'denied', path: request.url, reason: apiError.message });
    }
    return reply.code(200).send(failure(apiError, lang));
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    return reply.code(200).send(failure(new ApiError(ErrorCode.notFound, 'Unknown path.'), lang));
  });

  // Liveness: the process answers. Readiness (/health/ready, and /health as before): the
  // database answers too, within a second; a load balancer stops sending calls while it does not.
  app.get('/health/live', async () => ({ status: 'ok' }));
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('late')), READY_WITHIN_MS)));
    try {
      await Promise.race([sql`select 1`.execute(db), late]);
      return { status: 'ok', db: dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', db: dialect });
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/health', ready);
  app.get('/health/ready', ready);

  // Ready before the first login, so a miss on an unknown account costs one hash, like a hit.
  setPasswordHashCost(config.passwordHashCost);
  await dummyPasswordHash();
  const base = { db, dialect, config, throttle: options.throttle ?? new LoginThrottle(db, config), entities: new EntityCatalog(db) };
  const running: Running = new Set();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const events = new EventLimiter();
  for (const call of contractCalls) serveCall(app, call, base, running, events);
  serveEntityCalls(app, base, running, events);
  serveOpenApi(app, API_PREFIX, base);
  const files = { db, config, entities: base.entities, store: options.fileStore ?? openFileStore(config.files, db) };
  await serveFileCalls(app, API_PREFIX, files, (work) => tracked(running, work));
  if (options.purgeFiles) {
    // Once the server listens: main.ts migrates the database after building the app, before listening.
    let schedule: ReturnType<typeof scheduleFilePurge> | undefined;
    app.addHook('onListen', async () => void (schedule = scheduleFilePurge(files, app.log)));
    app.addHook('onClose', async () => schedule?.stop());
  }
  const hub = new ChangeHub(db, app.log, dialect === 'postgres' ? (options.listenUrl ?? config.databaseUrl) : undefined);
  serveEvents(app, `${API_PREFIX}/events`, db, hub, base.entities, {
    idleMinutes: config.sessionIdleMinutes,
    maxPerUser: config.maxStreamsPerUser,
    recheckMs: options.eventRecheckMs,
  });
  // A definition saved through another instance (or the command line) is in force here at once.
  hub.watchDefinitions(() => void base.entities.reload().catch(() => undefined));
  // A write of this process shows in the streams at once, without waiting for the next read.
  app.addHook('onResponse', async (request) => {
    if (request.method === 'POST') hub.nudge();
  });
  if (config.consoleDir) {
    const files = serveConsole(app, { dir: config.consoleDir, apiPrefix: API_PREFIX, pageHeaders: PAGE_HEADERS });
    app.log.info(`serving the console from ${config.consoleDir} (${files} files)`);
  }

  await app.ready();
  return app;
}
