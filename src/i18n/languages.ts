import Cookies from 'js-cookie';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

// Cookie name fixed by spec §9.
const LANGUAGE_COOKIE = 'language';

export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Cookie first, then the browser's language when it is one of ours, else Chinese. */
export function detectLanguage(cookieValue = Cookies.get(LANGUAGE_COOKIE), browser: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'zh';
}

export function persistLanguage(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, { sameSite: 'Lax', expires: 365 });
}
