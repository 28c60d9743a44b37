// Starts the reference API server: config, database, migrations, bootstrap rows,
// demo data on an empty database (development or SEED=demo), then HTTP. Stops gracefully on
// SIGTERM / SIGINT. A start that fails says why in one line on stderr and exits 1. Once started,
// a database that goes away fails the calls meanwhile (5000) and never ends the process.
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { oneInstanceAtATime, openDatabase, type DatabaseHandle } from './db/index.js';
import { migrateToLatest } from './db/migrations/index.js';
import { refreshIndexes } from './entities/apply.js';
import { applyShippedDefinitions } from './entities/shipped.js';
import { seedIfEmpty } from './seed/index.js';
import { keepTrails, schedulePurge } from './security/maintenance.js';
import { publishedCredentialProblem } from './security/production.js';
import { startFailure } from './start-errors.js';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Migrations, bootstrap rows and demo data: once, however many instances start together. On a
 * connection of their own, without the calls' time limits: a migration of a large table may take minutes.
 */
async function prepare(config: Config, log: FastifyBaseLogger): Promise<void> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dbFile: config.dbFile, poolSize: 2, connectTimeoutMs: config.dbConnectTimeoutMs });
  try {
    await prepareWith(database, config, log);
  } finally {
    await database.close();
  }
}

async function prepareWith(database: DatabaseHandle, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { db, dialect } = database;
  await oneInstanceAtATime(database, async () => {
    const applied = await migrateToLatest(db, dialect);
    if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');
    await bootstrap(db, { adminPassword: config.adminPassword });
    await applyShippedDefinitions(db, dialect, log);
    await refreshIndexes(db, dialect, log);
    // ADMIN_PASSWORD only applies to a new database: one made in development keeps its passwords.
    const problem = config.production ? await publishedCredentialProblem(db) : null;
    if (problem) throw new ConfigError(`Refusing to start in production: ${problem}`);
    // Before the demo data: its trail lands in its month's partition.
    await keepTrails(db, log, { dialect, retentionMonths: config.trailRetentionMonths });
    if (config.seed && (await seedIfEmpty(db))) log.info('demo data seeded');
  });
}

async function main(): Promise<void> {
  let config: Config | null = null;
  let database: DatabaseHandle | null = null;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    config = loadConfig();
    const faults: { log?: FastifyBaseLogger } = {};
    database = openDatabase({
      databaseUrl: config.databaseUrl,
      dbFile: config.dbFile,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
      onFault: (err) => faults.log?.warn({ code: (err as { code?: string }).code ?? err.message }, 'database connection lost; the pool replaces it'),
    });
    app = await buildApp({ db: database.db, dialect: database.dialect, config, logger: true, purgeFiles: true });
    faults.log = app.log;
    await prepare(config, app.log);
    const url = await app.listen({ port: config.port, host: config.host });
    app.log.info(`operate API listening on ${url}/api/ (${database.dialect})`);
    if (!config.mfaKey) app.log.warn('MFA_KEY is not set: second-factor secrets are stored unencrypted in the database');
  } catch (err) {
    console.error(startFailure(err, config));
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exitCode = 1;
    return;
  }

  const { log } = app;
  const running = { app, database };
  const stopPurge = schedulePurge(database.db, log, config.purgeIntervalMinutes, config.auditRetentionDays, config.sessionIdleMinutes, {
    dialect: database.dialect,
    retentionMonths: config.trailRetentionMonths,
  });
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
      await running.app.close(); // stops accepting, waits for in-flight requests
      await running.database.close();
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

void main();
