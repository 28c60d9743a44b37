import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../api';
import { detectLanguage, persistLanguage, type Language } from './languages';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './languages';

/**
 * One i18next instance serves the light public pages and, once the admin chunk loads,
 * react-admin too. A language's words load the first time it is used: a page carries the
 * current language only, and switching fetches the other one before the switch shows.
 */
export const i18n: I18n = i18next.createInstance();

/** Adds one language's words to `i18n`; the admin registers its catalogs through this. */
export type LanguageLoader = (language: Language) => Promise<void>;

const LOCALES: Record<Language, () => Promise<{ default: object }>> = {
  zh: () => import('./locales/zh'),
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
};

const loadLocale: LanguageLoader = async (language) => {
  const { default: messages } = await LOCALES[language]();
  // No overwrite: words already added for this language keep theirs.
  i18n.addResourceBundle(language, 'translation', messages, true, false);
};

const loaders: LanguageLoader[] = [loadLocale];
const loading = new Map<LanguageLoader, Map<Language, Promise<void>>>();

function load(loader: LanguageLoader, language: Language): Promise<void> {
  let byLanguage = loading.get(loader);
  if (!byLanguage) loading.set(loader, (byLanguage = new Map()));
  let pending = byLanguage.get(language);
  if (!pending) {
    pending = loader(language);
    // A failed download may be retried by the next switch.
    pending.catch(() => byLanguage.delete(language));
    byLanguage.set(language, pending);
  }
  return pending;
}

/** Every registered part of `language`, loaded once (in registration order of adding). */
async function loadLanguage(language: Language): Promise<void> {
  for (const loader of loaders) await load(loader, language);
}

/**
 * Registers more words (run now for the current language and later for any language switched
 * to). Resolves once the current language has them.
 */
export async function addLanguageLoader(loader: LanguageLoader): Promise<void> {
  if (!loaders.includes(loader)) loaders.push(loader);
  await initI18n();
  await load(loader, i18n.language as Language);
}

let ready: Promise<I18n> | null = null;

export function initI18n(language: Language = detectLanguage()): Promise<I18n> {
  ready ??= i18n
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['zh', 'en', 'es'],
      resources: {},
      // Server messages may contain ':' and are shown as-is when no key matches.
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    })
    .then(() => loadLanguage(language))
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
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  persistLanguage(language);
  setRequestLanguage(language);
  document.documentElement.lang = htmlLang(language);
}
