// Checks a definition document against the language (document.ts). Every problem is named by its
// place in the document (`fields.2.label.es`), in English sentences the server translates.
import {
  ENTITY_SCOPES,
  ADOPTED_BUILT_INS,
  BUILT_IN_NAMES,
  IDENTITY_KEYS,
  type AdoptedName,
  BUILT_IN_TARGETS,
  FIELD_TYPES,
  ICONS,
  MENU_GROUPS,
  RESERVED_FIELDS,
  SERVER_RULES,
  entityNames,
  type EntityDefinition,
} from './document.js';
import { Checker, isObject, type Json, type Problems } from './checker.js';
import { checkCrossFields } from './check-cross-field.js';
import { checkFileField, checkFileKeys } from './check-files.js';
import { checkScreens } from './check-screens.js';
import { checkLinkNames, checkMultiple } from './check-links.js';
import { checkChildTables, checkComputed, checkItems } from './check-kinds.js';
import { isFileField } from './file-fields.js';
import { patternProblem } from './pattern.js';

/** What a document is checked against besides itself. */
export interface CheckContext {
  /** The other entities' definitions (a reference may name them; names and paths must not collide). */
  others: readonly EntityDefinition[];
}

// No `__`: it separates an entity's table from the tables and indexes made for it (`<table>__…`).
const NAME = /^(?=.{2,40}$)[a-z](?:_?[a-z0-9])*_?$/;
const ROUTE = /^\/[a-z0-9][a-z0-9/_-]{0,79}$/;
const MAX_FIELDS = 60;

const TOP_KEYS = new Set(['$schema', 'name', 'version', 'route', 'table', 'permission', 'audit', 'paths', 'builtIn', 'labels', 'menu', 'fields', 'recordTitle', 'defaultSort', 'history', 'scope', 'import', 'rules', 'rowActions', 'place', 'listViews', 'screens']);
const FIELD_KEYS = new Set(['name', 'type', 'label', 'required', 'unique', 'minLength', 'maxLength', 'min', 'max', 'decimals', 'pattern', 'choices', 'words', 'reference', 'multiple', 'compare', 'requiredIf', 'default', 'list', 'show', 'form', 'create', 'edit', 'filter', 'sort', 'search', 'retired', 'computed', 'fields', 'accept']);

function checkField(c: Checker, f: unknown, place: string, ctx: CheckContext, selfName: string, selfFields: readonly unknown[] = []): void {
  if (!isObject(f)) return c.add(place, 'Must be an object.');
  c.unknownKeys(f, FIELD_KEYS, place);
  if (typeof f.name !== 'string' || !NAME.test(f.name)) c.add(`${place}.name`, 'Use 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter.');
  else if ((RESERVED_FIELDS as readonly string[]).includes(f.name)) c.add(`${place}.name`, 'This name is reserved.');
  c.oneOf(f.type, FIELD_TYPES, `${place}.type`);
  c.words(f.label, `${place}.label`);
  for (const key of ['required', 'unique', 'list', 'show', 'form', 'create', 'edit', 'sort', 'search', 'retired'] as const) c.flag(f[key], `${place}.${key}`);
  if (f.create === false && f.edit === false) c.add(`${place}.edit`, 'A field in neither form says form: false.');
  // The create call requires it: a form that does not show it must be filled by the default.
  if (f.required === true && f.create === false && f.default === undefined) c.add(`${place}.create`, 'A required field left out of the create form needs a default.');
  if (f.filter !== undefined && f.filter !== true && f.filter !== false && f.filter !== 'alwaysOn') c.add(`${place}.filter`, 'Must be true, false or alwaysOn.');
  const textual = f.type === 'text' || f.type === 'longText' || f.type === 'phone';
  const ceiling = f.type === 'longText' ? 20000 : 2000;
  c.integer(f.minLength, `${place}.minLength`, 0, ceiling);
  c.integer(f.maxLength, `${place}.maxLength`, 1, ceiling);
  if ((f.minLength !== undefined || f.maxLength !== undefined) && !textual) c.add(`${place}.maxLength`, 'Only text fields have a length.');
  if (typeof f.minLength === 'number' && typeof f.maxLength === 'number' && f.minLength > f.maxLength) c.add(`${place}.minLength`, 'Must not exceed maxLength.');
  for (const key of ['min', 'max'] as const) {
    if (f[key] === undefined) continue;
    if (typeof f[key] !== 'number' || !Number.isFinite(f[key])) c.add(`${place}.${key}`, 'Must be a number.');
    else if (f.type !== 'number' && !isFileField(f as { type: never }) && !(key === 'max' && (f.multiple === true || f.type === 'items'))) c.add(`${place}.${key}`, 'Only number fields have a range.');
  }
  if (typeof f.min === 'number' && typeof f.max === 'number' && f.min > f.max) c.add(`${place}.min`, 'Must not exceed max.');
  c.integer(f.decimals, `${place}.decimals`, 0, 6);
  if (f.decimals !== undefined && f.type !== 'number') c.add(`${place}.decimals`, 'Only number fields have decimals.');
  if (f.pattern !== undefined) {
    if (!isObject(f.pattern) || typeof f.pattern.regex !== 'string') c.add(`${place}.pattern`, 'Must give regex and message.');
    else {
      // The server's engine and the console's must both take it, for the longest value it sees.
      const problem = patternProblem(f.pattern.regex, typeof f.maxLength === 'number' ? f.maxLength : undefined);
      if (problem) c.add(`${place}.pattern.regex`, problem);
      c.words(f.pattern.message, `${place}.pattern.message`);
    }
    if (!textual) c.add(`${place}.pattern`, 'Only text fields have a pattern.');
  }
  if (f.type === 'choice') {
    if (!Array.isArray(f.choices) || f.choices.length === 0) c.add(`${place}.choices`, 'A choice field needs its choices.');
    else {
      const seen = new Set<string>();
      f.choices.forEach((choice, i) => {
        if (!isObject(choice) || typeof choice.value !== 'string' || !/^[A-Za-z0-9_.-]{1,40}$/.test(choice.value)) return c.add(`${place}.choices.${i}.value`, 'Use 1-40 letters, digits and . _ -');
        if (seen.has(choice.value)) c.add(`${place}.choices.${i}.value`, 'Is given twice.');
        seen.add(choice.value);
        c.words(choice.label, `${place}.choices.${i}.label`);
      });
    }
  } else if (f.choices !== undefined) c.add(`${place}.choices`, 'Only choice fields have choices.');
  if (f.words !== undefined) {
    if (f.type !== 'status' || !isObject(f.words)) c.add(`${place}.words`, 'Only status fields have words.');
    else {
      c.words(f.words.on, `${place}.words.on`);
      c.words(f.words.off, `${place}.words.off`);
    }
  }
  if (f.type === 'reference') {
    const ref = f.reference;
    if (!isObject(ref) || typeof ref.entity !== 'string') c.add(`${place}.reference`, 'A reference names its entity.');
    else {
      const known = ref.entity === selfName || Object.hasOwn(BUILT_IN_TARGETS, ref.entity) || ctx.others.some((o) => o.name === ref.entity);
      if (!known) c.add(`${place}.reference.entity`, 'Names no entity or built-in resource.');
      if (ref.related !== undefined) {
        if (!isObject(ref.related)) c.add(`${place}.reference.related`, 'Must give the related list its label.');
        else c.words(ref.related.label, `${place}.reference.related.label`);
      }
    }
  } else if (f.reference !== undefined) c.add(`${place}.reference`, 'Only reference fields name an entity.');
  checkMultiple(c, f, place);
  checkFileField(c, f, place);
  if (f.default !== undefined && !['string', 'number', 'boolean'].includes(typeof f.default)) c.add(`${place}.default`, 'Must be text, a number or true/false.');
  if (f.type === 'choice' && typeof f.default === 'string' && Array.isArray(f.choices) && !f.choices.some((x) => isObject(x) && x.value === f.default)) c.add(`${place}.default`, 'Is not one of the choices.');
  checkComputed(c, f, place, ctx.others, selfName, selfFields);
  checkItems(c, f, place, (sub, at) => checkField(c, sub, at, ctx, selfName));
}

/** A record's title is a value of its own row: no list of items, count or user id. */
const titleWorthy = (f: Json) => f.type !== 'items' && (f.type !== 'computed' || (isObject(f.computed) && f.computed.kind === 'code'));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An adopted built-in keeps exactly the identity the server lists; nobody else names one. */
function checkIdentity(c: Checker, d: Json & { name: string }): boolean {
  const adopted = Object.hasOwn(ADOPTED_BUILT_INS, d.name) ? ADOPTED_BUILT_INS[d.name as AdoptedName] : undefined;
  if (adopted) {
    for (const key of IDENTITY_KEYS) if (!sameValue(d[key], adopted[key])) c.add(key, 'A built-in resource keeps the identity the server gives it.');
    return true;
  }
  if (d.builtIn !== undefined) c.add('builtIn', 'Only the built-in resources the server lists re-express themselves.');
  if (d.table !== undefined) c.add('table', 'An entity keeps its records in its own table, entity_<name>.');
  if (d.paths !== undefined) c.add('paths', 'An entity answers at operate/entity/<name>/<operation>.');
  return false;
}

function checkNames(c: Checker, d: Json, ctx: CheckContext): void {
  if (typeof d.name !== 'string' || !NAME.test(d.name)) return c.add('name', 'Use 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter.');
  const names = entityNames(d as unknown as EntityDefinition);
  if (d.route !== undefined && (typeof d.route !== 'string' || !ROUTE.test(d.route))) c.add('route', 'Must be a path such as /maintenance/records.');
  for (const key of ['permission', 'audit'] as const) if (d[key] !== undefined && (typeof d[key] !== 'string' || !NAME.test(d[key]))) c.add(key, 'Use 2-40 lower-case letters, digits and _ (never two _ together), starting with a letter.');
  if (checkIdentity(c, d as Json & { name: string })) return;
  const reserved = (list: readonly string[], value: string) => list.includes(value);
  if (reserved(BUILT_IN_NAMES.names, d.name)) c.add('name', 'A built-in resource has this name.');
  if (reserved(BUILT_IN_NAMES.tables, names.table)) c.add('name', 'A built-in table has this name.');
  if (reserved(BUILT_IN_NAMES.permissions, names.permission)) c.add('permission', 'A built-in resource has this permission prefix.');
  if (reserved(BUILT_IN_NAMES.audit, names.audit)) c.add('audit', 'A built-in resource has this audit name.');
  if (reserved(BUILT_IN_NAMES.routeSegments, names.route.split('/')[1] ?? '')) c.add('route', 'A built-in screen has this route.');
  for (const other of ctx.others) {
    if (other.name === d.name) continue;
    const theirs = entityNames(other);
    if (theirs.permission === names.permission) c.add('permission', `The entity ${other.name} has this permission prefix.`);
    if (theirs.audit === names.audit) c.add('audit', `The entity ${other.name} has this audit name.`);
    if (theirs.route === names.route) c.add('route', `The entity ${other.name} has this route.`);
  }
}

/** Answers the problems of a document (none: it is a valid definition). */
export function checkDefinition(doc: unknown, ctx: CheckContext): Problems {
  const c = new Checker();
  if (!isObject(doc)) {
    c.add('definition', 'Must be a JSON object.');
    return c.problems;
  }
  c.unknownKeys(doc, TOP_KEYS, '');
  checkNames(c, doc, ctx);
  c.integer(doc.version, 'version', 1, 1_000_000);
  if (doc.version === undefined) c.add('version', 'This field is required.');
  c.flag(doc.history, 'history');
  if (doc.scope !== undefined) c.oneOf(doc.scope, ENTITY_SCOPES, 'scope');
  c.flag(doc.import, 'import');
  if (!isObject(doc.labels)) c.add('labels', 'Must give name, item and create in zh, en and es.');
  else {
    for (const key of ['name', 'item', 'create'] as const) c.words(doc.labels[key], `labels.${key}`);
    c.unknownKeys(doc.labels, new Set(['name', 'item', 'create']), 'labels');
  }
  if (doc.menu !== undefined) {
    if (!isObject(doc.menu)) c.add('menu', 'Must give group, order and icon.');
    else {
      c.oneOf(doc.menu.group, MENU_GROUPS, 'menu.group');
      c.oneOf(doc.menu.icon, ICONS, 'menu.icon');
      if (doc.menu.order === undefined) c.add('menu.order', 'This field is required.');
      c.integer(doc.menu.order, 'menu.order', 0, 10_000);
      c.flag(doc.menu.hidden, 'menu.hidden');
      c.unknownKeys(doc.menu, new Set(['group', 'order', 'icon', 'hidden']), 'menu');
    }
  }
  const fields = Array.isArray(doc.fields) ? doc.fields : [];
  if (!Array.isArray(doc.fields) || fields.length === 0) c.add('fields', 'A definition needs at least one field.');
  if (fields.length > MAX_FIELDS) c.add('fields', `Must have at most ${MAX_FIELDS} items.`);
  const selfName = typeof doc.name === 'string' ? doc.name : '';
  const seen = new Set<string>();
  fields.forEach((f: unknown, i: number) => {
    checkField(c, f, `fields.${i}`, ctx, selfName, fields);
    const name = isObject(f) && typeof f.name === 'string' ? f.name : undefined;
    if (name !== undefined && seen.has(name)) c.add(`fields.${i}.name`, 'Is given twice.');
    if (name !== undefined) seen.add(name);
  });
  const live = new Set(fields.filter((f): f is Json => isObject(f) && f.retired !== true && typeof f.name === 'string').map((f) => f.name as string));
  if (typeof doc.recordTitle !== 'string') c.add('recordTitle', 'This field is required.');
  else if (!live.has(doc.recordTitle)) c.add('recordTitle', 'Names no field of the definition.');
  else if (!titleWorthy(fields.find((f: unknown) => isObject(f) && f.name === doc.recordTitle) as Json)) c.add('recordTitle', 'Names a field holding no title: a list of items, a count or a user.');
  if (doc.defaultSort !== undefined) {
    const sort = doc.defaultSort;
    if (!isObject(sort)) c.add('defaultSort', 'Must give field and order.');
    else {
      const sortable = fields.some((f: unknown) => isObject(f) && f.name === sort.field && f.sort === true && f.retired !== true);
      if (!['id', 'created_at', 'updated_at'].includes(String(sort.field)) && !sortable) c.add('defaultSort.field', 'Names no sortable field of the definition.');
      c.oneOf(sort.order, ['asc', 'desc'], 'defaultSort.order');
    }
  }
  if (doc.rules !== undefined) {
    if (!Array.isArray(doc.rules)) c.add('rules', 'Must be a list.');
    else doc.rules.forEach((rule: unknown, i: number) => c.oneOf(rule, SERVER_RULES, `rules.${i}`));
  }
  checkCrossFields(c, fields);
  checkLinkNames(c, doc);
  checkChildTables(c, doc, fields, ctx.others);
  checkFileKeys(c, fields);
  checkScreens(c, doc, fields.filter((f): f is Json => isObject(f) && f.retired !== true));
  return c.problems;
}
