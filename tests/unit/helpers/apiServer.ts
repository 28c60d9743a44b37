import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the local test server received it. */
export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  contentType: string;
  /** The body exactly as sent. */
  raw: string;
  /** The body decoded: form fields (`ids[]` collected into `ids`) or the JSON object. */
  body: Record<string, unknown>;
  /** Form bodies only: every key as sent, in order (e.g. `ids[]` twice). */
  formEntries: [string, string][];
}

/** What the server answers: an envelope by default, or transport trouble. */
export type Answer =
  | { envelope: { error: number; message: string; data: unknown } }
  | { status: number; text: string; contentType?: string }
  | { hang: true }
  | { destroy: true };

export type Handler = (request: Received) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ envelope: { error: 2000, message: 'ok', data } });
export const refuse = (error: number, message: string, data: unknown = null): Answer => ({ envelope: { error, message, data } });

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'X-Token, Content-Type, Accept-Language, Idempotency-Key',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function decodeForm(raw: string): { body: Record<string, unknown>; entries: [string, string][] } {
  const entries = [...new URLSearchParams(raw).entries()];
  const body: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      body[name] = [...((body[name] as string[] | undefined) ?? []), value];
    } else {
      body[key] = value;
    }
  }
  return { body, entries };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface TestServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** Every non-preflight request, in arrival order. */
  received: Received[];
  /** Most requests that were being answered at the same time. */
  maxInFlight: () => number;
  handle: (handler: Handler) => void;
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (random port) that records what the console sends and
 * answers as told. It answers CORS preflights, as jsdom's XMLHttpRequest checks them.
 */
export async function startApiServer(initial: Handler = () => ok(null)): Promise<TestServer> {
  let handler = initial;
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...CORS, 'Access-Control-Max-Age': '0' });
        res.end();
        return;
      }
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const raw = await readBody(req);
        const contentType = String(req.headers['content-type'] ?? '');
        let body: Record<string, unknown> = {};
        let formEntries: [string, string][] = [];
        if (contentType.startsWith('application/json')) {
          body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        } else {
          const form = decodeForm(raw);
          body = form.body;
          formEntries = form.entries;
        }
        const request: Received = { path: (req.url ?? '/').replace(/^\//, ''), headers: req.headers, contentType, raw, body, formEntries };
        received.push(request);
        const answer = await handler(request);
        if ('hang' in answer) {
          hanging.add(res);
          return;
        }
        if ('destroy' in answer) {
          req.socket.destroy();
          return;
        }
        if ('envelope' in answer) {
          res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' });
          res.end(JSON.stringify(answer.envelope));
          return;
        }
        res.writeHead(answer.status, { ...CORS, 'Content-Type': answer.contentType ?? 'text/plain' });
        res.end(answer.text);
      } catch (error) {
        res.writeHead(500, CORS);
        res.end(String(error));
      } finally {
        inFlight -= 1;
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    maxInFlight: () => maxInFlight,
    handle: (next) => {
      handler = next;
    },
    reset: () => {
      received.length = 0;
      maxInFlight = 0;
      handler = initial;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A base URL where nothing listens (connection refused). */
export async function deadBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

/** Routes by path; an unknown path answers 2005 so that a wrong path shows in the test. */
export function routes(table: Record<string, (request: Received) => Answer | Promise<Answer>>): Handler {
  return (request) => table[request.path]?.(request) ?? refuse(2005, `no route ${request.path}`);
}
