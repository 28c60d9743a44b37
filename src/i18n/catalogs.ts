import type { Language } from './languages';
import { polyglotToI18next } from './convert';
import zh from './locales/zh';
import en from './locales/en';
import es from './locales/es';
import raZh from './ra/zh';
import raEn from './ra/en';
import raEs from './ra/es';
import { resourceMessages } from '../resources/messages';

/**
 * Everything the console can say, per language, merged as i18next sees it once the admin is
 * loaded. For tests and tools; the app itself loads these in two steps (see i18nProvider).
 */
export function fullCatalog(language: Language): Record<string, unknown> {
  const app = { zh, en, es }[language];
  const ra = polyglotToI18next({ zh: raZh, en: raEn, es: raEs }[language]);
  return { ...ra, ...app, ...resourceMessages(language) };
}
