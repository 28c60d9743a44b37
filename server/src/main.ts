// Starts the reference API server: config, database, migrations, bootstrap rows,
// demo data on an empty database, then HTTP. Stops gracefully on SIGTERM / SIGINT.
import type { Kysely } from 'kysely';
import { buildApp } from './app.js';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrations/index.js';
import { ADMIN_ACCOUNT } from './db/permission-tree.js';
import type { DB } from './db/schema.js';
import { seedIfEmpty } from './seed/index.js';
import { verifyPassword } from './security/password.js';
import { purgeExpiredTokens } from './security/tokens.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function adminHasDefaultPassword(db: Kysely<DB>): Promise<boolean> {
  const admin = await db.selectFrom('system_users').select('password_hash').where('account', '=', ADMIN_ACCOUNT).executeTakeFirst();
  return admin !== undefined && (await verifyPassword(DEFAULT_ADMIN_PASSWORD, admin.password_hash));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  const { db, dialect } = database;
  const app = await buildApp({ db, dialect, config, logger: true });
  const log = app.log;

  try {
    const applied = await migrateToLatest(db, dialect);
    if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');
    await bootstrap(db, { adminPassword: config.adminPassword });
    // ADMIN_PASSWORD only applies to a new database: one made in development keeps its admin password.
    if (config.production && (await adminHasDefaultPassword(db))) {
      throw new ConfigError('Refusing to start in production: the admin user of this database still has the default password.');
    }
    await purgeExpiredTokens(db);
    if (config.seed && (await seedIfEmpty(db))) log.info('demo data seeded');
  } catch (err) {
    if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
    else log.error({ err }, 'database set-up failed');
    await app.close();
    await database.close();
    process.exitCode = 1;
    return;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep the process alive forever.
    const force = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const url = await app.listen({ port: config.port, host: config.host });
  log.info(`operate API listening on ${url} (${dialect})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error('Failed to start:', err instanceof Error ? err.message : err);
  }
  process.exitCode = 1;
});
