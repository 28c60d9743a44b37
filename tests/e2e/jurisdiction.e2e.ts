import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './browser';
import { api, apiJson, type ListPage } from './opsApi';
import { seriousViolations, signInNew } from './shellPages';

/**
 * A district supervisor (a system user bound to one seeded district body, docs/API.md
 * "Jurisdictions") in the console, in Chinese: the companies, the dashboard's counters, the
 * warnings and the maintenance records of that district only, each checked against what the
 * administrator counts through the API for the district's companies; the company form's government
 * and area pickers offer the district only, against the administrator's tree; and another
 * district's company is the not-found page.
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

interface Body {
  id: number;
  name: string;
  level: string;
  parent_id: number | null;
  city_id: number;
}
interface City {
  id: number;
  name: string;
  has_children: boolean;
}
interface Company {
  id: number;
  name: string;
}

const ACCOUNT = 'district_e2e';
const PASSWORD = 'District#2026-xyz';
// company:create and government:view: the company form, with its government and city pickers.
const PERMISSIONS = ['company:view', 'company:create', 'government:view', 'statistic:view', 'warning:view', 'maintenance:view'];

/** Every page of a list call, as the administrator reads it. */
async function all<T>(path: string, body: Record<string, string | number> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<ListPage<T>>(path, { ...body, page, limit: 100 });
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) return rows;
  }
}

const total = async (path: string, body: Record<string, string | number>) => (await api<ListPage<unknown>>(path, { ...body, limit: 1 })).total;

/** What the administrator counts for some companies: the dashboard's figures, a warning list's and the maintenance list's totals. */
async function figuresOf(companies: Company[]) {
  const sum = async (count: (id: number) => Promise<number>) => (await Promise.all(companies.map((c) => count(c.id)))).reduce((a, b) => a + b, 0);
  return {
    companies: companies.length,
    staff: await sum((id) => total('admin/staff/staff-list', { company_id: id })),
    check_points: await sum(async (id) => (await api<unknown[]>('operate/company/code-by-company', { company_id: id })).length),
    inspections: await sum((id) => total('admin/standing/inspect-list', { company_id: id })),
    warnings: await sum((id) => total('admin/standing/error-inspect-list', { company_id: id })),
    governments: 1,
    maintenance: await sum((id) => total('operate/entity/maintenance_records/list', { company_id: id })),
  };
}

/** A body and every body under it (parent_id), as the administrator lists them. */
function subtree(bodies: Body[], root: Body): Body[] {
  const under = bodies.filter((b) => b.parent_id === root.id);
  return [root, ...under.flatMap((b) => subtree(bodies, b))];
}

/** The administrator's city tree, level by level, down to `target`: each level's names, and the node taken. */
async function cityLevels(target: number, parent?: number): Promise<{ names: string[]; taken: string }[] | null> {
  const level = await api<City[]>('operate/government/get-city-data', parent === undefined ? {} : { parent_id: parent });
  const names = level.map((c) => c.name);
  const found = level.find((c) => c.id === target);
  if (found) return [{ names, taken: found.name }];
  for (const city of level.filter((c) => c.has_children)) {
    const below = await cityLevels(target, city.id);
    if (below) return [{ names, taken: city.name }, ...below];
  }
  return null;
}

/** The names a picker's open list offers. */
const offered = (list: ReturnType<Page['locator']>) => list.getByRole('option').allInnerTexts().then((names) => names.map((n) => n.trim()).sort());

/** The list's total as the zh pagination says it ("第 1-20 条，共 N 条"). */
async function shownTotal(page: Page): Promise<number | null> {
  const text = await page.locator('.MuiTablePagination-displayedRows').first().innerText().catch(() => '');
  const match = /共\s*([\d,]+)\s*条/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** The visible rows' text, each of which must name a company of `names`. */
async function rowsOutside(page: Page, names: string[]): Promise<string[]> {
  const rows = await page.locator('table tbody tr:visible').allInnerTexts();
  return rows.filter((row) => !names.some((name) => row.includes(name)));
}

describe('a district supervisor', () => {
  it('sees only the district: its companies, counters, warnings and maintenance records, and another district\'s company is not found', { timeout: 90_000 }, async () => {
    // Two seeded district bodies with companies (no body under them): the supervisor's, and another.
    const bodies = await all<Body>('operate/government/government-list');
    const leaves = bodies.filter((b) => b.level === 'district' && !bodies.some((c) => c.parent_id === b.id));
    const withCompanies: { body: Body; companies: Company[] }[] = [];
    for (const body of leaves) {
      const companies = await all<Company>('operate/company/company-list', { government_id: body.id });
      if (companies.length >= 2) withCompanies.push({ body, companies });
    }
    withCompanies.sort((a, b) => a.companies.length - b.companies.length);
    expect(withCompanies.length, 'two districts with companies in the seed').toBeGreaterThanOrEqual(2);
    const [mine, other] = [withCompanies[0]!, withCompanies[withCompanies.length - 1]!];
    const names = mine.companies.map((c) => c.name);
    const want = await figuresOf(mine.companies);
    expect(want.warnings, 'the district has warnings').toBeGreaterThan(0);
    expect(want.maintenance, 'the district has maintenance records').toBeGreaterThan(0);
    const whole = await api<Record<string, number>>('admin/admin/admin-data-count');
    expect(whole.companies).toBeGreaterThan(want.companies);

    // The supervisor: a role that views companies, statistics, warnings and maintenance records, bound to the district.
    const permissions = (await api<{ id: number; name: string }[]>('operate/permission/permission-list')).filter((p) => PERMISSIONS.includes(p.name));
    expect(permissions.map((p) => p.name).sort()).toEqual([...PERMISSIONS].sort());
    const role = await apiJson<{ id: number }>('operate/permission/update-role', { name: 'district_e2e', title: '区级监管', permission_ids: permissions.map((p) => p.id) });
    await apiJson('operate/auth/register', { account: ACCOUNT, name: '区监管员', password: PASSWORD, role_ids: [role.id], government_id: mine.body.id });

    // Logs in in Chinese, setting a password of their own as a new user does.
    session = await signInNew(ACCOUNT, PASSWORD, 'zh');
    const { page, url } = session;

    // The dashboard: the district named in the heading, and its figures.
    await expect.poll(() => page.getByTestId('dashboard-jurisdiction').innerText(), { timeout: 20_000 }).toBe(`${mine.body.name} · 辖区`);
    for (const key of ['companies', 'staff', 'check_points', 'inspections', 'warnings', 'governments'] as const) {
      await expect.poll(() => page.getByTestId(`counter-${key}`).getAttribute('data-value'), { timeout: 20_000 }).toBe(String(want[key]));
    }
    expect(await seriousViolations(page, 'the dashboard of a district supervisor')).toEqual([]);
    // The avatar menu names it too.
    await page.getByRole('button', { name: /账号菜单/ }).click();
    expect(await page.getByTestId('avatar-jurisdiction').innerText()).toBe(`辖区：${mine.body.name}`);
    await page.keyboard.press('Escape');

    // The companies, the warnings and the maintenance records: the district's, as many as the administrator counts.
    for (const [path, count] of [
      ['/company/index', want.companies],
      ['/warn/index', want.warnings],
      ['/maintenance/records', want.maintenance],
    ] as const) {
      await page.goto(url(path));
      await expect.poll(() => shownTotal(page), { timeout: 20_000, message: path }).toBe(count);
      await expect.poll(() => page.locator('table tbody tr:visible').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // A reference's name may come a moment after its row.
      await expect.poll(() => rowsOutside(page, names), { timeout: 20_000, message: path }).toEqual([]);
    }

    // The company form's pickers offer the jurisdiction only: the district body (and any under
    // it), and the way down the area tree to its district, where the administrator has more.
    const governments = subtree(bodies, mine.body).map((b) => b.name).sort();
    expect(bodies.length, 'the administrator sees more bodies').toBeGreaterThan(governments.length);
    const levels = await cityLevels(mine.body.city_id);
    expect(levels, 'the district in the city tree').not.toBeNull();
    expect(levels!.some((l) => l.names.length > 1), 'the administrator sees more areas').toBe(true);
    await page.goto(url('/company/index/create'));
    await page.getByRole('combobox', { name: /所在地区/ }).click();
    const columns = page.locator('.MuiPopover-paper [role="listbox"]');
    for (const [depth, level] of levels!.entries()) {
      await expect.poll(() => offered(columns.nth(depth)), { timeout: 20_000, message: `area level ${depth + 1}` }).toEqual([level.taken]);
      await columns.nth(depth).getByRole('option', { name: level.taken, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: /监管政府/ }).click();
    await expect.poll(() => offered(page.getByRole('listbox')), { timeout: 20_000, message: 'government bodies' }).toEqual(governments);
    await page.keyboard.press('Escape');

    // Another district's company, by its address: the not-found page.
    await page.goto(url(`/company/index/${other.companies[0]!.id}/show`));
    await page.waitForURL((u) => u.pathname === '/404', { timeout: 20_000 });
    await page.getByRole('heading', { name: '页面不存在' }).waitFor({ timeout: 20_000 });
    // And one of its own opens.
    await page.goto(url(`/company/index/${mine.companies[0]!.id}/show`));
    await page.getByText(mine.companies[0]!.name).first().waitFor({ timeout: 20_000 });
  });
});
