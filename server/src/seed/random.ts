// Deterministic randomness and local-time helpers for the demo data seeder.
// Every value the seeder produces comes from an Rng seeded with a fixed number,
// so two runs with the same options and the same `now` write identical rows.

export { formatDate, formatDateTime } from '../db/time.js';

/** mulberry32: a small, fast 32-bit PRNG with a good enough distribution for demo data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; `weights` lines up with `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** A standard normal sample (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** `count` distinct items in random order (partial Fisher-Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** Upper-case letters and digits without look-alikes (no I, O, 0, 1). */
  token(length: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** A derived generator, so that one section's draws never shift another's. */
  fork(salt: number): Rng {
    return new Rng(Math.imul(this.state ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35));
  }
}

/** Local midnight of the day `days` away from `from` (negative: in the past). */
export function dayStart(from: Date, days = 0): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
}

/** A time on the given local day. */
export function atTime(day: Date, hours: number, minutes = 0, seconds = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, seconds);
}

export function isWeekend(d: Date): boolean {
  const w = d.getDay();
  return w === 0 || w === 6;
}

/** A random instant between `from` and `to`, whole seconds. */
export function between(rng: Rng, from: Date, to: Date): Date {
  const a = from.getTime();
  const b = Math.max(a, to.getTime());
  return new Date(Math.floor((a + rng.next() * (b - a)) / 1000) * 1000);
}

/**
 * A random moment during working hours (08:00-18:00) on a day between `from` and `to`,
 * never before `from` nor after `to`.
 */
export function workingTime(rng: Rng, from: Date, to: Date): Date {
  const day = dayStart(between(rng, from, to));
  const t = atTime(day, rng.int(8, 17), rng.int(0, 59), rng.int(0, 59)).getTime();
  return new Date(Math.min(to.getTime(), Math.max(from.getTime(), t)));
}

/** `t` moved forward into working hours (08:00-19:00) when it falls outside them. */
export function intoWorkingHours(rng: Rng, t: number): number {
  const d = new Date(t);
  if (d.getHours() >= 8 && d.getHours() < 19) return t;
  const day = d.getHours() < 8 ? dayStart(d) : dayStart(d, 1);
  return atTime(day, 8, rng.int(0, 59), rng.int(0, 59)).getTime();
}

/** Mainland mobile number. */
export function mobile(rng: Rng): string {
  const prefixes = ['130', '131', '133', '135', '136', '137', '138', '139', '150', '151', '152', '153',
    '155', '156', '157', '158', '159', '166', '177', '180', '181', '182', '186', '187', '188', '189', '199'];
  return rng.pick(prefixes) + String(rng.int(0, 99_999_999)).padStart(8, '0');
}

/** Landline with the city's area code, e.g. 029-88234567. */
export function landline(rng: Rng, areaCode: string): string {
  const digits = areaCode.length === 3 ? 8 : 7;
  return `${areaCode}-${rng.int(2, 8)}${String(rng.int(0, 10 ** (digits - 1) - 1)).padStart(digits - 1, '0')}`;
}

/** Rounds a coordinate to 6 decimals (about 0.1 m). */
export const coord = (v: number): number => Math.round(v * 1e6) / 1e6;
