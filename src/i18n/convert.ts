type Catalog = { [key: string]: string | Catalog };

/**
 * react-admin's catalogs use Polyglot syntax (`%{name}`, `one |||| many`); i18next wants
 * `{{name}}` and `_one` / `_other` keys.
 */
export function polyglotToI18next(messages: object): Catalog {
  const out: Catalog = {};
  for (const [key, value] of Object.entries(messages)) {
    if (value && typeof value === 'object') {
      out[key] = polyglotToI18next(value as object);
      continue;
    }
    const text = String(value).replace(/%\{([\w-]*)\}/g, '{{$1}}');
    const forms = text.split(' |||| ');
    if (forms.length > 1) {
      out[`${key}_one`] = forms[0];
      out[`${key}_other`] = forms[forms.length - 1];
      // Spanish (and others) have a `many` category for large round numbers.
      out[`${key}_many`] = forms[forms.length - 1];
    } else {
      out[key] = text;
    }
  }
  return out;
}

/** `{a: {b: 'x'}}` -> `{'a.b': 'x'}`; used by the catalog tests. */
export function flatten(catalog: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value as object, path));
    else out[path] = String(value);
  }
  return out;
}
