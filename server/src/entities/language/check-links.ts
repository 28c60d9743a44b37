// The checks of a `multiple` reference (several records, in a join table): only a reference says
// it; `max` bounds how many; no uniqueness, sort, default or record title, which take one value.
import { Checker, type Json } from './checker.js';
import { isFileField } from './file-fields.js';

/** Values a multiple reference may take at most (`max`). */
export const MAX_LINKS = 1000;

export function checkMultiple(c: Checker, f: Json, place: string): void {
  c.flag(f.multiple, `${place}.multiple`);
  // A file field's several files are check-files.ts's.
  if (f.multiple !== true || isFileField(f as { type: never })) return;
  if (f.type !== 'reference') return c.add(`${place}.multiple`, 'Only reference, file and image fields take several values.');
  c.integer(f.max, `${place}.max`, 1, MAX_LINKS);
  for (const key of ['unique', 'sort', 'default'] as const) if (f[key] !== undefined && f[key] !== false) c.add(`${place}.${key}`, 'A field of several values has no such rule.');
}

/** A record is named by one value. (A join table is `<table>__<field>`: no name holds `__`, check.ts.) */
export function checkLinkNames(c: Checker, doc: Json): void {
  const title = Array.isArray(doc.fields) ? doc.fields.find((f: unknown) => (f as Json | null)?.name === doc.recordTitle) : undefined;
  if ((title as Json | undefined)?.multiple === true) c.add('recordTitle', 'Must name a field of one value.');
}
