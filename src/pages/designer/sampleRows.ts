import { displayKey, liveFields, type EntityDefinition, type FieldDefinition, type Lang } from '../../../server/src/entities/language/document';

/** A value of a field for the preview's row `i`, or undefined (files, areas and rows of items stay empty). */
function sample(field: FieldDefinition, i: number, lang: Lang): Record<string, unknown> {
  const words = field.label?.[lang] || field.name;
  switch (field.type) {
    case 'text':
    case 'longText':
      return { [field.name]: `${words} ${i + 1}` };
    case 'phone':
      return { [field.name]: `1380000000${i}` };
    case 'number':
      return { [field.name]: Number(((i + 1) * 12.5).toFixed(field.decimals ?? 0)) };
    case 'choice':
      return field.choices?.length ? { [field.name]: field.choices[i % field.choices.length]!.value } : {};
    case 'boolean':
    case 'status':
      return { [field.name]: i % 2 === 0 ? 1 : 0 };
    case 'date':
      return { [field.name]: `2026-0${i + 1}-1${i}` };
    case 'datetime':
      return { [field.name]: `2026-0${i + 1}-1${i} 09:30:00` };
    case 'reference':
      // The title travels with the record: the preview asks the server for nothing.
      return field.multiple ? { [field.name]: [i + 1], [displayKey(field)]: [`#${i + 1}`] } : { [field.name]: i + 1, [displayKey(field)]: `#${i + 1}` };
    case 'computed':
      return field.computed?.kind === 'code' ? { [field.name]: `${field.computed.prefix}${String(i + 1).padStart(field.computed.digits, '0')}` } : {};
    default:
      return {};
  }
}

/** A few rows such as the list will show, in the words of `lang`. */
export function sampleRows(doc: EntityDefinition, lang: Lang, count = 3): Record<string, unknown>[] {
  return Array.from({ length: count }, (_x, i) => ({
    id: i + 1,
    version: 1,
    created_at: `2026-0${i + 1}-0${i + 1} 08:00:00`,
    ...Object.assign({}, ...liveFields(doc).map((f) => sample(f, i, lang))),
  }));
}
