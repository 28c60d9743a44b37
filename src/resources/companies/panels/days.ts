// The days the company panels ask about, as `YYYY-MM-DD` in local time.

/** Today, or `days` away from it, as `YYYY-MM-DD` in local time. */
export function localDate(offsetDays = 0, from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The latest working day before today: the day the trails usually cover. */
export function lastWorkingDay(now = new Date()): string {
  let offset = -1;
  for (;;) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).getDay();
    if (day !== 0 && day !== 6) return localDate(offset, now);
    offset -= 1;
  }
}
