import {
  BUILT_IN_TARGETS,
  LANGUAGES,
  type EntityDefinition,
  type FieldDefinition,
  type FieldType,
  type Words,
} from '../../../server/src/entities/language/document';

/**
 * A definition being made in the designer: the document as typed, which may break the language
 * until it is published (the checker says where). Keys are kept in the language's order, so a
 * saved document reads as `npm run entities -- export` writes it.
 */
export type DraftDocument = Omit<Partial<EntityDefinition>, 'fields'> & { fields: DraftField[] };
export type DraftField = Partial<FieldDefinition> & { name: string; type: FieldType };

/** Every type of the language, in the order the designer offers them; a draft's unknown type stays as typed, for the checker to name. */
export const DESIGNED_TYPES = ['text', 'longText', 'number', 'choice', 'boolean', 'status', 'date', 'datetime', 'phone', 'reference', 'city', 'image', 'file', 'computed', 'items'] as const satisfies readonly FieldType[];

export const emptyWords = (): Words => ({ zh: '', en: '', es: '' });

export function emptyDocument(): DraftDocument {
  return {
    name: '',
    version: 1,
    labels: { name: emptyWords(), item: emptyWords(), create: emptyWords() },
    recordTitle: 'title',
    fields: [{ name: 'title', type: 'text', label: emptyWords(), required: true, maxLength: 80, search: true, sort: true }],
  };
}

/** A new field of a type, named so that it does not repeat a name in use. */
export function newField(type: FieldType, taken: readonly string[]): DraftField {
  let n = taken.length + 1;
  while (taken.includes(`field_${n}`)) n += 1;
  const field: DraftField = { name: `field_${n}`, type, label: emptyWords() };
  if (type === 'choice') field.choices = [{ value: 'one', label: emptyWords() }];
  if (type === 'reference') field.reference = { entity: 'companies' };
  if (type === 'computed') field.computed = { kind: 'createdBy' };
  if (type === 'items') Object.assign(field, { max: 20, fields: [{ name: 'item', type: 'text', label: emptyWords() }] });
  return field;
}

/** The rules each type takes, as the checker allows them (docs/ENTITIES.md, "A field's keys"). */
export function rulesOf(type: FieldType): {
  length: boolean;
  range: boolean;
  pattern: boolean;
  unique: boolean;
  default: boolean;
  search: boolean;
  sortable: boolean;
} {
  const textual = type === 'text' || type === 'longText' || type === 'phone';
  const file = type === 'image' || type === 'file';
  return {
    length: textual,
    range: type === 'number',
    pattern: textual,
    unique: !file && type !== 'boolean' && type !== 'status',
    default: !file && type !== 'reference' && type !== 'city',
    search: textual,
    sortable: !file,
  };
}

/** What every editor of a field's options takes: the field, its place for problems, and where a change goes. */
export interface FieldOptionsProps {
  field: DraftField;
  place: string;
  disabled: boolean;
  onChange: (next: DraftField) => void;
}

export interface ReferenceTarget {
  name: string;
  /** The i18n key of its words: the resource's name. */
  labelKey: string;
  /** An entity's reference fields pointing at the one being designed: what a count of it may count by. */
  pointingBack?: { name: string; label?: Partial<Words> }[];
}

type Fields = readonly (Pick<FieldDefinition, 'name' | 'type' | 'reference'> & { label?: Partial<Words> })[];

const pointingAt = (fields: Fields, self: string) =>
  fields.filter((f) => f.type === 'reference' && f.reference?.entity === self).map((f) => ({ name: f.name, ...(f.label && { label: f.label }) }));

/** The targets a reference may name: this entity (with its draft's fields), the others in force, the built-in resources. */
export function referenceTargets(others: readonly Pick<EntityDefinition, 'name' | 'fields'>[], self: string, selfFields: Fields = []): ReferenceTarget[] {
  const fieldsOf = new Map<string, Fields>([[self, selfFields], ...others.filter((o) => o.name !== self).map((o) => [o.name, o.fields] as const)]);
  const entities = [...fieldsOf.keys()].filter((name) => name && !Object.hasOwn(BUILT_IN_TARGETS, name));
  return [
    ...entities.map((name) => ({ name, labelKey: `resources.${name}.name`, pointingBack: pointingAt(fieldsOf.get(name)!, self) })),
    ...Object.entries(BUILT_IN_TARGETS).map(([name, target]) => ({ name, labelKey: `resources.${target.resource}.name` })),
  ];
}

/** Every place a word is missing in some language, for the publish check. */
export function missingWords(doc: DraftDocument): { place: string; lang: string }[] {
  const out: { place: string; lang: string }[] = [];
  const check = (words: Partial<Words> | undefined, place: string) => {
    for (const lang of LANGUAGES) if (!words?.[lang]?.trim()) out.push({ place, lang });
  };
  for (const key of ['name', 'item', 'create'] as const) check(doc.labels?.[key], `labels.${key}`);
  doc.fields.forEach((field, i) => {
    if (field.retired) return;
    check(field.label, `fields.${i}.label`);
    field.choices?.forEach((choice, j) => check(choice.label, `fields.${i}.choices.${j}.label`));
    if (field.pattern) check(field.pattern.message, `fields.${i}.pattern.message`);
    if (field.reference?.related) check(field.reference.related.label, `fields.${i}.reference.related.label`);
    field.fields?.forEach((sub, j) => {
      if (sub.retired) return;
      check(sub.label, `fields.${i}.fields.${j}.label`);
      sub.choices?.forEach((choice, k) => check(choice.label, `fields.${i}.fields.${j}.choices.${k}.label`));
      if (sub.pattern) check(sub.pattern.message, `fields.${i}.fields.${j}.pattern.message`);
    });
  });
  return out;
}

/** The document as it is sent: without keys left empty, the version the server will give. */
export function toSaved(doc: DraftDocument, version: number): EntityDefinition {
  const { $schema: _schema, ...rest } = doc as DraftDocument & { $schema?: string };
  return { ...rest, version } as EntityDefinition;
}
