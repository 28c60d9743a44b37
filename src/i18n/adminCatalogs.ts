import { addLanguageLoader, i18n, type LanguageLoader } from './index';
import { ADMIN_CATALOGS } from './adminCatalogLoaders';

const loadAdminCatalog: LanguageLoader = async (language) => {
  const { default: bundle } = await ADMIN_CATALOGS[language]();
  // deep merge, never overwrite: the app's catalogs may refine react-admin's wording
  i18n.addResourceBundle(language, 'translation', bundle.ra, true, false);
  for (const messages of bundle.features) i18n.addResourceBundle(language, 'translation', messages, true, true);
};

/** The admin's messages for the current language now, and for any language switched to. */
export function loadAdminCatalogs(): Promise<void> {
  return addLanguageLoader(loadAdminCatalog);
}
