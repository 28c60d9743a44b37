// Uploads through the app on each storage driver: the database (two instances on one database
// share a file with no other service) and an S3-compatible stand-in reached by the real SDK; and
// the purge the server schedules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { applyDefinition } from '../src/entities/apply.js';
import type { EntityDefinition, Words } from '../src/entities/language/document.js';
import { scheduleFilePurge } from '../src/files/purge.js';
import { openFileStore } from '../src/files/store.js';
import { createTestContext, dataOf, type Envelope, type TestContext } from './helpers/index.js';
import { multipartBody } from './helpers/multipart.js';
import { startS3StandIn, type S3StandIn } from './helpers/s3-stand-in.js';

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const DOCS: EntityDefinition = {
  name: 'shared_documents',
  version: 1,
  labels: { name: words('Documents'), item: words('Document'), create: words('New document') },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: words('Title'), required: true },
    { name: 'scan', type: 'file', label: words('Scan') },
  ],
};
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x41)]);

async function uploadTo(ctx: TestContext, token: string): Promise<string> {
  const { payload, contentType } = multipartBody({ field: 'scan' }, { name: '合格证.pdf', bytes: PDF });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/operate/entity/shared_documents/file-upload', headers: { 'content-type': contentType, 'x-token': token }, payload });
  return dataOf(res.json() as Envelope<{ id: string }>).id;
}

async function holdAndServe(ctx: TestContext, app = ctx.app) {
  const token = await ctx.adminToken();
  const id = await uploadTo(ctx, token);
  dataOf(await ctx.call('operate/entity/shared_documents/create', { title: 'Pressure test', scan: id }, { token, json: true }));
  const res = await app.inject({ method: 'GET', url: `/api/operate/entity/shared_documents/file?id=${id}`, headers: { 'x-token': token } });
  return { id, res };
}

describe('the database driver', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { files: loadConfig({ FILE_STORAGE: 'database' }).files } });
    await applyDefinition(ctx.db, ctx.dialect, { next: DOCS, author: 'test' });
  });
  afterAll(async () => ctx?.close());

  it('keeps the bytes in the database, where a second instance on it serves them', async () => {
    const second = await buildApp({ db: ctx.db, dialect: ctx.dialect, config: ctx.config });
    try {
      const { id, res } = await holdAndServe(ctx, second);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      const parts = await ctx.db.selectFrom('file_parts').select('part').where('file_key', '=', id).execute();
      expect(parts.length).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('purges at start, and every PURGE_INTERVAL_MINUTES, a file no record took within FILE_UNATTACHED_HOURS', async () => {
    const id = await uploadTo(ctx, await ctx.adminToken());
    await ctx.db.updateTable('files').set({ loose_since: '2000-01-01 00:00:00' }).where('id', '=', id).execute();
    const services = { db: ctx.db, config: ctx.config, entities: { all: async () => [DOCS] } as never, store: openFileStore(ctx.config.files, ctx.db) };
    const schedule = scheduleFilePurge(services, ctx.app.log);
    await schedule.first;
    await schedule.stop();
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await ctx.db.selectFrom('file_parts').select('part').where('file_key', '=', id).execute()).toEqual([]);
  });
});

describe('the S3 driver', () => {
  let ctx: TestContext;
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    const env = { FILE_STORAGE: 's3', S3_BUCKET: 'ops-files', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret' };
    ctx = await createTestContext({ config: { files: loadConfig(env).files } });
    await applyDefinition(ctx.db, ctx.dialect, { next: DOCS, author: 'test' });
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it('puts the upload in the bucket and serves it from there', async () => {
    const { id, res } = await holdAndServe(ctx);
    expect(s3.objects.get(`ops-files/${id}`)?.equals(PDF)).toBe(true);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });
});
