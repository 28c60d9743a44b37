// `npm start` as a developer uses it: the API from its TypeScript sources and the console built
// and served by Vite on its own port, calling the API across origins. It prints the addresses
// and then one readable line per request. Live changes reach its console across origins: the
// journeys of liveKit.ts run here as they do against the production build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole, freePort, node, startProcess, stop } from '../../scripts/lib.mjs';
import { loginAs, openBrowser } from './browser';
import { liveJourneys, twoAdmins, type Shape } from './liveKit';
import { shellReady } from './shellPages';

describe('npm start', () => {
  let start: ChildProcess;
  let output = '';
  let consoleUrl: string;
  let apiUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ops-start-'));
    const [apiPort, port] = [await freePort(), await freePort()];
    start = startProcess('start', node, ['scripts/start.mjs'], {
      quiet: true,
      env: { API_PORT: String(apiPort), PORT: String(port), CONSOLE_HOST: '127.0.0.1', DB_FILE: join(dataDir, 'ops.sqlite'), NODE_ENV: 'development', LOG_FORMAT: '', SEED: '' },
    });
    start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 200_000;
    while (!output.includes('Console:') && Date.now() < deadline) {
      if (start.exitCode !== null) throw new Error(`npm start stopped: ${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    consoleUrl = `http://127.0.0.1:${port}`;
    apiUrl = `http://127.0.0.1:${apiPort}/api`;
    expect(output).toContain(`Console:  ${consoleUrl}`);
    expect(output).toContain(`API:      ${apiUrl}/`);
  }, 240_000);

  afterAll(async () => {
    await stop(start);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the console, which logs in against the API, and logs each request in one line', { timeout: 120_000 }, async () => {
    const session = await openBrowser({ base: consoleUrl });
    try {
      await loginAs(session);
      await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await shellReady(session.page);
    } finally {
      await session.close();
    }
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/\[api\] \d\d:\d\d:\d\d POST \/api\/operate\/auth\/login 200 \d+ ms/);
    expect(output).not.toMatch(/\[api\] \{/);
  });

  describe('live changes, the console on another origin than the API', () => {
    const shape = (): Shape => ({ consoleUrl, apiUrl, dbFile: join(dataDir, 'ops.sqlite') });
    liveJourneys(shape, twoAdmins(shape));
  });

  it('keeps serving its own console while the production build writes dist/', { timeout: 180_000 }, async () => {
    // What `npm run build` does for the console: built for the API on its own origin (/api/).
    expect(await buildConsole(['--logLevel', 'error'], { VITE_API_BASE: '/api/' })).toBe(0);
    const session = await openBrowser({ base: consoleUrl });
    try {
      await loginAs(session);
      await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await shellReady(session.page);
    } finally {
      await session.close();
    }
  });
});
