import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { root } from '../../scripts/lib.mjs';
import type { Session } from './browser';
import { api, apiJson, staffOf } from './opsApi';
import { signedIn } from './shellPages';
import { inEveryLook, shoot, type Screen } from './shotsKit';

/**
 * Screenshots of the documented training certificates (docs/ENTITIES.md), the screens files make,
 * in Chinese and Spanish, light and dark, at 1366, 768 and 360 px (npm run shots;
 * /tmp/shots/certificates-*.png): the list with its thumbnails, a certificate's detail with its
 * scan, and the create form with a scan uploaded through the drop zone.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const timeout = 30_000;
const ROUTE = '/personnel/certificates';
const DOC = readFileSync(join(root, 'docs', 'ENTITIES.md'), 'utf8');
const EXAMPLE = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(DOC.slice(DOC.indexOf('## Example: training certificates')))![1]!) as Record<string, unknown>;

const scanOf = (colour: string) => sharp({ create: { width: 420, height: 300, channels: 3, background: colour } }).png().toBuffer();

/** The documented definition in force, with two certificates and their scans. */
async function certificates(): Promise<number> {
  const known = await api<{ name: string }[]>('operate/entity/definition-list');
  if (!known.some((d) => d.name === 'training_certificates')) await apiJson('operate/entity/definition-save', { definition: EXAMPLE });
  const staff = await staffOf(2);
  const login = await fetch(`${inject('apiUrl')}/operate/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'admin123' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  let first = 0;
  for (const [i, [title, colour, issued, expiry]] of [
    ['压力容器操作证', '#2f6f9f', '2025-03-01', '2028-02-29'],
    ['叉车驾驶资格证', '#9f6f2f', '2024-06-15', '2027-06-14'],
  ].entries()) {
    const form = new FormData();
    form.append('field', 'scan');
    form.append('file', new Blob([new Uint8Array(await scanOf(colour!))], { type: 'image/png' }), `${title}.png`);
    const uploaded = await fetch(`${inject('apiUrl')}/operate/entity/training_certificates/file-upload`, { method: 'POST', headers: { 'x-token': token }, body: form });
    const scan = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const made = await apiJson<{ id: number }>('operate/entity/training_certificates/create', { title, holder_id: staff[i % staff.length]!.id, scan, issued, expiry });
    first ||= made.id;
  }
  return first;
}

describe('training certificates, looked at', () => {
  it('takes the list, a detail and the create form with a scan, at 1366, 768 and 360 px, in Chinese and Spanish, light and dark', { timeout: 1_200_000 }, async () => {
    const id = await certificates();
    const scan = await scanOf('#4a8f4a');
    const screens: Screen[] = [
      { name: 'list', path: ROUTE, ready: (p) => p.locator('#main-content tbody tr img').first().waitFor({ timeout }) },
      { name: 'show', path: `${ROUTE}/${id}/show`, ready: (p) => p.locator('#main-content img').first().waitFor({ timeout }) },
      {
        name: 'create',
        path: `${ROUTE}/create`,
        ready: async (p) => {
          await p.locator('input[name="title"]').waitFor({ timeout });
          await p.locator('input[type="file"]').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: scan });
          await p.getByTestId('drop-zone').locator('img').waitFor({ timeout });
        },
      },
    ];
    session = await signedIn({ language: 'zh' });
    const overflowing: string[] = [];
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 768, 360], height: (width) => (width < 500 ? 760 : 900) }, async (look) => {
      for (const screen of screens) {
        const wide = await shoot(session!, screen, `certificates-${screen.name}-${look}`);
        if (wide) overflowing.push(wide);
      }
    });
    expect(overflowing).toEqual([]);
  });
});
