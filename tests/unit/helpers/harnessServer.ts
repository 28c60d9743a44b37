// A fake API and the resource harness pointed at it. The console reads VITE_API_BASE when its
// modules load, so they are loaded afresh once the variable names the server.
import { vi } from 'vitest';
import { startApiServer, type Handler, type TestServer } from './apiServer';

export type Harness = typeof import('./resourceHarness');

export async function startHarness(handler: Handler): Promise<{ server: TestServer; h: Harness; close: () => Promise<void> }> {
  const server = await startApiServer(handler);
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  const h = await import('./resourceHarness');
  return {
    server,
    h,
    async close() {
      await server.close();
      vi.unstubAllEnvs();
    },
  };
}
