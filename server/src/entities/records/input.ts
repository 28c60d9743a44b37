// The bodies an entity's record calls take, built from its definition with the validation
// helpers every hand-written call uses. A pattern's message is the definition's own words, so a
// schema is built per language (calls.ts caches them per catalog generation).
import { z } from 'zod';
import type { Language } from '../../http/i18n.js';
import { listSchema, type SortMap } from '../../http/list.js';
import { REQUIRED, v } from '../../http/validate.js';
import { versionField } from '../../http/versions.js';
import { computedKind, DEFAULT_MAX_LENGTH, isLinkList, liveFields, type EntityDefinition, type FieldDefinition } from '../language/document.js';
import { compilePattern } from '../language/pattern.js';
import { itemsSchema } from './items.js';
import { emptyListIsBlank, fileValueSchema } from '../../files/values.js';

const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY_OR_MOMENT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const DATETIME_MESSAGE = 'Must be a date and time (YYYY-MM-DD HH:mm:ss).';
/** Whole numbers are stored as bigint: JavaScript numbers keep them exact up to 2^53. */
const MAX_WHOLE = Number.MAX_SAFE_INTEGER;

export const digitsMessage = (decimals: number) => `Must have at most ${decimals} digits after the point.`;

function datetime() {
  return v.text(19, { pattern: DATETIME_TEXT, patternMessage: DATETIME_MESSAGE }).refine((s) => {
    const [y, m, d, hh, mm, ss] = s.split(/[- :]/).map(Number) as [number, number, number, number, number, number];
    const at = new Date(y, m - 1, d, hh, mm, ss);
    return at.getFullYear() === y && at.getMonth() === m - 1 && at.getDate() === d && hh < 24 && mm < 60 && ss < 60;
  }, DATETIME_MESSAGE);
}

function numberOf(field: FieldDefinition) {
  const decimals = field.decimals ?? 0;
  // numeric(18, d) holds fewer than 10^(18-d) before the point.
  const bound = decimals === 0 ? MAX_WHOLE : 10 ** (18 - decimals) - 1;
  const range = { min: field.min ?? -bound, max: field.max ?? bound };
  if (decimals === 0) return v.int(range);
  return v.number(range).refine((n) => Number(n.toFixed(decimals)) === n, digitsMessage(decimals));
}

/** The schema of a field's value when one is given. */
export function valueSchema(field: FieldDefinition, lang: Language): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'longText': {
      const max = field.maxLength ?? DEFAULT_MAX_LENGTH;
      const pattern = field.pattern ? { pattern: compilePattern(field.pattern.regex, max), patternMessage: field.pattern.message[lang] } : {};
      return v.text(max, { min: Math.max(1, field.minLength ?? 1), ...pattern });
    }
    case 'phone':
      return v.phone();
    case 'file':
    case 'image':
      return fileValueSchema(field);
    case 'number':
      return numberOf(field);
    case 'choice':
      return v.oneOf((field.choices ?? []).map((c) => c.value) as [string, ...string[]]);
    case 'boolean':
    case 'status':
      return v.flag();
    case 'date':
      return v.date();
    case 'datetime':
      return datetime();
    case 'reference':
      return field.multiple ? idsOf(field) : v.id();
    case 'city':
      return v.id();
    case 'computed':
      // A filter's value: a code, or a user's id.
      return field.computed?.kind === 'code' ? v.text(64) : v.id();
    case 'items':
      return itemsSchema(field, lang, 'create');
  }
}

/** The values a multiple reference takes at most when its definition gives no `max`. */
export const DEFAULT_MAX_LINKS = 100;

/** A multiple reference's ids (repeats dropped); a required one takes at least one. */
function idsOf(field: FieldDefinition) {
  const ids = v.idList(field.max ?? DEFAULT_MAX_LINKS);
  return field.required ? ids.refine((list) => list.length > 0, REQUIRED) : ids;
}

/** What a write answers for a value sent to a computed field (2001): the server fills it. */
export const COMPUTED_VALUE = 'The server fills this field: it takes no value.';
const refused = z.unknown().refine(() => false, COMPUTED_VALUE).optional();

/** A definition's default as the API answers it (booleans are 0/1). */
export function defaultOf(field: FieldDefinition): unknown {
  const value = field.default;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** `items: false`: without the lists of items (an import's row of cells). */
export function createSchema(d: EntityDefinition, lang: Language, items = true) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of liveFields(d)) {
    if (field.type === 'items' && !items) continue;
    if (field.type === 'computed') {
      shape[field.name] = refused;
      continue;
    }
    const value = valueSchema(field, lang);
    if (field.default !== undefined) shape[field.name] = v.withDefault(value, defaultOf(field));
    else shape[field.name] = emptyListIsBlank(field, field.required ? value : v.optional(value));
  }
  return z.object(shape);
}

/**
 * Absent: unchanged. Empty (or null) on an optional field: cleared. A required field cannot be
 * cleared: empty there means unchanged, as on every hand-written update.
 */
export function updateSchema(d: EntityDefinition, lang: Language) {
  const shape: Record<string, z.ZodType> = { id: v.id() };
  for (const field of liveFields(d)) {
    if (field.type === 'computed' || field.type === 'items') {
      shape[field.name] = field.type === 'items' ? itemsSchema(field, lang, 'update') : refused;
      continue;
    }
    const value = valueSchema(field, lang);
    shape[field.name] = emptyListIsBlank(field, field.required ? v.optional(value) : v.nullable(value), !field.required);
  }
  return z.object({ ...shape, ...versionField });
}

export const detailSchema = z.object({ id: v.id() });
export const deleteSchema = z.object({ id: v.id(), ...versionField });

const TEXTS = new Set(['text', 'longText', 'phone', 'choice']);
const searchable = (f: FieldDefinition) => TEXTS.has(f.type) || computedKind(f) === 'code';

/** The fields searched by the list's keyword: the text fields marked `search`, else the record title. */
export function keywordFields(d: EntityDefinition): string[] {
  const searched = liveFields(d).filter((f) => f.search && searchable(f)).map((f) => f.name);
  return searched.length > 0 ? searched : [d.recordTitle];
}

/** Sort key -> column of the entity's table (aliased `t`). */
export function sortsOf(d: EntityDefinition): SortMap {
  const sorts: Record<string, string> = { id: 't.id', created_at: 't.created_at' };
  for (const field of liveFields(d)) if (field.sort) sorts[field.name] = `t.${field.name}`;
  return sorts as SortMap;
}

const isTimeField = (field: FieldDefinition) => field.type === 'date' || field.type === 'datetime';

/** The fields offered as list filters. */
export const filterFields = (d: EntityDefinition) => liveFields(d).filter((f) => f.filter);

/** A date filter takes days; a date-time filter a day or a moment. */
function rangeSchema(field: FieldDefinition) {
  return field.type === 'date' ? v.date() : v.text(19, { pattern: DAY_OR_MOMENT, patternMessage: DATETIME_MESSAGE });
}

export function listBodySchema(d: EntityDefinition, lang: Language) {
  const filters: Record<string, z.ZodType> = {};
  for (const field of filterFields(d)) {
    // A multiple reference's filter takes several ids: records holding any of them.
    filters[field.name] = v.optional(isLinkList(field) ? v.idList(DEFAULT_MAX_LINKS) : valueSchema(field, lang));
    if (isTimeField(field)) {
      filters[`${field.name}_from`] = v.optional(rangeSchema(field));
      filters[`${field.name}_to`] = v.optional(rangeSchema(field));
    }
  }
  const sort = d.defaultSort && sortsOf(d)[d.defaultSort.field] ? d.defaultSort : { field: 'id', order: 'desc' as const };
  return listSchema(sortsOf(d), filters, { sort: sort.field, order: sort.order });
}
