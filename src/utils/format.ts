/** 1234567 -> "1,234,567" (spec §9's thousand separators). */
// One formatter per locale: building one costs far more than formatting, and a list formats a
// number in every row.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale = 'en-US', decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  const key = decimals === undefined ? locale : `${locale}/${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    // A declared number of decimals is always shown (12.50 yuan); otherwise up to two.
    const digits = decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    numberFormats.set(key, (format = new Intl.NumberFormat(locale, digits)));
  }
  return format.format(value);
}

/** Parses the contract's `YYYY-MM-DD HH:mm:ss` (server local time) as a local Date. */
export function parseDateTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(y, mo - 1, d, h, mi, s);
  // 31 April or 29 February of a common year would silently roll over into the next month.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
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
