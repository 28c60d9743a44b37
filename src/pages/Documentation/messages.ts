import type { Language } from '../../i18n/languages';
import en, { type DocumentationContent } from './content/en';
import zh from './content/zh';
import es from './content/es';

const content: Record<Language, DocumentationContent> = { zh, en, es };

/** The user guide's text under `docs.` (registered in src/featureMessages.ts). */
export function documentationMessages(language: Language): { docs: DocumentationContent } {
  return { docs: content[language] };
}

export const DOC_SECTIONS = Object.keys(en.sections) as (keyof DocumentationContent['sections'])[];
