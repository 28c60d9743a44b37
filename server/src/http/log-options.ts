// What the server's log keeps of a request: never a token, password, code, secret, ticket or
// challenge, wherever a client puts it; readable lines where the format says so.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { readableLog } from './readable-log.js';

export interface LoggerOptions {
  level?: string;
  /** Where log lines go (default stdout); tests pass a stream to inspect them. */
  stream?: NodeJS.WritableStream;
}

interface LogSettings {
  config: Pick<Config, 'logFormat' | 'logLevel'>;
  /** false: silent (the default in tests); otherwise pino at config.logLevel. */
  logger?: boolean | LoggerOptions;
}

const REDACTED = '[redacted]';
/**
 * Query parameters and body keys whose values never reach the log, wherever a client puts them:
 * tokens, passwords (old_password too), codes, secrets, tickets and challenges.
 */
const SECRET_NAMES = String.raw`[a-z_]*(?:token|password|code|codes|secret|ticket|challenge)`;
const SECRET_QUERY = new RegExp(String.raw`([?&]${SECRET_NAMES}(?:\[\]|%5B%5D)?=)[^&#]*`, 'gi');
const SECRET_KEY = new RegExp(String.raw`^${SECRET_NAMES}(?:\[\])?$`, 'i');
/** Import rows are cells without names (a password among them): only their number is logged. */
const CELLS_KEY = 'rows';

/** A copy of a request body with every secret-named value (at any depth) replaced; raw text is not logged. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string' && depth === 0) return `[text of ${value.length} characters]`;
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? REDACTED : k === CELLS_KEY && Array.isArray(v) ? `[${v.length} rows]` : withoutSecrets(v, depth + 1),
    ]),
  );
}

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** Readable lines on stdout where the format says so and no test stream is given. */
export function readableLines(options: LogSettings): boolean {
  return options.config.logFormat === 'pretty' && !(typeof options.logger === 'object' && options.logger.stream);
}

export function loggerOptions(options: LogSettings) {
  if (options.logger === false || options.logger === undefined) return false;
  const extra = options.logger === true ? {} : options.logger;
  const stream = extra.stream ?? (readableLines(options) ? readableLog() : undefined);
  return {
    level: extra.level ?? options.config.logLevel,
    ...(stream ? { stream } : {}),
    // Tokens and passwords never reach the log, wherever they appear.
    redact: {
      paths: ['req.headers["x-token"]', 'body.token', 'body.password', 'body.old_password', 'body.code', 'body.ticket', 'body.challenge', 'headers["x-token"]'],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        headers: {
          'content-type': req.headers['content-type'],
          'content-length': req.headers['content-length'],
          'user-agent': req.headers['user-agent'],
          ...(req.headers['x-token'] === undefined ? {} : { 'x-token': REDACTED }),
        },
      }),
    },
  };
}
