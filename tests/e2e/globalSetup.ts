import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { stop } from '../../scripts/lib.mjs';
import { startBuiltService } from '../../scripts/service.mjs';

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
  const { base: consoleUrl, consoleDir, child: server } = await startBuiltService({ dir: dataDir, quiet: !process.env.E2E_VERBOSE });

  project.provide('consoleUrl', consoleUrl);
  project.provide('apiUrl', `${consoleUrl}/api`);
  project.provide('dataDir', dataDir);
  project.provide('consoleDir', consoleDir);

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
