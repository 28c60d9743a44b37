import type { Language } from './languages';
import { polyglotToI18next } from './convert';
import zh from './locales/zh';
import en from './locales/en';
import es from './locales/es';
import raZh from './ra/zh';
import raEn from './ra/en';
import raEs from './ra/es';
import { featureMessages } from '../featureMessages';

/**
 * Everything the console can say, per language, merged as i18next sees it once the admin is
 * loaded. For tests and tools; the app itself loads these in two steps (see i18nProvider).
 */
export function fullCatalog(language: Language): Record<string, unknown> {
  const app = { zh, en, es }[language];
  const ra = polyglotToI18next({ zh: raZh, en: raEn, es: raEs }[language]);
  const merged: Record<string, unknown> = { ...ra, ...app };
  for (const messages of featureMessages) deepMerge(merged, messages(language) as Record<string, unknown>);
  return merged;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && current && typeof current === 'object') {
      deepMerge(current as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
}
