// Demo data for the reference server: a real administrative tree, governments, aerospace
// supply-chain companies with accounts, staff with clock records and GPS trails, check
// points, 90 days of inspections and warnings, standing books, and demo roles and users.
//
// Deterministic: every value comes from a seeded PRNG and dates are relative to `now`,
// so the same options and the same `now` give the same rows. Everything is written in
// one transaction: a failed seed leaves no partial data behind.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { keepStatistics } from '../db/statistics.js';
import { hashPassword } from '../security/password.js';
import { makePlan, type SeedContext, type SeedPlan } from './gen/context.js';
import { writeCheckPoints } from './gen/checks.js';
import { writeInspections } from './gen/inspections.js';
import { writeMaintenanceRecords } from './gen/maintenance.js';
import { writeCities, writeCompanies, writeGovernments } from './gen/org.js';
import { DEMO_USERS, hashDemoPasswords, writeDemoRoles } from './gen/roles.js';
import { writeStaff } from './gen/staff.js';
import { writeStandingBooks } from './gen/standing.js';
import { Rng, formatDateTime } from './random.js';
import { Writer, detectDialect, type IdTable } from './writer.js';

export { DEMO_USERS } from './gen/roles.js';
export type { SeedPlan } from './gen/context.js';

/** The password of every demo company and government account. */
export const DEMO_ACCOUNT_PASSWORD = 'demo123456';
/** The fixed PRNG seed: change it and every generated value changes. */
export const SEED = 20_240_917;
/** SQLite page cache while seeding, in KiB (negative cache_size); the pages are only allocated as used. */
const SEED_CACHE_KIB = 256 * 1024;

export interface SeedOptions {
  /** 1 = the demo: ~60 companies, ~600 staff, 20,000 inspections. */
  scale?: number;
  /** Overrides the number of companies (benchmarks); companies past the demo count get lighter detail. */
  companies?: number;
  /** Overrides the number of inspections. */
  inspections?: number;
  /** The moment the data is generated relative to; defaults to the current time. */
  now?: Date;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  plan: SeedPlan;
  now: string;
  /** Rows written per table. */
  counts: Record<string, number>;
  /** Milliseconds per step, and `total`. */
  timings: Record<string, number>;
  credentials: {
    accountPassword: string;
    sampleCompanyAccount: string | null;
    sampleGovernmentAccount: string | null;
    users: { account: string; password: string; role: string }[];
  };
}

const ID_TABLES: readonly IdTable[] = [
  'cities', 'governments', 'companies', 'accounts', 'check_points', 'check_items', 'staff', 'clock_records',
  'trail_points', 'inspections', 'handling_steps', 'standing_books', 'standing_entries',
];

export async function seed(db: Kysely<DB>, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / 1000) * 1000);
  const plan = makePlan(opts);
  const dialect = detectDialect(db);
  const timings: Record<string, number> = {};
  log(
    `seeding ${plan.companies} companies (${plan.detailed} in full detail) and ${plan.inspections} inspections ` +
      `on ${dialect}, relative to ${formatDateTime(now)}`,
  );

  // Hash once, outside the transaction: every demo account shares the same password.
  let t = performance.now();
  const [passwordHash, userHashes] = await Promise.all([hashPassword(DEMO_ACCOUNT_PASSWORD), hashDemoPasswords()]);
  timings.passwords = Math.round(performance.now() - t);

  const root = new Rng(SEED);
  const writer = new Writer(db, dialect === 'postgres');
  // The company, check point and staff indexes are filled in by their steps below.
  const ctx = { now, plan, writer, passwordHash, governments: [] } as Partial<SeedContext> as SeedContext;

  // The maintenance records go straight into their entity's table, past the writer's typed ones.
  let maintenance = 0;
  const steps: [string, (trx: Kysely<DB>) => Promise<unknown>][] = [
    ['cities', async (trx) => writeCities(ctx, new Set((await trx.selectFrom('cities').select('id').execute()).map((r) => r.id)))],
    ['governments', () => writeGovernments(ctx, root.fork(1))],
    ['companies', () => writeCompanies(ctx, root.fork(2))],
    ['check_points', () => writeCheckPoints(ctx, root.fork(3))],
    ['staff', () => writeStaff(ctx, root.fork(4))],
    ['inspections', () => writeInspections(ctx, root.fork(5))],
    ['standing_books', () => writeStandingBooks(ctx, root.fork(6))],
    ['maintenance_records', async (trx) => (maintenance = await writeMaintenanceRecords(ctx, root.fork(7), trx))],
  ];
  let demo = { roles: 0, users: 0 };

  // SQLite's default 2 MB page cache thrashes on the random index inserts of a large seed;
  // a bigger one for the duration of the seed makes it several times faster.
  const restoreCache = dialect === 'sqlite' ? await enlargeSqliteCache(db) : null;
  try {
    await db.transaction().execute(async (trx) => {
      writer.use(trx);
      await writer.init(ID_TABLES);
      const rebuildIndexes = dialect === 'sqlite' ? await dropSqliteIndexes(trx, ID_TABLES) : null;
      for (const [name, run] of steps) {
        t = performance.now();
        const before = { ...writer.counts };
        await run(trx);
        await writer.drain();
        timings[name] = Math.round(performance.now() - t);
        const added = Object.entries({ ...writer.counts, maintenance_records: maintenance })
          .map(([table, n]) => [table, n - (before[table as IdTable] ?? 0)] as const)
          .filter(([, n]) => n > 0)
          .map(([table, n]) => `${table} ${n}`);
        log(`${name}: ${added.join(', ')} (${timings[name]} ms)`);
      }
      if (rebuildIndexes) {
        t = performance.now();
        await rebuildIndexes();
        timings.indexes = Math.round(performance.now() - t);
      }
      t = performance.now();
      demo = await writeDemoRoles(trx, now, userHashes);
      await writer.syncSequences(dialect);
      timings.roles = Math.round(performance.now() - t);
      if (dialect === 'sqlite') {
        // The company triggers leave the search index in many segments; merged into one, a
        // keyword page at 100,000 companies reads several times fewer pages.
        t = performance.now();
        await sql`insert into companies_search(companies_search) values ('optimize')`.execute(trx);
        timings.search_index = Math.round(performance.now() - t);
      }
    });
  } finally {
    await restoreCache?.();
  }
  // A bulk load: the planner's statistics from the rows now there (db/statistics.ts).
  t = performance.now();
  await keepStatistics(db, dialect);
  timings.statistics = Math.round(performance.now() - t);

  timings.total = Math.round(performance.now() - started);
  const counts: Record<string, number> = { ...writer.counts, ...(maintenance ? { maintenance_records: maintenance } : {}), roles: demo.roles, system_users: demo.users };
  log(`seeded in ${timings.total} ms`);
  const firstCompany = ctx.companies?.count ? ctx.companies.firstId : null;
  return {
    plan,
    now: formatDateTime(now),
    counts,
    timings,
    credentials: {
      accountPassword: DEMO_ACCOUNT_PASSWORD,
      sampleCompanyAccount: firstCompany === null ? null : `qy${String(firstCompany).padStart(6, '0')}`,
      sampleGovernmentAccount: ctx.governments.length ? `gov${String(ctx.governments[0]!.id).padStart(3, '0')}` : null,
      users: DEMO_USERS.map((u) => ({ account: u.account, password: u.password, role: u.role })),
    },
  };
}

/**
 * Drops the indexes of `tables` that have their own CREATE INDEX (not those of PRIMARY KEY or
 * UNIQUE columns); answers a function creating them again from the same text. Rows are then
 * appended, and each index is built once from sorted keys instead of taking a million random
 * inserts: the inspections (nine indexes) load more than twice as fast, the benchmark scale
 * seeds in two thirds of the time.
 */
async function dropSqliteIndexes(db: Kysely<DB>, tables: readonly string[]): Promise<() => Promise<void>> {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})
    order by name`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const index of rows) await sql.raw(index.sql).execute(db);
  };
}

/** Raises the SQLite page cache to SEED_CACHE_KIB; answers a function restoring the old size. */
async function enlargeSqliteCache(db: Kysely<DB>): Promise<() => Promise<void>> {
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const previous = Number(rows[0]?.cache_size ?? -2000);
  await sql.raw(`pragma cache_size = -${SEED_CACHE_KIB}`).execute(db);
  return async () => {
    await sql.raw(`pragma cache_size = ${Math.trunc(previous)}`).execute(db);
  };
}

/** Seeds only when there are no companies yet; answers whether it seeded. */
export async function seedIfEmpty(db: Kysely<DB>, opts: SeedOptions = {}): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (row) return false;
  await seed(db, opts);
  return true;
}
