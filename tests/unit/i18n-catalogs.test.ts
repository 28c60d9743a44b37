import { afterEach, describe, expect, it, vi } from 'vitest';
import zh from '../../src/i18n/locales/zh';
import en from '../../src/i18n/locales/en';
import es from '../../src/i18n/locales/es';
import { featureMessages } from '../../src/featureMessages';
import { fullCatalog } from '../../src/i18n/catalogs';
import { resources } from '../../src/resources';
import { customPages } from '../../src/customRoutes';
import { MENU_GROUPS } from '../../src/schema/types';
import { screensOf } from '../../src/schema/screens';
import { createLabel, fieldLabel, itemLabel, resourceLabel, statusChoices } from '../../src/schema/labels';
import { detectLanguage, isLanguage, LANGUAGES, type Language } from '../../src/i18n/languages';
import { flatten, polyglotToI18next } from '../../src/i18n/convert';

/**
 * The console's own messages (src/i18n/locales plus every feature's messages): the three
 * languages say the same things, and every key the declarations use exists.
 */

type Tree = Record<string, unknown>;

/** `{a: {b: 'x'}}` -> `{'a.b': 'x'}`, leaves as they are so that a non-string shows up. */
function leaves(tree: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, leaves(value as object, path));
    else out[path] = value;
  }
  return out;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && current && typeof current === 'object') merge(current as Tree, value as Tree);
    else target[key] = value;
  }
  return target;
}

const LOCALES: Record<Language, object> = { zh, en, es };

/** What the app itself says in one language (react-admin's ra.* catalogs are tested apart). */
function appCatalog(language: Language): Record<string, unknown> {
  const tree = merge({}, structuredClone(LOCALES[language]) as Tree);
  for (const messages of featureMessages) merge(tree, structuredClone(messages(language)) as Tree);
  return leaves(tree);
}

const app = { zh: appCatalog('zh'), en: appCatalog('en'), es: appCatalog('es') };
const full = { zh: leaves(fullCatalog('zh')), en: leaves(fullCatalog('en')), es: leaves(fullCatalog('es')) };

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();

describe('app catalogs', () => {
  it('are not empty', () => {
    expect(Object.keys(app.en).length).toBeGreaterThan(50);
  });

  it.each(['zh', 'es'] as const)('%s has exactly the English key set', (language) => {
    const keys = Object.keys(app[language]);
    const missing = Object.keys(app.en).filter((key) => !(key in app[language])).sort();
    const extra = keys.filter((key) => !(key in app.en)).sort();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s holds only non-empty strings', (language) => {
    const bad = Object.entries(app[language])
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(['zh', 'es'] as const)('%s keeps the English {{placeholders}} of every key', (language) => {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(app.en)) {
      const theirs = app[language][key];
      if (typeof value !== 'string' || typeof theirs !== 'string') continue;
      const expected = placeholders(value).join(',');
      const actual = placeholders(theirs).join(',');
      if (expected !== actual) problems.push(`${key}: {${expected}} vs {${actual}}`);
    }
    expect(problems).toEqual([]);
  });

  it('use i18next placeholders, never Polyglot ones', () => {
    const polyglot = LANGUAGES.flatMap((language) =>
      Object.entries(app[language])
        .filter(([, value]) => typeof value === 'string' && /%\{\w+\}/.test(value))
        .map(([key]) => `${language}:${key}`),
    );
    expect(polyglot).toEqual([]);
  });

  it.each(['zh', 'es'] as const)('%s is translated (mostly different from English)', (language) => {
    const entries = Object.entries(app.en).filter(([, value]) => typeof value === 'string' && /\p{L}{3,}/u.test(value));
    const same = entries.filter(([key, value]) => app[language][key] === value).map(([key]) => key);
    // A few words may be spelled alike (e.g. "Total"); most may not.
    expect(same.length, same.join(', ')).toBeLessThan(entries.length / 10);
  });
});

describe('every key the declarations use exists', () => {
  /** Keys a declaration needs, with where they come from. */
  function requiredKeys(): { key: string; origin: string }[] {
    const keys: { key: string; origin: string }[] = [];
    for (const def of resources) {
      keys.push({ key: resourceLabel(def), origin: `${def.name}` });
      const screens = screensOf(def);
      if (screens.show || screens.edit || screens.delete) keys.push({ key: itemLabel(def), origin: `${def.name} record title` });
      if (screens.create) keys.push({ key: createLabel(def), origin: `${def.name} create title` });
      for (const field of def.fields) {
        keys.push({ key: `resources.${def.name}.fields.${field.source}`, origin: `${def.name}.${field.source}` });
        if (field.label) keys.push({ key: fieldLabel(def, field), origin: `${def.name}.${field.source} (label)` });
        for (const choice of field.choices ?? []) {
          const key = typeof choice === 'string' ? `resources.${def.name}.choices.${field.source}.${choice}` : choice.name;
          keys.push({ key, origin: `${def.name}.${field.source} choice` });
        }
        if (field.type === 'status') for (const choice of statusChoices(field)) keys.push({ key: choice.name, origin: `${def.name}.${field.source} status` });
        if (field.pattern) keys.push({ key: field.pattern.message, origin: `${def.name}.${field.source} pattern` });
      }
    }
    for (const group of MENU_GROUPS) keys.push({ key: `menu.${group}`, origin: 'MENU_GROUPS' });
    for (const page of customPages) keys.push({ key: page.title, origin: `custom page ${page.path}` });
    return keys;
  }

  it.each(LANGUAGES)('in %s', (language) => {
    const missing = requiredKeys()
      .filter(({ key }) => typeof full[language][key] !== 'string')
      .map(({ key, origin }) => `${key} (${origin})`);
    expect(missing).toEqual([]);
  });

  it('the resource messages belong to declared resources only', () => {
    const declared = new Set(resources.map((d) => d.name));
    const orphans = [...new Set(Object.keys(app.en).filter((k) => k.startsWith('resources.')).map((k) => k.split('.')[1]))].filter(
      (name) => !declared.has(name),
    );
    expect(orphans).toEqual([]);
  });
});

describe('detectLanguage', () => {
  afterEach(() => {
    document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('the cookie wins over the browser', () => {
    expect(detectLanguage('es', ['en-US', 'zh-CN'])).toBe('es');
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });

  it('an unknown cookie falls through to the browser languages, in order', () => {
    expect(detectLanguage('fr', ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(detectLanguage(undefined, ['EN-gb'])).toBe('en');
    expect(detectLanguage(undefined, ['zh-Hant-TW'])).toBe('zh');
  });

  it('otherwise Chinese', () => {
    expect(detectLanguage(undefined, [])).toBe('zh');
    expect(detectLanguage(undefined, ['fr-FR', 'de'])).toBe('zh');
    expect(detectLanguage('', [''])).toBe('zh');
  });

  it('reads the language cookie by default', () => {
    document.cookie = 'language=es; path=/';
    expect(detectLanguage()).toBe('es');
  });

  it('isLanguage knows exactly zh, en and es', () => {
    expect(LANGUAGES).toEqual(['zh', 'en', 'es']);
    expect(['zh', 'en', 'es', 'fr', 'EN', '', null, 1].map(isLanguage)).toEqual([true, true, true, false, false, false, false, false]);
  });
});

describe('polyglotToI18next', () => {
  it('turns %{name} into {{name}}, deep', () => {
    expect(polyglotToI18next({ a: { b: 'Hello %{name}, %{smart_count} new', c: 'plain' }, d: '%{x-y}' })).toEqual({
      a: { b: 'Hello {{name}}, {{smart_count}} new', c: 'plain' },
      d: '{{x-y}}',
    });
  });

  it('turns plural forms into _one / _other (and _many for Spanish)', () => {
    expect(polyglotToI18next({ deleted: 'Element deleted |||| %{smart_count} elements deleted' })).toEqual({
      deleted_one: 'Element deleted',
      deleted_other: '{{smart_count}} elements deleted',
      deleted_many: '{{smart_count}} elements deleted',
    });
  });

  it('takes the first and last of more than two forms', () => {
    expect(polyglotToI18next({ n: 'one |||| few |||| many' })).toEqual({ n_one: 'one', n_other: 'many', n_many: 'many' });
  });

  it('leaves a lone separator-free pipe alone', () => {
    expect(polyglotToI18next({ n: 'a | b ||| c' })).toEqual({ n: 'a | b ||| c' });
  });

  it('flatten joins keys with dots', () => {
    expect(flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });
});

describe('the i18n provider', () => {
  afterEach(() => {
    document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('answers app, feature and react-admin messages, with plurals, in every language', async () => {
    const { initI18n } = await import('../../src/i18n');
    const { createI18nProvider } = await import('../../src/i18n/i18nProvider');
    await initI18n('en');
    const provider = createI18nProvider(featureMessages);

    expect(provider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Element deleted');
    expect(provider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elements deleted');
    expect(provider.translate('resources.companies.name')).toBe(full.en['resources.companies.name']);
    expect(provider.translate('app.page.edit', { resource: 'R', name: 'N' })).toBe(
      (full.en['app.page.edit'] as string).replace('{{resource}}', 'R').replace('{{name}}', 'N'),
    );
    expect(provider.translate('missing.key.here', { _: 'Fallback' })).toBe('Fallback');
    // A server message is shown as it is, colon included.
    expect(provider.translate('Name: already taken')).toBe('Name: already taken');

    await provider.changeLocale('es');
    expect(provider.getLocale()).toBe('es');
    expect(provider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Elemento eliminado');
    expect(provider.translate('ra.notification.deleted', { smart_count: 2 })).toBe('2 elementos eliminados');
    expect(provider.translate('ra.notification.deleted', { smart_count: 1_000_000 })).toBe('1000000 elementos eliminados');
    expect(provider.translate('resources.companies.name')).toBe(full.es['resources.companies.name']);

    await provider.changeLocale('zh');
    expect(provider.translate('ra.notification.deleted', { smart_count: 1 })).not.toMatch(/ra\.notification/);
    expect(provider.translate('app.title')).toBe(full.zh['app.title']);

    await provider.changeLocale('fr');
    expect(provider.getLocale()).toBe('zh');
    expect(provider.getLocales!().map((l) => l.locale)).toEqual(['zh', 'en', 'es']);
  });

  it('keeps a plain message until the language or the catalogs change', async () => {
    const { initI18n, i18n } = await import('../../src/i18n');
    const { createI18nProvider } = await import('../../src/i18n/i18nProvider');
    await initI18n('en');
    const provider = createI18nProvider(featureMessages);
    const t = vi.spyOn(i18n, 't');
    try {
      const first = provider.translate('resources.companies.name');
      for (let i = 0; i < 20; i++) expect(provider.translate('resources.companies.name')).toBe(first);
      expect(t).toHaveBeenCalledTimes(1);
      // A message whose catalog arrives later is seen once it has.
      expect(provider.translate('late.arrival')).toBe('late.arrival');
      i18n.addResourceBundle('en', 'translation', { late: { arrival: 'Arrived' } }, true, true);
      expect(provider.translate('late.arrival')).toBe('Arrived');
      await provider.changeLocale('es');
      expect(provider.translate('resources.companies.name')).toBe(full.es['resources.companies.name']);
    } finally {
      t.mockRestore();
      await provider.changeLocale('en');
    }
  });
});
