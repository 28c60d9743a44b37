// The production service as tests and benchmarks run it: the console built for its own origin
// into `dir`/dist, the server compiled, and `node server/dist/main.js` serving both on a free
// port with its database in `dir`. `buildEnv` adds VITE_ settings to the console's build, and
// `files` ({ name in the build: source path }) adds files beside it (a test's stand-in script).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build.mjs';
import { buildConsole, freePort, node, startProcess, waitForHttp } from './lib.mjs';

export async function startBuiltService({ dir, env = {}, buildEnv = {}, files = {}, quiet = true, name = 'service' }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const consoleDir = join(dir, 'dist');
  const built = await buildConsole(['--logLevel', 'error', '--outDir', consoleDir, '--emptyOutDir'], { VITE_API_BASE: '/api/', ...buildEnv });
  if (built !== 0) throw new Error('the console did not build');
  for (const [file, source] of Object.entries(files)) copyFileSync(source, join(consoleDir, file));
  if (!(await buildServer())) throw new Error('the server did not build');
  const child = startProcess(name, node, ['server/dist/main.js'], {
    quiet,
    env: { API_PORT: String(port), DB_FILE: join(dir, 'ops.sqlite'), CONSOLE_DIR: consoleDir, LOG_LEVEL: 'warn', ...env },
  });
  await waitForHttp(`${base}/health`, { timeoutMs: 180_000 });
  return { base, consoleDir, child };
}
