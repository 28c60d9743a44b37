// POST /api/operate/entity/<name>/file-upload (docs/API.md): one file for one file or image field
// of an entity, as multipart form data, the form field `field` before the file. The caller may
// create or update the entity's records. The file's kind is read from its first bytes and held to
// the field's `accept`; its size to FILE_MAX_BYTES. It streams to the store as it arrives.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { nowText } from '../db/time.js';
import { entityNames, IMAGE_KINDS, liveFields, type EntityDefinition, type FileKind } from '../entities/language/document.js';
import { acceptedKinds, isFileField } from '../entities/language/file-fields.js';
import { requirePermission } from '../http/auth.js';
import { invalidField } from '../http/errors.js';
import { callerOf, entityOf, sizeText, type FileServices } from './caller.js';
import { CONTENT_TYPES, HEAD_BYTES, kindOf } from './kinds.js';
import { storeThumbnail } from './thumbnail.js';

export interface Uploaded {
  id: string;
  name: string;
  size: number;
  type: string;
  thumbnail: boolean;
}

/** The name as the browser gave it, without a path, control characters or excess length. */
export function cleanName(raw: string): string {
  const printable = [...raw].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const name = printable.split(/[\\/]/).pop()!.trim().slice(0, 200);
  return name === '' ? 'file' : name;
}

/** The field the form names: a file or image field in use. */
function fieldOf(d: EntityDefinition, value: unknown) {
  const field = liveFields(d).find((f) => f.name === value && isFileField(f));
  if (!field) throw invalidField('field', 'Names no file field of the entity.');
  return field;
}

/** The bytes as they arrive, held to the size limit, the first ones read for the kind. */
async function* checked(source: AsyncIterable<Buffer>, maxBytes: number, onHead: (head: Buffer) => void, seen: { size: number }) {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of source) {
    seen.size += chunk.length;
    if (seen.size > maxBytes) throw invalidField('file', `The file is larger than ${sizeText(maxBytes)}.`);
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < HEAD_BYTES) continue;
    onHead(head);
    yield head;
    head = null;
  }
  if (head !== null) {
    if (head.length === 0) throw invalidField('file', 'Choose a file to upload.');
    onHead(head);
    yield head;
  }
}

/** The one file of a multipart request (2001 at `file` without one). */
export async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  // One more byte than the limit reaches the check in storePart, which names the limit.
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 200, parts: 6 } }) : undefined;
  if (!part) throw invalidField('file', 'Choose a file to upload.');
  return part;
}

/** A stored upload, before its row: what the files table records of it. */
export interface StoredPart {
  id: string;
  name: string;
  size: number;
  kind: FileKind;
  content_type: string;
  thumbnail: 0 | 1;
}

/** Streams the part to the store, held to `accepted` kinds and the size limit; a picture gets its thumbnail. */
export async function storePart(part: MultipartFile, services: FileServices, accepted: readonly FileKind[]): Promise<StoredPart> {
  let kind: FileKind | null = null;
  const onHead = (head: Buffer) => {
    kind = kindOf(head);
    if (kind === null || !accepted.includes(kind)) throw invalidField('file', `The file is not of a kind this field takes: ${accepted.join(', ')}.`);
  };
  const id = randomBytes(16).toString('base64url');
  const seen = { size: 0 };
  await services.store.put(id, Readable.from(checked(part.file, services.config.files.maxBytes, onHead, seen)));
  // The put ends only after onHead took the first bytes.
  const found = kind as unknown as FileKind;
  const picture = (IMAGE_KINDS as readonly string[]).includes(found);
  if (picture && !(await storeThumbnail(services.store, id))) {
    await services.store.delete(id);
    throw invalidField('file', 'The picture cannot be read.');
  }
  return { id, name: cleanName(part.filename), size: seen.size, kind: found, content_type: CONTENT_TYPES[found], thumbnail: picture ? 1 : 0 };
}

export async function upload(request: FastifyRequest, services: FileServices): Promise<Uploaded> {
  const auth = await callerOf(request, services);
  const d = await entityOf(request, services);
  const prefix = entityNames(d).permission;
  requirePermission(auth, [`${prefix}:create`, `${prefix}:update`]);
  const part = await filePart(request, services.config.files.maxBytes);
  const named = part.fields.field;
  const field = fieldOf(d, named && !Array.isArray(named) && named.type === 'field' ? named.value : undefined);
  const stored = await storePart(part, services, acceptedKinds(field));
  const now = nowText();
  await services.db.insertInto('files').values({ ...stored, entity: d.name, field: field.name, record_id: null, uploaded_by: auth.userId, created_at: now, loose_since: now }).execute();
  return { id: stored.id, name: stored.name, size: stored.size, type: stored.content_type, thumbnail: stored.thumbnail === 1 };
}
