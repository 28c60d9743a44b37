// Two server processes on one PostgreSQL database behave as one service: they start together
// (one runs the migrations, the other waits), a token from one works on the other, a logout on
// one ends the session on both, failed logins spread over both lock the account and address pair
// after as many tries as on one, and a company written on one is listed with the right total on the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/index.js';
import { adminQuery } from './helpers/database.js';
import { insertCityTree, insertGovernment } from './helpers/fixtures.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_URL = process.env.TEST_PG_URL;
const ADMIN_PASSWORD = 'Two-instances-secret-1';

interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

interface Instance {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      ADMIN_PASSWORD,
      SEED: '0',
      CONSOLE_DIR: 'off',
      LOG_LEVEL: 'warn',
      // Each test client says where it is, as a load balancer would.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function healthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`the instance stopped: ${instance.output()}`);
    try {
      if ((await fetch(`${instance.base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the instance did not come up: ${instance.output()}`);
}

async function call<T = unknown>(instance: Instance, path: string, body: Record<string, unknown>, options: { token?: string; from?: string } = {}): Promise<Envelope<T>> {
  const res = await fetch(`${instance.base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(options.token ? { 'x-token': options.token } : {}),
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

async function login(instance: Instance, account = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const res = await call<{ token: string }>(instance, 'operate/auth/login', { account, password });
  expect(res.error, res.message).toBe(2000);
  return res.data.token;
}

/** Wrong passwords for `account` from one address, sent to the instances in turn, until 2029; answers how many got 2001. */
async function triesUntilLocked(instances: Instance[], account: string, from: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await call(instances[attempt % instances.length]!, 'operate/auth/login', { account, password: `wrong-${attempt}-password` }, { from });
    if (res.error === 2029) return attempt;
    expect(res.error).toBe(2001);
  }
  throw new Error(`${account} was never locked`);
}

describe.skipIf(!ADMIN_URL)('two instances on one PostgreSQL database', () => {
  let name: string;
  let database: DatabaseHandle;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    name = `ops_two_${randomBytes(4).toString('hex')}`;
    await adminQuery(ADMIN_URL!, `create database "${name}"`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    // Both start on the empty database at once: the migrations must run once, not race.
    [a, b] = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
    await Promise.all([healthy(a), healthy(b)]);
    database = openDatabase({ databaseUrl: url.toString(), dbFile: '', poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGTERM');
    await database?.close();
    if (name) await adminQuery(ADMIN_URL!, `drop database if exists "${name}" with (force)`);
  });

  it('started together, migrated once and bootstrapped one admin', async () => {
    const users = await database.db.selectFrom('system_users').select('account').execute();
    expect(users.map((u) => u.account)).toEqual(['admin']);
    expect(a.output()).not.toMatch(/Cannot start|error/i);
    expect(b.output()).not.toMatch(/Cannot start|error/i);
  });

  it('accepts a token from one on the other, and a logout on one ends it on both', async () => {
    const token = await login(a);
    expect((await call(b, 'operate/auth/info', {}, { token })).error).toBe(2000);
    expect((await call(b, 'operate/auth/logout', {}, { token })).error).toBe(2000);
    expect((await call(a, 'operate/auth/info', {}, { token })).error).toBe(2004);
    expect((await call(b, 'operate/auth/info', {}, { token })).error).toBe(2004);
  });

  it('locks an account and address pair after as many failed logins spread over both as on one', async () => {
    const token = await login(a);
    const accounts = [`one_${randomBytes(3).toString('hex')}`, `two_${randomBytes(3).toString('hex')}`];
    for (const account of accounts) {
      const res = await call(a, 'operate/auth/register', { account, name: account, password: 'A-long-enough-password-1' }, { token });
      expect(res.error, res.message).toBe(2000);
    }
    const onOne = await triesUntilLocked([a], accounts[0]!, '198.51.100.1');
    const onBoth = await triesUntilLocked([a, b], accounts[1]!, '198.51.100.2');
    expect(onOne).toBeGreaterThan(0);
    expect(onBoth).toBe(onOne);
    // Locked on both for that address: the right password does not open it either there...
    for (const instance of [a, b]) {
      const res = await call(instance, 'operate/auth/login', { account: accounts[1], password: 'A-long-enough-password-1' }, { from: '198.51.100.2' });
      expect(res.error).toBe(2029);
    }
    // ...while the account's owner, from an address that has not failed, still gets in.
    const owner = await call(b, 'operate/auth/login', { account: accounts[1], password: 'A-long-enough-password-1' }, { from: '198.51.100.3' });
    expect(owner.error, owner.message).toBe(2000);
  });

  it('lists a company written on one with the right total on the other at once', async () => {
    const tree = await insertCityTree(database.db);
    const governmentId = await insertGovernment(database.db, { city_id: tree.cityId });
    const token = await login(a);
    const list = () => call<{ total: number; list: { name: string }[] }>(b, 'operate/company/company-list', { page: 1, limit: 20 }, { token });
    const before = (await list()).data.total; // counted and kept by b
    const company = `Two Instance Aerospace ${randomBytes(3).toString('hex')}`;
    const created = await call(
      a,
      'operate/company/create-account',
      {
        name: company,
        credit_code: `91330100${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
        contact: 'Zhou Min',
        phone: '0571-88001234',
        address: '8 Rocket Road',
        city_id: tree.districtId,
        government_id: governmentId,
        account: `two_${randomBytes(3).toString('hex')}`,
        password: 'A-long-enough-password-1',
      },
      { token },
    );
    expect(created.error, created.message).toBe(2000);
    const after = await list();
    expect(after.data.total).toBe(before + 1);
    expect(after.data.list.map((c) => c.name)).toContain(company);
  });
});
