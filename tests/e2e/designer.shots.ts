import { copyFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { api, apiJson } from './opsApi';
import { signedIn, signInNew } from './shellPages';
import { inEveryLook, SHOTS_DIR, shoot, type Screen } from './shotsKit';

/**
 * Screenshots of the entity designer (/sys_permission/entity) in Chinese and Spanish, light and
 * dark, at 1366, 768 and 360 px (npm run shots; /tmp/shots/designer-*.png), each checked for a
 * page wider than the window: the entities and drafts, a new entity with its problems at their
 * fields, the maintenance records open with a field unfolded and the preview, and the publish
 * dialog's plan refusing a new required field the stored records lack. The home lists a draft
 * another designer keeps, which can be continued in a copy. The Chinese light ones at
 * 1366 px are also docs/images/designer-*.png, which docs/ENTITIES.md shows.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const timeout = 30_000;
const DESIGNER = '/sys_permission/entity';
const at = (p: Page, place: string) => p.locator(`[data-place="${place}"]`);

const SCREENS: Screen[] = [
  { name: 'home', path: DESIGNER, ready: (p) => p.locator('#main-content table tbody tr').first().waitFor({ timeout }) },
  { name: 'new', path: `${DESIGNER}?new=1`, ready: (p) => at(p, 'name').waitFor({ timeout }) },
  {
    name: 'edit',
    path: `${DESIGNER}?edit=maintenance_records`,
    ready: async (p) => {
      await at(p, 'labels.name.zh').waitFor({ timeout });
      await p.locator('[aria-controls="designer-field-6"]').click();
      await at(p, 'fields.6.min').waitFor({ timeout });
    },
  },
  {
    name: 'refused',
    path: `${DESIGNER}?edit=maintenance_records`,
    ready: async (p) => {
      await at(p, 'labels.name.zh').waitFor({ timeout });
      // A new required text field: every stored record lacks it.
      await p.locator('#main-content button[aria-haspopup="menu"]').click();
      await p.getByRole('menuitem').first().click();
      const index = (await p.locator('[aria-controls^="designer-field-"]').count()) - 1;
      for (const [lang, word] of [['zh', '检验员'], ['en', 'Inspector'], ['es', 'Inspector']]) await at(p, `fields.${index}.label.${lang}`).fill(word!);
      await p.locator(`#designer-field-${index} input[type=checkbox]`).first().check();
      await p.locator('#main-content button.MuiButton-contained').first().click();
      // Past five minutes since the last password check, the dry run asks for it again.
      const password = p.locator('[role="dialog"] input[type="password"]');
      const plan = p.getByRole('dialog').getByRole('alert').first();
      await Promise.race([plan.waitFor({ timeout }), password.waitFor({ timeout })]);
      if (await password.isVisible()) {
        await password.fill('admin123');
        await password.press('Enter');
      }
      await plan.waitFor({ timeout });
      // The draft kept meanwhile goes, so that the next look starts from the version in force.
      await p.waitForTimeout(1500);
      await api('operate/entity/definition-draft-delete', { name: 'maintenance_records' }).catch(() => undefined);
    },
  },
];

describe('the entity designer, looked at', () => {
  it('takes each designer screen at 1366, 768 and 360 px, in Chinese and Spanish, light and dark', { timeout: 1_200_000 }, async () => {
    // Another designer starts a new entity: their draft is listed on the home.
    const design = (await api<{ id: number; name: string }[]>('operate/permission/permission-list')).filter((p) => p.name === 'entity:design');
    const role = await apiJson<{ id: number }>('operate/permission/update-role', { name: 'designer_shots', title: '设计员', permission_ids: design.map((p) => p.id) });
    await apiJson('operate/auth/register', { account: 'li_si', name: '李四', password: 'Design#2026-xyz', role_ids: [role.id] });
    const other = await signInNew('li_si', 'Design#2026-xyz', 'zh');
    await other.page.goto(other.url(`${DESIGNER}?new=1`));
    await at(other.page, 'name').fill('work_orders');
    await other.page.getByText('草稿已保存').waitFor({ timeout });
    await other.close();

    session = await signedIn({ language: 'zh' });
    const overflowing: string[] = [];
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 768, 360], height: (width) => (width < 500 ? 760 : 900) }, async (look) => {
      for (const screen of SCREENS) {
        const wide = await shoot(session!, screen, `designer-${screen.name}-${look}`);
        if (wide) overflowing.push(wide);
      }
    });
    expect(overflowing).toEqual([]);
    for (const screen of SCREENS) copyFileSync(`${SHOTS_DIR}/designer-${screen.name}-zh-light-1366.png`, new URL(`../../docs/images/designer-${screen.name}.png`, import.meta.url));
  });
});
