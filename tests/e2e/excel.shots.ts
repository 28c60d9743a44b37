import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { signedIn } from './shellPages';
import { inEveryLook, SHOTS_DIR, shoot } from './shotsKit';

/**
 * The list toolbar with Excel and import, and the import preview with a refused row, in Chinese
 * and Spanish at 1366 and 360 px (npm run shots; written to /tmp/shots/excel-*.png).
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

// Headers by field name: a file reads the same whatever the language.
const FILE = [
  'name,credit_code,city_id,government_id,contact,phone,address,account,password',
  '示例企业甲,91610116MA6TXXXX1A,长安区,西安市应急管理局,王芳,13800000000,航天西路 1 号,shots01,Change-me-2025',
  '示例企业乙,bad,长安区,西安市应急管理局,,12,航天西路 2 号,ab,short',
].join('\n');

describe('Excel and import, looked at', () => {
  it('takes the toolbar and the import preview in Chinese and Spanish, wide and narrow', { timeout: 600_000 }, async () => {
    session = await signedIn({ language: 'zh' });
    const overflowing: string[] = [];
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 360], height: (w) => (w < 600 ? 740 : 900) }, async (look) => {
      const { page } = session!;
      const list = { name: 'list', path: '/company/index', ready: () => page.locator('tbody tr').first().waitFor({ timeout: 30_000 }) };
      const wide = await shoot(session!, list, `excel-list-${look}`);
      if (wide) overflowing.push(wide);
      // The import button: its label, or its icon in a narrow toolbar.
      await page.locator('button:has([data-testid="UploadFileIcon"])').first().click();
      await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
      await page.locator('[role="dialog"] td[aria-invalid="true"]').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS_DIR}/excel-import-${look}.png` });
      await page.keyboard.press('Escape');
    });
    expect(overflowing).toEqual([]);
  });
});
