import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, node, run, startProcess, stop, viteBin, waitForHttp } from '../../scripts/lib.mjs';
import { buildServer } from '../../scripts/build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    apiUrl: string;
    dataDir: string;
    /** The built console, for journeys that start a service of their own. */
    consoleDir: string;
  }
}

/**
 * The journeys run against the real thing as it is deployed: the console built for its own
 * origin and the compiled server serving it and the API on one port, on a fresh seeded database.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
  const port = await freePort();
  const consoleUrl = `http://127.0.0.1:${port}`;
  const consoleDir = join(dataDir, 'dist');
  const built = await run(node, [viteBin, 'build', '--logLevel', 'warn', '--outDir', consoleDir, '--emptyOutDir'], { env: { VITE_API_BASE: '/api/' } });
  if (built !== 0) throw new Error('the console did not build');
  if (!(await buildServer())) throw new Error('the server did not build');

  const server = startProcess('service', node, ['server/dist/main.js'], {
    quiet: !process.env.E2E_VERBOSE,
    env: { API_PORT: String(port), DB_FILE: join(dataDir, 'ops.sqlite'), CONSOLE_DIR: consoleDir, LOG_LEVEL: 'warn' },
  });
  await waitForHttp(`${consoleUrl}/health`, { timeoutMs: 180_000 });

  project.provide('consoleUrl', consoleUrl);
  project.provide('apiUrl', `${consoleUrl}/api`);
  project.provide('dataDir', dataDir);
  project.provide('consoleDir', consoleDir);

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
