import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Session } from './browser';
import { eventually, open } from './companiesKit';
import { api } from './opsApi';

/**
 * Accountability end to end (real Chromium, real server, in Chinese): a company's phone edited in
 * its form shows in the company's history with the user's name, and in the operation log
 * filtered by that user, with the field-by-field diff in the entry's detail.
 */

describe('audit log', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  it('an edited phone shows in the company history and in the operation log filtered by its user', async () => {
    const { page } = session;
    const company = await api<{ id: number; name: string; phone: string }>('operate/company/company-detail', { id: 2 });
    const me = await api<{ name: string }>('operate/auth/info');
    const phone = `139${String(Date.now()).slice(-8)}`;

    await open(session, `/company/index/${company.id}`);
    const phoneInput = page.getByRole('textbox', { name: '电话', exact: true });
    await eventually(() => phoneInput.inputValue()).toBe(company.phone);
    await phoneInput.fill(phone);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(new RegExp(`/company/index/${company.id}/show`));

    // The history under the company screen: who changed what, with the diff.
    const history = page.getByRole('region', { name: '变更记录' });
    const latest = history.getByRole('listitem').first();
    await eventually(() => latest.textContent()).toContain(`${me.name} 修改了企业“${company.name}”的电话`);
    expect(await latest.getByRole('table', { name: '变更内容' }).textContent()).toContain(`电话${company.phone}${phone}`);

    // The operation log, narrowed to this user: the same change, and its detail.
    await page.goto(session.url('/sys_permission/log'));
    const listed = page.waitForRequest((r) => r.url().endsWith('/operate/audit/log-list') && /(^|&)user_id=\d+/.test(r.postData() ?? ''));
    const user = page.getByRole('combobox', { name: '操作人' });
    await user.click();
    await user.fill('admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await listed;
    const row = page.locator('table tbody tr').filter({ hasText: company.name }).first();
    await eventually(() => row.textContent()).toContain(`${me.name} 修改了企业“${company.name}”的电话`);
    await row.click();
    await page.waitForURL(/\/sys_permission\/log\/\d+\/show$/);
    await eventually(() => page.getByRole('table', { name: '变更内容' }).textContent()).toContain(`电话${company.phone}${phone}`);
  }, 180_000);
});
