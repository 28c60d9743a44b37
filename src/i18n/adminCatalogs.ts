import { addLanguageLoader, i18n, type LanguageLoader } from './index';
import type { AdminBundle } from './adminBundle';
import type { Language } from './languages';

// One chunk per language, built from ./adminBundle (see vite.config.ts).
const CATALOGS: Record<Language, () => Promise<{ default: AdminBundle }>> = {
  zh: () => import('virtual:admin-catalog/zh'),
  en: () => import('virtual:admin-catalog/en'),
  es: () => import('virtual:admin-catalog/es'),
};

const loadAdminCatalog: LanguageLoader = async (language) => {
  const { default: bundle } = await CATALOGS[language]();
  // deep merge, never overwrite: the app's catalogs may refine react-admin's wording
  i18n.addResourceBundle(language, 'translation', bundle.ra, true, false);
  for (const messages of bundle.features) i18n.addResourceBundle(language, 'translation', messages, true, true);
};

/**
 * Asks for the admin's messages in `language` ahead of the admin's code, which asks for them only
 * once it has run: the first screen waits for both.
 */
export function preloadAdminCatalog(language: Language): void {
  CATALOGS[language]().catch(() => undefined); // a failed download is reported when the admin asks again
}

/** The admin's messages for the current language now, and for any language switched to. */
export function loadAdminCatalogs(): Promise<void> {
  return addLanguageLoader(loadAdminCatalog);
}
