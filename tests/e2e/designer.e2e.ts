// The entity designer end to end, in Chinese, against the built service (issue 41): an
// administrator makes an entity in the browser, previews and publishes it; a user holding only
// its view and create permissions finds it in the menu of a page already open, and adds records;
// the administrator makes a field required (with its default), retires another and rolls back,
// and the records' data stays as it was at every step, read through the API. Two designers
// publishing from one version: the second is shown the first one's changes and carries its own.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { api, apiJson, type ListPage } from './opsApi';
import { sectionsStill, signedIn, signInNew, unfold } from './shellPages';
import { applyPublish, choose, DESIGNER, eventually, fieldHeading, fieldPanel, fillWords, openPublish, passwordWhenAsked, timeout, words } from './designerKit';

const sessions: Session[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

const NAME = 'calibrations';
const ROUTE = '/maintenance/calibrations';

interface Calibration {
  id: number;
  title: string;
  grade: string | null;
  company_id: number | null;
  due_on: string | null;
  cost: number | null;
}

const records = async () =>
  (await api<ListPage<Calibration>>(`operate/entity/${NAME}/list`, { page: 1, limit: 10, sort: 'id', order: 'asc' })).list.map(({ title, grade, company_id, due_on, cost }) => ({
    title,
    grade,
    company_id,
    due_on,
    cost,
  }));

/** Adds a field of the type shown as `type` and gives it its name and words; answers its editor. */
async function addField(page: Page, index: number, type: string, name: string, label: ReturnType<typeof words>) {
  await page.getByRole('button', { name: '添加字段' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  // The new field's section opens: its controls are used once it is open.
  await sectionsStill(page);
  const panel = fieldPanel(page, index);
  await panel.getByRole('textbox', { name: '名称（发布后不可更改）' }).fill(name);
  await fillWords(panel, '文字', label);
  return panel;
}

describe('the entity designer', () => {
  it('makes, previews and publishes an entity; a user adds records; a required field, a retired one and a rollback keep them', { timeout: 180_000 }, async () => {
    const company = (await api<ListPage<{ id: number; name: string }>>('operate/company/company-list', { page: 1, limit: 1, sort: 'id', order: 'asc' })).list[0]!;

    // The user who will keep the records is in before anything is published: its page stays open.
    const role = await apiJson<{ id: number }>('operate/permission/update-role', { name: 'calibrator_e2e', title: '校准员', permission_ids: [] });
    await apiJson('operate/auth/register', { account: 'calibrator_e2e', name: '校准员', password: 'Calib#2026-xyz', role_ids: [role.id] });
    const user = await signInNew('calibrator_e2e', 'Calib#2026-xyz', 'zh');
    sessions.push(user);
    const menuEntry = user.page.getByTestId('app-menu').locator(`a[href="${ROUTE}"]`);
    expect(await menuEntry.count()).toBe(0);

    const admin = await signedIn({ language: 'zh' });
    sessions.push(admin);
    const { page } = admin;
    await page.goto(admin.url(DESIGNER));
    await page.getByRole('link', { name: '新建实体' }).click();

    // The entity: name, route, words, menu place.
    await page.getByRole('textbox', { name: '名称（不可更改）' }).fill(NAME);
    await page.getByRole('textbox', { name: '列表地址' }).fill(ROUTE);
    await fillWords(page, '列表和菜单标题', words('仪器校准', 'Calibrations', 'Calibraciones'));
    await fillWords(page, '单条记录', words('校准记录', 'Calibration', 'Calibración'));
    await fillWords(page, '新增页面标题', words('新增校准', 'New calibration', 'Nueva calibración'));
    await choose(page, page, '菜单分组', '维护管理');

    // The title field the new entity starts with, then the four fields.
    await unfold(page, fieldHeading(page, '', 'title'));
    await fillWords(fieldPanel(page, 0), '文字', words('仪器', 'Instrument', 'Instrumento'));
    const grade = await addField(page, 1, '选项', 'grade', words('等级', 'Grade', 'Grado'));
    await grade.getByRole('textbox', { name: '值', exact: true }).fill('a');
    await fillWords(grade, '选项文字', words('甲级', 'Class A', 'Clase A'));
    await grade.getByRole('button', { name: '添加选项' }).click();
    await grade.getByRole('textbox', { name: '值', exact: true }).nth(1).fill('b');
    await fillWords(grade, '选项文字', words('乙级', 'Class B', 'Clase B'), 1);
    const companyField = await addField(page, 2, '引用记录', 'company_id', words('送检企业', 'Company', 'Empresa'));
    await choose(page, companyField, '指向', '企业列表');
    await addField(page, 3, '日期', 'due_on', words('到期日', 'Due on', 'Vence el'));
    const cost = await addField(page, 4, '数字', 'cost', words('费用', 'Cost', 'Coste'));
    await cost.getByRole('textbox', { name: '小数位数' }).fill('2');
    await cost.getByRole('textbox', { name: '最小值' }).fill('0');
    // Each input was checked as typed: nothing is left to mend.
    await expect.poll(() => page.getByText(/\d+ 个问题/).count(), { timeout }).toBe(0);

    // The preview draws the draft's list and form, in Chinese and in English.
    const sample = page.getByRole('table', { name: '列表（示例数据）' });
    for (const column of ['仪器', '等级', '送检企业', '到期日', '费用']) await sample.getByRole('columnheader', { name: column }).waitFor({ timeout });
    await page.getByRole('group', { name: '预览语言' }).getByRole('button', { name: '英文' }).click();
    for (const column of ['Instrument', 'Grade', 'Company', 'Due on', 'Cost']) await sample.getByRole('columnheader', { name: column }).waitFor({ timeout });
    await page.getByText('New calibration').waitFor({ timeout });

    // Publish: the plan makes the table and the permissions.
    const dialog = await openPublish(page);
    await dialog.getByText('创建保存记录的数据表。').waitFor({ timeout });
    await applyPublish(page, dialog, 1);

    // The user's role gets the entity's view and create permissions, and nothing more.
    const permissions = (await api<{ id: number; name: string }[]>('operate/permission/permission-list')).filter((p) => [`${NAME}:view`, `${NAME}:create`].includes(p.name));
    expect(permissions).toHaveLength(2);
    await apiJson('operate/permission/update-role', { id: role.id, name: 'calibrator_e2e', title: '校准员', permission_ids: permissions.map((p) => p.id) });

    // Without a reload, the open page's menu has it; the user adds two records.
    const u = user.page;
    await menuEntry.waitFor({ timeout: 30_000 });
    await menuEntry.click();
    await u.waitForURL((url) => url.pathname === ROUTE, { timeout });
    const typed = [
      { title: '压力表 P-01', grade: '甲级', due_on: '2026-05-01', cost: '120.5' },
      { title: '温度计 T-07', grade: null, due_on: '2026-06-15', cost: '88.25' },
    ];
    for (const record of typed) {
      await u.getByRole('link', { name: '新建', exact: true }).first().click();
      await u.getByRole('textbox', { name: '仪器' }).fill(record.title);
      if (record.grade) await choose(u, u, '等级', record.grade);
      await u.getByRole('textbox', { name: '到期日' }).fill(record.due_on);
      await u.getByRole('spinbutton', { name: '费用' }).fill(record.cost);
      await u.getByRole('button', { name: '保存' }).click();
      await u.waitForURL((url) => url.pathname !== `${ROUTE}/create`, { timeout });
      await u.goto(user.url(ROUTE));
    }
    await expect.poll(() => u.locator('#main-content tbody tr').count(), { timeout }).toBe(2);
    for (const record of typed) await u.getByRole('cell', { name: record.title }).waitFor({ timeout });

    // The user may not read companies: the administrator names the first record's company.
    const first = (await api<ListPage<Calibration & { version: number }>>(`operate/entity/${NAME}/list`, { page: 1, limit: 1, sort: 'id', order: 'asc' })).list[0]!;
    await apiJson(`operate/entity/${NAME}/update`, { id: first.id, version: first.version, company_id: company.id });
    const stored = [
      { title: '压力表 P-01', grade: 'a', company_id: company.id, due_on: '2026-05-01', cost: 120.5 },
      { title: '温度计 T-07', grade: null, company_id: null, due_on: '2026-06-15', cost: 88.25 },
    ];
    await eventually(records).toEqual(stored);

    // Version 2: grade required (its default fills the record without one), due_on retired.
    await page.goto(admin.url(DESIGNER));
    await page.getByRole('link', { name: NAME, exact: true }).click();
    await unfold(page, fieldHeading(page, '等级', 'grade'));
    await fieldPanel(page, 1).getByLabel('必填').check();
    let plan = await openPublish(page);
    // One record lacks it: the designer asks for a default and cannot publish without one.
    await plan.getByText('有 1 条记录没有填写“等级”。').waitFor({ timeout });
    await plan.getByText('请为“等级”设置默认值以填充这些记录，然后再次发布。').waitFor({ timeout });
    expect(await plan.getByRole('button', { name: /^发布/ }).isDisabled()).toBe(true);
    await plan.getByRole('button', { name: '关闭' }).click();
    await choose(page, fieldPanel(page, 1), '默认值', 'b');
    await unfold(page, fieldHeading(page, '到期日', 'due_on'));
    await fieldPanel(page, 3).getByRole('button', { name: '停用' }).click();
    plan = await openPublish(page);
    await plan.getByText('有 1 条记录没有填写“等级”。').waitFor({ timeout });
    await plan.getByText('发布时将用默认值（b）填充这些记录。').waitFor({ timeout });
    await plan.getByText('停用“到期日”：数据保留但不再显示。').waitFor({ timeout });
    await applyPublish(page, plan, 2);
    // The default went to the one record without a grade; the retired day is kept, unshown.
    await eventually(async () => (await records()).map(({ title, grade, company_id, cost }) => ({ title, grade, company_id, cost }))).toEqual([
      { title: '压力表 P-01', grade: 'a', company_id: company.id, cost: 120.5 },
      { title: '温度计 T-07', grade: 'b', company_id: null, cost: 88.25 },
    ]);

    // Version 3: version 1 brought back; the retired day comes back with its values.
    await page.getByRole('link', { name: NAME, exact: true }).click();
    await unfold(page, page.getByRole('button', { name: /^第 1 版/ }));
    await page.getByRole('button', { name: '恢复此版本' }).click();
    const rollback = page.getByRole('dialog', { name: '恢复第 1 版？' });
    // A rollback is a save: the password is asked again when its last check is old.
    await passwordWhenAsked(page, rollback, '发布将执行的操作');
    await rollback.getByRole('button', { name: '恢复此版本' }).click();
    await page.getByText('第 1 版已恢复为第 3 版').waitFor({ timeout });
    await eventually(records).toEqual([stored[0], { ...stored[1], grade: 'b' }]);
    const versions = await api<{ version: number; note: string | null }[]>('operate/entity/definition-versions', { name: NAME });
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('shows the second of two designers publishing from one version the first one’s changes, and carries its own onto them', { timeout: 120_000 }, async () => {
    const gauges = {
      name: 'gauges',
      version: 1,
      route: '/maintenance/gauges',
      labels: { name: words('量具', 'Gauges', 'Calibres'), item: words('量具', 'Gauge', 'Calibre'), create: words('新增量具', 'New gauge', 'Nuevo calibre') },
      menu: { group: 'maintenance', order: 30, icon: 'folder' },
      recordTitle: 'title',
      fields: [{ name: 'title', type: 'text', label: words('名称', 'Name', 'Nombre'), required: true, maxLength: 40 }],
    };
    await apiJson('operate/entity/definition-save', { definition: gauges });
    const design = (await api<{ id: number; name: string }[]>('operate/permission/permission-list')).filter((p) => p.name === 'entity:design');
    const role = await apiJson<{ id: number }>('operate/permission/update-role', { name: 'designer_two_e2e', title: '设计员', permission_ids: design.map((p) => p.id) });
    await apiJson('operate/auth/register', { account: 'designer_two_e2e', name: '设计员乙', password: 'Design#2026-xyz', role_ids: [role.id] });

    // Both open version 1.
    const first = await signedIn({ language: 'zh' });
    sessions.push(first);
    const second = await signInNew('designer_two_e2e', 'Design#2026-xyz', 'zh');
    sessions.push(second);
    for (const { page, url } of [first, second]) {
      await page.goto(url(`${DESIGNER}?edit=gauges`));
      await fieldHeading(page, '名称', 'title').waitFor({ timeout });
    }

    // The first adds a field and publishes version 2.
    const a = first.page;
    await a.getByRole('button', { name: '添加字段' }).click();
    await a.getByRole('menuitem', { name: '文本', exact: true }).click();
    await fieldPanel(a, 1).getByRole('textbox', { name: '名称（发布后不可更改）' }).fill('serial');
    await fillWords(fieldPanel(a, 1), '文字', words('编号', 'Serial', 'Número de serie'));
    await applyPublish(a, await openPublish(a), 2);

    // The second, still on version 1, renames the list; publishing shows the first one's version.
    const b = second.page;
    await fillWords(b, '列表和菜单标题', words('量具台账', 'Gauge register', 'Registro de calibres'));
    const dialog = await openPublish(b);
    await dialog.getByText(/在此期间，admin 于 .+ 发布了第 2 版。/).waitFor({ timeout });
    const diff = dialog.getByRole('table', { name: '对方版本与此草稿的对比' });
    await diff.getByRole('row', { name: /serial/ }).first().waitFor({ timeout });
    await diff.getByRole('row', { name: /labels\.name\.zh/ }).waitFor({ timeout });
    await dialog.getByRole('button', { name: '把我的修改合并到对方版本上' }).click();
    await b.getByText('我的修改已合并到生效中的版本上，请检查后再次发布。').waitFor({ timeout });
    await fieldHeading(b, '编号', 'serial').waitFor({ timeout });
    await applyPublish(b, await openPublish(b), 3);

    // Nothing overwritten: version 3 holds both changes.
    const saved = await api<{ version: number; document: typeof gauges }>('operate/entity/definition-detail', { name: 'gauges' });
    expect(saved.version).toBe(3);
    expect(saved.document.fields.map((f) => f.name)).toEqual(['title', 'serial']);
    expect(saved.document.labels.name).toEqual(words('量具台账', 'Gauge register', 'Registro de calibres'));
  });
});
