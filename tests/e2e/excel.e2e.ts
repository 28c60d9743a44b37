// Excel out and in: the company list exported to .xlsx and read back; an import with one bad
// row refused with nothing saved, then the fixed file imported whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { TAKEN_ACCOUNT, creditCode, eventually, open, unique } from './companiesKit';
import { api, downloaded, type ListPage } from './opsApi';

let session: Session;

beforeAll(async () => {
  session = await openBrowser();
  await open(session, '/company/index');
});

afterAll(async () => {
  await session?.close();
});

/** Serious or critical axe findings inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

const csv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}`;

async function companyNamed(name: string) {
  return (await api<ListPage<{ name: string }>>('operate/company/company-list', { keyword: name })).list.filter((c) => c.name === name);
}

describe('Excel', () => {
  it('exports the company list to .xlsx: the headers and first row match the list', async () => {
    const { page } = session;
    const headers = page.locator('thead th');
    await eventually(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    const listed = (await headers.allTextContents()).map((t) => t.trim()).filter((t) => t && t !== '操作');
    const firstName = (await page.locator('tbody tr').first().locator('td').nth(1).textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^企业列表-\d{8}-\d{4}\.xlsx$/);
    const [sheet] = await readXlsxFile(await downloaded(download));
    expect(sheet!.sheet).toBe('企业列表');
    const [head, first] = sheet!.data;
    expect(head!.slice(1)).toEqual(listed);
    expect(first![1]).toBe(firstName);
    // The state in words, the count a number, the creation time a date.
    expect(['正常', '停用']).toContain(first![head!.indexOf('状态')]);
    expect(typeof first![head!.indexOf('员工数')]).toBe('number');
    expect(first![head!.indexOf('创建时间')]).toBeInstanceOf(Date);
  });

  it('refuses a .csv with one bad row, saving nothing, then imports the fixed .xlsx whole', async () => {
    const { page } = session;
    const tag = unique('导入');
    const header = ['企业名称', '统一社会信用代码', '所在地区', '监管政府', '联系人', '电话', '地址', '经度', '纬度', '网页端账号', '密码'];
    const row = (n: number, account: string) => [`${tag}-${n}`, creditCode(), '长安区', '西安市应急管理局', '王芳', '13800000000', '航天西路 1 号', '108.9', '34.1', account, 'Change-me-2025'];
    const rows = [row(1, unique('im')), row(2, TAKEN_ACCOUNT), row(3, unique('im'))];

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('下载模板').isVisible()).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv([header, ...rows])) });
    // Line 3 of the file (the second company) names a taken account; the server says so on its cell.
    const bad = dialog.locator('tr[data-line="3"] td[data-field="account"]');
    await eventually(() => bad.textContent()).toContain('账号已被使用');
    await expect.poll(() => dialog.getByRole('button', { name: '导入 3 行' }).isDisabled()).toBe(true);
    expect(await dialogViolations(page)).toEqual([]);
    expect(await companyNamed(`${tag}-1`)).toEqual([]);

    // The fixed file comes back as .xlsx, numbers as numbers.
    rows[1] = row(2, unique('im'));
    const xlsx = await writeXlsxFile([header, ...rows.map((r) => r.map((cell, i) => (i === 7 || i === 8 ? Number(cell) : cell)))]).toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'companies.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
    await eventually(() => dialog.getByText('所有行均无误，可以导入。').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '导入 3 行' }).click();
    await eventually(() => page.getByText('已导入 3 行').isVisible()).toBe(true);
    for (const n of [1, 2, 3]) expect(await companyNamed(`${tag}-${n}`)).toHaveLength(1);
  });

  it('gives a template with the headers in the user language and an example row, all by keyboard', async () => {
    const { page } = session;
    await page.getByRole('button', { name: '导入', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const template = dialog.getByRole('button', { name: '下载模板' });
    await template.waitFor();
    // The first control of the dialog comes first in the tab order, then the file chooser.
    for (let i = 0; i < 5 && !(await template.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await template.evaluate((el) => el === document.activeElement)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('button', { name: '选择文件' }).evaluate((el) => el === document.activeElement)).toBe(true);
    const [sheet] = await readXlsxFile(await downloaded(download));
    expect(sheet!.data[0]).toEqual(['企业名称', '统一社会信用代码', '所在地区', '监管政府', '联系人', '电话', '地址', '经度', '纬度', '网页端账号', '密码']);
    expect(sheet!.data[1]![2]).toBe('长安区');
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
  });
});
