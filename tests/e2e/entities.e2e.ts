// Entities by definition, end to end against the built service: a new definition file goes
// through `npm run entities -- import` into the running service's database (no build, no
// restart); a user whose role holds its permissions finds it in the menu, creates a record,
// filters, exports and sees the record's history, with axe clean on each screen.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { node, root, run, tsxArgs } from '../../scripts/lib.mjs';
import type { Session } from './browser';
import { seriousViolations, signInNew } from './shellPages';
import { api, apiJson, csvRows, downloaded, type ListPage } from './opsApi';

const sessions: Session[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const words = (zh: string, en: string, es: string) => ({ zh, en, es });

/** A definition the product does not ship: spare parts kept for the maintenance work. */
const SPARE_PARTS = {
  name: 'spare_parts',
  version: 1,
  route: '/maintenance/spare-parts',
  permission: 'spare_part',
  labels: { name: words('备件', 'Spare parts', 'Repuestos'), item: words('备件', 'Spare part', 'Repuesto'), create: words('新增备件', 'New spare part', 'Nuevo repuesto') },
  menu: { group: 'maintenance', order: 20, icon: 'inventory' },
  recordTitle: 'part',
  fields: [
    { name: 'part', type: 'text', label: words('名称', 'Part', 'Pieza'), required: true, maxLength: 40, search: true, sort: true },
    {
      name: 'condition',
      type: 'choice',
      label: words('状况', 'Condition', 'Estado'),
      required: true,
      choices: [
        { value: 'new', label: words('全新', 'New', 'Nuevo') },
        { value: 'used', label: words('旧件', 'Used', 'Usado') },
      ],
      filter: 'alwaysOn',
    },
    { name: 'quantity', type: 'number', label: words('数量', 'Quantity', 'Cantidad'), decimals: 0, min: 0, max: 100000 },
  ],
};

describe('entities by definition', () => {
  it('imports a definition into the running service; a user with its permissions creates, filters, exports and reads the history', { timeout: 180_000 }, async () => {
    // The file goes through the command line into the service's own database.
    const dir = mkdtempSync(join(tmpdir(), 'ops-entities-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'spare_parts.json'), JSON.stringify(SPARE_PARTS, null, 2));
    const dbFile = join(inject('dataDir'), 'ops.sqlite');
    const code = await run(node, [...tsxArgs, `${root}server/src/entities/cli.ts`, 'import', dir, '--db-file', dbFile, '--as', 'e2e'], { env: { DATABASE_URL: '' } });
    expect(code).toBe(0);

    // The service sees it without a restart: the permissions exist, and a role can hold them.
    const want = ['spare_part:view', 'spare_part:create', 'company:view', 'audit:view'];
    await expect
      .poll(async () => (await api<{ name: string }[]>('operate/permission/permission-list')).filter((p) => want.includes(p.name)).length, { timeout: 20_000 })
      .toBe(want.length);
    const permissions = (await api<{ id: number; name: string }[]>('operate/permission/permission-list')).filter((p) => want.includes(p.name));
    const role = await apiJson<{ id: number }>('operate/permission/update-role', { name: 'storekeeper_e2e', title: 'Storekeeper', permission_ids: permissions.map((p) => p.id) });
    await apiJson('operate/auth/register', { account: 'storekeeper_e2e', name: 'Storekeeper', password: 'Store#2026-xyz', role_ids: [role.id] });

    const signed = await signInNew('storekeeper_e2e', 'Store#2026-xyz', 'en');
    sessions.push(signed);
    const { page, url } = signed;
    // The menu has the new entity in the maintenance group (its only entry for this user, so the
    // group itself is the link, as the menu draws any group of one).
    const entry = page.getByTestId('app-menu').locator('a[href="/maintenance/spare-parts"]');
    await entry.waitFor({ timeout: 20_000 });
    expect((await entry.innerText()).trim()).toBe('Maintenance management');
    await entry.click();
    await page.waitForURL((u) => u.pathname === '/maintenance/spare-parts', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Spare parts' }).first().waitFor({ timeout: 20_000 });
    // An empty list says what it lists, and offers the first record.
    await page.getByText('No spare parts yet.').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'empty list')).toEqual([]);

    // Create two records through the form, the second refused first for a missing field.
    for (const [part, condition, quantity] of [
      ['Hydraulic seal kit', 'New', '12'],
      ['Servo valve', 'Used', '3'],
    ] as const) {
      await page.goto(url('/maintenance/spare-parts/create'));
      await page.locator('input[name="part"]').waitFor({ timeout: 20_000 });
      await page.locator('input[name="part"]').fill(part);
      await page.locator('input[name="quantity"]').fill(quantity);
      await page.getByRole('button', { name: 'Save' }).click();
      // Condition is required: the form says so and keeps what was typed.
      await expect.poll(() => page.getByText('Required').first().isVisible().catch(() => false), { timeout: 10_000 }).toBe(true);
      expect(await page.locator('input[name="part"]').inputValue()).toBe(part);
      await page.getByRole('combobox', { name: /Condition/ }).click();
      await page.getByRole('option', { name: condition, exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/maintenance\/spare-parts\/\d+\/show$/, { timeout: 20_000 });
    }
    expect(await seriousViolations(page, 'record')).toEqual([]);
    // The detail shows the record's history: created by this user, field by field.
    await page.getByText('Storekeeper created the spare part “Servo valve”').waitFor({ timeout: 20_000 });
    expect(await page.locator('tr', { hasText: 'Quantity' }).innerText()).toMatch(/Quantity\s+—\s+3/);

    // Filter by condition: only the used part is listed.
    await page.goto(url('/maintenance/spare-parts'));
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole('combobox', { name: /Condition/ }).click();
    await page.getByRole('option', { name: 'Used', exact: true }).click();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toContain('Servo valve');

    // Export what the list shows.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export' }).click()]);
    const rows = csvRows(await downloaded(download));
    expect(rows[0]).toEqual(expect.arrayContaining(['Part', 'Condition', 'Quantity']));
    expect(rows.slice(1).map((r) => r[rows[0]!.indexOf('Part')])).toEqual(['Servo valve']);
    expect(rows[1]![rows[0]!.indexOf('Condition')]).toBe('Used');

    // A designer adds a field while this list is open: it shows without a reload or a build.
    const current = await api<{ version: number; document: typeof SPARE_PARTS }>('operate/entity/definition-detail', { name: 'spare_parts' });
    const shelf = { name: 'shelf', type: 'text', label: words('货架', 'Shelf', 'Estante'), maxLength: 16 };
    await apiJson('operate/entity/definition-save', { definition: { ...current.document, fields: [...current.document.fields, shelf] }, base_version: current.version });
    await page.locator('thead th', { hasText: 'Shelf' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('tbody tr').count()).toBe(1);

    // The server holds the same: two records, audited.
    const stored = await api<ListPage<{ part: string }>>('operate/entity/spare_parts/list');
    expect(stored.list.map((r) => r.part).sort()).toEqual(['Hydraulic seal kit', 'Servo valve']);
    const entries = await api<ListPage<{ action: string; account: string }>>('operate/audit/log-list', { resource: 'spare_parts' });
    expect(entries.list.filter((e) => e.action === 'create' && e.account === 'storekeeper_e2e')).toHaveLength(2);
  });
});
