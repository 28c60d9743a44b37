// The demo's maintenance records: a few per demo company, the same on every run, and each a
// record the shipped definition accepts. SQLite, or PostgreSQL when TEST_PG_URL is set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition } from '../src/entities/language/document.js';
import { seed, type SeedSummary } from '../src/seed/index.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const NOW = new Date(2025, 5, 18, 10, 30, 0);
const DEFINITION = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'entities', 'maintenance_records.json'), 'utf8')) as EntityDefinition;

type Row = Record<string, unknown>;
const records = async (database: TestDatabase) => (await sql<Row>`select * from entity_maintenance_records order by id`.execute(database.db)).rows;

describe('seed: maintenance records', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let summary: SeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase('admin123'), openTestDatabase('admin123')]);
    summary = await seed(first.db, { scale: 0.02, now: NOW });
    await seed(second.db, { scale: 0.02, now: NOW });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('writes the same few records per demo company on every run', async () => {
    const rows = await records(first);
    expect(rows).toEqual(await records(second));
    expect(summary.counts.maintenance_records).toBe(rows.length);
    const perCompany = new Map<unknown, number>();
    for (const row of rows) perCompany.set(row.company_id, (perCompany.get(row.company_id) ?? 0) + 1);
    expect(perCompany.size).toBe(summary.plan.detailed);
    for (const count of perCompany.values()) expect(count).toBeGreaterThanOrEqual(2);
    for (const count of perCompany.values()) expect(count).toBeLessThanOrEqual(5);
  });

  it('keeps every record to the definition', async () => {
    const choices = (name: string) => DEFINITION.fields.find((f) => f.name === name)!.choices!.map((c) => c.value);
    for (const row of await records(first)) {
      expect(choices('kind')).toContain(row.kind);
      expect(choices('result')).toContain(row.result);
      expect(String(row.equipment).length).toBeLessThanOrEqual(64);
      expect(String(row.technician).length).toBeLessThanOrEqual(32);
      expect(Number(row.cost)).toBeGreaterThanOrEqual(0);
      expect(Math.round(Number(row.cost) * 100)).toBeCloseTo(Number(row.cost) * 100, 6);
      expect(String(row.date) <= '2025-06-18').toBe(true);
      expect(row.created_at).toMatch(new RegExp(`^${String(row.date)} \\d\\d:\\d\\d:\\d\\d$`));
      expect(Number(row.version)).toBe(1);
    }
  });

  it('lets the demo editor keep the records and the visitor read them', async () => {
    const grants = await first.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['roles.name as role', 'permissions.name as permission'])
      .where('permissions.name', 'like', 'maintenance:%')
      .orderBy('roles.name')
      .orderBy('permissions.name')
      .execute();
    expect(grants.filter((g) => g.role !== 'admin')).toEqual([
      { role: 'editor', permission: 'maintenance:create' },
      { role: 'editor', permission: 'maintenance:update' },
      { role: 'editor', permission: 'maintenance:view' },
      { role: 'visitor', permission: 'maintenance:view' },
    ]);
  });
});
