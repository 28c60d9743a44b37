// Files in entity records: the upload call (multipart, streamed, checked by content and size),
// record values that name uploads, serving with permissions and safe headers, thumbnails, the
// audit entry, and the purge of files no record needs. SQLite by default, PostgreSQL with TEST_PG_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { applyDefinition } from '../src/entities/apply.js';
import type { EntityDefinition, Words } from '../src/entities/language/document.js';
import { purgeFiles } from '../src/files/purge.js';
import { openFileStore } from '../src/files/store.js';
import { createTestContext, dataOf, type Envelope, type TestContext } from './helpers/index.js';
import { multipartBody, type UploadFile } from './helpers/multipart.js';

const MAX_BYTES = 64 * 1024;
const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });

const CERTS: EntityDefinition = {
  name: 'site_certificates',
  version: 1,
  permission: 'site_cert',
  labels: { name: words('Certificates'), item: words('Certificate'), create: words('New certificate') },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: words('Title'), required: true },
    { name: 'scan', type: 'file', label: words('Scan'), accept: ['pdf'] },
    { name: 'photos', type: 'image', label: words('Photos'), multiple: true, max: 2 },
    { name: 'badge', type: 'image', label: words('Badge') },
  ],
};
const path = (op: string) => `operate/entity/site_certificates/${op}`;

interface FileFacts {
  id: string;
  name: string;
  size: number;
  type: string;
  thumbnail: boolean;
}
interface Cert {
  id: number;
  version: number;
  title: string;
  scan: string | null;
  photos: string[] | null;
  badge: string | null;
  scan_files: FileFacts[];
  photos_files: FileFacts[];
}

let ctx: TestContext;
let admin: string;
let png: Buffer;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

async function upload(field: string | undefined, file: UploadFile | undefined, token: string | null = admin, lang = 'en', entity = 'site_certificates') {
  const { payload, contentType } = multipartBody(field === undefined ? {} : { field }, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/operate/entity/${entity}/file-upload`,
    headers: { 'content-type': contentType, 'accept-language': lang, ...(token ? { 'x-token': token } : {}) },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<FileFacts & { fields?: Record<string, string> }>;
}
const uploaded = async (field: string, file: UploadFile, token = admin) => dataOf(await upload(field, file, token)).id;
/** A file as the console fetches it (null: no token). */
const serve = (id: string, token: string | null = admin, more = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/operate/entity/site_certificates/file?id=${encodeURIComponent(id)}${more}`, headers: token ? { 'x-token': token } : {} });
const create = (body: Record<string, unknown>, token = admin) => ctx.call<Cert>(path('create'), { title: 'Boiler permit', ...body }, { token, json: true });
const store = () => openFileStore(ctx.config.files, ctx.db);

const dir = mkdtempSync(join(tmpdir(), 'ops-entity-files-'));

beforeAll(async () => {
  ctx = await createTestContext({ config: { files: loadConfig({ FILE_DIR: dir, FILE_MAX_BYTES: String(MAX_BYTES) }).files } });
  admin = await ctx.adminToken();
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer();
  await applyDefinition(ctx.db, ctx.dialect, { next: CERTS, author: 'test' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('upload', () => {
  it('takes a file for a field, streams it to the store and answers its id, name, size and type', async () => {
    const answer = dataOf(await upload('scan', { name: '检验证书 2024.pdf', bytes: PDF, type: 'application/pdf' }));
    expect(answer).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: '检验证书 2024.pdf', size: PDF.length, type: 'application/pdf', thumbnail: false });
    const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ entity: 'site_certificates', field: 'scan', record_id: null, kind: 'pdf' });
  });

  it('reads the kind from the bytes: HTML named .pdf, SVG and a PDF for a picture field are refused, in the caller language', async () => {
    const html = await upload('scan', { name: 'scan.pdf', bytes: HTML, type: 'application/pdf' });
    expect(html.error).toBe(2001);
    expect(html.data.fields).toEqual({ file: 'The file is not of a kind this field takes: pdf.' });
    const svg = await upload('badge', { name: 'badge.png', bytes: SVG, type: 'image/png' }, admin, 'zh');
    expect(svg.data.fields).toEqual({ file: '此字段不接受该类型的文件，可接受：png, jpeg, gif, webp。' });
    const pdfAsPicture = await upload('badge', { name: 'badge.png', bytes: PDF, type: 'image/png' }, admin, 'es');
    expect(pdfAsPicture.data.fields).toEqual({ file: 'Este campo no admite este tipo de archivo; admite: png, jpeg, gif, webp.' });
  });

  it('refuses a picture whose first bytes lie (a PNG header on garbage)', async () => {
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.alloc(2000, 7)]);
    expect((await upload('badge', { name: 'x.png', bytes: fake })).data.fields).toEqual({ file: 'The picture cannot be read.' });
  });

  it('refuses a file over FILE_MAX_BYTES, and stores nothing of it', async () => {
    const before = await ctx.db.selectFrom('files').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(MAX_BYTES, 0x20)]);
    const answer = await upload('scan', { name: 'big.pdf', bytes: big }, admin, 'zh');
    expect(answer.error).toBe(2001);
    expect(answer.data.fields).toEqual({ file: '文件大于 64 KB。' });
    const after = await ctx.db.selectFrom('files').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a form without a file, with an empty file, or naming no file field', async () => {
    expect((await upload('scan', undefined)).data.fields).toEqual({ file: 'Choose a file to upload.' });
    expect((await upload('scan', { name: 'empty.pdf', bytes: Buffer.alloc(0) })).data.fields).toEqual({ file: 'Choose a file to upload.' });
    expect((await upload('title', { name: 'a.pdf', bytes: PDF })).data.fields).toEqual({ field: 'Names no file field of the entity.' });
    expect((await upload(undefined, { name: 'a.pdf', bytes: PDF })).data.fields).toEqual({ field: 'Names no file field of the entity.' });
  });

  it('asks who you are (2004), then create or update on the entity (2003); an unknown entity is 2005', async () => {
    expect((await upload('scan', { name: 'a.pdf', bytes: PDF }, null)).error).toBe(2004);
    const viewer = await ctx.createUserWithPermissions(['site_cert:view']);
    expect((await upload('scan', { name: 'a.pdf', bytes: PDF }, viewer)).error).toBe(2003);
    const editor = await ctx.createUserWithPermissions(['site_cert:update']);
    expect((await upload('scan', { name: 'a.pdf', bytes: PDF }, editor)).error).toBe(2000);
    expect((await upload('scan', { name: 'a.pdf', bytes: PDF }, admin, 'en', 'nothing_here')).error).toBe(2005);
  });
});

describe('records holding files', () => {
  it('holds an upload: the record answers the id and its facts, and the audit entry names the file', async () => {
    const scan = await uploaded('scan', { name: 'permit.pdf', bytes: PDF });
    const record = dataOf(await create({ scan }));
    expect(record.scan).toBe(scan);
    expect(record.scan_files).toEqual([{ id: scan, name: 'permit.pdf', size: PDF.length, type: 'application/pdf', thumbnail: false }]);
    expect(record.photos).toBeNull();
    const entry = await ctx.db.selectFrom('audit_log').select('changes').where('resource', '=', 'site_certificates').where('record_id', '=', record.id).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toContainEqual({ field: 'scan_files', from: null, to: [{ id: scan, name: 'permit.pdf', size: PDF.length, type: 'application/pdf', thumbnail: false }] });
    const listed = dataOf(await ctx.call<{ list: Cert[] }>(path('list'), { keyword: 'Boiler' }, { token: admin }));
    expect(listed.list.find((r) => r.id === record.id)?.scan_files[0]?.name).toBe('permit.pdf');
  });

  it('takes several pictures up to max, each with a thumbnail, and answers them as a list', async () => {
    const a = await uploaded('photos', { name: 'a.png', bytes: png });
    const b = await uploaded('photos', { name: 'b.png', bytes: png });
    const c = await uploaded('photos', { name: 'c.png', bytes: png });
    const tooMany = await create({ photos: [a, b, c] });
    expect(tooMany.error).toBe(2001);
    expect((tooMany.data as unknown as { fields: Record<string, string> }).fields).toEqual({ photos: 'Must have at most 2 items.' });
    const record = dataOf(await create({ photos: [a, b] }));
    expect(record.photos).toEqual([a, b]);
    expect(record.photos_files.map((f) => [f.name, f.thumbnail])).toEqual([['a.png', true], ['b.png', true]]);
    const cleared = dataOf(await ctx.call<Cert>(path('update'), { id: record.id, photos: [] }, { token: admin, json: true }));
    expect(cleared.photos).toBeNull();
    // As the console's forms send them: `photos[]=…` for a list, an empty value to clear.
    const again = dataOf(await ctx.call<Cert>(path('update'), { id: record.id, photos: [a] }, { token: admin }));
    expect(again.photos).toEqual([a]);
    expect(dataOf(await ctx.call<Cert>(path('update'), { id: record.id, photos: '' }, { token: admin })).photos).toBeNull();
  });

  it('refuses ids not uploaded for that entity and field, by another user, or held by another record', async () => {
    const scan = await uploaded('scan', { name: 'x.pdf', bytes: PDF });
    const photo = await uploaded('photos', { name: 'p.png', bytes: png });
    const refused = async (body: Record<string, unknown>, token = admin) => {
      const answer = await create(body, token);
      expect(answer.error).toBe(2001);
      return (answer.data as unknown as { fields: Record<string, string> }).fields;
    };
    expect(await refused({ badge: photo })).toEqual({ badge: 'The file was not uploaded for this field.' });
    expect(await refused({ scan: 'AAAAAAAAAAAAAAAAAAAAAA' })).toEqual({ scan: 'The file was not uploaded for this field.' });
    expect(await refused({ scan: 'not an id' })).toEqual({ scan: 'Must be a file uploaded for this field.' });
    const other = await ctx.createUserWithPermissions(['site_cert:create', 'site_cert:view']);
    expect(await refused({ scan }, other)).toEqual({ scan: 'The file was not uploaded for this field.' });
    dataOf(await create({ scan }));
    expect(await refused({ scan })).toEqual({ scan: 'The file was not uploaded for this field.' });
  });

  it('keeps an image address stored before uploads, and takes no new one', async () => {
    expect((await create({ badge: 'https://example.com/badge.png' })).error).toBe(2001);
    const now = '2024-01-01 00:00:00';
    const row = await ctx.db
      .insertInto('entity_site_certificates' as never)
      .values({ title: 'Old', badge: 'https://example.com/old.png', created_at: now, updated_at: now } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow();
    const id = Number((row as { id: unknown }).id);
    const kept = await ctx.call<Cert>(path('update'), { id, title: 'Old, renamed', badge: 'https://example.com/old.png' }, { token: admin, json: true });
    expect(kept.error).toBe(2000);
    expect(kept.data.badge).toBe('https://example.com/old.png');
    const other = await ctx.call(path('update'), { id, badge: 'https://example.com/other.png' }, { token: admin, json: true });
    expect((other.data as { fields: Record<string, string> }).fields).toEqual({ badge: 'Upload the picture: an address stays only where it is stored already.' });
  });
});

describe('import', () => {
  it('leaves file fields out: a spreadsheet holds no files', async () => {
    const send = (columns: string[], rows: unknown[][]) => ctx.call<{ created: number }>(path('import'), { columns, rows }, { token: admin, json: true });
    expect(dataOf(await send(['title'], [['Imported permit']]))).toMatchObject({ created: 1 });
    const stored = await ctx.db.selectFrom('entity_site_certificates' as never).select(['scan', 'badge'] as never).where('title' as never, '=', 'Imported permit' as never).executeTakeFirstOrThrow();
    expect(stored).toEqual({ scan: null, badge: null });
    const scan = await uploaded('scan', { name: 'x.pdf', bytes: PDF });
    const withFile = await send(['title', 'scan'], [['Another permit', scan]]);
    expect(dataOf(withFile)).toMatchObject({ created: 1 });
    const held = await ctx.db.selectFrom('files').select('record_id').where('id', '=', scan).executeTakeFirstOrThrow();
    expect(held.record_id).toBeNull();
  });
});

describe('serving', () => {
  it('answers the file as an attachment under its name (RFC 5987), its stored type, never sniffed', async () => {
    const scan = await uploaded('scan', { name: '检验证书.pdf', bytes: PDF, type: 'text/html' });
    dataOf(await create({ scan }));
    const res = await serve(scan);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('检验证书.pdf')}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const elsewhere = await ctx.app.inject({ method: 'GET', url: `/api/operate/entity/maintenance_records/file?id=${scan}`, headers: { 'x-token': admin } });
    expect(elsewhere.json().error).toBe(2005);
  });

  it('answers a picture a WebP thumbnail of 160 px at most', async () => {
    const badge = await uploaded('badge', { name: 'badge.png', bytes: png });
    dataOf(await create({ badge }));
    const res = await serve(badge, admin, '&thumbnail=1');
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 120]);
    const original = await serve(badge);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('only to callers who may view the record (2003), its uploader until a record holds it; unknown ids 2005', async () => {
    const scan = await uploaded('scan', { name: 'a.pdf', bytes: PDF });
    expect((await serve(scan)).rawPayload.equals(PDF)).toBe(true);
    const stranger = await ctx.createUserWithPermissions(['site_cert:view']);
    expect((await serve(scan, stranger)).json().error).toBe(2003);
    dataOf(await create({ scan }));
    expect((await serve(scan, stranger)).statusCode).toBe(200);
    const nobody = await ctx.createUserWithPermissions(['maintenance:view']);
    expect((await serve(scan, nobody)).json().error).toBe(2003);
    expect((await serve(scan, null)).json().error).toBe(2004);
    expect((await serve('AAAAAAAAAAAAAAAAAAAAAA')).json().error).toBe(2005);
    expect((await serve(scan, admin, '&thumbnail=1')).json().error).toBe(2005);
  });
});

describe('lifecycle', () => {
  const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const purge = (hours: number) => purgeFiles(ctx.db, store(), [CERTS], ctx.config.files.looseHours, later(hours));
  const exists = async (id: string) => (await ctx.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('purges uploads no record holds after FILE_UNATTACHED_HOURS, and files taken out of a record', async () => {
    const never = await uploaded('scan', { name: 'never.pdf', bytes: PDF });
    const first = await uploaded('scan', { name: 'first.pdf', bytes: PDF });
    const second = await uploaded('scan', { name: 'second.pdf', bytes: PDF });
    const record = dataOf(await create({ scan: first }));
    dataOf(await ctx.call(path('update'), { id: record.id, scan: second }, { token: admin, json: true }));
    await purge(1);
    expect([await exists(never), await exists(first), await exists(second)]).toEqual([true, true, true]);
    await purge(ctx.config.files.looseHours + 1);
    expect([await exists(never), await exists(first), await exists(second)]).toEqual([false, false, true]);
    await expect(store().get(never)).rejects.toThrow();
  });

  it('keeps a deleted record files while the audit log can restore it, holds them again on restore, then purges them', async () => {
    const photo = await uploaded('photos', { name: 'site.png', bytes: png });
    const record = dataOf(await create({ photos: [photo] }));
    dataOf(await ctx.call(path('delete'), { id: record.id }, { token: admin }));
    await purge(1000);
    expect(await exists(photo)).toBe(true);
    const entry = await ctx.db.selectFrom('audit_log').select('id').where('resource', '=', 'site_certificates').where('record_id', '=', record.id).where('action', '=', 'delete').executeTakeFirstOrThrow();
    const restored = dataOf(await ctx.call<{ id: number }>('operate/audit/restore', { id: entry.id }, { token: admin }));
    const back = dataOf(await ctx.call<Cert>(path('detail'), { id: restored.id }, { token: admin }));
    expect(back.photos).toEqual([photo]);
    expect((await serve(photo)).statusCode).toBe(200);
    dataOf(await ctx.call(path('delete'), { id: restored.id }, { token: admin }));
    // The audit log's retention removes the delete entries: nothing can bring the record back.
    await ctx.db.deleteFrom('audit_log').where('resource', '=', 'site_certificates').where('action', '=', 'delete').execute();
    await purge(0);
    expect(await exists(photo)).toBe(false);
    await expect(store().get(`${photo}.thumb`)).rejects.toThrow();
  });
});
