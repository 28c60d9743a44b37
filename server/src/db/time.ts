// Dates are stored and answered as `YYYY-MM-DD HH:mm:ss` in server local time.
// That text sorts chronologically, so comparisons in SQL work on both dialects.

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function formatDateTime(d: Date): string {
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function nowText(): string {
  return formatDateTime(new Date());
}

/** `base` shifted by `hours` (may be fractional or negative). */
export function addHours(base: Date, hours: number): Date {
  return new Date(base.getTime() + hours * 3_600_000);
}
