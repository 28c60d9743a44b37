import type { AdminBundle } from './adminBundle';
import type { Language } from './languages';

/** The admin's messages, one chunk per language, built from ./adminBundle (see vite.config.ts). */
export const ADMIN_CATALOGS: Record<Language, () => Promise<{ default: AdminBundle }>> = {
  zh: () => import('virtual:admin-catalog/zh'),
  en: () => import('virtual:admin-catalog/en'),
  es: () => import('virtual:admin-catalog/es'),
};
