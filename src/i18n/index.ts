import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../api';
import { detectLanguage, persistLanguage, type Language } from './languages';
import zh from './locales/zh';
import en from './locales/en';
import es from './locales/es';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './languages';

/**
 * One i18next instance serves the light public pages and, once the admin chunk loads,
 * react-admin too (react-admin's own messages are added then: see ./raMessages).
 */
export const i18n: I18n = i18next.createInstance();

let ready: Promise<I18n> | null = null;

export function initI18n(language: Language = detectLanguage()): Promise<I18n> {
  ready ??= i18n
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['zh', 'en', 'es'],
      resources: { zh: { translation: zh }, en: { translation: en }, es: { translation: es } },
      // Server messages may contain ':' and are shown as-is when no key matches.
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    })
    .then(() => {
      setRequestLanguage(i18n.language);
      document.documentElement.lang = htmlLang(i18n.language);
      return i18n;
    });
  return ready;
}

function htmlLang(language: string): string {
  return language === 'zh' ? 'zh-CN' : language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  persistLanguage(language);
  setRequestLanguage(language);
  document.documentElement.lang = htmlLang(language);
}
