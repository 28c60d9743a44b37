// Password hashing with scrypt. Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64),
// so the cost can be raised later: a hash made at a lower cost is upgraded at the next login.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { OWASP_SCRYPT_COST } from '../config.js';

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** log2(N) of new hashes: config.passwordHashCost, applied by buildApp (tests lower it for speed). */
let cost = OWASP_SCRYPT_COST;

export function setPasswordHashCost(log2N: number): void {
  cost = log2N;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function options(n: number, r: number, p: number): ScryptOptions {
  // maxmem must cover 128 * N * r bytes, with room to spare.
  return { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
}

export async function hashPassword(password: string): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, KEY_LENGTH, options(n, R, P));
  return ['scrypt', n, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when the hash was made with other parameters than new hashes get now. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== 2 ** cost || Number(r) !== R || Number(p) !== P;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((x) => Number.isInteger(x) && x > 0) || n < 2 || n > 1 << 20 || (n & (n - 1)) !== 0) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, options(n, r, p));
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/** A hash to verify against when the account does not exist, so both cases take as long. */
export function dummyPasswordHash(): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(12).toString('base64'));
    dummyHashes.set(cost, hash);
  }
  return hash;
}
