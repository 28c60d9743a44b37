// GET /api/events (docs/API.md, "Live changes"): a server-sent event stream of the changes the
// caller may view. The token comes in the X-Token header only (a fetch stream, not EventSource),
// never in the URL, so it reaches no access log. A stream re-reads its caller every minute: a
// session ended or gone idle or a permission taken away ends or narrows it. Holding a stream
// open is no use of the session, and one user holds at most MAX_STREAMS_PER_USER per instance.
import type { FastifyInstance } from 'fastify';
import { refusedAppToken } from '../app/session.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hasPermission, loadAuth, type Auth } from '../http/auth.js';
import { failure } from '../http/envelope.js';
import { ApiError, ErrorCode, notLoggedIn } from '../http/errors.js';
import { pickLanguage } from '../http/i18n.js';
import { SECURITY_HEADERS } from '../security/headers.js';
import type { EntityCatalog } from '../entities/catalog.js';
import { viewPermissionOf, type ChangeHub, type ChangeEvent, type Cursor } from './hub.js';

/** A comment line this often keeps proxies from closing a quiet stream (nginx waits 60 s by default). */
const HEARTBEAT_MS = 25_000;
const RECHECK_MS = 60_000;

export interface StreamOptions {
  /** SESSION_IDLE_MINUTES: a session unused this long has its streams refused and ended. */
  idleMinutes: number;
  /** MAX_STREAMS_PER_USER: streams one user holds open in this instance. */
  maxPerUser: number;
  /** How often a stream re-reads its caller (a minute; tests shorten it). */
  recheckMs?: number;
}

/** The audit names whose changes may change what a caller holds: roles and users. */
const ACCESS_AUDITS = new Set(['role', 'system_user']);
/** Told (without an id: no change of the cursor) when the caller's roles or permissions changed. */
const SESSION_EVENT = `event: session\ndata: ${JSON.stringify({ kind: 'session' })}\n\n`;
const accessOf = (auth: Auth) => `${auth.isAdmin}|${[...auth.roles].sort().join(',')}|${[...auth.permissions].sort().join(',')}`;

/** `data.reason` of the 2003 answer to a stream beyond MAX_STREAMS_PER_USER. */
export const STREAM_LIMIT_REASON = 'stream_limit';

function tooManyStreams(limit: number): ApiError {
  return new ApiError(ErrorCode.forbidden, 'Too many live-change streams are open for this user.', undefined, { reason: STREAM_LIMIT_REASON, limit });
}

/** `Last-Event-ID` of a stream that reconnects: `<audit id>.<inspection id>`. */
function parseCursor(value: string | string[] | undefined): Cursor | undefined {
  const match = typeof value === 'string' ? /^(\d{1,10})\.(\d{1,10})$/.exec(value.trim()) : null;
  return match ? { audit: Number(match[1]), inspection: Number(match[2]) } : undefined;
}

/** One event's text, made once however many streams it goes to (500 streams: one JSON.stringify, not 500). */
const texts = new WeakMap<ChangeEvent, { id: string; text: string }>();

function eventText(cursor: Cursor, event: ChangeEvent): string {
  const id = `${cursor.audit}.${cursor.inspection}`;
  const made = texts.get(event);
  if (made?.id === id) return made.text;
  // The record's government body only chooses the streams (sees); it is not told.
  const text = `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event, (key, value: unknown) => (key === 'government_id' ? undefined : value))}\n\n`;
  texts.set(event, { id, text });
  return text;
}

/** May this caller see events of this audit name (or warnings), of a record of this government body? */
function sees(auth: Auth | null, resource: string, entities: EntityCatalog, governmentId?: number | null): boolean {
  const permission = viewPermissionOf(resource, entities);
  if (auth === null || !(permission === null || (permission !== undefined && hasPermission(auth, permission)))) return false;
  // A bound caller hears of the records of its jurisdiction only (a bulk change: that there was one).
  return auth.jurisdiction === null || governmentId === undefined || (governmentId !== null && auth.jurisdiction.governmentIds.includes(governmentId));
}

export function serveEvents(app: FastifyInstance, path: string, db: Kysely<DB>, hub: ChangeHub, entities: EntityCatalog, options: StreamOptions): void {
  const { idleMinutes, maxPerUser, recheckMs = RECHECK_MS } = options;
  const open = new Set<() => void>();
  /** Open streams by user; a place is taken before the first await, so a burst cannot pass the cap. */
  const held = new Map<number, number>();
  const release = (userId: number) => {
    const left = (held.get(userId) ?? 1) - 1;
    if (left > 0) held.set(userId, left);
    else held.delete(userId);
  };
  // Streams never end by themselves: closing the service ends them first.
  app.addHook('preClose', async () => {
    for (const end of open) end();
    hub.stop();
  });

  app.get(path, async (request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const token = request.headers['x-token'];
    // Not a use of the session (use = false): an open stream must not keep an idle session alive.
    let auth: Auth | null = typeof token === 'string' && token.trim() ? await loadAuth(db, token.trim(), idleMinutes, false) : null;
    if (!auth) return reply.send(failure((await refusedAppToken(db, typeof token === 'string' ? token.trim() : undefined)) ?? notLoggedIn(), lang));
    const userId = auth.userId;
    if ((held.get(userId) ?? 0) >= maxPerUser) return reply.send(failure(tooManyStreams(maxPerUser), lang));
    held.set(userId, (held.get(userId) ?? 0) + 1);
    let unsubscribe = () => {};
    const timers: ReturnType<typeof setInterval>[] = [];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      for (const timer of timers) clearInterval(timer);
      unsubscribe();
      open.delete(end);
      release(userId);
      if (!reply.raw.writableEnded) reply.raw.end();
    };
    open.add(end);
    // Registered before any wait: a client gone meanwhile gives its place back all the same.
    reply.raw.on('close', end);

    // The entities' audit names are known before the first event is told.
    await entities.ready().catch(() => undefined);
    if (ended) return reply.hijack();
    reply.hijack();
    const raw = reply.raw;
    // A hijacked answer skips Fastify's own headers: those its hooks set (@fastify/cors's, for a
    // console on another origin) go out here, so the stream follows the calls' CORS rules.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      ...SECURITY_HEADERS,
      // nginx passes each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const write = (text: string) => {
      if (!raw.writableEnded) raw.write(text);
    };
    let checking = false;
    const recheck = () => {
      if (checking) return;
      checking = true;
      loadAuth(db, auth!.token, idleMinutes, false)
        .then((fresh) => {
          if (!fresh) return end();
          // Roles or permissions changed under an open page: it asks for its session again.
          if (accessOf(fresh) !== accessOf(auth!)) write(SESSION_EVENT);
          auth = fresh;
        })
        .catch(() => undefined)
        .finally(() => (checking = false));
    };
    unsubscribe = await hub.subscribe(
      {
        sees: (resource, governmentId) => sees(auth, resource, entities, governmentId),
        send: (cursor, event) => write(eventText(cursor, event)),
        heard: (event) => event.kind === 'record' && ACCESS_AUDITS.has(event.resource) && recheck(),
      },
      parseCursor(request.headers['last-event-id']),
    );
    if (ended) return unsubscribe();
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    timers.push(heartbeat, setInterval(recheck, recheckMs));
  });
}
