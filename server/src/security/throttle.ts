// In-memory login throttling: too many failed logins for one account from one address
// within the window answer 2029 until the oldest failure leaves the window.

export interface ThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

const SWEEP_THRESHOLD = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: ThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  static key(account: string, ip: string): string {
    return `${account.toLowerCase()}\u0000${ip}`;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.maxFailures;
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Drops keys whose failures have all left the window, so memory stays bounded. */
  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
