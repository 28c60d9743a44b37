import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { adminCatalogs } from './scripts/adminCatalogs.mjs';
import { precompress } from './scripts/precompress.mjs';
import { raRouterAdapter } from './scripts/raRouterAdapter.mjs';
import { consoleHeaders } from './scripts/consoleHeaders.mjs';

const port = Number(process.env.PORT ?? 5173);

/**
 * One chunk per stage of the console, each with everything its root modules statically need
 * and no lazy module: `boot` (main.tsx: React, the router, i18next, the theme), `public` (the
 * login page and the MUI inputs it shares with the admin) and `shell` (AdminApp: react-admin's
 * core, the layout, the declarations; and the generic list, which nearly every page of the admin
 * is). Earlier stages are matched first, so that a later stage never takes a module an earlier
 * one needs. Other screens loaded on demand keep rolldown's automatic chunks. Fewer, larger
 * chunks compress better than the ~100 small shared ones it makes alone, and a cold list page
 * loads 8 files instead of 56: over HTTP/1.1's six connections, the list's first calls queued
 * behind them.
 */
const stage = (name: string, root: RegExp, priority: number) => ({ name, test: (id: string) => root.test(id), priority });

export default defineConfig({
  plugins: [react(), adminCatalogs(), raRouterAdapter(), consoleHeaders(), precompress()],
  server: { port, strictPort: true, host: '127.0.0.1' },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            stage('boot', /[\\/]src[\\/]main\.tsx$/, 3),
            stage('public', /[\\/]src[\\/]pages[\\/]LoginPage\.tsx$/, 2),
            stage('shell', /[\\/]src[\\/](AdminApp|schema[\\/]views[\\/]GenericList)\.tsx$/, 1),
          ],
        },
      },
    },
  },
});
