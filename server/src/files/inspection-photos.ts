// Photos of inspections from the field app (docs/API.md, "Field app"): a phone uploads each picture
// on its own (POST operate/app/photo-upload, multipart, an app token), then names their ids in
// operate/app/inspection-submit, whose inspection then holds them. The console reads them with
// the inspection (inspect-detail's `photos`) and fetches each from GET
// operate/standing/inspection-photo. The bytes go through the same store, checks and thumbnails
// as the entities' files; the rows are told apart by an entity name no definition can take.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveAppToken, type AppAccount } from '../app/session.js';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { IMAGE_KINDS } from '../entities/language/document.js';
import { loadAuth, requirePermission, tokenFromRequest } from '../http/auth.js';
import { forbidden, invalidField, notFound, notLoggedIn } from '../http/errors.js';
import { findInspection } from '../routes/admin/inspections.js';
import { callerOf, type FileServices } from './caller.js';
import { GONE, sendFile } from './serve.js';
import { filePart, storePart, type Uploaded } from './upload.js';

/** The files rows of inspection photos: `@` starts no entity's name. */
export const PHOTO_ENTITY = '@inspections';
const PHOTO_FIELD = 'photos';
/** Photos one inspection may hold. */
export const MAX_PHOTOS = 9;

/** The signed-in app account; a console token is refused (2003), none is 2004. */
async function appCallerOf(request: FastifyRequest, services: FileServices): Promise<AppAccount> {
  const token = tokenFromRequest(request);
  const account = token ? await resolveAppToken(services.db, token) : null;
  if (account) return account;
  if (token && (await loadAuth(services.db, token, services.config.sessionIdleMinutes, false))) throw forbidden('This call is open to the field app only.');
  throw notLoggedIn();
}

/** POST operate/app/photo-upload: one picture, loose until an inspection names it. */
export async function uploadPhoto(request: FastifyRequest, services: FileServices): Promise<Uploaded> {
  const account = await appCallerOf(request, services);
  const stored = await storePart(await filePart(request, services.config.files.maxBytes), services, IMAGE_KINDS);
  const now = nowText();
  // `uploaded_by` is the app account here: the entity name keeps it apart from the users' uploads.
  await services.db.insertInto('files').values({ ...stored, entity: PHOTO_ENTITY, field: PHOTO_FIELD, record_id: null, uploaded_by: account.id, created_at: now, loose_since: now }).execute();
  return { id: stored.id, name: stored.name, size: stored.size, type: stored.content_type, thumbnail: stored.thumbnail === 1 };
}

/** 2001 at `photos` unless each id is a photo this account uploaded that no inspection holds yet. */
export async function checkPhotos(db: Kysely<DB>, accountId: number, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw invalidField('photos', 'Names a photo twice.');
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', [...ids])
    .where('entity', '=', PHOTO_ENTITY)
    .where('uploaded_by', '=', accountId)
    .where('record_id', 'is', null)
    .execute();
  if (rows.length !== ids.length) throw invalidField('photos', 'Names a photo not uploaded by this account, or held by another inspection.');
}

/** The inspection holds its photos: no longer loose, so never purged. */
export async function holdPhotos(db: Kysely<DB>, inspectionId: number, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('files').set({ record_id: inspectionId, loose_since: null }).where('id', 'in', [...ids]).where('entity', '=', PHOTO_ENTITY).where('record_id', 'is', null).execute();
}

/** An inspection's photos as inspect-detail answers them, by upload time (then id). */
export async function photosOf(db: Kysely<DB>, inspectionId: number) {
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name', 'size', 'content_type', 'thumbnail'])
    .where('entity', '=', PHOTO_ENTITY)
    .where('record_id', '=', inspectionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, size: r.size, type: r.content_type, thumbnail: r.thumbnail === 1 }));
}

/** GET operate/standing/inspection-photo?id=…[&thumbnail=1]: to a console user who may view the inspection holding it. */
export async function servePhoto(request: FastifyRequest, reply: FastifyReply, services: FileServices): Promise<FastifyReply> {
  const auth = await callerOf(request, services);
  requirePermission(auth, 'inspection:view');
  const query = request.query as { id?: unknown; thumbnail?: unknown };
  const id = typeof query.id === 'string' ? query.id : '';
  const thumbnail = query.thumbnail === '1' || query.thumbnail === 'true';
  const file = await services.db.selectFrom('files').selectAll().where('id', '=', id).where('entity', '=', PHOTO_ENTITY).executeTakeFirst();
  if (!file || file.record_id === null || (thumbnail && file.thumbnail !== 1)) throw notFound(GONE);
  // An inspection outside the caller's jurisdiction holds no photo the caller may see.
  await findInspection(services.db, auth, file.record_id).catch(() => {
    throw notFound(GONE);
  });
  return sendFile(reply, services, file, thumbnail);
}
