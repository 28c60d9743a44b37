// The value a `file` or `image` field takes in a create or update: a file id from its upload
// call, or a list of them (`multiple`), stored as JSON text. An image field also keeps the web
// address an older definition stored: the schema lets it through, and the write keeps it only
// where the record holds it already (records.ts).
import { z } from 'zod';
import { v } from '../http/validate.js';
import type { FieldDefinition } from '../entities/language/document.js';
import { FILE_ID, isFileField, maxFiles } from '../entities/language/file-fields.js';

/** An image address stored before pictures were uploaded. */
export const IMAGE_ADDRESS = /^https?:\/\/\S+$/i;
const ADDRESS_MAX = 2000;
export const NOT_A_FILE = 'Must be a file uploaded for this field.';

const fileId = () => v.text(22, { pattern: FILE_ID, patternMessage: NOT_A_FILE });

export function fileValueSchema(field: FieldDefinition): z.ZodType {
  if (field.multiple) {
    const max = maxFiles(field);
    return z
      .array(fileId(), { error: () => 'Must be a list.' })
      .max(max, `Must have at most ${max} items.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Names a file twice.')
      .transform((ids) => JSON.stringify(ids));
  }
  if (field.type === 'image') {
    return v.text(ADDRESS_MAX, { pattern: { test: (s: string) => FILE_ID.test(s) || IMAGE_ADDRESS.test(s) }, patternMessage: NOT_A_FILE });
  }
  return fileId();
}

/** A file field's empty list is blank, as empty text is: not given (`clears` false), or cleared (an update's optional field). */
export function emptyListIsBlank(field: FieldDefinition, schema: z.ZodType, clears = false): z.ZodType {
  return isFileField(field) && field.multiple ? z.preprocess((x) => (Array.isArray(x) && x.length === 0 ? (clears ? null : undefined) : x), schema) : schema;
}
