// The console's side of the field types the server fills or keeps apart (docs/ENTITIES.md,
// "Computed values" and "Rows of items"): a computed field is shown and never edited; a list of
// items is edited row by row in the form, its fields labelled under `resources.<name>.items`.
import { displayKey, type EntityDefinition, type FieldDefinition, type Lang } from '../../../server/src/entities/language/document';
import type { FieldDef } from '../types';

/** The console resource of the users a `createdBy` or `changedBy` field names. */
const USERS = 'systemUsers';

/** A computed field as a declaration: its value shown (a user by name), never in a form. */
export function computedFieldOf(field: FieldDefinition, common: FieldDef): FieldDef {
  const shown = { ...common, form: false };
  switch (field.computed?.kind) {
    case 'count':
      return { ...shown, type: 'number', decimals: 0 };
    case 'createdBy':
    case 'changedBy':
      return { ...shown, type: 'reference', reference: { resource: USERS, optionText: 'name', display: displayKey(field) } };
    default:
      return { ...shown, type: 'text' };
  }
}

/** Where a list's own words live: `resources.<name>.items.<list>.fields.<field>`, `.choices`, `.patterns`. */
const itemKey = (d: Pick<EntityDefinition, 'name'>, list: FieldDefinition, part: string) => `resources.${d.name}.items.${list.name}.${part}`;

/** An `items` field as a declaration: its rows' fields (made by `fieldOf`) in their own words. */
export function itemsFieldOf(d: EntityDefinition, list: FieldDefinition, common: FieldDef, fieldOf: (field: FieldDefinition) => FieldDef): FieldDef {
  const fields = (list.fields ?? [])
    .filter((f) => !f.retired)
    .map((own): FieldDef => {
      const converted = fieldOf(own);
      return {
        ...converted,
        label: itemKey(d, list, `fields.${own.name}`),
        ...(own.choices && { choices: own.choices.map((c) => ({ id: c.value, name: itemKey(d, list, `choices.${own.name}.${c.value}`) })) }),
        ...(own.pattern && converted.pattern && { pattern: { ...converted.pattern, message: itemKey(d, list, `patterns.${own.name}`) } }),
      };
    });
  // The list screen and exports leave the rows out: a cell cannot hold them.
  const { max: _max, ...rest } = common;
  return { ...rest, type: 'items', list: false, items: { fields, max: list.max ?? 1 } };
}

/** The words of each list's fields, choices and patterns, in one language. */
export function itemMessages(fields: readonly FieldDefinition[], language: Lang): Record<string, unknown> {
  const lists = fields.filter((f) => f.type === 'items');
  return Object.fromEntries(
    lists.map((list) => {
      const own = (list.fields ?? []).filter((f) => !f.retired);
      return [
        list.name,
        {
          fields: Object.fromEntries(own.map((f) => [f.name, f.label[language]])),
          choices: Object.fromEntries(own.filter((f) => f.choices).map((f) => [f.name, Object.fromEntries(f.choices!.map((c) => [c.value, c.label[language]]))])),
          patterns: Object.fromEntries(own.filter((f) => f.pattern).map((f) => [f.name, f.pattern!.message[language]])),
        },
      ];
    }),
  );
}

/** Fields a create form and an import's row of cells take: no computed value, no list of rows. */
export const writtenByForm = (field: FieldDefinition) => field.type !== 'computed' && field.type !== 'items';
