#!/usr/bin/env node
// A private, throw-away PostgreSQL cluster for tests and benchmarks.
//
//   node scripts/pg-cluster.mjs start [--port 55432] [--install]   prints the admin URL
//   node scripts/pg-cluster.mjs stop [--port N] [--keep]            stops what `start` started
//
// or from code:
//   import { startCluster } from './pg-cluster.mjs';
//   const { url, stop } = await startCluster({ port: 55432 });
//
// The cluster object can also stop and start the server on its data (a restart, as at a minor
// upgrade) and pause and resume all its processes (a stalled database), for the fault tests.
//
// The cluster lives in a fresh directory under the OS temp dir, trusts local connections,
// listens on 127.0.0.1 and its own socket directory, and runs without fsync (test data only).
// A benchmark that keeps a large loaded database between runs names its own `dir` instead: the
// cluster is made there once, started again on its data later, and its files stay when it stops;
// `settings` adds server settings (`name=value`) to the ones above.
// When we are root it runs as the `postgres` OS user through `runuser`, since initdb and the
// server refuse to run as root.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PORT = 55432;
export const INSTALL_COMMAND = 'apt-get install -y postgresql';
const STATE_FILE = join(tmpdir(), 'pg-cluster-state.json');
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The bin directory of the newest PostgreSQL under /usr/lib/postgresql, or null. */
export function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function run(cmd, args, { asPostgres = false, allowFail = false } = {}) {
  const [file, argv] = asPostgres && isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8' });
  if (res.error) throw res.error;
  if (res.status !== 0 && !allowFail) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout}${res.stderr}`);
  }
  return res;
}

/** Installs the distribution's PostgreSQL; only as root. */
function install(log) {
  if (!isRoot()) throw new Error(`PostgreSQL is not installed; run as root: ${INSTALL_COMMAND}`);
  log('installing PostgreSQL: apt-get update && apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'postgresql']]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${res.status})`);
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function freePort(start) {
  for (let port = start; port < start + 200; port++) {
    if (await portFree(port)) return port;
  }
  throw new Error(`no free port in ${start}..${start + 199}`);
}

function postgresIds() {
  const uid = Number(run('id', ['-u', 'postgres']).stdout.trim());
  const gid = Number(run('id', ['-g', 'postgres']).stdout.trim());
  return { uid, gid };
}

function readState() {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

function writeState(state) {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

function serverOptions(port, sock, settings = []) {
  return [
    `-p ${port}`, `-k ${sock}`, "-c listen_addresses='127.0.0.1'",
    '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=100',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
}

function startServer(binDir, data, options, logFile) {
  run(join(binDir, 'pg_ctl'), ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', '-s', 'start'], { asPostgres: true });
}

/** The postmaster and every process it started (backends and helpers). */
function serverPids(data) {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = run('pgrep', ['-P', String(postmaster)], { allowFail: true }).stdout.split('\n').filter(Boolean).map(Number);
  return [postmaster, ...children];
}

/** Stops the cluster in `dir` and, unless `keep`, removes its files. */
export function stopCluster(dir, { binDir = findBinDir(), keep = false } = {}) {
  const data = join(dir, 'data');
  if (binDir && existsSync(join(data, 'postmaster.pid'))) {
    run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-s', 'stop'], { asPostgres: true, allowFail: true });
  }
  if (!keep) rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts a private cluster and waits until it accepts connections.
 * @param {{ port?: number, install?: boolean, log?: (msg: string) => void, dir?: string, settings?: string[] }} [opts]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void>, stopServer: () => void, startServer: () => void, pause: () => void, resume: () => void }>}
 */
export async function startCluster(opts = {}) {
  const log = opts.log ?? ((msg) => process.stderr.write(`[pg-cluster] ${msg}\n`));
  let binDir = findBinDir();
  if (!binDir && (opts.install ?? process.env.CI === 'true') && isRoot()) {
    install(log);
    binDir = findBinDir();
  }
  if (!binDir) {
    const err = new Error(`PostgreSQL binaries not found under /usr/lib/postgresql/*/bin; install them with: ${INSTALL_COMMAND}`);
    err.code = 'PG_MISSING';
    throw err;
  }

  const port = await freePort(opts.port ?? DEFAULT_PORT);
  const kept = opts.dir !== undefined;
  const dir = kept ? opts.dir : mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  const fresh = !existsSync(join(data, 'PG_VERSION'));
  mkdirSync(sock, { recursive: true });
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    for (const p of [dir, sock]) chownSync(p, uid, gid);
  }
  const options = serverOptions(port, sock, opts.settings);

  try {
    if (fresh) {
      run(join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
        asPostgres: true,
      });
    } else if (existsSync(join(data, 'postmaster.pid'))) {
      // A run that ended without stopping it: stop what still runs there before starting again.
      run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-s', 'stop'], { asPostgres: true, allowFail: true });
    }
    startServer(binDir, data, options, join(dir, 'server.log'));
    // pg_ctl -w already waited; confirm over TCP the way clients will connect.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = run(join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-q'], {
        allowFail: true,
      });
      if (res.status === 0) break;
      if (Date.now() > deadline) throw new Error(`cluster on port ${port} did not become ready`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    let tail = '';
    try {
      tail = readFileSync(join(dir, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      /* no log yet */
    }
    stopCluster(dir, { binDir, keep: kept });
    throw tail ? new Error(`${err.message}\n--- server.log ---\n${tail}`) : err;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL (${binDir}) ready on port ${port}, data in ${data}`);
  let stopped = false;
  return {
    url,
    port,
    dir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      stopCluster(dir, { binDir, keep: kept });
    },
    /** `pg_ctl stop -m fast`: every connection is ended (57P01), as at a restart. */
    stopServer: () => run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-s', 'stop'], { asPostgres: true }),
    startServer: () => startServer(binDir, data, options, join(dir, 'server.log')),
    /** Every process of the server stops answering (SIGSTOP) until resume(). */
    pause: () => serverPids(data).forEach((pid) => process.kill(pid, 'SIGSTOP')),
    resume: () => serverPids(data).forEach((pid) => process.kill(pid, 'SIGCONT')),
  };
}

function parseArgs(argv) {
  const args = { command: argv[0], port: undefined, install: false, keep: false };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--install') args.install = true;
    else if (argv[i] === '--keep') args.keep = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.command === 'start') {
    if (!findBinDir() && !((args.install || process.env.CI === 'true') && isRoot())) {
      console.error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin. Install them with:');
      console.error(`  ${INSTALL_COMMAND}`);
      process.exit(1);
    }
    const cluster = await startCluster({ port: args.port, install: args.install || process.env.CI === 'true' });
    const state = readState();
    state[cluster.port] = { dir: cluster.dir, url: cluster.url };
    writeState(state);
    console.log(cluster.url);
  } else if (args.command === 'stop') {
    const state = readState();
    const ports = args.port ? [String(args.port)] : Object.keys(state);
    if (!ports.length) console.error('no cluster started by this script is recorded');
    for (const port of ports) {
      const entry = state[port];
      if (!entry) {
        console.error(`no cluster recorded on port ${port}`);
        continue;
      }
      stopCluster(entry.dir, { keep: args.keep });
      delete state[port];
      console.error(`stopped the cluster on port ${port}`);
    }
    writeState(state);
  } else {
    console.error('usage: node scripts/pg-cluster.mjs start [--port N] [--install] | stop [--port N] [--keep]');
    process.exit(2);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
