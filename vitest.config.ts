import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects: the console (jsdom), the reference server (node; SQLite, or PostgreSQL when
// TEST_PG_URL is set), the end-to-end journeys (real Chromium against the real server) and the
// screenshot suites (`npm run shots`, not part of `npm test`).
export default defineConfig({
  test: {
    // `npm test`'s unit step turns it on (scripts/coverage.mjs prints it per folder and holds the floors).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
      exclude: ['**/*.d.ts', '**/*.test.{ts,tsx}'],
      reporter: ['json-summary', 'html'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          globals: false,
          // Node 25 and later have a Web Storage of their own on the global object, which hides
          // jsdom's window.localStorage (and wants a file); the console's tests use jsdom's.
          execArgv: ['--no-experimental-webstorage'],
          // A harness's first import loads the whole console (~6 s on a quiet 2-core machine),
          // and a test's waits may each take the wait set in tests/unit/setup.ts.
          hookTimeout: 60_000,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/tests/**/*.test.ts'],
          globals: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          globals: false,
          testTimeout: 120_000, // a journey is many page loads; a loaded CI machine is slow
          hookTimeout: 240_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          // `npm run shots`: screens in every language, colour mode and width, written to
          // /tmp/shots for a person to look at, each checked for a page wider than the window.
          name: 'shots',
          environment: 'node',
          include: ['tests/e2e/**/*.shots.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          globals: false,
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
