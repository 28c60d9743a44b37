// docs/ENTITIES.md's training certificates, end to end against the built service: the example
// saved as it stands, a certificate made in the browser for a staff member with a scan uploaded
// through the drop zone's button, refused first for an expiry before its issue (at the field,
// keeping what was typed), its thumbnail in the list, its scan downloaded; a user who may not
// view the certificates is refused the scan (2003).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { root } from '../../scripts/lib.mjs';
import { loginAs, openBrowser, type Session } from './browser';
import { pick } from './companiesKit';
import { api, apiJson, staffOf, downloaded, enDay, pngSize, type ListPage } from './opsApi';
import { shellReady } from './shellPages';

const DOC = readFileSync(join(root, 'docs', 'ENTITIES.md'), 'utf8');
const EXAMPLE = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(DOC.slice(DOC.indexOf('## Example: training certificates')))![1]!) as Record<string, unknown>;

const sessions: Session[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

describe('training certificates, from the documentation', () => {
  it('are made in the browser with a scan, checked across fields, listed with a thumbnail and downloaded', { timeout: 180_000 }, async () => {
    await apiJson('operate/entity/definition-save', { definition: EXAMPLE });
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a7' } }).png().toBuffer();
    const staff = (await staffOf(1))[0]!;

    const session = await openBrowser();
    sessions.push(session);
    await session.context.addCookies([{ name: 'language', value: 'en', url: session.url('/') }]);
    const { page, url } = session;
    await loginAs(session);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
    await shellReady(page);

    await page.goto(url('/personnel/certificates/create'));
    await page.locator('input[name="title"]').waitFor({ timeout: 20_000 });
    await page.locator('input[name="title"]').fill('Pressure vessel operation');
    await pick(page, 'Holder', staff.name);
    await page.locator('input[type="file"]').setInputFiles({ name: 'pressure-vessel.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('drop-zone').locator('img').waitFor({ timeout: 20_000 });
    await page.getByLabel('Issued', { exact: false }).first().fill(enDay('2026-05-01'));
    await page.getByLabel('Valid until', { exact: false }).first().fill(enDay('2026-04-30'));
    await page.getByRole('button', { name: 'Save' }).click();
    // Refused at the field, before anything is sent, and nothing typed is lost.
    await page.getByText('Must be after Issued.').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Pressure vessel operation');
    await page.getByLabel('Valid until', { exact: false }).first().fill(enDay('2029-04-30'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/personnel\/certificates\/\d+\/show$/, { timeout: 20_000 });

    // The list shows the scan's thumbnail beside the certificate.
    await page.goto(url('/personnel/certificates'));
    const row = page.locator('tbody tr', { hasText: 'Pressure vessel operation' });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);

    // Its scan downloads from the detail, the very bytes uploaded.
    const stored = (await api<ListPage<{ id: number; scan: string }>>('operate/entity/training_certificates/list', { keyword: 'Pressure vessel' })).list[0]!;
    await page.goto(url(`/personnel/certificates/${stored.id}/show`));
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('link', { name: 'Download pressure-vessel.png' }).first().click()]);
    expect(download.suggestedFilename()).toBe('pressure-vessel.png');
    const bytes = await downloaded(download);
    expect(pngSize(bytes)).toEqual({ width: 48, height: 32 });

    // A user who may not view certificates is refused the scan (signed in, their own password set).
    await apiJson('operate/auth/register', { account: 'no_certs_e2e', name: 'No certificates', password: 'Cert#2026-xyz' });
    const post = async <T>(path: string, body: Record<string, unknown>) =>
      ((await (await fetch(`${inject('apiUrl')}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: T }).data;
    let signed = await post<{ token?: string; challenge?: string }>('operate/auth/login', { account: 'no_certs_e2e', password: 'Cert#2026-xyz' });
    if (!signed.token) signed = await post('operate/auth/login-password', { challenge: signed.challenge, password: 'Cert#2026-own' });
    const token = signed.token!;
    const refused = await fetch(`${inject('apiUrl')}/operate/entity/training_certificates/file?id=${encodeURIComponent(stored.scan)}`, { headers: { 'x-token': token } });
    expect(((await refused.json()) as { error: number }).error).toBe(2003);
  });
});
