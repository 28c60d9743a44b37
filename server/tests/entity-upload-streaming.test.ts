// An upload reaches the store while it is still arriving: the request's body is held open halfway
// through the file, and the directory store must already hold that half on disk. An upload read
// whole before storing it would write nothing until the body ends. `npm run bench:uploads` measures
// what this means for the server's memory. SQLite by default, PostgreSQL with TEST_PG_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { applyDefinition } from '../src/entities/apply.js';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { createTestContext, dataOf, type Envelope, type TestContext } from './helpers/index.js';

const HALF = 1024 * 1024;
const SCANS: EntityDefinition = {
  name: 'streamed_scans',
  version: 1,
  permission: 'streamed_scan',
  labels: { name: { zh: '扫描件', en: 'Scans', es: 'Escaneos' }, item: { zh: '扫描件', en: 'Scan', es: 'Escaneo' }, create: { zh: '新建扫描件', en: 'New scan', es: 'Nuevo escaneo' } },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: { zh: '标题', en: 'Title', es: 'Título' }, required: true },
    { name: 'scan', type: 'file', label: { zh: '扫描件', en: 'Scan', es: 'Escaneo' }, accept: ['pdf'] },
  ],
};

let ctx: TestContext;
let admin: string;
const dir = mkdtempSync(join(tmpdir(), 'ops-upload-streaming-'));

beforeAll(async () => {
  ctx = await createTestContext({ config: { files: loadConfig({ FILE_DIR: dir, FILE_MAX_BYTES: String(4 * HALF) }).files } });
  admin = await ctx.adminToken();
  await applyDefinition(ctx.db, ctx.dialect, { next: SCANS, author: 'test' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Bytes the store has written so far: every file under its directory, finished or not. */
function bytesOnDisk(): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 10))) if (condition()) return true;
  return condition();
}

it('writes the first half of a file to the store before the second half is sent', async () => {
  const boundary = `----ops${randomBytes(8).toString('hex')}`;
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * HALF)]);
  const body = new PassThrough();
  const answer = ctx.app.inject({
    method: 'POST',
    url: '/api/operate/entity/streamed_scans/file-upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': admin },
    payload: body,
  });
  body.write(`--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\nscan\r\n`);
  body.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  body.write(file.subarray(0, HALF));
  // Most of the first half: the parser keeps back a few bytes that could start the boundary.
  const storedWhileOpen = await until(() => bytesOnDisk() >= HALF / 2, 10_000);
  body.end(Buffer.concat([file.subarray(HALF), Buffer.from(`\r\n--${boundary}--\r\n`)]));
  const res = await answer;
  expect(dataOf(res.json() as Envelope<{ size: number }>).size).toBe(file.length);
  expect(storedWhileOpen).toBe(true);
  expect(bytesOnDisk()).toBe(file.length);
});
