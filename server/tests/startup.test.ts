// Start-up: configuration rules, migrations, bootstrap rows and log hygiene.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { bootstrap } from '../src/db/bootstrap.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { LEAF_PERMISSIONS, PERMISSION_TREE } from '../src/db/permission-tree.js';
import { hashPassword } from '../src/security/password.js';
import { publishedCredentialProblem } from '../src/security/production.js';
import { captureLog, createTestContext, dataOf, insertAccount, insertCityTree, insertGovernment, TEST_PASSWORD_HASH_COST } from './helpers/index.js';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dbFile: 'data/ops.sqlite',
      tokenTtlHours: 8,
      adminPassword: 'admin123',
      seed: true,
      bodyLimit: 1024 * 1024,
      production: false,
    });
    expect(config.corsOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'http://127.0.0.1:4173',
    ]);
  });

  it('reads the environment', () => {
    const config = loadConfig({ API_PORT: '8080', CORS_ORIGINS: 'https://a.example, https://b.example', SEED: '0', TOKEN_TTL_HOURS: '1.5' });
    expect(config).toMatchObject({ port: 8080, seed: false, tokenTtlHours: 1.5, corsOrigins: ['https://a.example', 'https://b.example'] });
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(ConfigError);
  });

  it('refuses to start in production with the default admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret' }).production).toBe(true);
  });

  it('seeds the demo in development by default, never by default in production, and refuses SEED=demo there', () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ SEED: 'demo' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'none' }).seed).toBe(false);
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret-phrase' };
    expect(loadConfig(production).seed).toBe(false);
    expect(() => loadConfig({ ...production, SEED: 'demo' })).toThrow(/SEED=demo is not allowed in production/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(ConfigError);
  });

  it('holds a production ADMIN_PASSWORD to the password rules', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'short-pass' })).toThrow(/at least 12 characters/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'administrator1' })).toThrow(/too common/);
  });

  it('exits with an error when main.ts starts that way', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DB_FILE: '/nonexistent/never-opened.sqlite' };
    delete env.ADMIN_PASSWORD;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('default ADMIN_PASSWORD');
  });
});

describe('database set-up', () => {
  it('migrates once and bootstraps idempotently', async () => {
    const ctx = await createTestContext();
    try {
      expect(await migrateToLatest(ctx.db, ctx.dialect)).toEqual([]);
      const before = await ctx.db.selectFrom('system_users').select('password_hash').executeTakeFirstOrThrow();
      await bootstrap(ctx.db, { adminPassword: 'another-password' });
      const after = await ctx.db.selectFrom('system_users').select('password_hash').executeTakeFirstOrThrow();
      expect(after.password_hash).toBe(before.password_hash);
      const permissions = await ctx.db.selectFrom('permissions').select(['name', 'parent_id']).execute();
      // The tree, and the group and four leaves of entities/maintenance_records.json.
      expect(permissions).toHaveLength(PERMISSION_TREE.length + LEAF_PERMISSIONS.length + 5);
      const roles = await ctx.db.selectFrom('roles').select('name').execute();
      expect(roles.map((r) => r.name)).toEqual(['admin']);
      const grants = await ctx.db.selectFrom('role_permissions').select('permission_id').execute();
      expect(grants).toHaveLength(permissions.length);
      expect(after.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`));
    } finally {
      await ctx.close();
    }
  });
});

describe('published credentials', () => {
  it('are found: the default admin password, a demo user, the demo accounts', async () => {
    const ctx = await createTestContext();
    try {
      expect(await publishedCredentialProblem(ctx.db)).toBe('the admin user of this database still has the default password.');
      await ctx.db.updateTable('system_users').set({ password_hash: await hashPassword('an-operator-secret') }).where('account', '=', 'admin').execute();
      expect(await publishedCredentialProblem(ctx.db)).toBeNull();
      const now = '2026-01-01 00:00:00';
      const editor = await ctx.db
        .insertInto('system_users')
        .values({ account: 'editor', name: 'Editor', password_hash: await hashPassword('editor123'), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await publishedCredentialProblem(ctx.db)).toMatch(/demo user "editor"/);
      await ctx.db.updateTable('system_users').set({ password_hash: await hashPassword('an-editor-secret') }).where('id', '=', editor.id).execute();
      expect(await publishedCredentialProblem(ctx.db)).toBeNull();
      const tree = await insertCityTree(ctx.db);
      const governmentId = await insertGovernment(ctx.db, { city_id: tree.cityId });
      const shared = await hashPassword('demo123456');
      for (const account of ['demo_a', 'demo_b']) {
        await insertAccount(ctx.db, { government_id: governmentId, account, password_hash: shared });
      }
      expect(await publishedCredentialProblem(ctx.db)).toMatch(/demo company or government accounts/);
    } finally {
      await ctx.close();
    }
  });
});

describe('logging', () => {
  it('keeps tokens and passwords out of the log', async () => {
    const { stream, lines } = captureLog();
    const ctx = await createTestContext({ logger: { level: 'debug', stream } });
    try {
      const token = await ctx.login();
      dataOf(await ctx.call('operate/auth/info', {}, { token }));
      const log = lines.join('');
      expect(log).toContain('operate/auth/info');
      expect(log).toContain('[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain('admin123');
    } finally {
      await ctx.close();
    }
  });
});

describe('production settings', () => {
  it('reads the log format, level, proxy trust and console folder', () => {
    expect(loadConfig({})).toMatchObject({ logFormat: 'pretty', logLevel: 'info', trustProxy: false });
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'WARN' })).toMatchObject({ logFormat: 'json', logLevel: 'warn' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, loopback' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ CONSOLE_DIR: 'off' }).consoleDir).toBeNull();
    for (const env of [{ LOG_FORMAT: 'xml' }, { LOG_LEVEL: 'loud' }, { TRUST_PROXY: 'the proxy' }, { CONSOLE_DIR: '/nonexistent/dist' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it.each([
    [false, '127.0.0.1'],
    [true, '198.51.100.7'],
    [1, '203.0.113.9'],
    [['127.0.0.1'], '203.0.113.9'],
    [['10.9.9.9'], '127.0.0.1'],
  ] as const)('with TRUST_PROXY %j the client address is %s', async (trustProxy, ip) => {
    const { stream, lines } = captureLog();
    const ctx = await createTestContext({ config: { trustProxy: trustProxy as never }, logger: { level: 'info', stream } });
    try {
      await ctx.call('operate/auth/info', {}, { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' } });
      const incoming = lines.map((l) => JSON.parse(l) as { msg: string; req?: { ip: string } }).find((l) => l.msg === 'incoming request');
      expect(incoming?.req?.ip).toBe(ip);
    } finally {
      await ctx.close();
    }
  });
});

describe('shutdown', () => {
  it('waits for calls still running, even when their client has gone, before the database closes', async () => {
    const ctx = await createTestContext();
    try {
      // A login spends most of its time in the password hash, after its request was read.
      const pending = ctx.call('operate/auth/login', { account: 'admin', password: 'admin123' });
      await new Promise((r) => setTimeout(r, 5));
      await ctx.app.close();
      await ctx.db.destroy(); // what main.ts does next
      expect((await pending).error).toBe(2000);
    } finally {
      await ctx.close();
    }
  });
});
