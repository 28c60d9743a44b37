import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Session } from './browser';
import { api, csvRows, day, downloaded, enDay, pngSize, type CompanyRow } from './opsApi';
import { signedIn } from './shellPages';

/**
 * The statistics page end to end (real Chromium, real seeded server, in English): the totals,
 * the week and the company ranking against the server's own numbers, and their downloads.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const COUNTERS = { companies: 'Companies', staff: 'Staff', check_points: 'Check points', inspections: 'Inspections', warnings: 'Warnings', governments: 'Governments' };
type Count = Record<keyof typeof COUNTERS, number>;
const en = (n: number) => n.toLocaleString('en-US');
const card = (page: Page, testId: string) => page.locator('section', { has: page.getByTestId(testId) });

/** Saves what a button downloads. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await downloaded(file) };
}

/** The ranking the server gives for a period, as "name|inspections|warnings" (ties may come in any order). */
async function ranking(from: string, to: string, format: (n: number) => string = en): Promise<string[]> {
  const rows = await api<CompanyRow[]>('admin/auth/company-inspect-data', { date_from: from, date_to: to, limit: 20 });
  return rows.map((r) => `${r.company_name}|${format(r.inspections)}|${format(r.warnings)}`).sort();
}

/** The ranking the chart's data table shows, checked to be ordered by inspections. */
async function shownRanking(companies: Locator): Promise<string[]> {
  const cells = await companies.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
  const inspections = cells.map((c) => Number(c[2]!.replace(/,/g, '')));
  expect(inspections).toEqual([...inspections].sort((a, b) => b - a));
  expect(cells.map((c) => c[0])).toEqual(cells.map((_, i) => String(i + 1)));
  return cells.map((c) => `${c[1]}|${c[2]}|${c[3]}`).sort();
}

describe('the statistics page', () => {
  it('shows the seeded totals, the week and the company ranking, as the server counts them', { timeout: 120_000 }, async () => {
    session = await signedIn();
    const { page } = session;
    const count = await api<Count>('admin/admin/admin-data-count');
    const week = await api<{ date: string; inspections: number; warnings: number }[]>('admin/auth/week-data');
    await page.goto(session.url('/statistic/index'));

    // The six figures, with thousand separators.
    expect(count.inspections, 'the seed has thousands of inspections').toBeGreaterThanOrEqual(1000);
    for (const key of Object.keys(COUNTERS) as (keyof Count)[]) {
      const figure = page.getByTestId(`counter-${key}`);
      await expect.poll(() => figure.getAttribute('data-value'), { timeout: 20_000 }).toBe(String(count[key]));
      expect(await figure.innerText()).toBe(en(count[key]));
    }
    expect(await page.getByTestId('counter-inspections').innerText()).toMatch(/^\d{1,3}(,\d{3})+$/);

    // The week: one bar per day with inspections, one warning dot per day.
    const weekChart = page.getByTestId('week-chart');
    await expect.poll(() => weekChart.locator('svg.recharts-surface').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => weekChart.locator('.recharts-line-dots circle').count(), { timeout: 20_000 }).toBe(week.length);
    expect(await weekChart.locator('.recharts-bar-rectangle path').count()).toBe(week.filter((d) => d.inspections > 0).length);
    const weekCard = card(page, 'week-chart');
    expect(await weekCard.locator('table tbody tr td').allTextContents()).toEqual(week.flatMap((d) => [en(d.inspections), en(d.warnings)]));
    const weekCsv = csvRows((await download(page, weekCard.getByRole('button', { name: 'Export the numbers (CSV)' }))).bytes);
    expect(weekCsv).toEqual([['Day', 'Inspections', 'Warnings'], ...week.map((d) => [d.date, String(d.inspections), String(d.warnings)])]);

    // The companies over the last 30 days (the default), then over another period.
    const companies = card(page, 'company-chart');
    const chart = page.getByTestId('company-chart');
    const last30 = await ranking(day(-29), day(0));
    await expect.poll(() => shownRanking(companies), { timeout: 20_000 }).toEqual(last30);
    expect(await chart.locator('svg.recharts-surface').count()).toBe(1);
    expect(await chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThanOrEqual(last30.length);
    expect(await chart.locator('.recharts-yAxis .recharts-cartesian-axis-tick').count()).toBe(last30.length);
    // The charts' screen-reader tables stay out of sight and do not lengthen the page.
    const below = await page.evaluate(() => document.documentElement.scrollHeight - window.scrollY - document.querySelector('#main-content')!.getBoundingClientRect().bottom);
    expect(below).toBeLessThan(60);

    await companies.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${day(-6)}&to=${day(0)}&top=20`);
    const last7 = await ranking(day(-6), day(0));
    expect(last7).not.toEqual(last30);
    await expect.poll(() => shownRanking(companies), { timeout: 20_000 }).toEqual(last7);

    const [from, to] = [day(-40), day(-20)];
    // The date fields take days as English writes them.
    await companies.getByLabel('From', { exact: true }).fill(enDay(from));
    await companies.getByLabel('To', { exact: true }).fill(enDay(to));
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${from}&to=${to}&top=20`);
    const period = await ranking(from, to);
    expect(period).not.toEqual(last7);
    await expect.poll(() => shownRanking(companies), { timeout: 20_000 }).toEqual(period);

    // The picture as a PNG, the numbers as CSV (plain numbers, no separators).
    const png = await download(page, companies.getByRole('button', { name: 'Download as PNG' }));
    expect(png.name).toBe(`company-ranking-${from}-${to}.png`);
    const size = pngSize(png.bytes);
    expect(size, 'a PNG file').not.toBeNull();
    expect(size!.width).toBeGreaterThan(600);
    expect(size!.height).toBeGreaterThan(300);

    const csv = csvRows((await download(page, companies.getByRole('button', { name: 'Export the numbers (CSV)' }))).bytes);
    expect(csv[0]).toEqual(['Rank', 'Company', 'Inspections', 'Warnings', 'Warning rate (%)']);
    expect(csv.slice(1).map((r) => `${r[1]}|${r[2]}|${r[3]}`).sort()).toEqual(await ranking(from, to, String));
    for (const row of csv.slice(1)) expect(Number(row[4])).toBeCloseTo((100 * Number(row[3])) / Number(row[2]), 1);

    const totals = csvRows((await download(page, page.getByRole('button', { name: 'Export totals (CSV)' }))).bytes);
    expect(totals).toEqual([['Figure', 'Value'], ...Object.entries(COUNTERS).map(([key, label]) => [label, String(count[key as keyof Count])])]);
  });
});
