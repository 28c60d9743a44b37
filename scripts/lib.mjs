// Small process helpers shared by the start, test and bench scripts.
import { ltsNode } from './lts.mjs';
import { spawn } from 'node:child_process';
import net from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

/** Starts a long-running child; its output is prefixed so that mixed logs stay readable. */
export function startProcess(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function waitForHttp(url, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** The Node.js every started process runs on: the LTS (scripts/lts.mjs). */
export const node = ltsNode();
export const tsxArgs = ['--import', 'tsx'];
export const viteBin = `${root}node_modules/vite/bin/vite.js`;

/**
 * `vite build` with `args`: always React's production build. Vite takes NODE_ENV from the
 * caller when it is set, and a test runner sets it to `test`: that would build React's
 * development build, whose checks slow every screen and whose strict mode runs effects twice.
 */
export function buildConsole(args, env = {}) {
  return run(node, [viteBin, 'build', ...args], { env: { ...env, NODE_ENV: 'production' } });
}
