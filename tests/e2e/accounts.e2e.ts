import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import {
  KINDS,
  adminToken,
  call,
  nextCall,
  open,
  pickOwner,
  serverAccount,
  serverList,
  storedPasswordIs,
  twoOwners,
  unique,
  visibleText,
  type Kind,
} from './accountsKit';

/**
 * The four kinds of accounts end to end (real Chromium, the real seeded server, in Chinese):
 * each one created, found by its owner, edited, its password reset, disabled and enabled, and
 * deleted, every step checked against what the server then holds; and the overview's counts.
 */

/** A list's record rows: an app account's list adds a collapsed panel row (its phones) under each record. */
const rows = (page: Page) => page.locator('table tbody tr:not(.RaDataTable-expandRow)');

/** Narrows the list with its keyword box and answers the one row left. */
async function findRow(page: Page, keyword: string): Promise<Locator> {
  await page.getByPlaceholder('搜索').fill(keyword);
  await expect.poll(async () => (await rows(page).count()) === 1 && (await rows(page).first().textContent())?.includes(keyword), { timeout: 20_000 }).toBe(true);
  return rows(page).first();
}

const statusOf = (row: Locator) => row.locator('.MuiChip-label').textContent();

/** Types a password twice; the strength hint follows what is typed. */
async function typePassword(scope: Page | Locator, password: string, confirmation: string) {
  const hint = scope.getByTestId('password-strength');
  await scope.locator('input[name="password"]').fill('password1');
  await expect.poll(() => hint.textContent()).toBe('强度：弱');
  await scope.locator('input[name="password"]').fill(password);
  await expect.poll(() => hint.textContent()).toBe('强度：强');
  await scope.locator('input[name="password_confirm"]').fill(confirmation);
}

describe('the four kinds of accounts', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  it.each(KINDS.map((kind) => [kind.route, kind] as const))(
    'an account at %s: create, find by owner, edit, reset password, disable and enable, delete',
    { timeout: 300_000 },
    async (route, kind: Kind) => {
      const { page } = session;
      const token = await adminToken();
      const [owner, other] = await twoOwners(token, kind);
      const account = unique('e2e.');
      const first = 'Kettle42!boat';
      const second = 'Another-Good-1';

      // Create, from the list's own button.
      await open(session, route);
      await page.getByRole('link', { name: '新建' }).click();
      await page.waitForURL((url) => url.pathname === `${route}/create`);
      await page.locator('input[name="account"]').fill(account);
      await page.locator('input[name="name"]').fill('测试账号');
      await pickOwner(page, kind.ownerLabel, owner.name);
      await page.locator('input[name="phone"]').fill('13800138000');
      await expect.poll(() => page.getByText('加密保存，之后不再显示。').count()).toBe(1);
      // A confirmation that differs stops the form in the browser: nothing is sent.
      const sent: string[] = [];
      page.on('request', (r) => void (r.url().endsWith(`/${kind.create}`) && sent.push(r.url())));
      await typePassword(page, first, `${first}x`);
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => page.getByText('两次输入的密码不一致').count()).toBe(1);
      expect(sent).toEqual([]);
      await page.locator('input[name="password_confirm"]').fill(first);
      const created = nextCall(page, kind.create);
      await page.getByRole('button', { name: '保存' }).click();
      const body = await created;
      expect(body.get('type')).toBe(kind.type);
      expect(body.get(kind.ownerParam)).toBe(String(owner.id));
      expect(body.get('password')).toBe(first);
      expect(body.has('password_confirm')).toBe(false);
      // A saved account opens on its own page; the journey goes on from the list.
      const onItsPage = (url: URL) => new RegExp(`^${route}/\\d+/show$`).test(url.pathname);
      await page.waitForURL(onItsPage);
      await page.goto(session.url(route));

      // The server has it, under its owner and kind, and never answers a password.
      const listed = (await serverList(token, kind, { keyword: account })).list;
      expect(listed).toHaveLength(1);
      const id = listed[0]!.id;
      expect(listed[0]).toMatchObject({ account, name: '测试账号', owner_id: owner.id, owner_name: owner.name, type: kind.type, phone: '13800138000', status: 1 });
      expect(Object.keys(listed[0]!).filter((k) => k.includes('password'))).toEqual([]);
      expect(await storedPasswordIs(id, first)).toBe(true);

      // Found by its owner: the filter keeps that owner's accounts only, and drops it for another.
      await pickOwner(page, kind.ownerLabel, owner.name);
      const ofOwner = await serverList(token, kind, { [kind.ownerParam]: owner.id });
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(Math.min(20, ofOwner.total));
      for (const text of await rows(page).allTextContents()) expect(text).toContain(owner.name);
      let row = await findRow(page, account);
      expect(await visibleText(page)).not.toContain(first);
      await pickOwner(page, kind.ownerLabel, other.name);
      await expect.poll(() => rows(page).filter({ hasText: account }).count(), { timeout: 20_000 }).toBe(0);
      await pickOwner(page, kind.ownerLabel, owner.name);
      row = await findRow(page, account);

      // Edit: the password starts empty and, left empty, is neither sent nor changed.
      await row.getByRole('link', { name: '编辑' }).click();
      await page.waitForURL((url) => url.pathname === `${route}/${id}`);
      await expect.poll(() => page.locator('input[name="name"]').inputValue(), { timeout: 20_000 }).toBe('测试账号');
      expect(await page.locator('input[name="password"]').inputValue()).toBe('');
      expect(await page.locator('input[name="account"]').count()).toBe(0);
      expect(await visibleText(page)).not.toContain(first);
      await page.locator('input[name="name"]').fill('测试账号二');
      await page.locator('input[name="phone"]').fill('13900139000');
      const updated = nextCall(page, kind.update);
      await page.getByRole('button', { name: '保存' }).click();
      const edit = await updated;
      expect([edit.get('id'), edit.get('name'), edit.get('phone'), edit.has('password')]).toEqual([String(id), '测试账号二', '13900139000', false]);
      await page.waitForURL((url) => url.pathname === `${route}/${id}/show`);
      await page.goto(session.url(route));
      row = await findRow(page, account);
      await expect.poll(() => row.textContent()).toContain('测试账号二');
      expect(await serverAccount(token, kind, id)).toMatchObject({ name: '测试账号二', phone: '13900139000', owner_id: owner.id });
      expect(await storedPasswordIs(id, first)).toBe(true);

      // Reset the password: typed twice, only the password is sent, and the new one is stored.
      await row.getByRole('button', { name: '重置密码' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toContain(`为“${account}”设置新密码`);
      expect(await dialog.locator('input[name="password"]').inputValue()).toBe('');
      await typePassword(dialog, second, `${second}x`);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => dialog.getByText('两次输入的密码不一致').count()).toBe(1);
      await dialog.locator('input[name="password_confirm"]').fill(second);
      const reset = nextCall(page, kind.update);
      await dialog.getByRole('button', { name: '保存' }).click();
      const resetBody = await reset;
      // Only the password, and the version the record was read at (docs/API.md, "Record versions").
      expect([...resetBody.keys()].filter((k) => k !== 'token').sort()).toEqual(['id', 'password', 'version']);
      expect(resetBody.get('password')).toBe(second);
      expect(Number(resetBody.get('version'))).toBeGreaterThanOrEqual(1);
      // Queued behind the earlier "form has errors" message, which stays its 5 s.
      await expect.poll(() => page.getByText(`“${account}”的密码已修改`).count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await storedPasswordIs(id, second)).toBe(true);
      expect(await storedPasswordIs(id, first)).toBe(false);
      expect(await serverAccount(token, kind, id)).toMatchObject({ name: '测试账号二', status: 1 });
      expect(await visibleText(page)).not.toContain(second);
      // Opened again, the dialog shows nothing of what was typed.
      await row.getByRole('button', { name: '重置密码' }).click();
      expect(await dialog.locator('input[name="password"]').inputValue()).toBe('');
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      // Disable (asked first), then enable (at once); the server holds each state.
      expect(await statusOf(row)).toBe('启用');
      await row.getByRole('button', { name: '停用' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
      await expect.poll(() => statusOf(row), { timeout: 20_000 }).toBe('停用');
      expect((await serverAccount(token, kind, id))?.status).toBe(0);
      await row.getByRole('button', { name: '启用' }).click();
      await expect.poll(() => statusOf(row), { timeout: 20_000 }).toBe('启用');
      expect((await serverAccount(token, kind, id))?.status).toBe(1);

      // Delete after a confirmation naming it: gone from the list and from the server.
      await row.getByRole('button', { name: '删除' }).click();
      const confirm = page.getByRole('dialog');
      await expect.poll(() => confirm.textContent()).toContain(account);
      await confirm.getByRole('button', { name: '删除' }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      await expect.poll(() => rows(page).filter({ hasText: account }).count(), { timeout: 20_000 }).toBe(0);
      expect((await serverList(token, kind, { id })).total).toBe(0);
    },
  );

  it('the overview counts each kind as the server does, follows a change, and links to each screen', { timeout: 180_000 }, async () => {
    const { page } = session;
    const token = await adminToken();
    const totals = async () =>
      Promise.all(KINDS.map(async (kind) => [(await serverList(token, kind)).total, (await serverList(token, kind, { status: 1 })).total] as const));
    const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    const card = (kind: Kind) => page.getByRole('link').filter({ has: page.getByTestId(`count-${kind.name}`) });
    const shown = () => Promise.all(KINDS.map(async (kind) => digits(await page.getByTestId(`count-${kind.name}`).textContent())));
    const splits = () => Promise.all(KINDS.map(async (kind) => (await card(kind).textContent()) ?? ''));

    const before = await totals();
    expect(before.every(([all]) => all > 0)).toBe(true);
    await open(session, '/account/index');
    await expect.poll(shown, { timeout: 20_000 }).toEqual(before.map(([all]) => all));
    await expect.poll(splits).toEqual(KINDS.map((_, i) => expect.stringContaining(`启用 ${before[i]![1]} · 停用 ${before[i]![0] - before[i]![1]}`)));

    // A disabled government app account made on the server shows on the next visit.
    const kind = KINDS[3]!;
    const [gov] = await twoOwners(token, kind);
    const made = await call<{ id: number }>(kind.create, { government_id: gov.id, type: 'app', account: unique('e2e.'), password: 'Overview-42x', name: '概览测试' }, token);
    expect(made.error).toBe(2000);
    expect((await call(kind.update, { id: made.data.id, status: 0 }, token)).error).toBe(2000);
    const after = await totals();
    expect(after[3]).toEqual([before[3]![0] + 1, before[3]![1]]);
    await page.reload();
    await expect.poll(shown, { timeout: 20_000 }).toEqual(after.map(([all]) => all));
    await expect.poll(() => card(kind).textContent()).toContain(`停用 ${after[3]![0] - after[3]![1]}`);
    expect((await call('operate/government/account-delete', { id: made.data.id }, token)).error).toBe(2000);

    // Each count leads to its own list, which shows the server's total.
    for (const target of KINDS) {
      await page.goto(session.url('/account/index'));
      const link = card(target);
      await expect.poll(() => link.getAttribute('href'), { timeout: 20_000 }).toBe(target.route);
      await link.click();
      await page.waitForURL((url) => url.pathname === target.route);
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(Math.min(20, before[KINDS.indexOf(target)]![0]));
    }
  });
});
