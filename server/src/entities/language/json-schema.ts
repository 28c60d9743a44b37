// The definition language as a JSON Schema (draft-07, what editors complete and check as one
// types): built from document.ts's constants, so a new icon, group or rule reaches editors with
// no second list. docs/entity.schema.json is this, written out (`npm run entities -- schema`);
// a test keeps the two equal. The schema guides editors; checkDefinition (check.ts) is the judge.
import { COMPARISONS } from './cross-field.js';
import { COMPUTED_KINDS, DEFAULT_MAX_FILES, FIELD_TYPES, FILE_KINDS, ICONS, ITEM_FIELD_TYPES, LANGUAGES, MENU_GROUPS, OPERATIONS, SERVER_RULES, BUILT_IN_TARGETS, ROW_ACTIONS, SCREEN_KINDS, CONSOLE_SCREENS, ENTITY_SCOPES } from './document.js';

type Schema = Record<string, unknown>;

const NAME = '^[a-z](_?[a-z0-9])*_?$';

const words = (description: string): Schema => ({ $ref: '#/definitions/words', description });
const flag = (description: string): Schema => ({ type: 'boolean', description });
const name = (description: string): Schema => ({ type: 'string', pattern: NAME, minLength: 2, maxLength: 40, description });
const COMPARED = { after: 'A field this one must come after.', before: 'A field this one must come before.', min: 'A field this one must not be less than.', max: 'A field this one must not exceed.' };
// An empty enum is no schema at all: with no screen registered, no name is valid.
const SCREEN_NAME: Schema = CONSOLE_SCREENS.length > 0 ? { enum: [...CONSOLE_SCREENS] } : { not: {} };

/** A field's keys, in the language's order: exported files list them so. */
const FIELD_PROPERTIES: Schema = {
  name: name('The column and the API\'s field name: 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter. Never id, version, created_at or updated_at.'),
  type: { enum: [...FIELD_TYPES], description: 'How the value is stored, checked and shown.' },
  label: words('The field\'s label in every language.'),
  required: flag('A create or update without a value is refused.'),
  unique: flag('Unique among the entity\'s records (a unique index; a repeat is refused).'),
  minLength: { type: 'integer', minimum: 0, maximum: 20000, description: 'Text: the shortest trimmed length.' },
  maxLength: { type: 'integer', minimum: 1, maximum: 20000, description: 'Text: the longest trimmed length (2000 at most, 20000 for longText).' },
  min: { type: 'number', description: 'Number: the smallest value.' },
  max: { type: 'number', description: `Number: the largest value. A multiple reference: the most values (1-1000). A file or image field with multiple: the most files it holds (default ${DEFAULT_MAX_FILES}). items: the most rows a record may have.` },
  decimals: { type: 'integer', minimum: 0, maximum: 6, description: 'Number: digits after the point (0: whole numbers).' },
  pattern: {
    type: 'object',
    description: 'Text: a regular expression the value must match, and what to say when it does not.',
    properties: { regex: { type: 'string', maxLength: 200, description: 'RE2 syntax that JavaScript also reads: no backreferences, lookahead or lookbehind (docs/ENTITIES.md, Patterns).' }, message: words('What the form says when the value does not match.') },
    required: ['regex', 'message'],
    additionalProperties: false,
  },
  choices: {
    type: 'array',
    minItems: 1,
    description: 'choice: the values and their words.',
    items: {
      type: 'object',
      properties: { value: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,40}$', description: 'What is stored.' }, label: words('What is shown.') },
      required: ['value', 'label'],
      additionalProperties: false,
    },
  },
  words: {
    type: 'object',
    description: 'status: the words of its two states (default: enabled / disabled).',
    properties: { on: words('The word of 1.'), off: words('The word of 0.') },
    required: ['on', 'off'],
    additionalProperties: false,
  },
  reference: {
    type: 'object',
    description: 'reference: the entity pointed at; the record answers its title under <name without _id>_name.',
    properties: {
      entity: {
        type: 'string',
        description: `An entity's name, or a built-in resource: ${Object.keys(BUILT_IN_TARGETS).join(', ')}.`,
        examples: Object.keys(BUILT_IN_TARGETS),
      },
      related: {
        type: 'object',
        description: 'The referenced record\'s detail lists these records under this label.',
        properties: { label: words('The related list\'s title.') },
        required: ['label'],
        additionalProperties: false,
      },
    },
    required: ['entity'],
    additionalProperties: false,
  },
  multiple: flag('reference: several records, kept in a join table; the API takes and answers a list of ids, and the titles under <name without _ids>_names. max: how many at most (default 100). file, image: holds several files (up to max).'),
  accept: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { enum: [...FILE_KINDS] },
    description: 'file, image: the kinds of file taken, known by their content (an image field: png, jpeg, gif, webp only). Default: every kind a field of its type takes.',
  },
  compare: {
    type: 'object',
    description: 'number, date, date-time: compared with another field of the same type (after/before strictly, min/max or equal); an empty side holds.',
    properties: Object.fromEntries(COMPARISONS.map((rule) => [rule, name(COMPARED[rule])])),
    minProperties: 1,
    additionalProperties: false,
  },
  requiredIf: name('Required while this other field has a value (a flag: while it is on).'),
  default: { type: ['string', 'number', 'boolean'], description: 'Filled in on create when the field is absent; fills existing rows when a change needs it.' },
  list: flag('Shown in the list (default true).'),
  show: flag('Shown in the detail (default true).'),
  form: flag('Shown in the create and edit forms (default true).'),
  create: flag('Shown in the create form (default true); false: in the edit form only.'),
  edit: flag('Shown in the edit form (default true); false: in the create form only.'),
  filter: { enum: [true, false, 'alwaysOn'], description: 'Offered as a list filter (an index follows); alwaysOn shows it without opening the filter menu.' },
  sort: flag('The list may sort by it (an index follows).'),
  search: flag('Searched by the list\'s keyword.'),
  retired: flag('Taken out of use: the column and its data stay, the API and the screens no longer show it.'),
  computed: {
    type: 'object',
    description: 'computed: what the server fills in (the API refuses a value): count, code, createdBy or changedBy.',
    properties: {
      kind: { enum: [...COMPUTED_KINDS], description: 'count: records of another entity pointing here; code: prefix and padded number; createdBy / changedBy: the user.' },
      entity: name('count: the entity whose records are counted.'),
      field: name('count: its reference field pointing at this entity.'),
      prefix: { type: 'string', pattern: '^[A-Za-z0-9_./-]{0,20}$', description: 'code: the text before the number.' },
      digits: { type: 'integer', minimum: 1, maximum: 12, description: 'code: the number is padded with zeros to this many digits.' },
    },
    required: ['kind'],
    additionalProperties: false,
  },
  fields: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    description: `items: the fields of each row (${ITEM_FIELD_TYPES.join(', ')}); max gives the most rows.`,
    items: { $ref: '#/definitions/field' },
  },
};

/** What each field type needs: a choice its choices, a reference its entity. */
const FIELD_RULES: Schema[] = [
  { if: { properties: { type: { const: 'choice' } }, required: ['type'] }, then: { required: ['choices'] } },
  { if: { properties: { type: { const: 'reference' } }, required: ['type'] }, then: { required: ['reference'] } },
  { if: { properties: { type: { const: 'computed' } }, required: ['type'] }, then: { required: ['computed'] } },
  { if: { properties: { type: { const: 'items' } }, required: ['type'] }, then: { required: ['fields', 'max'] } },
];

/** A definition's keys, in the language's order: exported files list them so. */
const TOP_PROPERTIES: Schema = {
  $schema: { type: 'string', description: 'Where editors find this schema (e.g. ../docs/entity.schema.json).' },
  name: name('The entity\'s identity: 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter. Never changes.'),
  version: { type: 'integer', minimum: 1, maximum: 1000000, description: 'Counts the saved versions; a save names the version it was made from.' },
  builtIn: flag('Only in a built-in resource the server lists (governments): it re-expresses that resource.'),
  route: { type: 'string', pattern: '^/[a-z0-9][a-z0-9/_-]{0,79}$', description: 'The console\'s URL of the list (default /entity/<name>).' },
  table: name('Only in a built-in resource the server lists: its table. Every other entity keeps its records in entity_<name>.'),
  permission: name('Permission prefix (default the name): <prefix>:view, :create, :update, :delete.'),
  audit: name('The audit log\'s name for these records (default the name).'),
  paths: {
    type: 'object',
    description: 'Only in a built-in resource the server lists: the call paths of its contract. Every other entity answers at operate/entity/<name>/<operation>.',
    properties: Object.fromEntries(OPERATIONS.map((op) => [op, { type: 'string', pattern: '^operate/[a-z0-9/_-]{1,120}$' }])),
    additionalProperties: false,
  },
  import: flag('Records may be imported from a spreadsheet (default true).'),
  rules: {
    type: 'array',
    description: 'Server rules by registered name.',
    items: { enum: [...SERVER_RULES] },
  },
  labels: {
    type: 'object',
    description: 'The entity\'s words: name for the list, item for one record, create for the create page.',
    properties: { name: words('The list\'s title and menu entry.'), item: words('One record (titles read "<item>: <record title>").'), create: words('The create page\'s title.') },
    required: ['name', 'item', 'create'],
    additionalProperties: false,
  },
  menu: {
    type: 'object',
    description: 'Where the list shows in the menu (no menu: reachable by its route only).',
    properties: {
      group: { enum: [...MENU_GROUPS], description: 'The menu group.' },
      order: { type: 'integer', minimum: 0, maximum: 10000, description: 'Place within the group, smallest first.' },
      icon: { enum: [...ICONS], description: 'A Material icon.' },
      hidden: flag('Kept out of the menu.'),
    },
    required: ['group', 'order', 'icon'],
    additionalProperties: false,
  },
  recordTitle: { type: 'string', description: 'The field naming a record in titles, the breadcrumb and the audit log.' },
  defaultSort: {
    type: 'object',
    description: 'The list\'s first order: a field with sort: true, or id, created_at, updated_at.',
    properties: { field: { type: 'string' }, order: { enum: ['asc', 'desc'] } },
    required: ['field', 'order'],
    additionalProperties: false,
  },
  history: flag('The detail shows the record\'s history (default true).'),
  scope: { enum: [...ENTITY_SCOPES], description: 'none: every user sees the records; otherwise a user bound to a government body sees those whose references to companies, governments, staff, check points or accounts are all inside its jurisdiction.' },
  rowActions: {
    type: 'array',
    description: 'Per-record actions beside edit and delete, through the update call: toggleStatus flips a status field, asking before it disables.',
    items: {
      type: 'object',
      properties: { type: { enum: [...ROW_ACTIONS] }, field: { type: 'string', description: 'A status field.' } },
      required: ['type', 'field'],
      additionalProperties: false,
    },
  },
  place: {
    type: 'object',
    description: 'The number fields holding a record\'s position, and its reach in metres: the forms get a map to place it on.',
    properties: { lng: { type: 'string' }, lat: { type: 'string' }, radius: { type: 'string' } },
    required: ['lng', 'lat'],
    additionalProperties: false,
  },
  listViews: flag('The list offers its column chooser and saved views (default true).'),
  screens: {
    type: 'object',
    description: `Console screens by registered name in place of the generic ones${CONSOLE_SCREENS.length > 0 ? `: ${CONSOLE_SCREENS.join(', ')}` : ' (the console registers none yet)'}.`,
    properties: Object.fromEntries(SCREEN_KINDS.map((kind) => [kind, SCREEN_NAME])),
    additionalProperties: false,
  },
  fields: {
    type: 'array',
    minItems: 1,
    maxItems: 60,
    description: 'The fields, in form order. A field is never removed while rows hold values: retire it.',
    items: { $ref: '#/definitions/field' },
  },
};

/** The JSON Schema of a definition document. */
export function definitionJsonSchema(): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'entity.schema.json',
    title: 'Entity definition',
    description: 'One entity: its table, API calls, permissions and console screens (docs/ENTITIES.md).',
    type: 'object',
    properties: TOP_PROPERTIES,
    required: ['name', 'version', 'labels', 'fields', 'recordTitle'],
    additionalProperties: false,
    definitions: {
      words: {
        type: 'object',
        description: 'The same words in every language the console speaks.',
        properties: Object.fromEntries(LANGUAGES.map((lang) => [lang, { type: 'string', minLength: 1, maxLength: 200 }])),
        required: [...LANGUAGES],
        additionalProperties: false,
      },
      field: {
        type: 'object',
        properties: FIELD_PROPERTIES,
        required: ['name', 'type', 'label'],
        additionalProperties: false,
        allOf: FIELD_RULES,
      },
    },
  };
}

/** The schema as docs/entity.schema.json holds it. */
export const definitionJsonSchemaText = (): string => `${JSON.stringify(definitionJsonSchema(), null, 2)}\n`;
