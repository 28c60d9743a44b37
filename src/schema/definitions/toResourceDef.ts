import {
  BUILT_IN_TARGETS,
  DEFAULT_MAX_LENGTH,
  LANGUAGES,
  SCREEN_KINDS,
  displayKey,
  entityNames,
  liveFields,
  type BuiltInTarget,
  type EntityDefinition,
  type FieldDefinition,
  type Lang,
} from '../../../server/src/entities/language/document';
import { crossChecksOf, crossMessage } from '../../../server/src/entities/language/cross-field';
import { fileFieldOf } from './fileFields';
import { cityField } from '../cityField';
import { PICKED_BY_TITLE } from './referenceTargets';
import type { FieldDef, ResourceDef } from '../types';
import { ENTITY_ICONS } from './icons';
import { DEFINITION_SCREENS } from './screens';
import { computedFieldOf, itemMessages, itemsFieldOf, writtenByForm } from './kinds';

/** A definition as the console runs it: its declaration and its `resources.<name>` messages. */
export interface ConvertedDefinition {
  def: ResourceDef;
  messages: Record<Lang, Record<string, unknown>>;
}

/** The creation time every entity record has: listed, shown and sortable. */
const CREATED_AT: FieldDef = { source: 'created_at', type: 'datetime', form: false, sortable: true };
const CREATED_WORDS: Record<Lang, string> = { zh: '创建时间', en: 'Created', es: 'Creado' };

const isBuiltInTarget = (name: string): name is BuiltInTarget => Object.hasOwn(BUILT_IN_TARGETS, name);

/** The record title of the entities a reference may name besides built-ins, by name. */
export type TitleOf = (entity: string) => string | undefined;

function referenceOf(def: Pick<EntityDefinition, 'name'>, field: FieldDefinition, titleOf: TitleOf): NonNullable<FieldDef['reference']> {
  const target = field.reference!.entity;
  const related = field.reference!.related ? `resources.${def.name}.related.${field.name}` : undefined;
  const shown = { display: displayKey(field), ...(related && { related }), ...(field.multiple && { multiple: true }) };
  // A built-in re-expressed by a definition in force (governments) is picked from its own list; the
  // other built-ins without a console list of their own, through `{ id, title }` (referenceTargets.ts).
  const ownTitle = titleOf(target);
  if (PICKED_BY_TITLE.has(target) && ownTitle !== undefined) return { resource: target, optionText: ownTitle, ...shown };
  if (isBuiltInTarget(target)) return { resource: BUILT_IN_TARGETS[target].resource, optionText: PICKED_BY_TITLE.has(target) ? 'title' : BUILT_IN_TARGETS[target].display, ...shown };
  return { resource: target, optionText: titleOf(target) ?? 'id', ...shown };
}

/** Text the server holds to maxLength, or to its default 255: the form checks it before the pattern. */
const TEXTUAL = new Set<FieldDefinition['type']>(['text', 'longText']);

/** The field's rules across fields, each read with the types it compares and told in the server's words. */
function acrossOf(def: EntityDefinition, field: FieldDefinition): FieldDef['across'] {
  return crossChecksOf(field).flatMap((check) => {
    const other = def.fields.find((f) => f.name === check.other);
    return other ? [{ check, types: { field: field.type, other: other.type }, message: `resources.${def.name}.across.${field.name}.${check.rule}` }] : [];
  });
}

function fieldOf(def: EntityDefinition, field: FieldDefinition, titleOf: TitleOf): FieldDef {
  const listed = field.list !== false;
  const maxLength = field.maxLength ?? (TEXTUAL.has(field.type) ? DEFAULT_MAX_LENGTH : undefined);
  const common: FieldDef = {
    source: field.name,
    type: 'text',
    ...(field.required && { required: true }),
    ...(field.minLength !== undefined && { minLength: field.minLength }),
    ...(maxLength !== undefined && { maxLength }),
    ...(field.min !== undefined && { min: field.min }),
    ...(field.max !== undefined && (field.multiple ? { maxItems: field.max } : { max: field.max })),
    // The `u` flag, as the server's checker reads it (server/src/entities/language/pattern.ts).
    ...(field.pattern && { pattern: { regex: new RegExp(field.pattern.regex, 'u'), message: `resources.${def.name}.patterns.${field.name}` } }),
    ...(crossChecksOf(field).length > 0 && { across: acrossOf(def, field) }),
    ...(field.list === false && { list: false }),
    ...(field.show === false && { show: false }),
    ...(field.form === false && { form: false }),
    ...(field.create === false && { create: false }),
    ...(field.edit === false && { edit: false }),
    ...(field.filter && { filter: field.filter }),
    // A column the list does not show cannot be sorted by.
    ...(field.sort && listed && { sortable: true }),
    ...(field.default !== undefined && { defaultValue: field.type === 'status' ? (field.default ? 1 : 0) : field.default }),
  };
  switch (field.type) {
    case 'number':
      return { ...common, type: 'number', ...(field.decimals !== undefined && { decimals: field.decimals }) };
    case 'choice':
      return { ...common, type: 'choice', choices: (field.choices ?? []).map((choice) => choice.value) };
    case 'status':
      return {
        ...common,
        type: 'status',
        ...(field.words && { statusWords: { on: `resources.${def.name}.choices.${field.name}.on`, off: `resources.${def.name}.choices.${field.name}.off` } }),
      };
    case 'reference':
      return { ...common, type: 'reference', reference: referenceOf(def, field, titleOf) };
    case 'city':
      return { ...common, type: 'tree', tree: { ...cityField.tree!, display: displayKey(field) } };
    case 'computed':
      return computedFieldOf(field, common);
    case 'items':
      return itemsFieldOf(def, field, common, (own) => fieldOf(def, own, titleOf));
    case 'file':
    case 'image':
      return fileFieldOf(def, field, common);
    default:
      return { ...common, type: field.type };
  }
}

const EXAMPLE_DAY = '2025-03-18';

/** A plausible cell for a field of the import template: reference and city cells take an id. */
function exampleCell(field: FieldDefinition): string | number {
  switch (field.type) {
    case 'number': {
      const value = field.decimals ? 12.5 : 1;
      return Math.min(Math.max(value, field.min ?? value), field.max ?? value);
    }
    case 'choice':
      return field.choices?.[0]?.value ?? '';
    case 'status':
    case 'boolean':
    case 'reference':
    case 'city':
      return 1;
    case 'date':
      return EXAMPLE_DAY;
    case 'datetime':
      return `${EXAMPLE_DAY} 09:30:00`;
    case 'phone':
      return '13900000000';
    default:
      return field.label.zh;
  }
}

function messagesOf(d: EntityDefinition, fields: readonly FieldDefinition[], language: Lang): Record<string, unknown> {
  const choices: Record<string, Record<string, string>> = {};
  const patterns: Record<string, string> = {};
  const related: Record<string, string> = {};
  const across: Record<string, Record<string, string>> = {};
  for (const field of fields) {
    if (field.choices) choices[field.name] = Object.fromEntries(field.choices.map((c) => [c.value, c.label[language]]));
    if (field.words) choices[field.name] = { on: field.words.on[language], off: field.words.off[language] };
    if (field.pattern) patterns[field.name] = field.pattern.message[language];
    if (field.reference?.related) related[field.name] = field.reference.related.label[language];
    for (const check of crossChecksOf(field)) {
      const other = d.fields.find((f) => f.name === check.other);
      if (other) (across[field.name] ??= {})[check.rule] = crossMessage(check, other.label, language);
    }
  }
  return {
    name: d.labels.name[language],
    item: d.labels.item[language],
    create: d.labels.create[language],
    fields: { ...Object.fromEntries(fields.map((f) => [f.name, f.label[language]])), created_at: CREATED_WORDS[language] },
    choices,
    patterns,
    related,
    across,
    items: itemMessages(fields, language),
  };
}

/** The screens a definition names, from the console's registry; a name it lacks keeps the generic one. */
function componentsOf(d: EntityDefinition): ResourceDef['components'] {
  const named = SCREEN_KINDS.flatMap((kind) => {
    const name = d.screens?.[kind];
    const screen = name === undefined ? undefined : DEFINITION_SCREENS[name];
    return screen ? [[kind, screen] as const] : [];
  });
  return named.length > 0 ? Object.fromEntries(named) : undefined;
}

/**
 * A definition document as a declaration the generic screens render (src/schema/types.ts), and
 * its words. `titleOf` names the record title of the entities its references point at.
 */
export function toResourceDef(d: EntityDefinition, titleOf: TitleOf = () => undefined): ConvertedDefinition {
  const names = entityNames(d);
  const fields = liveFields(d);
  const createFields = fields.filter((f) => f.form !== false && f.create !== false && writtenByForm(f));
  const components = componentsOf(d);
  // Lists (several references, rows of items) travel as JSON: a form body cannot say "an empty
  // list" (it sends no value, which leaves a field unchanged).
  const writeCall = (path: string) => (fields.some((f) => f.multiple || f.type === 'items') ? { path, json: true } : path);
  const def: ResourceDef = {
    name: d.name,
    route: names.route,
    ...(d.menu && { menu: { group: d.menu.group, order: d.menu.order, icon: ENTITY_ICONS[d.menu.icon], ...(d.menu.hidden && { hidden: true }) } }),
    permission: names.permission,
    endpoints: {
      list: names.path('list'),
      get: names.path('detail'),
      create: writeCall(names.path('create')),
      update: writeCall(names.path('update')),
      delete: names.path('delete'),
    },
    fields: [...fields.map((f) => fieldOf(d, f, (entity) => (entity === d.name ? d.recordTitle : titleOf(entity)))), CREATED_AT],
    recordTitle: d.recordTitle,
    ...(d.defaultSort && { defaultSort: { field: d.defaultSort.field, order: d.defaultSort.order === 'asc' ? 'ASC' : 'DESC' } }),
    ...(d.history !== false && { history: names.audit }),
    // A defined record does not sign in: its confirmation says what disabling does to it.
    ...(d.rowActions && { rowActions: d.rowActions.map((action) => ({ type: action.type, source: action.field, confirm: 'schema.row.disable_content_record' })) }),
    ...(d.place && { place: { ...d.place } }),
    ...(d.listViews === false && { listViews: false }),
    ...(components && { components }),
    ...(d.import !== false && {
      import: { endpoint: names.path('import'), example: Object.fromEntries(createFields.map((f) => [f.name, exampleCell(f)])) },
    }),
  };
  const messages = Object.fromEntries(LANGUAGES.map((language) => [language, messagesOf(d, fields, language)])) as ConvertedDefinition['messages'];
  return { def, messages };
}
