// The production service as an operator runs it: the compiled server with NODE_ENV=production
// and its own admin password on an empty database, serving the built console and the API on
// one port. Every spec route opens in Chromium under the service's Content-Security-Policy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort, node, startProcess, stop, waitForHttp } from '../../scripts/lib.mjs';
import { loginAs, openBrowser, type Session } from './browser';
import { expectScreen, settled, shellReady, SPEC_ROUTES } from './shellPages';

const ADMIN_PASSWORD = 'Production-secret-2026';

describe('the production service', () => {
  let service: ChildProcess;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ops-production-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = startProcess('production', node, ['server/dist/main.js'], {
      quiet: !process.env.E2E_VERBOSE,
      env: { NODE_ENV: 'production', ADMIN_PASSWORD, API_PORT: String(port), DB_FILE: join(dataDir, 'ops.sqlite'), CONSOLE_DIR: inject('consoleDir') },
    });
    await waitForHttp(`${base}/health`, { timeoutMs: 60_000 });
  });

  afterAll(async () => {
    await stop(service);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the page, its assets compressed and cached, and the API on one origin', async () => {
    const page = await fetch(`${base}/company/index`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const asset = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The build compresses every file worth it (1 KiB and more).
      const size = (await asset.arrayBuffer()).byteLength;
      expect(asset.headers.get('content-encoding'), script).toBe(size >= 1024 ? 'br' : null);
    }
    const api = await (await fetch(`${base}/api/operate/auth/info`, { method: 'POST' })).json();
    expect(api.error).toBe(2004);
  });

  it('logs in with the operator password and opens every spec route', { timeout: 240_000 }, async () => {
    let session: Session | undefined;
    try {
      session = await openBrowser({ base });
      const { page } = session;
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await session.context.addCookies([{ name: 'language', value: 'en', url: session.url('/') }]);
      await loginAs(session, 'admin', ADMIN_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await shellReady(page);
      for (const route of SPEC_ROUTES) {
        await page.goto(session.url(route.path));
        await expectScreen(page, route.path, route.title);
        await settled(page);
      }
      expect(blocked).toEqual([]);
    } finally {
      await session?.close();
    }
  });
});
