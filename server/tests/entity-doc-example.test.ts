// docs/ENTITIES.md's "Example: training certificates", as a new office would use it (SQLite, or
// PostgreSQL when TEST_PG_URL is set): the block imports with no code; a scan is uploaded and a
// certificate made for a staff member; an expiry before the issue is refused at its field; the
// scan is served to a user who may view the certificates, and refused (2003) to one who may not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { insertBareCompany, insertStaff } from './helpers/admin-fixtures.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';
import { multipartBody } from './helpers/multipart.js';

const DOC = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'ENTITIES.md'), 'utf8');
const SECTION = DOC.slice(DOC.indexOf('## Example: training certificates'));
const EXAMPLE = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(SECTION)![1]!) as EntityDefinition;
const path = (op: string) => `operate/entity/training_certificates/${op}`;

let ctx: TestContext;
let admin: string;
let holder: number;

async function uploadScan(token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } }).png().toBuffer();
  const { payload, contentType } = multipartBody({ field: 'scan' }, { name: '安全培训证书.png', bytes: png, type: 'image/png' });
  const res = await ctx.app.inject({ method: 'POST', url: `/api/${path('file-upload')}`, headers: { 'content-type': contentType, 'x-token': token }, payload });
  return dataOf(res.json() as { error: number; message: string; data: { id: string } }).id;
}
const serve = (id: string, token: string, more = '') => ctx.app.inject({ method: 'GET', url: `/api/${path('file')}?id=${encodeURIComponent(id)}${more}`, headers: { 'x-token': token } });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  holder = await insertStaff(ctx.db, { company_id: await insertBareCompany(ctx.db), name: '李明' });
});
afterAll(async () => ctx?.close());

describe('docs/ENTITIES.md: training certificates', () => {
  it('imports with no code, and takes a certificate with its scan for a staff member', async () => {
    expect((await ctx.call('operate/entity/definition-save', { definition: EXAMPLE }, { token: admin, json: true })).error).toBe(2000);
    const scan = await uploadScan(admin);
    const made = dataOf(
      await ctx.call<{ id: number; holder_name: string; scan_files: { name: string; thumbnail: boolean }[]; status: number }>(
        path('create'),
        { title: 'Pressure vessel operation', holder_id: holder, scan, issued: '2026-03-01', expiry: '2029-02-28' },
        { token: admin, json: true },
      ),
    );
    expect(made).toMatchObject({ holder_name: '李明', status: 1, scan_files: [{ name: '安全培训证书.png', thumbnail: true }] });
    const listed = dataOf(await ctx.call<{ list: { id: number }[] }>(path('list'), { holder_id: holder }, { token: admin }));
    expect(listed.list.map((r) => r.id)).toEqual([made.id]);
  });

  it('refuses an expiry before the issue at its field, in the caller’s language', async () => {
    const scan = await uploadScan(admin);
    const body = { title: 'Forklift', holder_id: holder, scan, issued: '2026-05-01', expiry: '2026-04-30' };
    const refused = await ctx.call<{ fields: Record<string, string> }>(path('create'), body, { token: admin, json: true, lang: 'zh' });
    expect(refused.error).toBe(2001);
    expect(refused.data.fields).toEqual({ expiry: '必须晚于“签发日期”。' });
  });

  it('serves the scan to a user who may view the certificates, and 2003 to one who may not', async () => {
    const scan = await uploadScan(admin);
    await ctx.call(path('create'), { title: 'Welding', holder_id: holder, scan, issued: '2026-01-10', expiry: '2027-01-09' }, { token: admin, json: true });
    const viewer = await ctx.createUserWithPermissions(['training_certificate:view', 'staff:view']);
    const stranger = await ctx.createUserWithPermissions(['staff:view']);
    const served = await serve(scan, viewer);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect((await serve(scan, viewer, '&thumbnail=1')).statusCode).toBe(200);
    const refused = await serve(scan, stranger);
    expect((refused.json() as { error: number }).error).toBe(2003);
  });
});
