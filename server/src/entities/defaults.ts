// A field's default is checked as a value of that field before it is stored or written into
// existing rows: of the field's own kind (a number for a number, true/false for a flag), and
// held to its rules (choices, lengths, range, decimals, pattern, a real date) by the very schema
// a record's value goes through.
import type { Problems } from './language/checker.js';
import { liveFields, type EntityDefinition, type FieldDefinition } from './language/document.js';
import { defaultOf, valueSchema } from './records/input.js';

const KIND_MESSAGE: Record<'number' | 'boolean' | 'string', string> = {
  number: 'Must be a number, as the field holds.',
  boolean: 'Must be true or false, as the field holds.',
  string: 'Must be text, as the field holds.',
};

function kindOf(field: FieldDefinition): keyof typeof KIND_MESSAGE {
  if (field.type === 'number' || field.type === 'reference' || field.type === 'city') return 'number';
  if (field.type === 'boolean' || field.type === 'status') return 'boolean';
  return 'string';
}

/** The problems of a checked definition's defaults, by place (`fields.2.default`, `fields.3.fields.0.default`). */
export function defaultProblems(doc: Pick<EntityDefinition, 'fields'>, prefix = 'fields'): Problems {
  const problems: Problems = {};
  const live = new Set(liveFields(doc));
  doc.fields.forEach((field, i) => {
    if (!live.has(field)) return;
    if (field.fields) Object.assign(problems, defaultProblems({ fields: field.fields }, `${prefix}.${i}.fields`));
    if (field.default === undefined) return;
    const place = `${prefix}.${i}.default`;
    const kind = kindOf(field);
    if (typeof field.default !== kind) {
      problems[place] = KIND_MESSAGE[kind];
      return;
    }
    const checked = valueSchema(field, 'en').safeParse(defaultOf(field));
    if (!checked.success) problems[place] = checked.error.issues[0]?.message ?? 'Has an invalid format.';
  });
  return problems;
}
