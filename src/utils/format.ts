/** 1234567 -> "1,234,567" (spec §9's thousand separators). */
export function formatNumber(value: number, locale = 'en-US'): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** Parses the contract's `YYYY-MM-DD HH:mm:ss` (server local time) as a local Date. */
export function parseDateTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

export type RelativeUnit = 'just_now' | 'minutes' | 'hours' | 'days';

/**
 * Spec §9's relative time: under a minute "just now", then minutes, hours, days; the
 * caller words it through the catalogs (`app.time.<unit>`, with `count`).
 */
export function relativeTime(date: Date, now: Date = new Date()): { unit: RelativeUnit; count: number } {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return { unit: 'just_now', count: 0 };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86400) };
}
