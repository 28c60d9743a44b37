// `npm start`: the reference API (with its embedded database and demo data) and the console.
import { buildConsole, node, startProcess, stop, tsxArgs, viteBin, waitForHttp } from './lib.mjs';

const apiPort = Number(process.env.API_PORT ?? 3000);
/** Where `npm start` builds the console it serves (not dist/, the production build's). */
const START_DIR = 'dist-start';
const port = Number(process.env.PORT ?? 5173);
const host = process.env.CONSOLE_HOST ?? 'localhost';
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, process.env.CORS_ORIGINS].filter(Boolean).join(',');

const server = startProcess('api', node, [...tsxArgs, 'server/src/main.ts'], {
  // The console is built and served by Vite's preview on its own port; the API serves only /api/.
  env: { API_PORT: String(apiPort), CORS_ORIGINS: origins, CONSOLE_DIR: 'off' },
});
server.on('exit', (code) => {
  console.error(`[start] the API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const children = [server];
const shutdown = async () => {
  await Promise.all(children.map(stop));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { timeoutMs: 180_000 });
// A folder of its own: `npm run build` (for the API's own origin, into dist/) may run meanwhile
// without replacing the console this one serves.
const built = await buildConsole(['--logLevel', 'warn', '--outDir', START_DIR, '--emptyOutDir'], { VITE_API_PORT: String(apiPort) });
if (built !== 0) {
  console.error('[start] the console did not build.');
  await shutdown();
}
const preview = startProcess('console', node, [viteBin, 'preview', '--outDir', START_DIR, '--port', String(port), '--strictPort', '--host', host]);
children.push(preview);
await waitForHttp(`http://${host}:${port}/`);
console.log(`
  Console:  http://${host}:${port}
  API:      http://127.0.0.1:${apiPort}/api/
  Log in:   admin / admin123   (also editor / editor123, visitor / visitor123)
  Stop:     Ctrl+C
`);
