import type { I18nProvider } from 'react-admin';
import raEn from './ra/en';
import raZh from './ra/zh';
import raEs from './ra/es';
import { polyglotToI18next } from './convert';
import { changeLanguage, i18n, LANGUAGE_NAMES, LANGUAGES } from './index';
import { isLanguage, type Language } from './languages';

let added = false;

/**
 * react-admin's own messages and the admin's feature messages (resources, shell…) join the
 * shared i18next instance when the admin chunk loads; the login page never carries them.
 */
function addAdminMessages(extra: readonly MessagesByLanguage[]): void {
  if (added) return;
  added = true;
  const packs = { zh: raZh, en: raEn, es: raEs } as const;
  for (const language of LANGUAGES) {
    // deep merge, never overwrite: the app's catalogs may refine react-admin's wording
    i18n.addResourceBundle(language, 'translation', polyglotToI18next(packs[language]), true, false);
    for (const messages of extra) i18n.addResourceBundle(language, 'translation', messages(language), true, true);
  }
}

/** A feature's messages for one language (same keys in all three: tested). */
export type MessagesByLanguage = (language: Language) => object;

export function createI18nProvider(extra: readonly MessagesByLanguage[] = []): I18nProvider {
  addAdminMessages(extra);
  return i18nextProvider();
}

/**
 * react-admin's view of the shared i18next instance. The running console uses it alone and
 * loads the messages per language (./adminCatalogs); createI18nProvider adds them all at once.
 */
export function i18nextProvider(): I18nProvider {
  // A screen asks for the same plain messages hundreds of times (labels, buttons, per row);
  // those without values to interpolate are kept until the language or the catalogs change.
  const plain = new Map<string, string>();
  const forget = () => plain.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      // react-admin's messages interpolate {{smart_count}} and pick plurals through `count`.
      const { _: defaultValue, ...rest } = options ?? {};
      const cacheable = Object.keys(rest).length === 0;
      const id = cacheable ? `${key}\u0000${String(defaultValue ?? '')}` : '';
      const known = cacheable ? plain.get(id) : undefined;
      if (known !== undefined) return known;
      const text = String(i18n.t(key, { ...rest, defaultValue: defaultValue ?? key, count: rest.smart_count as number | undefined }));
      if (cacheable) plain.set(id, text);
      return text;
    },
    changeLocale: async (locale: string) => {
      if (isLanguage(locale)) await changeLanguage(locale);
    },
    getLocale: () => i18n.language,
    getLocales: () => LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  };
}
