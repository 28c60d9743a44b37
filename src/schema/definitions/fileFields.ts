// A definition's `file` or `image` field as the console declares it: its uploads' entity, count
// and kinds (the language's own answers), and its files' names in exports.
import type { EntityDefinition, FieldDefinition } from '../../../server/src/entities/language/document';
import { acceptedKinds, maxFiles } from '../../../server/src/entities/language/file-fields';
import type { FieldDef } from '../types';

interface Named {
  name: string;
}

/** The names of the files a record holds in the field, as exports list them. */
export const fileNames = (record: Record<string, unknown>, source: string): string => {
  const files = record[`${source}_files`];
  return Array.isArray(files) ? (files as Named[]).map((f) => f.name).join(', ') : '';
};

export function fileFieldOf(def: Pick<EntityDefinition, 'name'>, field: FieldDefinition, common: FieldDef): FieldDef {
  // `max` counts files here: no number rule of the form reads it.
  const { max: _count, ...rest } = common;
  return {
    ...rest,
    type: field.type as 'file' | 'image',
    files: { entity: def.name, multiple: field.multiple === true, max: maxFiles(field), accept: acceptedKinds(field) },
    exportValue: (record) => fileNames(record, field.name),
  };
}
