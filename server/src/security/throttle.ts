// Login throttling in the database, so every instance shares it and a restart does not clear
// it. An attempt is counted atomically BEFORE the password (or code) is checked. Failures lock
// the pair of one account and one address (its /64 for IPv6): a burst for one account from one
// address gets at most `loginMaxFailures` checks. Per address alone they lock too (one password
// sprayed over many accounts). Per account alone they never lock, or anybody could keep a known
// account out: they slow each further attempt for it, up to ACCOUNT_DELAY_MAX_MS. A success clears
// the pair and the account and gives its attempt back to the address. A ceiling on concurrent
// verifications keeps a flood from starving real users of CPU and memory.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError, ErrorCode } from '../http/errors.js';
import { addressGroup } from './addresses.js';

/** Locks grow 1, 2, 4 ... 64 times the base lock. */
const MAX_DOUBLINGS = 6;
/** A counter untouched this long is removed by the purge; its lock history goes with it. */
export const THROTTLE_KEEP_MS = 24 * 3_600_000;
/** The first slowed attempt of an account waits this long, each further one twice as long ... */
const ACCOUNT_DELAY_BASE_MS = 250;
/** ... up to this: a login still answers well within the console's 5 s. */
export const ACCOUNT_DELAY_MAX_MS = 2000;

type Limits = Pick<Config, 'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowMinutes' | 'loginLockMinutes' | 'loginConcurrency'>;

/** What is checked: a password, or a second-factor code (counted apart, the same way). */
export type Secret = 'password' | 'code';

export interface Reservation {
  pair: string;
  account: string;
  address: string;
}

export interface LockRow {
  subject: string;
  attempts: number;
  locked_until: number | null;
}

const big = (n: number) => sql`cast(${Math.round(n)} as bigint)`;
const pairPrefix = (account: string) => `pair:${account.toLowerCase()}|`;
const accountPrefix = (account: string) => `account:${account.toLowerCase()}|`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Most verifications seen running at once (for tests and diagnostics). */
  peak = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: Limits,
    private readonly now: () => number = Date.now,
    /** How a slowed attempt waits (tests count the waits instead). */
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /**
   * Counts one attempt for the address, the account-address pair and the account, or throws
   * 2029 saying when to retry; an account that failed often waits before its answer.
   */
  async reserve(account: string, ip: string, secret: Secret = 'password'): Promise<Reservation> {
    const address = addressGroup(ip);
    const reservation = {
      address: `address:${address}`,
      pair: `${pairPrefix(account)}${secret}|${address}`,
      account: `${accountPrefix(account)}${secret}`,
    };
    if (!(await this.take(reservation.address, this.limits.loginMaxFailuresPerAddress))) {
      throw await this.refusal(reservation.address);
    }
    if (!(await this.take(reservation.pair, this.limits.loginMaxFailures))) {
      await this.giveBack(reservation.address);
      throw await this.refusal(reservation.pair);
    }
    const failures = (await this.count(reservation.account)) - 1;
    const beyond = failures - this.limits.loginMaxFailures;
    if (beyond >= 0) await this.wait(Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(beyond, 10)));
    return reservation;
  }

  /** A wrong password or code: the attempt stays counted, and a pair or address at its limit locks. */
  async failed(reservation: Reservation): Promise<{ lockedUntil: number } | null> {
    const address = await this.lockIfFull(reservation.address, this.limits.loginMaxFailuresPerAddress);
    const pair = await this.lockIfFull(reservation.pair, this.limits.loginMaxFailures);
    const until = pair ?? address;
    return until === null ? null : { lockedUntil: until };
  }

  async succeeded(reservation: Reservation): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('subject', 'in', [reservation.pair, reservation.account]).execute();
    await this.giveBack(reservation.address);
  }

  /** The attempt was never judged (the server was busy): every counter gets it back. */
  async release(reservation: Reservation): Promise<void> {
    for (const subject of [reservation.pair, reservation.account, reservation.address]) await this.giveBack(subject);
  }

  /** The counters of one account (its pairs with each address, and its own), for an administrator. */
  async countersOf(account: string): Promise<LockRow[]> {
    const rows = await this.db
      .selectFrom('login_throttle')
      .select(['subject', 'attempts', 'locked_until'])
      .where((eb) => eb.or([this.range(eb, pairPrefix(account)), this.range(eb, accountPrefix(account))]))
      .orderBy('subject')
      .limit(500)
      .execute();
    return rows.map((r) => ({ ...r, attempts: Number(r.attempts), locked_until: r.locked_until === null ? null : Number(r.locked_until) }));
  }

  /** Clears every counter and lock of one account; answers how many went. */
  async clear(account: string): Promise<number> {
    const result = await this.db
      .deleteFrom('login_throttle')
      .where((eb) => eb.or([this.range(eb, pairPrefix(account)), this.range(eb, accountPrefix(account))]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // Subjects starting with `prefix` (which ends in '|'): a range, so `_` and `%` in names are plain.
  private range(eb: ExpressionBuilder<DB, 'login_throttle'>, prefix: string) {
    return eb.and([eb('subject', '>=', prefix), eb('subject', '<', `${prefix.slice(0, -1)}}`)]);
  }

  /** Runs a password verification within the concurrency ceiling; 2029 when the queue is full. */
  async verify<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.loginConcurrency) {
      if (this.waiting.length >= this.limits.loginConcurrency * 8) {
        throw new ApiError(ErrorCode.throttled, 'The server is busy. Try again in a moment.');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so nobody can overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  private async take(subject: string, max: number): Promise<boolean> {
    const now = this.now();
    const stale = now - this.limits.loginWindowMinutes * 60_000;
    // One statement: concurrent attempts each see the count left by the previous one.
    const { rows } = await sql<{ attempts: number }>`
      insert into login_throttle as t (subject, attempts, window_start, locked_until, lockouts)
      values (${subject}, 1, ${big(now)}, null, 0)
      on conflict (subject) do update set
        attempts = case when t.window_start <= ${big(stale)} then 1 else t.attempts + 1 end,
        window_start = case when t.window_start <= ${big(stale)} then ${big(now)} else t.window_start end
      where (t.locked_until is null or t.locked_until <= ${big(now)})
        and (t.window_start <= ${big(stale)} or t.attempts < ${max})
      returning attempts`.execute(this.db);
    return rows.length > 0;
  }

  /** Counts one attempt that no limit holds; answers the attempts in the window. */
  private async count(subject: string): Promise<number> {
    const now = this.now();
    const stale = now - this.limits.loginWindowMinutes * 60_000;
    const { rows } = await sql<{ attempts: number }>`
      insert into login_throttle as t (subject, attempts, window_start, locked_until, lockouts)
      values (${subject}, 1, ${big(now)}, null, 0)
      on conflict (subject) do update set
        attempts = case when t.window_start <= ${big(stale)} then 1 else t.attempts + 1 end,
        window_start = case when t.window_start <= ${big(stale)} then ${big(now)} else t.window_start end
      returning attempts`.execute(this.db);
    return Number(rows[0]?.attempts ?? 1);
  }

  private async giveBack(subject: string): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('subject', '=', subject)
      .where('attempts', '>', 0)
      .execute();
  }

  /** Locks a counter that reached its limit (once, whatever else fails at the same time). */
  private async lockIfFull(subject: string, max: number): Promise<number | null> {
    const now = this.now();
    const base = this.limits.loginLockMinutes * 60_000;
    const { rows } = await sql<{ locked_until: number }>`
      update login_throttle as t set
        locked_until = ${big(now)} + ${big(base)} * (case when t.lockouts >= ${MAX_DOUBLINGS} then ${2 ** MAX_DOUBLINGS} else (1 << t.lockouts) end),
        lockouts = t.lockouts + 1,
        attempts = 0,
        window_start = ${big(now)}
      where t.subject = ${subject} and t.attempts >= ${max}
        and (t.locked_until is null or t.locked_until <= ${big(now)})
      returning locked_until`.execute(this.db);
    return rows[0] ? Number(rows[0].locked_until) : null;
  }

  private async refusal(subject: string): Promise<ApiError> {
    const row = await this.db.selectFrom('login_throttle').select(['locked_until', 'window_start']).where('subject', '=', subject).executeTakeFirst();
    const now = this.now();
    const lockedUntil = row?.locked_until === null || row?.locked_until === undefined ? 0 : Number(row.locked_until);
    const until = lockedUntil > now ? lockedUntil : Number(row?.window_start ?? now) + this.limits.loginWindowMinutes * 60_000;
    const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
    return new ApiError(ErrorCode.throttled, `Too many failed attempts. Try again in ${minutes} min.`);
  }
}

/** Removes counters nobody touched for a day. */
export async function purgeLoginCounters(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const before = now - THROTTLE_KEEP_MS;
  const result = await db
    .deleteFrom('login_throttle')
    .where('window_start', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
