import type { Language } from '../../../i18n/languages';
import en from './en';
import zh from './zh';
import es from './es';

const catalogs: Record<Language, Record<string, unknown>> = { en, zh, es };

/** The entity designer's text (registered in src/featureMessages.ts). */
export function designerMessages(language: Language): Record<string, unknown> {
  return catalogs[language];
}
