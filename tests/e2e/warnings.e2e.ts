import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, openBrowser, type Session } from './browser';
import { api, day, enDay, type CompanyRow, type HandlingDetail, type Inspection, type ListPage, type WarningRow } from './opsApi';
import { shellReady, signedIn } from './shellPages';

/**
 * Warnings, their handling, the dashboard and the statistics, end to end (real Chromium,
 * real seeded server, in English), each screen checked against the server's own answers.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const WARNINGS = 'admin/standing/error-inspect-list';
const NEWEST = { sort: 'created_at', order: 'desc' } as const;
const rows = (page: Page) => page.locator('table tbody tr:visible');
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The list's rows as their first cell's text, once they are `expected`. */
async function expectRows(page: Page, expected: string[]) {
  await expect.poll(() => rows(page).locator('td:first-child').allInnerTexts(), { timeout: 20_000 }).toEqual(expected);
}

/** The inspection panel shows what inspect-detail answers: items with pass/fail and remarks, staff, check point, time. */
async function expectInspection(page: Page, inspection: Inspection) {
  const table = page.getByRole('table', { name: 'Check items' });
  await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBe(inspection.results.length);
  for (const [i, result] of inspection.results.entries()) {
    const row = table.locator('tbody tr').nth(i);
    expect(await row.getAttribute('data-ok')).toBe(String(result.ok));
    expect(await row.locator('td').allInnerTexts()).toEqual([result.item, result.ok ? 'Pass' : 'Fail', result.remark]);
  }
  const main = await page.locator('main').innerText();
  for (const text of [inspection.staff_name ?? 'Not recorded', inspection.check_name, inspection.company_name, inspection.created_at]) expect(main).toContain(text);
}

/** The timeline shows admin-status-detail's steps, oldest first. */
async function expectTimeline(page: Page, detail: HandlingDetail) {
  const steps = page.getByTestId('handling-step');
  if (detail.steps.length === 0) {
    await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toContain('No handling steps yet');
    return;
  }
  await expect.poll(() => steps.count(), { timeout: 20_000 }).toBe(detail.steps.length);
  for (const [i, step] of detail.steps.entries()) {
    const text = await steps.nth(i).innerText();
    for (const part of [step.action, step.actor, step.remark, step.created_at]) expect(text).toContain(part);
  }
}

describe('warnings, handling, dashboard and statistics', () => {
  it('opens a warning from the dashboard: its inspection and its handling timeline, each at its own URL', async () => {
    session = await signedIn();
    const { page } = session;
    const latest = await api<ListPage<WarningRow>>(WARNINGS, { handle_status: 0, page: 1, limit: 6, ...NEWEST });
    const links = page.getByTestId('latest-warnings').locator('a');
    await expect.poll(() => links.count(), { timeout: 20_000 }).toBe(latest.list.length);
    for (const [i, warning] of latest.list.entries()) expect(await links.nth(i).innerText()).toContain(warning.content);

    // One reported by a member of staff, so that the inspector's name shows.
    const details = await Promise.all(latest.list.map((w) => api<Inspection>('admin/standing/inspect-detail', { id: w.id })));
    const index = Math.max(0, details.findIndex((d) => d.staff_name));
    const { id } = latest.list[index]!;
    await links.nth(index).click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${id}/show`);
    await expectInspection(page, details[index]!);
    expect(await page.locator('main').innerText()).toContain(latest.list[index]!.content);

    const handling = await api<HandlingDetail>('admin/standing/admin-status-detail', { id });
    await page.getByTestId('warning-view-handling').click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${id}/show?view=handling`);
    await expectTimeline(page, handling);
    expect(await page.getByRole('table', { name: 'Check items' }).count()).toBe(0);

    // Back leads to the page that opened the warning, past the toggle.
    await page.getByTestId('warning-back').click();
    await expect.poll(() => path(page)).toBe('/');
    await expect.poll(() => links.count(), { timeout: 20_000 }).toBe(latest.list.length);

    // Each view is its own address: typed in, it opens on that view; back from there is the list.
    await page.goto(session.url(`/warn/index/${id}/show?view=handling`));
    await expectTimeline(page, handling);
    expect(await page.getByTestId('warning-view-handling').getAttribute('aria-selected')).toBe('true');
    await page.goto(session.url(`/warn/index/${id}/show`));
    await expectInspection(page, details[index]!);
    expect(await page.getByTestId('warning-view-detail').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('warning-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/warn/index');
  });

  it('keeps a filtered second page of warnings across opening, toggling and both back buttons', { timeout: 120_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    // The company with the most warnings, its handled ones over most of the seeded 90 days.
    const companies = await api<CompanyRow[]>('admin/auth/company-inspect-data', { limit: 100 });
    const company = [...companies].sort((a, b) => b.warnings - a.warnings)[0]!;
    const filter = { company_id: company.company_id, handle_status: 2, date_from: day(-85), date_to: day(-2) };
    const [first, second] = await Promise.all([1, 2].map((n) => api<ListPage<WarningRow>>(WARNINGS, { ...filter, page: n, limit: 20, ...NEWEST })));
    expect(second!.total, 'the seed gives this filter a second page').toBeGreaterThan(20);

    await page.goto(session.url('/warn/index'));
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(20);
    const [fromBox, toBox] = [page.getByLabel('From', { exact: true }), page.getByLabel('To', { exact: true })];
    const companyBox = page.getByRole('combobox', { name: 'Company' });
    await companyBox.click();
    await companyBox.fill(company.company_name);
    await page.getByRole('option', { name: company.company_name }).click();
    await page.getByRole('combobox', { name: /^Handling/ }).click();
    await page.getByRole('option', { name: 'Handled' }).click();
    // The date fields take days as English writes them.
    await fromBox.fill(enDay(filter.date_from));
    await toBox.fill(enDay(filter.date_to));
    await expectRows(page, first!.list.map((w) => w.content));
    // Polled: a page for a partly applied filter (the "to" date typed, the "from" date not yet)
    // can show the same newest rows with a larger total.
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows:visible').innerText(), { timeout: 20_000 }).toBe(`1-20 of ${first!.total}`);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expectRows(page, second!.list.map((w) => w.content));
    const listUrl = path(page);
    expect(new URLSearchParams(listUrl.split('?')[1]).get('page')).toBe('2');
    const expectSameList = async () => {
      await expect.poll(() => path(page), { timeout: 20_000 }).toBe(listUrl);
      await expectRows(page, second!.list.map((w) => w.content));
      expect(await companyBox.inputValue()).toBe(company.company_name);
      expect(await fromBox.inputValue()).toBe(enDay(filter.date_from));
      expect(await toBox.inputValue()).toBe(enDay(filter.date_to));
    };

    // A row opens the detail; the view toggles; the screen's back button returns to page 2.
    const opened = second!.list[2]!;
    await rows(page).nth(2).locator('td').first().click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${opened.id}/show`);
    await expectInspection(page, await api<Inspection>('admin/standing/inspect-detail', { id: opened.id }));
    await page.getByTestId('warning-view-handling').click();
    await expectTimeline(page, await api<HandlingDetail>('admin/standing/admin-status-detail', { id: opened.id }));
    await page.getByTestId('warning-view-detail').click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${opened.id}/show`);
    await page.getByRole('table', { name: 'Check items' }).waitFor();
    await page.getByTestId('warning-back').click();
    await expectSameList();

    // The row's own button, the toggle, then the browser's back button, one view at a time.
    const other = second!.list[0]!;
    await rows(page).first().getByRole('link', { name: 'Details' }).click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${other.id}/show`);
    await page.getByTestId('warning-view-handling').click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${other.id}/show?view=handling`);
    await page.getByTestId('handling-step').first().waitFor();
    await page.goBack();
    await expect.poll(() => path(page)).toBe(`/warn/index/${other.id}/show`);
    await page.goBack();
    await expectSameList();
  });

  it('reaches the handling records from the warning screen and filters them by handling status', async () => {
    session = await signedIn();
    const { page } = session;
    const expected = await api<ListPage<Inspection>>('admin/standing/admin-status-inspect-list', { handle_status: 1, page: 1, limit: 20, ...NEWEST });
    await page.goto(session.url('/warn/index'));
    await page.getByRole('tab', { name: 'Handling records' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/warn/handling');
    // The handling screen itself, not the list it replaces while its code loads.
    await page.getByRole('columnheader', { name: 'Failed items' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(20);

    await page.getByRole('combobox', { name: /^Handling/ }).click();
    await page.getByRole('option', { name: 'Handling', exact: true }).click();
    await expect.poll(() => rows(page).locator('td:nth-child(2)').allInnerTexts(), { timeout: 20_000 }).toEqual(expected.list.map((r) => r.check_name));
    expect(await rows(page).locator('td:first-child').allInnerTexts()).toEqual(expected.list.map((r) => r.company_name));
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows:visible').innerText(), { timeout: 20_000 }).toBe(`1-20 of ${expected.total}`);
    expect(new Set(await rows(page).locator('[data-status]').evaluateAll((all) => all.map((el) => el.getAttribute('data-status'))))).toEqual(new Set(['1']));
    const listUrl = path(page);

    // A record opens the warning on its handling timeline.
    const record = expected.list[1]!;
    await rows(page).nth(1).locator('td').first().click();
    await expect.poll(() => path(page)).toBe(`/warn/index/${record.id}/show?view=handling`);
    await expectTimeline(page, await api<HandlingDetail>('admin/standing/admin-status-detail', { id: record.id }));
    await page.getByTestId('warning-back').click();
    await expect.poll(() => path(page)).toBe(listUrl);
    await expect.poll(() => rows(page).locator('td:nth-child(2)').allInnerTexts(), { timeout: 20_000 }).toEqual(expected.list.map((r) => r.check_name));
  });

  it('shows the server’s count of pending warnings in the navbar, and stays quiet while the API is unreachable', { timeout: 120_000 }, async () => {
    session = await openBrowser();
    const { page } = session;
    // Every notification the page mounts, counted from the first paint.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { toasts: string[] }).toasts = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            const bar = node.matches('.MuiSnackbar-root') ? node : node.querySelector('.MuiSnackbar-root');
            if (bar) seen.push(bar.textContent ?? '');
          }
      }).observe(document, { childList: true, subtree: true });
    });
    // A controllable clock, so that minutes of polling pass in seconds.
    await page.clock.install();
    await session.context.addCookies([{ name: 'language', value: 'en', url: session.url('/') }]);
    await loginAs(session);
    await shellReady(page);

    const pending = await api<ListPage<WarningRow>>(WARNINGS, { handle_status: 0, page: 1, limit: 1 });
    const badge = page.getByTestId('warning-badge');
    await expect.poll(() => badge.locator('[data-count]').getAttribute('data-count'), { timeout: 20_000 }).toBe(String(pending.total));
    expect(await badge.getAttribute('aria-label')).toBe(`${pending.total} pending warnings`);
    expect(await badge.locator('.MuiBadge-badge').innerText()).toBe(pending.total > 99 ? '99+' : String(pending.total));

    // The dashboard has had its answers; then the API goes away: the badge keeps asking, ever
    // more slowly, without a word to the user.
    await expect.poll(() => page.getByTestId('latest-warnings').locator('a').count(), { timeout: 20_000 }).toBe(Math.min(6, pending.total));
    await page.getByTestId('week-chart').locator('svg').first().waitFor();
    await page.getByTestId('counter-warnings').waitFor();
    let asked = 0;
    await page.route(`${inject('apiUrl')}/**`, (route) => {
      const request = route.request();
      if (request.url().endsWith(WARNINGS) && /(^|&)limit=1(&|$)/.test(request.postData() ?? '')) asked += 1;
      return route.abort('connectionrefused');
    });
    await page.evaluate(() => ((window as unknown as { toasts: string[] }).toasts.length = 0));
    for (let minute = 0; minute < 12; minute++) {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(200);
    }
    // Polls at 1, 3 and 7 minutes, then at most every five (not every minute).
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(asked).toBeLessThanOrEqual(5);
    await expect.poll(() => badge.getAttribute('aria-label')).toBe('Pending warnings (count unavailable)');
    expect(await badge.locator('[data-count]').getAttribute('data-count')).toBe('');
    expect((await page.evaluate(() => (window as unknown as { toasts: string[] }).toasts)).length).toBeLessThanOrEqual(1);

    // Back again: the next poll brings the count back.
    await page.unrouteAll();
    for (let minute = 0; minute < 6 && (await badge.locator('[data-count]').getAttribute('data-count')) === ''; minute++) {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(500);
    }
    await expect.poll(() => badge.locator('[data-count]').getAttribute('data-count'), { timeout: 10_000 }).toBe(String(pending.total));

    // The bell opens the pending warnings: as many as it counted.
    await badge.click();
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows:visible').innerText(), { timeout: 20_000 }).toBe(`1-${Math.min(20, pending.total)} of ${pending.total}`);
    expect(new Set(await rows(page).locator('[data-status]').evaluateAll((all) => all.map((el) => el.getAttribute('data-status'))))).toEqual(new Set(['0']));
  });
});
