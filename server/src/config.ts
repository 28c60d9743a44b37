// Server configuration, read once from the environment at start-up.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { passwordProblem } from './security/password-policy.js';

export const DEFAULT_ADMIN_PASSWORD = 'admin123';
/** OWASP's scrypt recommendation (N=2^17, r=8, p=1). */
export const OWASP_SCRYPT_COST = 17;

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when unset the server uses SQLite at `dbFile`. */
  databaseUrl: string | undefined;
  dbFile: string;
  tokenTtlHours: number;
  corsOrigins: string[];
  adminPassword: string;
  /** Seed demo data when the database holds no business rows yet (SEED=demo; the development default). */
  seed: boolean;
  bodyLimit: number;
  logLevel: string;
  /** `pretty`: one short line per event (development); `json`: structured lines (production). */
  logFormat: LogFormat;
  /** Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  /** The built console to serve on the API's port, or null for the API alone. */
  consoleDir: string | null;
  production: boolean;
  /** scrypt cost as log2(N); production refuses less than OWASP's 17. */
  passwordHashCost: number;
  /** Minimum length of a console (system) user's password. */
  passwordMinLength: number;
  /** Failed logins for one account before it is locked. */
  loginMaxFailures: number;
  /** Failed logins from one client address before it is held. */
  loginMaxFailuresPerAddress: number;
  /** Failures are counted over this window. */
  loginWindowMinutes: number;
  /** The first lock lasts this long; each further lock twice as long (up to 64 times). */
  loginLockMinutes: number;
  /** Password verifications running at once in one instance; more wait in a short queue. */
  loginConcurrency: number;
  /** Live sessions one user may hold; the oldest end first. */
  maxSessionsPerUser: number;
  /** Live-change streams (GET /api/events) one user may hold open in one instance. */
  maxStreamsPerUser: number;
  /** How often expired and revoked sessions and stale login counters are removed. */
  purgeIntervalMinutes: number;
  /** Audit entries older than this many days are purged; 0 keeps every entry. */
  auditRetentionDays: number;
  /** Trail points of the current month and this many before it are kept; 0 keeps every point. */
  trailRetentionMonths: number;
  /** PostgreSQL: connecting, and waiting for a free pool connection (ms). */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: each statement of a call (ms). */
  dbStatementTimeoutMs: number;
  /** SQLite: how long a statement waits for a file locked by another process (ms). */
  sqliteBusyTimeoutMs: number;
  /** Who must enrol a second factor at their next login. */
  mfaRequired: MfaRequired;
  /** 32 bytes that encrypt second-factor secrets in the database (MFA_KEY), or null: stored as they are. */
  mfaKey: Buffer | null;
  /** A session unused this long ends (minutes). */
  sessionIdleMinutes: number;
  /** A console password older than this many days must be changed at login; 0: never. */
  passwordMaxAgeDays: number;
  /** A field app session's lifetime (days): phones stay signed in across shifts and offline hours. */
  appSessionDays: number;
  /** Metres beyond a check point's radius an inspection may be sent from before it is marked far. */
  inspectionDistanceSlack: number;
  /** Where uploaded files are kept (server/src/files/). */
  files: FileSettings;
}

export interface FileSettings {
  /** `directory` (FILE_DIR), `database` (its own table), or `s3` (any S3-compatible service). */
  storage: 'directory' | 'database' | 's3';
  dir: string;
  /** The largest file an upload takes, in bytes. */
  maxBytes: number;
  /** A file no record holds is purged this many hours after it was uploaded or taken out. */
  looseHours: number;
  s3: S3Settings | null;
}

export interface S3Settings {
  bucket: string;
  /** The service's address (MinIO, Ceph, a cloud's S3-compatible endpoint); unset: AWS. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path rather than the host name (most S3-compatible services want it). */
  forcePathStyle: boolean;
}

export type MfaRequired = 'off' | 'admins' | 'all';

export type LogFormat = 'pretty' | 'json';
export type TrustProxy = boolean | number | string[];

/** `dist/` of this checkout, where `npm run build` writes the console (two levels above this file). */
export const BUILT_CONSOLE_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key]?.trim();
  return value ? value : fallback;
}

function positiveNumber(env: Env, key: string, fallback: number, integer = true): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new ConfigError(`${key} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}".`);
  }
  return value;
}

/** SEED: `demo` seeds the demo data, `none` nothing; 1 / 0 are kept as their aliases. */
function seedMode(env: Env, production: boolean): boolean {
  const raw = env.SEED?.trim().toLowerCase();
  if (!raw) return !production;
  if (['demo', '1', 'true', 'yes', 'on'].includes(raw)) {
    if (production) throw new ConfigError('SEED=demo is not allowed in production: demo users have published passwords.');
    return true;
  }
  if (['none', '0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`SEED must be demo or none, got "${raw}".`);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const level = text(env, 'LOG_LEVEL', 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}".`);
  return level;
}

function logFormat(env: Env, production: boolean): LogFormat {
  const raw = env.LOG_FORMAT?.trim().toLowerCase();
  if (!raw) return production ? 'json' : 'pretty';
  if (raw === 'pretty' || raw === 'json') return raw;
  throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${raw}".`);
}

/** Off by default: behind no proxy, a forged X-Forwarded-For must not choose the client address. */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw); // hops: the n-th address from the right
  const list = raw.split(',').map((a) => a.trim()).filter(Boolean);
  if (!list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) {
    throw new ConfigError(`TRUST_PROXY must be true, a number of hops, or proxy addresses / CIDR ranges, got "${raw}".`);
  }
  return list;
}

function mfaRequired(env: Env): MfaRequired {
  const raw = text(env, 'MFA_REQUIRED', 'off').toLowerCase();
  if (raw === 'off' || raw === 'admins' || raw === 'all') return raw;
  throw new ConfigError(`MFA_REQUIRED must be off, admins or all, got "${raw}".`);
}

/** MFA_KEY: 32 bytes as 64 hex digits or base64. */
function mfaKey(env: Env): Buffer | null {
  const raw = env.MFA_KEY?.trim();
  if (!raw) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('MFA_KEY must be 32 bytes: 64 hex digits or 44 characters of base64.');
  return key;
}

const STORAGES = ['directory', 'database', 's3'] as const;

/** FILE_STORAGE and its settings; `s3` needs S3_BUCKET. */
function fileSettings(env: Env): FileSettings {
  const storage = text(env, 'FILE_STORAGE', 'directory').toLowerCase() as FileSettings['storage'];
  if (!STORAGES.includes(storage)) throw new ConfigError(`FILE_STORAGE must be ${STORAGES.join(', ')}, got "${storage}".`);
  const bucket = env.S3_BUCKET?.trim();
  if (storage === 's3' && !bucket) throw new ConfigError('FILE_STORAGE=s3 needs S3_BUCKET.');
  const pathStyle = text(env, 'S3_FORCE_PATH_STYLE', 'true').toLowerCase();
  return {
    storage,
    dir: text(env, 'FILE_DIR', 'data/files'),
    maxBytes: positiveNumber(env, 'FILE_MAX_BYTES', 10 * 1024 * 1024),
    looseHours: positiveNumber(env, 'FILE_UNATTACHED_HOURS', 24, false),
    s3: bucket
      ? {
          bucket,
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          region: text(env, 'S3_REGION', 'us-east-1'),
          accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
          forcePathStyle: !['0', 'false', 'no', 'off'].includes(pathStyle),
        }
      : null,
  };
}

/** CONSOLE_DIR, else the build in this checkout when there is one; `off` serves the API alone. */
function consoleDir(env: Env): string | null {
  const raw = env.CONSOLE_DIR?.trim();
  if (raw && raw.toLowerCase() === 'off') return null;
  if (raw) {
    if (!existsSync(`${raw}/index.html`)) throw new ConfigError(`CONSOLE_DIR ${raw} holds no built console (index.html); run npm run build.`);
    return raw;
  }
  return existsSync(`${BUILT_CONSOLE_DIR}/index.html`) ? BUILT_CONSOLE_DIR : null;
}

/** Reads the configuration; throws ConfigError on invalid values or an unsafe production setup. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = positiveNumber(env, 'API_PORT', 3000);
  if (port > 65535) throw new ConfigError('API_PORT must be at most 65535.');
  const adminPassword = env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  if (adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters.');
  // A well-known password on a production system is an open door.
  if (production && adminPassword === DEFAULT_ADMIN_PASSWORD) {
    throw new ConfigError('Refusing to start in production with the default ADMIN_PASSWORD; set ADMIN_PASSWORD.');
  }
  const passwordMinLength = positiveNumber(env, 'PASSWORD_MIN_LENGTH', 12);
  if (passwordMinLength < 8 || passwordMinLength > 64) throw new ConfigError('PASSWORD_MIN_LENGTH must be between 8 and 64.');
  if (production) {
    const problem = passwordProblem(adminPassword, passwordMinLength);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD is too weak for production: ${problem}`);
  }
  const passwordHashCost = positiveNumber(env, 'PASSWORD_HASH_COST', OWASP_SCRYPT_COST);
  if (passwordHashCost < 10 || passwordHashCost > 20) throw new ConfigError('PASSWORD_HASH_COST must be between 10 and 20.');
  if (production && passwordHashCost < OWASP_SCRYPT_COST) {
    throw new ConfigError(`PASSWORD_HASH_COST must be at least ${OWASP_SCRYPT_COST} in production.`);
  }
  const origins = env.CORS_ORIGINS?.trim();
  return {
    port,
    host: text(env, 'HOST', '127.0.0.1'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dbFile: text(env, 'DB_FILE', 'data/ops.sqlite'),
    tokenTtlHours: positiveNumber(env, 'TOKEN_TTL_HOURS', 8, false),
    corsOrigins: origins
      ? origins.split(',').map((o) => o.trim()).filter(Boolean)
      : [...DEFAULT_CORS_ORIGINS],
    adminPassword,
    seed: seedMode(env, production),
    bodyLimit: positiveNumber(env, 'BODY_LIMIT', 1024 * 1024),
    logLevel: logLevel(env),
    logFormat: logFormat(env, production),
    trustProxy: trustProxy(env),
    consoleDir: consoleDir(env),
    production,
    passwordHashCost,
    passwordMinLength,
    loginMaxFailures: positiveNumber(env, 'LOGIN_MAX_FAILURES', 5),
    loginMaxFailuresPerAddress: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 10),
    loginWindowMinutes: positiveNumber(env, 'LOGIN_WINDOW_MINUTES', 15, false),
    loginLockMinutes: positiveNumber(env, 'LOGIN_LOCK_MINUTES', 1, false),
    loginConcurrency: positiveNumber(env, 'LOGIN_CONCURRENCY', 4),
    maxSessionsPerUser: positiveNumber(env, 'MAX_SESSIONS_PER_USER', 10),
    maxStreamsPerUser: positiveNumber(env, 'MAX_STREAMS_PER_USER', 6),
    purgeIntervalMinutes: positiveNumber(env, 'PURGE_INTERVAL_MINUTES', 60, false),
    auditRetentionDays: env.AUDIT_RETENTION_DAYS?.trim() === '0' ? 0 : positiveNumber(env, 'AUDIT_RETENTION_DAYS', 0),
    trailRetentionMonths: env.TRAIL_RETENTION_MONTHS?.trim() === '0' ? 0 : positiveNumber(env, 'TRAIL_RETENTION_MONTHS', 0),
    // Together within the console's 5 s: a call to an absent or stalled database answers 5000 in time.
    dbConnectTimeoutMs: positiveNumber(env, 'DB_CONNECT_TIMEOUT_MS', 1500),
    dbStatementTimeoutMs: positiveNumber(env, 'DB_STATEMENT_TIMEOUT_MS', 2500),
    sqliteBusyTimeoutMs: positiveNumber(env, 'SQLITE_BUSY_TIMEOUT_MS', 2000),
    mfaRequired: mfaRequired(env),
    mfaKey: mfaKey(env),
    sessionIdleMinutes: positiveNumber(env, 'SESSION_IDLE_MINUTES', 30, false),
    passwordMaxAgeDays: env.PASSWORD_MAX_AGE_DAYS?.trim() === '0' ? 0 : positiveNumber(env, 'PASSWORD_MAX_AGE_DAYS', 0),
    appSessionDays: positiveNumber(env, 'APP_SESSION_DAYS', 30, false),
    inspectionDistanceSlack: env.INSPECTION_DISTANCE_SLACK?.trim() === '0' ? 0 : positiveNumber(env, 'INSPECTION_DISTANCE_SLACK', 50),
    files: fileSettings(env),
  };
}
