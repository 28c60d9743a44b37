// npm run seed -- [--scale 1 | --companies 100000 --inspections 1000000] [--db-file path] [--reset]
//
// Opens the configured database (DATABASE_URL, else DB_FILE / --db-file), applies the
// migrations and the bootstrap, seeds the demo data and prints a summary with timings.
// --reset starts from nothing: the SQLite file is deleted first, on PostgreSQL every
// seeded table is truncated (the permission tree, admin role and users stay).
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openDatabase } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { keepTrailPartitions } from '../db/trail-partitions.js';
import { applyShippedDefinitions } from '../entities/shipped.js';
import { seed } from './index.js';

const BUSINESS_TABLES = [
  'standing_entries', 'standing_books', 'handling_steps', 'inspections', 'trail_points', 'clock_records',
  'staff', 'check_items', 'check_points', 'accounts', 'companies', 'governments', 'cities',
];

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run seed -- [--scale N] [--companies N] [--inspections N] [--db-file path] [--reset] [--now "YYYY-MM-DD HH:mm:ss"]',
  );
  process.exit(2);
}

function positive(name: string, raw: string | undefined, integer: boolean): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) usage(`--${name} must be a positive ${integer ? 'integer' : 'number'}`);
  return value;
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        scale: { type: 'string' },
        companies: { type: 'string' },
        inspections: { type: 'string' },
        'db-file': { type: 'string' },
        reset: { type: 'boolean', default: false },
        now: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    usage((err as Error).message);
  }
  const args = parsed.values;
  if (args.help) usage();
  const now = args.now ? new Date(args.now.replace(' ', 'T')) : undefined;
  if (now && Number.isNaN(now.getTime())) usage('--now must be a date such as "2025-06-30 12:00:00"');

  const config = loadConfig();
  const dbFile = args['db-file'] ?? config.dbFile;
  const databaseUrl = args['db-file'] ? undefined : config.databaseUrl;
  const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${dbFile}`;
  const started = performance.now();

  if (args.reset && !databaseUrl && dbFile !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      if (existsSync(dbFile + suffix)) rmSync(dbFile + suffix);
    }
  }

  const handle = openDatabase({ databaseUrl, dbFile });
  try {
    let t = performance.now();
    await migrateToLatest(handle.db, handle.dialect);
    if (args.reset && handle.dialect === 'postgres') {
      const tables = sql.join(BUSINESS_TABLES.map((name) => sql.table(name)));
      await sql`truncate table ${tables} restart identity cascade`.execute(handle.db);
      await handle.db.deleteFrom('system_users').where('account', '<>', 'admin').execute();
      await handle.db.deleteFrom('roles').where('name', '<>', 'admin').execute();
    }
    await bootstrap(handle.db, { adminPassword: config.adminPassword });
    // The shipped entity definitions make their tables, as the server's start does: the demo fills them too.
    await applyShippedDefinitions(handle.db, handle.dialect, { info: (msg: string) => console.error(msg) });
    // PostgreSQL: the months of the seeded trail get their partitions first (db/trail-partitions.ts).
    await keepTrailPartitions(handle.db, handle.dialect, 0, now);
    const prepare = Math.round(performance.now() - t);

    const existing = await handle.db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
    if (existing) {
      console.error(`${target} already holds companies; run with --reset to start over.`);
      process.exitCode = 1;
      return;
    }

    t = performance.now();
    const summary = await seed(handle.db, {
      scale: positive('scale', args.scale, false),
      companies: positive('companies', args.companies, true),
      inspections: positive('inspections', args.inspections, true),
      now,
      log: args.quiet ? undefined : (msg) => console.log(`  ${msg}`),
    });
    const seeding = Math.round(performance.now() - t);

    const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
    console.log(`\nSeeded ${target} relative to ${summary.now}`);
    for (const [table, count] of Object.entries(summary.counts)) {
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(11)}`);
    }
    const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    console.log(`  ${'rows'.padEnd(width)}  ${total.toLocaleString('en-US').padStart(11)}`);
    console.log(
      `\nTimings: migrations+bootstrap ${prepare} ms, seed ${seeding} ms ` +
        `(${Object.entries(summary.timings).map(([k, v]) => `${k} ${v}`).join(', ')}), ` +
        `wall ${Math.round(performance.now() - started)} ms`,
    );
    const c = summary.credentials;
    console.log(
      `Logins: ${c.users.map((u) => `${u.account}/${u.password}`).join(', ')} (plus admin); ` +
        `company and government accounts (e.g. ${c.sampleCompanyAccount}, ${c.sampleGovernmentAccount}) use ${c.accountPassword}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
