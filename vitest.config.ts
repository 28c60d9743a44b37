import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the console (jsdom) and the reference server (node).
// The server project runs against SQLite, or PostgreSQL when TEST_PG_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          globals: false,
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
    ],
  },
});
