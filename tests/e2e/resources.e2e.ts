import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, openBrowser, type Session } from './browser';
import { decodeQrPng } from '../unit/helpers/qrDecode';

/**
 * Declared resources end to end (real Chromium, real server, seeded data, in Chinese):
 * governments, check points and their QR codes (the accounts have their own file).
 */

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function open(session: Session, path: string) {
  await loginAs(session);
  await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await session.page.goto(session.url(path));
}

/** Types into a react-admin autocomplete and picks the first option containing `text`. */
async function pick(page: Page, label: string | RegExp, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option').filter({ hasText: text }).first().click();
}

/** Chooses a path in a tree input, level by level. */
async function pickTree(page: Page, label: string, path: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const name of path) await page.getByRole('option', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** A list's record rows: an expandable list adds a collapsed panel row under each record. */
const recordRows = (page: Page) => page.locator('table tbody tr:not(.RaDataTable-expandRow)');

/** Narrows the list with its keyword box and answers the one row left. */
async function findRow(page: Page, keyword: string): Promise<Locator> {
  await page.getByPlaceholder('搜索').fill(keyword);
  const rows = recordRows(page);
  await expect.poll(async () => (await rows.count()) === 1 && (await rows.first().textContent())?.includes(keyword), { timeout: 20_000 }).toBe(true);
  return rows.first();
}

async function expectNoRow(page: Page, keyword: string) {
  await page.getByPlaceholder('搜索').fill(keyword);
  await expect.poll(() => recordRows(page).filter({ hasText: keyword }).count(), { timeout: 20_000 }).toBe(0);
}

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('declared resources', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  it('a government: create (area from the city tree, superior government), show, edit, delete', async () => {
    const { page } = session;
    const name = unique('E2E政府');
    await open(session, '/gov/index/create');
    await page.locator('input[name="name"]').fill(name);
    await page.getByRole('combobox', { name: '级别' }).click();
    await page.getByRole('option', { name: '区县级' }).click();
    await pickTree(page, '所在地区', ['陕西省', '西安市', '雁塔区']);
    await expect.poll(() => page.getByRole('combobox', { name: '所在地区' }).inputValue()).toBe('陕西省 / 西安市 / 雁塔区');
    await pick(page, '上级政府', '西安市应急管理局');
    await page.locator('input[name="contact"]').fill('测试员');
    await page.locator('input[name="phone"]').fill('029-88886666');
    await page.locator('input[name="address"]').fill('陕西省西安市雁塔区测试路1号');
    await page.getByRole('button', { name: '保存' }).click();

    // The detail view: the area by name, the superior government looked up by id.
    await page.waitForURL(/\/gov\/index\/\d+\/show$/);
    const main = page.locator('main');
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain(name);
    await expect.poll(() => main.textContent()).toContain('雁塔区');
    await expect.poll(() => main.textContent()).toContain('西安市应急管理局');

    await page.getByRole('link', { name: '编辑' }).click();
    // The tree input shows the whole path to the chosen area.
    await expect.poll(() => page.getByRole('combobox', { name: '所在地区' }).inputValue(), { timeout: 20_000 }).toMatch(/(^| \/ )雁塔区$/);
    await page.locator('input[name="contact"]').fill('测试员二');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/show$/);
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain('测试员二');

    await page.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(name);
    await confirmDelete(page);
    await page.waitForURL(/\/gov\/index(\?.*)?$/);
    await expectNoRow(page, name);
  });

  it('a government still referenced cannot be deleted: the dialog says so (2009) and the row stays', async () => {
    const { page } = session;
    await open(session, '/gov/index');
    // The filter row lines its boxes up: the level select is as high as the keyword box.
    const top = async (box: Locator) => (await box.boundingBox())!.y;
    const level = page.getByRole('combobox', { name: '级别' });
    await level.waitFor();
    expect(await top(level.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]'))).toBe(
      await top(page.getByPlaceholder('搜索').locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]')),
    );
    const row = await findRow(page, '陕西省应急管理厅');
    await row.getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '删除' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('暂时无法删除');
    // The server's own reason, in the user's language.
    await expect.poll(() => alert.textContent()).toMatch(/仍有/);
    expect(await dialog.getByRole('button', { name: '删除' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await findRow(page, '陕西省应急管理厅');
  });

  it('a check point: create with a check item, its QR code at once (the PNG reads back), items under its row, delete', async () => {
    const { page } = session;
    const name = unique('E2E检查点');
    await open(session, '/check/index/create');
    const preview = page.getByTestId('label-preview');
    await page.locator('input[name="name"]').fill(name);
    await expect.poll(() => preview.textContent()).toContain(name);
    await pick(page, /^所属企业/, '西安');
    await page.getByRole('button', { name: '添加' }).click();
    await page.locator('input[name="items.0.name"]').fill('灭火器');
    await page.locator('input[name="items.0.standard"]').fill('压力在绿区');
    await page.getByRole('button', { name: '保存' }).click();

    const label = page.getByTestId('created-label');
    await expect.poll(() => label.textContent(), { timeout: 20_000 }).toMatch(/CP-\d{6}-[A-Z0-9]{8}/);
    const code = (await label.textContent())!.match(/CP-\d{6}-[A-Z0-9]{8}/)![0];
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 PNG' }).click()]);
    expect(download.suggestedFilename()).toBe(`${code}.png`);
    expect(decodeQrPng(readFileSync((await download.path())!))).toBe(code);

    await page.getByRole('link', { name: '返回列表' }).click();
    const row = await findRow(page, name);
    expect(await row.textContent()).toContain(code);
    await row.getByText(name).click();
    await expect.poll(() => page.getByRole('table', { name: '检查项' }).textContent(), { timeout: 20_000 }).toContain('压力在绿区');

    await row.getByRole('button', { name: '删除' }).click();
    await confirmDelete(page);
    await expectNoRow(page, name);
  });

  it('the QR code list: a downloaded PNG reads back as the payload, and the printed sheet has one QR per selected point', async () => {
    const { page } = session;
    await open(session, '/check/qr_code');
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(4);

    const first = rows.first().getByRole('button', { name: /查看.*的二维码/ });
    const payload = (await first.textContent())!.trim();
    await first.click();
    const dialog = page.getByRole('dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载 PNG' }).click()]);
    expect(decodeQrPng(readFileSync((await download.path())!))).toBe(payload);
    await dialog.getByRole('button', { name: '关闭' }).click();

    for (let i = 0; i < 4; i++) await rows.nth(i).getByRole('checkbox').check();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: '打印标签' }).click();
    const sheet = page.getByTestId('qr-sheet');
    await expect.poll(() => sheet.getAttribute('data-ready'), { timeout: 20_000 }).toBe('true');
    expect(await sheet.locator('img[data-qr]').count()).toBe(4);
    expect(await sheet.getByTestId('qr-label').count()).toBe(4);
    await page.getByRole('button', { name: '打印', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: the sheet only.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await sheet.locator('img[data-qr]').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '打印', exact: true }).isVisible()).toBe(false);
  });
});
