import type { Language } from './languages';
import { polyglotToI18next } from './convert';
import raZh from './ra/zh';
import raEn from './ra/en';
import raEs from './ra/es';
import { featureMessages } from '../featureMessages';

/** What the admin adds to i18next for one language, in the order createI18nProvider adds it. */
export interface AdminBundle {
  /** react-admin's messages, never overwriting the app's own words. */
  ra: object;
  /** Each feature's messages, each overwriting what came before. */
  features: object[];
}

/**
 * One language's admin messages. The build evaluates this once per language and ships the
 * result as data (vite.config.ts), so that the browser downloads the current language only.
 */
export function adminBundle(language: Language): AdminBundle {
  const ra = { zh: raZh, en: raEn, es: raEs }[language];
  return { ra: polyglotToI18next(ra), features: featureMessages.map((messages) => messages(language)) };
}
