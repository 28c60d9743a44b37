import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber, parseDateTime, relativeTime } from '../utils/format';

/** BCP 47 tag of a console language, for Intl. */
export function localeTag(language: string): string {
  return language === 'zh' ? 'zh-CN' : language === 'es' ? 'es-ES' : 'en-US';
}

/** Thousand separators in the current language (spec §9): 1,234,567 · 1.234.567. */
export function useFormatNumber(): (value: number, decimals?: number) => string {
  const [locale] = useLocaleState();
  const tag = localeTag(locale);
  return (value, decimals) => formatNumber(value, tag, decimals);
}

/** "3 min ago" / "3 分钟前" / "hace 3 min" for a contract date-time; null when unreadable. */
export function useRelativeTime(): (value: string, now?: Date) => string | null {
  const translate = useTranslate();
  return (value, now) => {
    const date = parseDateTime(value);
    if (!date) return null;
    const { unit, count } = relativeTime(date, now);
    // react-admin's translate passes `smart_count` on as i18next's `count`.
    return translate(`app.time.${unit}`, { smart_count: count });
  };
}
