// The checks of `file` and `image` fields: `multiple` and its `max` count, and `accept`, a list of
// the kinds the server knows by their first bytes (an image field: pictures only). A file field
// has no default, no uniqueness, no list filter, sort or keyword search.
import { Checker, type Json } from './checker.js';
import { FILE_KINDS, IMAGE_KINDS } from './document.js';
import { isFileField } from './file-fields.js';

/** The most files one field may hold. */
export const MAX_FILES_CEILING = 50;

export function checkFileField(c: Checker, f: Json, place: string): void {
  // Which fields take `multiple` at all is check-links.ts's to say.
  const files = isFileField({ type: f.type as never });
  if (f.accept !== undefined) {
    if (!files) c.add(`${place}.accept`, 'Only file and image fields accept files.');
    else if (!Array.isArray(f.accept) || f.accept.length === 0) c.add(`${place}.accept`, `Must be a list of: ${FILE_KINDS.join(', ')}.`);
    else {
      const allowed: readonly string[] = f.type === 'image' ? IMAGE_KINDS : FILE_KINDS;
      f.accept.forEach((kind: unknown, i: number) => {
        if (f.type === 'image' && typeof kind === 'string' && (FILE_KINDS as readonly string[]).includes(kind) && !allowed.includes(kind)) {
          c.add(`${place}.accept.${i}`, `An image field accepts pictures only: ${IMAGE_KINDS.join(', ')}.`);
        } else c.oneOf(kind, allowed, `${place}.accept.${i}`);
      });
      if (new Set(f.accept).size !== f.accept.length) c.add(`${place}.accept`, 'Names a kind twice.');
    }
  }
  if (!files) return;
  if (f.min !== undefined) c.add(`${place}.min`, 'A file field has no range.');
  if (f.max !== undefined) {
    if (f.multiple !== true) c.add(`${place}.max`, 'Only a field with multiple: true counts its files.');
    else c.integer(f.max, `${place}.max`, 2, MAX_FILES_CEILING);
  }
  for (const key of ['default', 'unique', 'filter', 'sort', 'search', 'pattern', 'minLength', 'maxLength'] as const) {
    if (f[key] !== undefined) c.add(`${place}.${key}`, `A ${String(f.type)} field has no ${key}.`);
  }
}

/** A record answers a file field's files under `<name>_files`: no other field may take that name. */
export function checkFileKeys(c: Checker, fields: readonly unknown[]): void {
  const named = (f: unknown): f is Json => typeof f === 'object' && f !== null && typeof (f as Json).name === 'string';
  const answered = new Set(fields.filter(named).filter((f) => isFileField({ type: f.type as never })).map((f) => `${String(f.name)}_files`));
  fields.forEach((f, i) => {
    if (named(f) && answered.has(String(f.name))) c.add(`fields.${i}.name`, 'A file field answers its files under this name.');
  });
}
