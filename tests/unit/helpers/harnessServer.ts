// A fake API and the resource harness pointed at it. The console reads VITE_API_BASE when its
// modules load, so they are loaded afresh once the variable names the server.
import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import { startApiServer, type Handler, type TestServer } from './apiServer';

// Whole react-admin screens render here against a real HTTP server, each step a call and a
// render: on a busy two-core machine (one core taken) one took 1 to 3 s, over the library's 1 s.
configure({ asyncUtilTimeout: 8000 });

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
