import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, node, run, startProcess, stop, tsxArgs, viteBin, waitForHttp } from '../../scripts/lib.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    apiUrl: string;
    dataDir: string;
  }
}

/**
 * The journeys run against the real thing: the reference API on a fresh seeded database,
 * and the built console served by `vite preview`.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
  const apiPort = await freePort();
  const consolePort = await freePort();
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const server = startProcess('api', node, [...tsxArgs, 'server/src/main.ts'], {
    quiet: !process.env.E2E_VERBOSE,
    env: {
      API_PORT: String(apiPort),
      DB_FILE: join(dataDir, 'ops.sqlite'),
      CORS_ORIGINS: consoleUrl,
      LOG_LEVEL: 'warn',
    },
  });
  const outDir = join(dataDir, 'dist');
  const built = await run(node, [viteBin, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    env: { VITE_API_BASE: `${apiUrl}/` },
  });
  if (built !== 0) throw new Error('the console did not build');
  const preview = startProcess('console', node, [viteBin, 'preview', '--outDir', outDir, '--port', String(consolePort), '--strictPort', '--host', '127.0.0.1'], {
    quiet: true,
  });
  await Promise.all([waitForHttp(`${apiUrl}/health`, { timeoutMs: 180_000 }), waitForHttp(consoleUrl)]);

  project.provide('consoleUrl', consoleUrl);
  project.provide('apiUrl', apiUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await Promise.all([stop(preview), stop(server)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
