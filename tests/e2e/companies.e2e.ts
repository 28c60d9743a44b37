import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Session } from './browser';
import { bodyRows, creditCode, eventually, findRow, helperText, open, pick, pickTree, TAKEN_ACCOUNT, trailDay, unique, ymd } from './companiesKit';

/**
 * Partner companies end to end (real Chromium, real seeded server, in Chinese): a company and
 * its first web account through the create form, refused saves that keep the form, the list,
 * the edit form, and the company screen's four panels on a seeded company.
 */

describe('partner companies', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  it('a company with its first web account: a form refusing the account (its rule) and a save refused (2009) keep what was typed, then create, find, edit and open it', async () => {
    const { page } = session;
    const name = unique('E2E航天企业');
    const account = unique('e2e.co.');
    const code = creditCode();
    await open(session, '/company/index');
    await page.getByRole('link', { name: '新建' }).click();
    await page.waitForURL(/\/company\/index\/create$/);

    const input = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await input('企业名称').fill(name);
    await input('统一社会信用代码').fill(code);
    await pickTree(page, '所在地区', ['陕西省', '西安市', '雁塔区']);
    await eventually(() => page.getByRole('combobox', { name: '所在地区' }).inputValue()).toBe('陕西省 / 西安市 / 雁塔区');
    await pick(page, '监管政府', '西安市雁塔区应急管理局');
    await input('联系人').fill('测试联系人');
    await input('电话').fill('029-88886666');
    await input('地址').fill('陕西省西安市雁塔区锦业路1号');
    // Spaces and Chinese pass the form's own rules (length only) but not the server's account pattern.
    await input('网页端账号').fill('测试 账号');
    await input('密码').fill('Kettle42!boat');
    await input('确认密码').fill('Kettle42!boat');

    const filled = {
      企业名称: name,
      统一社会信用代码: code,
      联系人: '测试联系人',
      电话: '029-88886666',
      地址: '陕西省西安市雁塔区锦业路1号',
      密码: 'Kettle42!boat',
      确认密码: 'Kettle42!boat',
    };
    const expectFormKept = async (typedAccount: string) => {
      for (const [label, value] of Object.entries(filled)) expect(await input(label).inputValue(), label).toBe(value);
      expect(await input('网页端账号').inputValue()).toBe(typedAccount);
      expect(await page.getByRole('combobox', { name: '所在地区' }).inputValue()).toBe('陕西省 / 西安市 / 雁塔区');
      expect(await page.getByRole('combobox', { name: '监管政府' }).inputValue()).toBe('西安市雁塔区应急管理局');
      expect(new URL(page.url()).pathname).toBe('/company/index/create');
    };
    const save = async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/operate/company/create-account'));
      await page.getByRole('button', { name: '保存' }).click();
      return (await (await answer).json()) as { error: number; data: { fields?: Record<string, string> } | null };
    };

    // The account's rule is the server's, asked in the form first: nothing is sent, nothing typed is lost.
    const sent: string[] = [];
    const watch = (request: { url(): string }) => void (request.url().endsWith('/operate/company/create-account') && sent.push(request.url()));
    page.on('request', watch);
    await page.getByRole('button', { name: '保存' }).click();
    await eventually(() => helperText(page, input('网页端账号'))).toContain('账号为 3 到 32 位字母、数字');
    await expectFormKept('测试 账号');
    page.off('request', watch);
    expect(sent).toEqual([]);

    // 2009: an account name already taken; the company row inserted before it is taken back.
    await input('网页端账号').fill(TAKEN_ACCOUNT);
    let answer = await save();
    expect(answer.error).toBe(2009);
    await eventually(() => helperText(page, input('网页端账号'))).toContain('账号已被使用');
    await expectFormKept(TAKEN_ACCOUNT);

    // A free account: saved (the same name and credit code are accepted, so nothing was left behind).
    await input('网页端账号').fill(account);
    answer = await save();
    expect(answer.error).toBe(2000);
    await page.waitForURL(/\/company\/index\/\d+\/show/);
    const id = page.url().match(/\/company\/index\/(\d+)\/show/)![1];
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    const header = page.getByTestId('company-header');
    await eventually(() => header.textContent()).toContain('西安市雁塔区应急管理局');
    expect(await header.textContent()).toContain(code);
    expect(await page.content()).not.toContain('Kettle42!boat');

    // The list finds it by keyword, with its area and government.
    await page.goto(session.url('/company/index'));
    let row = await findRow(page, name);
    expect(await row.textContent()).toContain('雁塔区');
    expect(await row.textContent()).toContain('西安市雁塔区应急管理局');

    // Edit: the form opens with the saved values; the new contact shows on the company screen.
    await row.getByRole('link', { name: '编辑' }).click();
    await page.waitForURL(new RegExp(`/company/index/${id}$`));
    await eventually(() => input('企业名称').inputValue()).toBe(name);
    await eventually(() => page.getByRole('combobox', { name: '所在地区' }).inputValue()).toMatch(/(^| \/ )雁塔区$/);
    expect(await page.getByRole('textbox', { name: '网页端账号' }).count()).toBe(0);
    await input('联系人').fill('测试联系人二');
    await input('电话').fill('13800138000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(new RegExp(`/company/index/${id}/show`));
    await eventually(() => header.textContent()).toContain('测试联系人二 13800138000');

    // Its screen: a new company has no staff yet, and says so.
    await eventually(() => page.getByRole('tab', { selected: true }).textContent()).toBe('员工信息');
    await eventually(() => page.getByRole('tabpanel').getByTestId('empty-state').count()).toBe(1);

    // The list shows the edit too.
    await page.goto(session.url('/company/index'));
    row = await findRow(page, name);
    expect(await row.textContent()).toContain('测试联系人二');

    // The first web account exists, belongs to the company and carries the contact's name.
    await page.goto(session.url('/account/web-company-account'));
    const accountRow = await findRow(page, account);
    expect(await accountRow.textContent()).toContain(name);
    expect(await accountRow.textContent()).toContain('测试联系人');
    // Three saves (two hash a password) and five page loads: slow on a busy machine.
  }, 180_000);

  it('a seeded company screen: staff clock records, a day of trail played to its end, check items and inspections, the standing book', async () => {
    const { page } = session;
    await open(session, '/company/index/1/show');
    const panel = page.getByRole('tabpanel');

    // Staff info: search a person, open their clock records.
    const staff = bodyRows(panel, '员工信息');
    await eventually(() => staff.count()).toBeGreaterThan(1);
    const person = (await staff.nth(1).locator('td').first().textContent())!.trim();
    await panel.getByRole('textbox', { name: '搜索员工' }).fill(person);
    await eventually(async () => (await staff.allTextContents()).every((t) => t.includes(person)) && (await staff.count()) >= 1).toBe(true);
    await staff.filter({ hasText: person }).first().getByRole('button', { name: '打卡记录' }).click();
    const clockDialog = page.getByRole('dialog', { name: `${person}的打卡记录` });
    const clock = bodyRows(clockDialog, '打卡记录');
    await eventually(() => clock.count()).toBeGreaterThan(0);
    // Everyone clocked in on the trail day (the seed makes sure of it).
    await eventually(() => clock.filter({ hasText: trailDay() }).filter({ hasText: '上班打卡' }).count()).toBeGreaterThan(0);
    await clockDialog.getByRole('button', { name: '关闭' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);

    // Staff trails: the person's row opens their trail on the seeded day (the default day). Each
    // step waits for what only the rendered result shows: the panel builds the next address
    // from what it last rendered, and navigations render in a transition.
    await staff.filter({ hasText: person }).first().getByRole('button', { name: '轨迹' }).click();
    await eventually(() => page.getByRole('tab', { selected: true }).textContent()).toBe('员工轨迹');
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    const staffId = query('staff');
    expect(staffId).toMatch(/^\d+$/);
    const picker = panel.getByRole('combobox', { name: '员工' });
    const date = panel.getByRole('textbox', { name: '日期' });
    const player = panel.getByTestId('trail-player');
    await eventually(() => player.count()).toBe(1);
    expect(await picker.inputValue()).toContain(person);
    expect(await date.inputValue()).toBe(trailDay());

    // A day without points says so; the seeded day plays again.
    const monthAgo = new Date();
    monthAgo.setDate(monthAgo.getDate() - 30);
    await date.fill(ymd(monthAgo));
    await eventually(() => panel.getByText('该日没有轨迹点。').count()).toBe(1);
    expect(query('date')).toBe(ymd(monthAgo));
    await date.fill(trailDay());
    await eventually(() => player.count()).toBe(1);
    expect(query('date')).toBe(trailDay());

    // Another person from the picker: their own player replaces this one.
    await player.evaluate((box) => box.setAttribute('data-replaced', 'true'));
    await picker.click();
    const other = page.getByRole('option').filter({ hasNotText: person }).first();
    const otherName = (await other.textContent())!.split(' · ')[0]!;
    await other.click();
    await eventually(() => panel.locator('[data-testid="trail-player"]:not([data-replaced])').count()).toBe(1);
    expect(await picker.inputValue()).toContain(otherName);
    expect(query('staff')).not.toBe(staffId);
    expect(query('date')).toBe(trailDay());
    const count = Number(await player.getAttribute('data-count'));
    expect(count).toBeGreaterThan(100);
    await eventually(() => panel.getByText(`${count} 个点`).count()).toBe(1);
    // No map key in this build: the offline map draws the whole path on its base layer.
    const map = panel.getByRole('img', { name: '轨迹地图' });
    expect(await map.count()).toBe(1);
    const travelled = () =>
      player.evaluate((box) => {
        // The travelled path's layer (the canvas after the base map), in the renderer's blue.
        const canvas = box.querySelectorAll('canvas')[1]!;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let blue = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] === 25 && data[i + 1] === 118 && data[i + 2] === 210 && data[i + 3] === 255) blue++;
        return blue;
      });
    expect(await travelled()).toBe(0);
    const slider = panel.getByRole('slider', { name: '轨迹进度' });
    const firstTime = await slider.getAttribute('aria-valuetext');
    expect(firstTime).toMatch(new RegExp(`^${trailDay()} \\d{2}:\\d{2}:\\d{2}$`));

    await panel.getByRole('button', { name: '16x' }).click();
    await panel.getByRole('button', { name: '播放', exact: true }).click();
    await eventually(() => player.getAttribute('data-state')).toBe('playing');
    // It moves through the trail rather than jumping to the end.
    await eventually(async () => {
      const index = Number(await player.getAttribute('data-index'));
      return index > 0 && index < count - 1;
    }).toBe(true);
    await eventually(() => player.getAttribute('data-state')).toBe('ended');
    expect(Number(await player.getAttribute('data-index'))).toBe(count - 1);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(count - 1);
    const lastTime = (await slider.getAttribute('aria-valuetext'))!;
    expect(lastTime > firstTime!).toBe(true);
    expect(await panel.getByTestId('trail-time').textContent()).toBe(lastTime.slice(11));
    expect(await travelled()).toBeGreaterThan(500);
    await eventually(() => panel.getByRole('button', { name: '播放', exact: true }).count()).toBe(1);

    // Check items: a check point's items, then an abnormal inspection and its failed item.
    await page.getByRole('tab', { name: '检查项' }).click();
    const points = bodyRows(panel, '检查点');
    await eventually(() => points.count()).toBeGreaterThan(0);
    const pointCells = await points.first().locator('td').allTextContents();
    await points.first().click();
    await eventually(() => panel.getByRole('heading', { name: `检查项 · ${pointCells[0]}` }).count()).toBe(1);
    await eventually(() => bodyRows(panel, '检查项').count()).toBe(Number(pointCells[2]));

    const inspections = bodyRows(panel, '检查记录');
    await eventually(() => inspections.count()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: '异常', exact: true }).click();
    await eventually(async () => {
      const texts = await inspections.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('异常'));
    }).toBe(true);
    const inspected = (await inspections.first().locator('td').nth(1).textContent())!;
    await inspections.first().getByRole('button', { name: '查看' }).click();
    const detail = page.getByRole('dialog', { name: '检查详情' });
    await eventually(() => bodyRows(detail, '检查详情').count()).toBeGreaterThan(0);
    expect(await detail.textContent()).toContain(inspected);
    expect(await bodyRows(detail, '检查详情').filter({ hasText: '否' }).count()).toBeGreaterThan(0);
    await detail.getByRole('button', { name: '关闭' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);

    // Standing book: expand a year book, choose one of its books, read its entries.
    await page.getByRole('tab', { name: '台账' }).click();
    const tree = panel.getByRole('tree');
    const year = tree.getByRole('treeitem').first();
    await eventually(() => year.count()).toBe(1);
    const books = Number((await year.textContent())!.match(/(\d+) 本/)![1]);
    expect(books).toBeGreaterThan(0);
    await year.getByRole('button', { name: '展开' }).first().click();
    const children = year.getByRole('group').getByRole('treeitem');
    await eventually(() => children.count()).toBe(books);
    const child = children.first();
    // The book's button reads its name, then a line of year, type and count.
    const childButton = child.getByRole('button').last();
    const childText = (await childButton.textContent())!;
    const childName = childText.slice(0, childText.length - (await childButton.getByRole('paragraph').textContent())!.length);
    expect(childName).toMatch(/台账$/);
    await childButton.click();
    await eventually(() => panel.getByRole('heading', { name: `台账记录 · ${childName}` }).count()).toBe(1);
    await eventually(() => bodyRows(panel, '台账记录').count()).toBeGreaterThan(0);
    expect(await year.getByRole('button', { name: '收起' }).count()).toBe(1);
  }, 120_000);
});
