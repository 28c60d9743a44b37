import { describe, expect, it } from 'vitest';
import raEn from '../../src/i18n/ra/en';
import raZh from '../../src/i18n/ra/zh';
import raEs from '../../src/i18n/ra/es';

/**
 * react-admin's own catalogs: zh and es must mirror ra-language-english key for key,
 * keep every Polyglot placeholder and plural form, and actually be translated.
 */

type Flat = Record<string, unknown>;

/** `{a: {b: 'x'}}` -> `{'a.b': 'x'}`; leaves are kept as they are so that non-strings show up. */
function flatten(catalog: object, prefix = ''): Flat {
  const out: Flat = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value as object, path));
    else out[path] = value;
  }
  return out;
}

const PLACEHOLDER = /%\{([\w-]*)\}/g;
const PLURAL_SEPARATOR = ' |||| ';

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

function pluralForms(text: string): string[] {
  return text.split(PLURAL_SEPARATOR);
}

/** Only placeholders, whitespace and punctuation: nothing to translate. */
function hasNothingToTranslate(text: string): boolean {
  return !/\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}

/** Strings that are legitimately the same as in English, by language and key. */
const IDENTICAL_ALLOWED: Record<string, Record<string, string>> = {
  zh: {},
  es: {
    'ra.boolean.false': 'No',
    'ra.message.no': 'No',
    'ra.configurable.inspector.title': 'Inspector',
  },
};

const en = flatten(raEn);
const enKeys = Object.keys(en).sort();
const translations = { zh: flatten(raZh), es: flatten(raEs) } as const;

describe('react-admin English catalog (reference)', () => {
  it('is the complete ra-language-english catalog', () => {
    expect(enKeys.length).toBeGreaterThan(150);
    for (const key of enKeys) expect(typeof en[key], key).toBe('string');
  });
});

describe.each(Object.entries(translations))('react-admin %s catalog', (language, catalog) => {
  const keys = Object.keys(catalog).sort();
  const strings = Object.entries(catalog).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

  it('has exactly the English key set', () => {
    const missing = enKeys.filter((key) => !(key in catalog));
    const extra = keys.filter((key) => !(key in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('holds only strings', () => {
    const notStrings = keys.filter((key) => typeof catalog[key] !== 'string');
    expect(notStrings).toEqual([]);
  });

  it('keeps every English placeholder, and adds none', () => {
    const problems: string[] = [];
    for (const [key, value] of strings) {
      if (typeof en[key] !== 'string') continue;
      const expected = placeholders(en[key] as string);
      const actual = placeholders(value);
      const lost = expected.filter((name) => !actual.includes(name));
      const added = actual.filter((name) => !expected.includes(name));
      if (lost.length) problems.push(`${key}: missing ${lost.map((n) => `%{${n}}`).join(', ')}`);
      if (added.length) problems.push(`${key}: unknown ${added.map((n) => `%{${n}}`).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('has no malformed placeholder or plural separator', () => {
    const problems: string[] = [];
    for (const [key, value] of strings) {
      if (value.replace(PLACEHOLDER, '').includes('%{')) problems.push(`${key}: malformed placeholder`);
      if (/\{\{|\}\}/.test(value)) problems.push(`${key}: i18next syntax, Polyglot expected`);
      if (value.split(PLURAL_SEPARATOR).join('').includes('||||')) problems.push(`${key}: plural separator must be ' |||| '`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the plural forms of English, each with its own placeholders', () => {
    const problems: string[] = [];
    for (const [key, value] of strings) {
      if (typeof en[key] !== 'string') continue;
      const enForms = pluralForms(en[key] as string);
      const forms = pluralForms(value);
      if (forms.length !== enForms.length) {
        problems.push(`${key}: ${forms.length} plural form(s), English has ${enForms.length}`);
        continue;
      }
      if (enForms.length === 1) continue;
      enForms.forEach((enForm, i) => {
        const lost = placeholders(enForm).filter((name) => !placeholders(forms[i]).includes(name));
        if (lost.length) problems.push(`${key} (form ${i + 1}): missing ${lost.map((n) => `%{${n}}`).join(', ')}`);
        if (!forms[i].trim() && enForm.trim()) problems.push(`${key} (form ${i + 1}): empty`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('translates every message', () => {
    const allowed = IDENTICAL_ALLOWED[language] ?? {};
    const empty: string[] = [];
    const untranslated: string[] = [];
    for (const [key, value] of strings) {
      const english = en[key];
      if (typeof english !== 'string') continue;
      // ra.boolean.null is a single space in English on purpose
      if (value === '' || (!value.trim() && english.trim())) empty.push(key);
      else if (value === english && !hasNothingToTranslate(english) && allowed[key] !== value) untranslated.push(key);
    }
    expect({ empty, untranslated }).toEqual({ empty: [], untranslated: [] });
  });

  it('uses its allow-list only for strings that really are identical', () => {
    const stale = Object.entries(IDENTICAL_ALLOWED[language] ?? {})
      .filter(([key, value]) => catalog[key] !== value || en[key] !== value)
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  if (language === 'zh') {
    it('is written in Chinese wherever there are words to translate', () => {
      const latinOnly = strings
        .filter(([, value]) => !hasNothingToTranslate(value) && !/\p{Script=Han}/u.test(value))
        .map(([key]) => key);
      expect(latinOnly).toEqual([]);
    });
  }
});
