// Login throttling in the database, so every instance shares it and a restart does not clear
// it. An attempt is counted atomically BEFORE the password is checked: a burst for one account
// gets at most `maxFailures` verifications, the rest answer 2029. Counted per account (a lock
// that doubles each time) and per client address (spraying one password over many accounts);
// a success clears the account and gives its attempt back to the address. A ceiling on
// concurrent verifications keeps a flood from starving real users of CPU and memory.
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError, ErrorCode } from '../http/errors.js';

/** Locks grow 1, 2, 4 ... 64 times the base lock. */
const MAX_DOUBLINGS = 6;
/** A counter untouched this long is removed by the purge; its lock history goes with it. */
export const THROTTLE_KEEP_MS = 24 * 3_600_000;

type Limits = Pick<Config, 'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowMinutes' | 'loginLockMinutes' | 'loginConcurrency'>;

export interface Reservation {
  account: string;
  address: string;
}

const big = (n: number) => sql`cast(${Math.round(n)} as bigint)`;

export class LoginThrottle {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Most verifications seen running at once (for tests and diagnostics). */
  peak = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: Limits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for the account and the address, or throws 2029 saying when to retry. */
  async reserve(account: string, ip: string): Promise<Reservation> {
    const reservation = { account: `account:${account.toLowerCase()}`, address: `address:${ip}` };
    if (!(await this.take(reservation.address, this.limits.loginMaxFailuresPerAddress))) {
      throw await this.refusal(reservation.address);
    }
    if (!(await this.take(reservation.account, this.limits.loginMaxFailures))) {
      await this.giveBack(reservation.address);
      throw await this.refusal(reservation.account);
    }
    return reservation;
  }

  /** A wrong password: the attempt stays counted, and a counter at its limit locks. */
  async failed(reservation: Reservation): Promise<{ lockedUntil: number } | null> {
    const address = await this.lockIfFull(reservation.address, this.limits.loginMaxFailuresPerAddress);
    const account = await this.lockIfFull(reservation.account, this.limits.loginMaxFailures);
    const until = account ?? address;
    return until === null ? null : { lockedUntil: until };
  }

  async succeeded(reservation: Reservation): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('subject', '=', reservation.account).execute();
    await this.giveBack(reservation.address);
  }

  /** The attempt was never judged (the server was busy): both counters get it back. */
  async release(reservation: Reservation): Promise<void> {
    await this.giveBack(reservation.account);
    await this.giveBack(reservation.address);
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
