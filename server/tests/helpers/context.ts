// createTestContext(): a fresh database and app per test file, with helpers to call the
// API the way the console does (form bodies, token in header and body).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DialectName } from '../../src/db/index.js';
import type { DB } from '../../src/db/schema.js';
import { formatDateTime, nowText } from '../../src/db/time.js';
import { hashToken } from '../../src/security/tokens.js';
import { hashPassword, setPasswordHashCost } from '../../src/security/password.js';
import { checkAnswer } from './answer-check.js';
import { openTestDatabase } from './database.js';
import { encodeForm, type Envelope } from './encode.js';

export type { Envelope } from './encode.js';

export const ADMIN_PASSWORD = 'admin123';
/** scrypt cost of test hashes: production's 2^17 would make every login in the suite slow. */
export const TEST_PASSWORD_HASH_COST = 12;

export interface CallOptions {
  token?: string | undefined;
  /** Send JSON instead of a form body. */
  json?: boolean;
  /** Where the token goes; the console sends both. */
  tokenIn?: 'both' | 'header' | 'body';
  /** Accept-Language; default 'en' so messages read as written in code. */
  lang?: string | null;
  headers?: Record<string, string>;
}

export interface TestUser {
  id: number;
  account: string;
  password: string;
  roleId: number | null;
  token: string;
}

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<DB>;
  dialect: DialectName;
  config: Config;
  /** PostgreSQL: the database's URL (a second instance opens it too). */
  url?: string | undefined;
  /** Raw text of every answer so far (to check that secrets never leak). */
  answers: string[];
  call<T = unknown>(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<Envelope<T>>;
  /** Logs in and answers the token; throws unless the login succeeds. */
  login(account?: string, password?: string): Promise<string>;
  /** A token of the bootstrap `admin` user (cached). */
  adminToken(): Promise<string>;
  /** A new system user holding exactly these permissions through a new role (none: no role). */
  createUser(permissions: string[], options?: { password?: string }): Promise<TestUser>;
  /** createUser(...).token */
  createUserWithPermissions(permissions: string[]): Promise<string>;
  setTokenExpired(token: string): Promise<void>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  config?: Partial<Config>;
  logger?: AppOptions['logger'];
  /** The login throttle the app uses, made on the test database (to watch its work). */
  throttle?: (db: Kysely<DB>, config: Config) => NonNullable<AppOptions['throttle']>;
  /** How often a live-changes stream re-reads its caller (AppOptions.eventRecheckMs). */
  eventRecheckMs?: number;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  // Uploaded files go to a directory of this context's own, removed with it.
  const fileDir = mkdtempSync(join(tmpdir(), 'ops-test-files-'));
  const config: Config = {
    ...loadConfig({ FILE_DIR: fileDir }),
    adminPassword: ADMIN_PASSWORD,
    seed: false,
    consoleDir: null,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options.config,
  };
  // buildApp applies it too, but the database is bootstrapped (admin hash) before the app exists.
  setPasswordHashCost(config.passwordHashCost);
  const database = await openTestDatabase(config.adminPassword);
  const { db, dialect } = database;
  const app = await buildApp({
    db,
    dialect,
    config,
    logger: options.logger ?? false,
    listenUrl: database.url,
    eventRecheckMs: options.eventRecheckMs,
    ...(options.throttle ? { throttle: options.throttle(db, config) } : {}),
  });
  const answers: string[] = [];
  let adminToken: string | undefined;

  const call: TestContext['call'] = async (path, body = {}, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.lang !== null) headers['accept-language'] = opts.lang ?? 'en';
    const payload: Record<string, unknown> = { ...body };
    const where = opts.tokenIn ?? 'both';
    if (opts.token !== undefined && where !== 'body') headers['x-token'] = opts.token;
    if (opts.token !== undefined && where !== 'header') payload.token = opts.token;
    headers['content-type'] = opts.json ? 'application/json' : 'application/x-www-form-urlencoded';
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path.replace(/^\//, '')}`,
      headers,
      payload: opts.json ? JSON.stringify(payload) : encodeForm(payload),
    });
    answers.push(res.body);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${path}: ${res.body}`);
    const envelope = res.json<Envelope<never>>();
    await checkAnswer(db, path, envelope);
    return envelope;
  };

  const login: TestContext['login'] = async (account = 'admin', password = config.adminPassword) => {
    const res = await call<{ token: string }>('operate/auth/login', { account, password });
    if (res.error !== 2000) throw new Error(`login ${account} failed: ${res.error} ${res.message}`);
    return res.data.token;
  };

  const createUser: TestContext['createUser'] = async (permissions, opts = {}) => {
    const suffix = randomBytes(4).toString('hex');
    const account = `user_${suffix}`;
    const password = opts.password ?? `pw-${suffix}-secret`;
    const now = nowText();
    const user = await db
      .insertInto('system_users')
      .values({ account, name: `User ${suffix}`, password_hash: await hashPassword(password), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    let roleId: number | null = null;
    if (permissions.length > 0) {
      const role = await db
        .insertInto('roles')
        .values({ name: `role_${suffix}`, title: `Role ${suffix}`, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleId = role.id;
      const rows = await db.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
      if (rows.length !== permissions.length) throw new Error(`unknown permission in ${permissions.join(', ')}`);
      await db
        .insertInto('role_permissions')
        .values(rows.map((p) => ({ role_id: role.id, permission_id: p.id })))
        .execute();
      await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
    }
    return { id: user.id, account, password, roleId, token: await login(account, password) };
  };

  return {
    app,
    db,
    dialect,
    config,
    url: database.url,
    answers,
    call,
    login,
    async adminToken() {
      adminToken ??= await login();
      return adminToken;
    },
    createUser,
    async createUserWithPermissions(permissions) {
      return (await createUser(permissions)).token;
    },
    async setTokenExpired(token) {
      const past = formatDateTime(new Date(Date.now() - 60_000));
      await db.updateTable('tokens').set({ expires_at: past }).where('token_hash', '=', hashToken(token)).execute();
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(fileDir, { recursive: true, force: true });
    },
  };
}
