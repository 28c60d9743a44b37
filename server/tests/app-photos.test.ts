// Photos of inspections: uploaded by the field app (operate/app/photo-upload), named by the
// inspection that holds them (inspection-submit's `photos`), answered by inspect-detail and
// served to the console users who may view the inspection (operate/standing/inspection-photo).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeFiles } from '../src/files/purge.js';
import { openFileStore } from '../src/files/store.js';
import { insertCheckItem, insertCheckPoint } from './helpers/admin-fixtures.js';
import { insertGovernment } from './helpers/fixtures.js';
import { appLogin, insertAppAccount, insertFieldWorld, type FieldWorld } from './helpers/app-fixtures.js';
import { createTestContext, dataOf, fieldsOf, type Envelope, type TestContext } from './helpers/index.js';
import { multipartBody, type UploadFile } from './helpers/multipart.js';

let ctx: TestContext;
let world: FieldWorld;
let token: string;
let admin: string;
let png: Buffer;
let point: { code: string; item: number };
let serial = 0;

interface Photo {
  id: string;
  name: string;
  size: number;
  type: string;
  thumbnail: boolean;
}

/** The message a refusal gives at `field`. */
const messageAt = (envelope: Envelope<unknown>, field: string) => (envelope.data as { fields?: Record<string, string> } | null)?.fields?.[field];
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);

async function upload(file: UploadFile | undefined, t: string | null = token): Promise<Envelope<Photo>> {
  const { payload, contentType } = multipartBody({}, file);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/operate/app/photo-upload', headers: { 'content-type': contentType, 'accept-language': 'en', ...(t ? { 'x-token': t } : {}) }, payload });
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<Photo>;
}
const uploaded = async (t = token) => dataOf(await upload({ name: '压力表.png', bytes: png, type: 'image/png' }, t)).id;
const submit = (photos: unknown, t = token) =>
  ctx.call<{ id: number }>(
    'operate/app/inspection-submit',
    { client_id: `photo-${++serial}`, code: point.code, time: new Date(Date.now() - 60_000).toISOString(), lng: 116.4, lat: 39.9, accuracy: 5, crs: 'gcj02', results: [{ item_id: point.item, ok: false, note: '表盘破裂' }], photos },
    { token: t, json: true },
  );
const serve = (id: string, t: string | null = admin, more = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/operate/standing/inspection-photo?id=${encodeURIComponent(id)}${more}`, headers: t ? { 'x-token': t } : {} });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await insertFieldWorld(ctx.db);
  const id = await insertCheckPoint(ctx.db, { company_id: world.companyId, name: 'Boiler room', lng: 116.4, lat: 39.9, radius: 30 });
  point = { code: (await ctx.db.selectFrom('check_points').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code, item: await insertCheckItem(ctx.db, { check_point_id: id, name: 'Gauge' }) };
  token = await appLogin(ctx, world.companyAccount, 'photo-phone');
  admin = await ctx.adminToken();
  png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#cc3333' } }).png().toBuffer();
});
afterAll(async () => {
  await ctx?.close();
});

describe('operate/app/photo-upload', () => {
  it('takes a picture from an app token and answers its id, name, size, type and thumbnail', async () => {
    const answer = dataOf(await upload({ name: '压力表.png', bytes: png, type: 'image/png' }));
    expect(answer).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: '压力表.png', size: png.length, type: 'image/png', thumbnail: true });
    const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ entity: '@inspections', record_id: null, uploaded_by: world.companyAccountId, kind: 'png' });
    expect(row.loose_since).not.toBeNull();
  });

  it('refuses what is not a picture, and no file, at `file`', async () => {
    const pdf = await upload({ name: 'photo.png', bytes: PDF, type: 'image/png' });
    expect(pdf.error).toBe(2001);
    expect(messageAt(pdf, 'file')).toMatch(/not of a kind/);
    expect(messageAt(await upload(undefined), 'file')).toBe('Choose a file to upload.');
  });

  it('is the field app’s: a console token is refused (2003), no token or an ended one must sign in (2004)', async () => {
    expect((await upload({ name: 'a.png', bytes: png }, admin)).error).toBe(2003);
    expect((await upload({ name: 'a.png', bytes: png }, null)).error).toBe(2004);
    const ended = await appLogin(ctx, world.companyAccount, 'photo-phone-2');
    await ctx.call('operate/app/logout', {}, { token: ended, json: true });
    expect((await upload({ name: 'a.png', bytes: png }, ended)).error).toBe(2004);
  });
});

describe('inspection-submit with photos, and inspect-detail', () => {
  it('holds the photos it names, which inspect-detail answers', async () => {
    const ids = [await uploaded(), await uploaded()];
    const answer = dataOf(await submit(ids));
    const detail = dataOf(await ctx.call<{ status: string; photos: Photo[] }>('admin/standing/inspect-detail', { id: answer.id }, { token: admin }));
    expect(detail.status).toBe('error');
    expect(detail.photos.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(detail.photos.find((p) => p.id === ids[0])).toEqual({ id: ids[0], name: '压力表.png', size: png.length, type: 'image/png', thumbnail: true });
    const rows = await ctx.db.selectFrom('files').select(['record_id', 'loose_since']).where('id', 'in', ids).execute();
    expect(rows).toEqual([{ record_id: answer.id, loose_since: null }, { record_id: answer.id, loose_since: null }]);
    // An inspection without photos answers an empty list.
    expect(dataOf(await ctx.call<{ photos: Photo[] }>('admin/standing/inspect-detail', { id: dataOf(await submit(undefined)).id }, { token: admin })).photos).toEqual([]);
  });

  it('refuses at `photos` one held already, another account’s, unknown, repeated, malformed or too many', async () => {
    const held = await uploaded();
    await submit([held]);
    const other = await insertAppAccount(ctx.db, { company_id: world.companyId });
    const theirs = await uploaded(await appLogin(ctx, other.account, 'their-phone'));
    const mine = await uploaded();
    for (const photos of [[held], [theirs], ['A'.repeat(22)], [mine, mine]]) {
      const res = await submit(photos);
      expect(res.error).toBe(2001);
      expect(messageAt(res, 'photos')).toMatch(/photo/);
    }
    for (const photos of [['not an id'], Array.from({ length: 10 }, () => mine), 'x']) {
      const res = await submit(photos);
      expect(res.error).toBe(2001);
      expect(fieldsOf(res).every((f) => f.startsWith('photos'))).toBe(true);
    }
    // Refused, the photo stays loose: a later inspection may still name it.
    expect((await submit([mine])).error).toBe(2000);
  });

  it('a resend answers the first inspection and leaves its photos with it', async () => {
    const first = await uploaded();
    const body = { client_id: `resend-${++serial}`, code: point.code, time: new Date().toISOString(), lng: 116.4, lat: 39.9, accuracy: 5, crs: 'gcj02', results: [], photos: [first] };
    const a = dataOf(await ctx.call<{ id: number }>('operate/app/inspection-submit', body, { token, json: true }));
    const b = dataOf(await ctx.call<{ id: number }>('operate/app/inspection-submit', body, { token, json: true }));
    expect(b.id).toBe(a.id);
    expect((await ctx.db.selectFrom('files').select('record_id').where('id', '=', first).executeTakeFirstOrThrow()).record_id).toBe(a.id);
  });
});

describe('lifecycle', () => {
  it('purges a photo no inspection named after FILE_UNATTACHED_HOURS, and keeps the held ones', async () => {
    const [loose, held] = [await uploaded(), await uploaded()];
    await submit([held]);
    const exists = async (id: string) => (await ctx.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    const purge = (hours: number) => purgeFiles(ctx.db, openFileStore(ctx.config.files, ctx.db), [], ctx.config.files.looseHours, new Date(Date.now() + hours * 3_600_000));
    await purge(1);
    expect([await exists(loose), await exists(held)]).toEqual([true, true]);
    await purge(ctx.config.files.looseHours + 1);
    expect([await exists(loose), await exists(held)]).toEqual([false, true]);
    expect((await serve(held)).statusCode).toBe(200);
  });
});

describe('operate/standing/inspection-photo', () => {
  it('serves a held photo and its thumbnail to a user who may view the inspection', async () => {
    const id = await uploaded();
    await submit([id]);
    const res = await serve(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png)).toBe(true);
    const thumb = await serve(id, admin, '&thumbnail=1');
    expect(thumb.headers['content-type']).toBe('image/webp');
    const viewer = await ctx.createUserWithPermissions(['inspection:view']);
    expect((await serve(id, viewer)).statusCode).toBe(200);
  });

  it('refuses without inspection:view (2003), outside the jurisdiction and for a loose photo (2005), an app token (2003), no token (2004)', async () => {
    const id = await uploaded();
    await submit([id]);
    const json = async (res: Awaited<ReturnType<typeof serve>>) => (res.json() as Envelope<unknown>).error;
    expect(await json(await serve(id, await ctx.createUserWithPermissions(['company:view'])))).toBe(2003);
    const outside = await ctx.createUser(['inspection:view']);
    const elsewhere = await insertGovernment(ctx.db, { city_id: (await ctx.db.selectFrom('governments').select('city_id').where('id', '=', world.governmentId).executeTakeFirstOrThrow()).city_id });
    await ctx.db.updateTable('system_users').set({ government_id: elsewhere }).where('id', '=', outside.id).execute();
    expect(await json(await serve(id, outside.token))).toBe(2005);
    expect(await json(await serve(await uploaded()))).toBe(2005);
    expect(await json(await serve('B'.repeat(22)))).toBe(2005);
    expect(await json(await serve(id, token))).toBe(2003);
    expect(await json(await serve(id, null))).toBe(2004);
  });
});
