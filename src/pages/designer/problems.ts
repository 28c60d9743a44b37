import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDefinition } from '../../../server/src/entities/language/check';
import type { EntityDefinition } from '../../../server/src/entities/language/document';
import type { Problems } from '../../../server/src/entities/language/checker';
import { translate as serverWords, LANGUAGES as SERVER_LANGUAGES, type Language } from '../../../server/src/http/i18n';
import type { DraftDocument } from './draft';

/**
 * The language's problems of a draft, by place (`fields.2.label.es`), from the checker the server
 * runs on a save: what the designer types is judged as the server will judge it.
 */
export function draftProblems(doc: DraftDocument, others: readonly EntityDefinition[]): Problems {
  // The version is the server's to give: a draft is checked as the next one.
  return checkDefinition({ ...doc, version: doc.version ?? 1 }, { others: others.filter((o) => o.name !== doc.name) });
}

/** The problems shown by the inputs below the editor, by place. */
export const ProblemsContext = createContext<Problems>({});

/** A problem, in the console's language, as the server would word it. */
export function useProblemText(): (message: string) => string {
  const { i18n } = useTranslation();
  const lang = (SERVER_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  return (message) => serverWords(message, lang);
}

/** The problem at exactly this place, in words, or undefined. */
export function useProblemAt(place: string): string | undefined {
  const problems = useContext(ProblemsContext);
  const text = useProblemText();
  const message = problems[place];
  return message === undefined ? undefined : text(message);
}
