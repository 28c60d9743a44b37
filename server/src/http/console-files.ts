// The built console (`dist/`), served from memory on the API's own port: hashed assets are
// cached for a year, everything else is revalidated on every load, the brotli or gzip copy the
// build wrote beside a file is sent where the client accepts it, and every other GET outside
// the API answers index.html, so that the console's own routes load on a reload.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface ConsoleFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite writes content-hashed names under assets/: their bytes never change under that name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** Every file of the build by URL path (`/assets/x.js`), with its compressed copies. */
export function loadConsoleFiles(dir: string): Map<string, ConsoleFile> {
  if (!existsSync(join(dir, 'index.html')) || !statSync(dir).isDirectory()) {
    throw new Error(`${dir} holds no built console (index.html); run npm run build`);
  }
  const files = new Map<string, ConsoleFile>();
  const paths = walk(dir);
  const present = new Set(paths);
  for (const path of paths) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const url = `/${relative(dir, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    files.set(url, {
      body,
      ...(present.has(`${path}.br`) ? { br: readFileSync(`${path}.br`) } : {}),
      ...(present.has(`${path}.gz`) ? { gzip: readFileSync(`${path}.gz`) } : {}),
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      immutable: url.startsWith('/assets/'),
    });
  }
  return files;
}

/** The encoding to send: brotli first, where the client takes it and the build made it. */
function pickEncoding(file: ConsoleFile, accept: string | undefined): 'br' | 'gzip' | null {
  const accepted = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (file.br && accepted.includes('br')) return 'br';
  if (file.gzip && (accepted.includes('gzip') || accepted.includes('*'))) return 'gzip';
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, file: ConsoleFile, headers: Record<string, string>) {
  reply.header('cache-control', file.immutable ? IMMUTABLE : REVALIDATE);
  reply.header('etag', file.etag);
  reply.header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  if (file.br || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = pickEncoding(file, request.headers['accept-encoding']);
  reply.type(file.type);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body);
}

/** The decoded path of a URL, or null when it does not decode. */
function urlPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0]!);
  } catch {
    return null;
  }
}

export interface ConsoleOptions {
  dir: string;
  /** Paths the console must never answer (the API's prefix). */
  apiPrefix: string;
  /** Headers of the HTML page only (framing rules). */
  pageHeaders: Record<string, string>;
}

/** Serves the console; answers the number of files it holds. */
export function serveConsole(app: FastifyInstance, options: ConsoleOptions): number {
  const files = loadConsoleFiles(options.dir);
  const index = files.get('/index.html')!;
  app.get('/*', (request, reply) => {
    const path = urlPath(request.url);
    if (path !== null && (path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`))) return reply.callNotFound();
    const file = path === null ? undefined : files.get(path);
    if (file) return send(request, reply, file, file === index ? options.pageHeaders : {});
    // A missing asset is an error, not the page: a stale tab must see its script fail.
    if (path === null || path.startsWith('/assets/') || extname(path) !== '') {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send('Not found');
    }
    return send(request, reply, index, options.pageHeaders);
  });
  return files.size;
}
