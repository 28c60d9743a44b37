// Every view of the entity designer checked by axe (WCAG 2.1 A/AA, contrast included), in
// Chinese, light and dark, at 1366 and 768 px: the entities and drafts, a new entity, the editor
// with its preview (a wide one too), the publish dialog's plan, the versions, the rollback
// dialog and the conflict panel.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Session } from './browser';
import { api, apiJson } from './opsApi';
import { seriousViolations, settled, signedIn, unfold } from './shellPages';
import { DESIGNER, fieldHeading, openPublish, timeout, words } from './designerKit';

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const TOOLS = {
  name: 'torque_tools',
  version: 1,
  route: '/maintenance/torque-tools',
  labels: { name: words('扭力工具', 'Torque tools', 'Herramientas de par'), item: words('扭力工具', 'Torque tool', 'Herramienta de par'), create: words('新增扭力工具', 'New torque tool', 'Nueva herramienta de par') },
  menu: { group: 'maintenance', order: 40, icon: 'folder' },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: words('名称', 'Name', 'Nombre'), required: true, maxLength: 40 },
    {
      name: 'state',
      type: 'choice',
      label: words('状态', 'State', 'Estado'),
      choices: [
        { value: 'ok', label: words('可用', 'Usable', 'Utilizable') },
        { value: 'due', label: words('待校准', 'Due', 'Pendiente') },
      ],
    },
  ],
};

/** A new version saved behind the open page's back (its menu order changed): the page's base is now old. */
async function savedElsewhere(): Promise<void> {
  const current = await api<{ version: number; document: typeof TOOLS }>('operate/entity/definition-detail', { name: TOOLS.name });
  const document = { ...current.document, menu: { ...current.document.menu, order: current.document.menu.order + 1 } };
  await apiJson('operate/entity/definition-save', { definition: { ...document, version: current.version + 1 }, base_version: current.version });
}

async function closeDialog(dialog: Locator, button: string): Promise<void> {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout });
}

describe('the entity designer, for everyone', () => {
  // Two versions, so that one can be brought back.
  beforeAll(async () => {
    await apiJson('operate/entity/definition-save', { definition: TOOLS });
    await savedElsewhere();
  });

  it.each(['light', 'dark'] as const)('has no serious or critical axe findings on any designer view in %s mode, at 1366 and 768 px', { timeout: 120_000 }, async (mode) => {
    session = await signedIn({ language: 'zh' });
    const { page, url } = session;
    const found: string[] = [];
    await page.evaluate((m) => localStorage.setItem('ops-settings', JSON.stringify({ mode: m })), mode);
    for (const width of [1366, 768]) {
      const look = `${mode} ${width}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(DESIGNER));
      await page.getByRole('table', { name: '生效中的实体' }).getByRole('link', { name: TOOLS.name }).waitFor({ timeout });
      await settled(page);
      found.push(...(await seriousViolations(page, `${look} home`)));

      // A new entity: nothing typed yet, its problems at their inputs.
      await page.getByRole('link', { name: '新建实体' }).click();
      await page.getByRole('textbox', { name: '名称（不可更改）' }).waitFor({ timeout });
      found.push(...(await seriousViolations(page, `${look} new`)));
      await page.getByRole('link', { name: '返回实体列表' }).click();

      // The shipped maintenance records: many fields, a preview list wider than its card.
      await page.getByRole('link', { name: 'maintenance_records', exact: true }).click();
      await page.getByRole('region', { name: '列表（示例数据）' }).waitFor({ timeout });
      found.push(...(await seriousViolations(page, `${look} wide editor`)));
      await page.getByRole('link', { name: '返回实体列表' }).click();

      // The editor with a field open and the preview beside (under, on a narrow screen).
      await page.getByRole('link', { name: TOOLS.name, exact: true }).click();
      await unfold(page, fieldHeading(page, '状态', 'state'));
      await page.getByRole('table', { name: '列表（示例数据）' }).waitFor({ timeout });
      found.push(...(await seriousViolations(page, `${look} editor`)));

      // The versions, one unfolded with its diff, and the rollback dialog's plan.
      await unfold(page, page.getByRole('button', { name: /^第 1 版/ }));
      await page.getByRole('button', { name: '恢复此版本' }).waitFor({ timeout });
      found.push(...(await seriousViolations(page, `${look} versions`)));
      await page.getByRole('button', { name: '恢复此版本' }).click();
      const rollback = page.getByRole('dialog', { name: '恢复第 1 版？' });
      await rollback.getByText('发布将执行的操作').waitFor({ timeout });
      found.push(...(await seriousViolations(page, `${look} rollback`)));
      await closeDialog(rollback, '取消');

      // The publish dialog's plan, then the conflict panel once another version is saved meanwhile.
      let publish = await openPublish(page);
      found.push(...(await seriousViolations(page, `${look} publish`)));
      await closeDialog(publish, '关闭');
      await savedElsewhere();
      publish = await openPublish(page);
      await publish.getByRole('table', { name: '对方版本与此草稿的对比' }).waitFor({ timeout });
      found.push(...(await seriousViolations(page, `${look} conflict`)));
      await closeDialog(publish, '关闭');
    }
    expect(found).toEqual([]);
  });
});
