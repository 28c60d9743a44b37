import { ITEM_FIELD_TYPES } from '../../server/src/entities/language/document';
import { MENU_GROUPS, type FieldDef, type ResourceDef } from './types';

const FIELD_TYPES = new Set([
  'text', 'longText', 'number', 'choice', 'boolean', 'status', 'date', 'datetime',
  'phone', 'password', 'reference', 'tree', 'qr', 'image', 'items', 'file',
]);
/** The types a row of a list of items may hold. */
const ITEM_TYPES = new Set<string>(ITEM_FIELD_TYPES);

export class DefinitionError extends Error {
  constructor(resource: string, field: string | null, problem: string) {
    super(`Resource "${resource}"${field ? `, field "${field}"` : ''}: ${problem}`);
    this.name = 'DefinitionError';
  }
}

function checkField(def: ResourceDef, field: FieldDef, names: readonly string[]): void {
  const fail = (problem: string) => {
    throw new DefinitionError(def.name, field.source || '(no source)', problem);
  };
  if (!field.source || !/^[a-z_][a-z0-9_.]*$/i.test(field.source)) fail('source must be a column name');
  if (!FIELD_TYPES.has(field.type)) fail(`unknown type "${String(field.type)}"`);
  if (field.type === 'choice' && (!field.choices || field.choices.length === 0)) fail('a choice field needs choices');
  if (field.type === 'reference') {
    if (!field.reference) fail('a reference field needs reference.resource');
    else if (!names.includes(field.reference.resource)) fail(`references unknown resource "${field.reference.resource}"`);
  }
  if (field.type === 'tree' && !field.tree?.endpoint) fail('a tree field needs tree.endpoint');
  if (field.type === 'items') {
    if (!field.items || field.items.fields.length === 0) fail('a list of items needs its fields');
    else if (field.list !== false) fail('a list of items is never a column of the list');
    for (const own of field.items?.fields ?? []) {
      if (!ITEM_TYPES.has(own.type)) fail(`a row's field "${own.source}" has the type "${own.type}"`);
      checkField(def, own, names);
    }
  }
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    fail('minLength is greater than maxLength');
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) fail('min is greater than max');
  if (field.type === 'password' && field.list) fail('a password is never listed');
  if (field.type === 'password' && !field.minLength) fail('a password declares its minLength (the form states it)');
  if (field.sortable && field.list === false) fail('sortable but not listed');
}

/**
 * Checks every declaration at start-up, naming the resource and field at fault; references may
 * also name the `known` resources checked apart.
 */
export function validateDefinitions(defs: readonly ResourceDef[], known: readonly string[] = []): void {
  const names = [...defs.map((d) => d.name), ...known];
  const seenNames = new Set<string>();
  const seenRoutes = new Set<string>();
  for (const def of defs) {
    const fail = (problem: string) => {
      throw new DefinitionError(def.name || '(no name)', null, problem);
    };
    if (!def.name || !/^[a-zA-Z][a-zA-Z0-9_]*$/.test(def.name)) fail('name must be an identifier');
    if (seenNames.has(def.name)) fail('name is declared twice');
    seenNames.add(def.name);
    if (!def.route?.startsWith('/') || def.route.length < 2) fail('route must start with "/"');
    if (seenRoutes.has(def.route)) fail(`route ${def.route} is declared twice`);
    seenRoutes.add(def.route);
    if (!def.endpoints?.list && !def.components?.list) fail('needs a list endpoint or a custom list screen');
    if (def.menu && !(MENU_GROUPS as readonly string[]).includes(def.menu.group)) fail(`unknown menu group "${def.menu.group}"`);
    const sources = new Set<string>();
    for (const field of def.fields) {
      checkField(def, field, names);
      if (sources.has(field.source)) throw new DefinitionError(def.name, field.source, 'declared twice');
      sources.add(field.source);
    }
    if (def.recordTitle && !sources.has(def.recordTitle)) fail(`recordTitle "${def.recordTitle}" is not a field`);
    if (def.defaultSort && !sources.has(def.defaultSort.field)) fail(`defaultSort field "${def.defaultSort.field}" is not a field`);
    // An import creates: it takes the create rules, and the create permission opens it.
    if (def.import && !def.endpoints.create) fail('import needs the create call');
    for (const key of Object.keys(def.import?.example ?? {})) if (!sources.has(key)) fail(`import example "${key}" is not a field`);
    for (const action of def.rowActions ?? []) {
      const target = def.fields.find((f) => f.source === action.source);
      const wanted = action.type === 'toggleStatus' ? 'status' : 'password';
      if (!def.endpoints.update && !action.endpoint) fail(`row action ${action.type} needs the update call or an endpoint of its own`);
      if (target?.type !== wanted) fail(`row action ${action.type} needs a ${wanted} field "${action.source}"`);
    }
  }
}
