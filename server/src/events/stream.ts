// GET /api/events (docs/API.md, "Live changes"): a server-sent event stream of the changes the
// caller may view. The token comes in the X-Token header only (a fetch stream, not EventSource),
// never in the URL, so it reaches no access log. A stream re-reads its caller every minute: a
// session ended or a permission taken away ends or narrows it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hasPermission, loadAuth, type Auth } from '../http/auth.js';
import { failure } from '../http/envelope.js';
import { notLoggedIn } from '../http/errors.js';
import { pickLanguage } from '../http/i18n.js';
import type { EntityCatalog } from '../entities/catalog.js';
import { viewPermissionOf, type ChangeHub, type ChangeEvent, type Cursor } from './hub.js';

/** A comment line this often keeps proxies from closing a quiet stream (nginx waits 60 s by default). */
const HEARTBEAT_MS = 25_000;
const RECHECK_MS = 60_000;

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
  const text = `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
  texts.set(event, { id, text });
  return text;
}

/** May this caller see events of this audit name (or warnings)? */
function sees(auth: Auth | null, resource: string, entities: EntityCatalog): boolean {
  const permission = viewPermissionOf(resource, entities);
  return auth !== null && (permission === null || (permission !== undefined && hasPermission(auth, permission)));
}

export function serveEvents(app: FastifyInstance, path: string, db: Kysely<DB>, hub: ChangeHub, entities: EntityCatalog): void {
  const open = new Set<() => void>();
  // Streams never end by themselves: closing the service ends them first.
  app.addHook('preClose', async () => {
    for (const end of open) end();
    hub.stop();
  });

  app.get(path, async (request, reply) => {
    const token = request.headers['x-token'];
    let auth: Auth | null = typeof token === 'string' && token.trim() ? await loadAuth(db, token.trim()) : null;
    if (!auth) return reply.send(failure(notLoggedIn(), pickLanguage(request.headers['accept-language'])));

    // The entities' audit names are known before the first event is told.
    await entities.ready().catch(() => undefined);
    reply.hijack();
    const raw = reply.raw;
    // A hijacked answer skips Fastify's own headers: those its hooks set (@fastify/cors's, for a
    // console on another origin) go out here, so the stream follows the calls' CORS rules.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx passes each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const write = (text: string) => {
      if (!raw.writableEnded) raw.write(text);
    };
    const unsubscribe = await hub.subscribe(
      { sees: (resource) => sees(auth, resource, entities), send: (cursor, event) => write(eventText(cursor, event)) },
      parseCursor(request.headers['last-event-id']),
    );
    let checking = false;
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    const recheck = setInterval(() => {
      if (checking) return;
      checking = true;
      loadAuth(db, auth!.token)
        .then((fresh) => {
          if (fresh) auth = fresh;
          else end();
        })
        .catch(() => undefined)
        .finally(() => (checking = false));
    }, RECHECK_MS);
    const end = () => {
      clearInterval(heartbeat);
      clearInterval(recheck);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
