// GET /api/operate/entity/<name>/file?id=…[&thumbnail=1] (docs/API.md): a file, to a caller who
// may view the record holding it, inside its jurisdiction (its uploader, until a record holds it). Always an attachment
// under its own name, never sniffed; only the kinds of kinds.ts are ever stored, so no HTML or
// SVG is served. A picture's thumbnail is served inline, for lists and forms.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/schema.js';
import { entityNames } from '../entities/language/document.js';
import { recordInside } from '../entities/records/scope.js';
import { requirePermission } from '../http/auth.js';
import { forbidden, notFound } from '../http/errors.js';
import { callerOf, entityOf, type FileServices } from './caller.js';
import { CONTENT_TYPES } from './kinds.js';
import { FileMissing } from './store.js';
import { thumbnailKey } from './thumbnail.js';

const SERVED_TYPES = new Set(Object.values(CONTENT_TYPES));
export const GONE = 'The file does not exist.';

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 / 5987): ASCII for old clients, UTF-8 for the rest. */
export function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function serveFile(request: FastifyRequest, reply: FastifyReply, services: FileServices): Promise<FastifyReply> {
  const auth = await callerOf(request, services);
  const d = await entityOf(request, services);
  const query = request.query as { id?: unknown; thumbnail?: unknown };
  const id = typeof query.id === 'string' ? query.id : '';
  const thumbnail = query.thumbnail === '1' || query.thumbnail === 'true';
  const file = await services.db.selectFrom('files').selectAll().where('id', '=', id).where('entity', '=', d.name).executeTakeFirst();
  if (!file || (thumbnail && file.thumbnail !== 1)) throw notFound(GONE);
  if (file.record_id === null) {
    if (file.uploaded_by !== auth.userId) throw forbidden();
  } else {
    requirePermission(auth, `${entityNames(d).permission}:view`);
    // A record outside the caller's jurisdiction holds no file the caller may read.
    if (!(await recordInside(services.db, auth, d, services.entities.current(), file.record_id))) throw notFound(GONE);
  }
  return sendFile(reply, services, file, thumbnail);
}

/** A stored file (or its thumbnail) as the answer, under its own name, never sniffed. */
export async function sendFile(reply: FastifyReply, services: FileServices, file: Pick<Row<'files'>, 'id' | 'name' | 'size' | 'content_type'>, thumbnail: boolean): Promise<FastifyReply> {
  const body = await services.store.get(thumbnail ? thumbnailKey(file.id) : file.id).catch((error: unknown) => {
    throw error instanceof FileMissing ? notFound(GONE) : error;
  });
  const type = thumbnail ? 'image/webp' : SERVED_TYPES.has(file.content_type) ? file.content_type : 'application/octet-stream';
  reply.headers({
    'content-type': type,
    'content-disposition': disposition(thumbnail ? 'inline' : 'attachment', thumbnail ? `${file.name}.webp` : file.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-cache',
    ...(thumbnail ? {} : { 'content-length': String(file.size) }),
  });
  return reply.send(body);
}
