// Messages follow the request's Accept-Language (zh, en, es; default zh). Code writes
// English sentences; messages.ts holds their Chinese and Spanish wording. A sentence
// with a `{name}` placeholder matches any filled-in text, so "Must be at most 64
// characters." is found under "Must be at most {max} characters.".
import { MESSAGES, type Translation } from './messages.js';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Picks the best supported language of an Accept-Language header. */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LANGUAGE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((e) => Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const hit = ranked.find((e) => (LANGUAGES as readonly string[]).includes(e.lang));
  return (hit?.lang as Language | undefined) ?? DEFAULT_LANGUAGE;
}

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: Translation;
}

const exact = new Map<string, Translation>();
const patterns: Pattern[] = [];

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [english, translation] of Object.entries(MESSAGES)) {
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(english, translation);
    continue;
  }
  const source = english
    .split(/\{\w+\}/)
    .map(escapeRegex)
    .join('(.+?)');
  patterns.push({ regex: new RegExp(`^${source}$`), names, translation });
}

function fill(template: string, names: string[], values: string[]): string {
  return names.reduce((text, name, i) => text.replaceAll(`{${name}}`, values[i] ?? ''), template);
}

export function translate(message: string, lang: Language): string {
  if (lang === 'en') return message;
  const direct = exact.get(message);
  if (direct) return direct[lang];
  for (const p of patterns) {
    const m = p.regex.exec(message);
    if (m) return fill(p.translation[lang], p.names, m.slice(1));
  }
  return message;
}
