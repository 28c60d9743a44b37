// Starts the reference API server: config, database, migrations, bootstrap rows,
// demo data on an empty database (development or SEED=demo), then HTTP. Stops gracefully on
// SIGTERM / SIGINT.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrations/index.js';
import { seedIfEmpty } from './seed/index.js';
import { schedulePurge } from './security/maintenance.js';
import { publishedCredentialProblem } from './security/production.js';

const SHUTDOWN_GRACE_MS = 10_000;

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
    // ADMIN_PASSWORD only applies to a new database: one made in development keeps its passwords.
    const problem = config.production ? await publishedCredentialProblem(db) : null;
    if (problem) throw new ConfigError(`Refusing to start in production: ${problem}`);
    if (config.seed && (await seedIfEmpty(db))) log.info('demo data seeded');
  } catch (err) {
    if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
    else log.error({ err }, 'database set-up failed');
    await app.close();
    await database.close();
    process.exitCode = 1;
    return;
  }

  const stopPurge = schedulePurge(db, log, config.purgeIntervalMinutes);
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
    stopPurge();
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
