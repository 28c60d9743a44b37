// The production service as the issue probed it: 90 wrong logins for admin from five other
// loopback addresses (127.0.0.2 to .6) do not keep admin from logging in from 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'ops-attackers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SKIP = process.env.TEST_PG_URL ? 'SQLite only: the process test starts the embedded database' : false;
const ADMIN_PASSWORD = 'Correct horse battery 2026';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A login sent from `from` (a loopback address of this machine). */
function login(port: number, from: string, password: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ account: 'admin', password });
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/api/operate/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve((JSON.parse(text) as { error: number }).error));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(SKIP)('the production service', () => {
  it('lets admin in from 127.0.0.1 after 90 wrong logins from 127.0.0.2 to .6', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', ADMIN_PASSWORD, CONSOLE_DIR: 'off', DATABASE_URL: '', SEED: 'none', API_PORT: String(port), DB_FILE: join(dir, 'attacked.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!out.includes('listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(out).toContain('listening');
      const attackers = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
      const codes: number[] = [];
      for (let round = 0; round < 18; round++) codes.push(...(await Promise.all(attackers.map((ip) => login(port, ip, `guess-${round}`)))));
      expect(codes).toHaveLength(90);
      expect(codes.filter((c) => c === 2001)).toHaveLength(25);
      expect(codes.every((c) => c === 2001 || c === 2029)).toBe(true);
      expect(await login(port, '127.0.0.1', ADMIN_PASSWORD)).toBe(2000);
      // The attackers stay held.
      expect(await login(port, '127.0.0.2', ADMIN_PASSWORD)).toBe(2029);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 90_000);
});
