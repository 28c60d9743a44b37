// What an entity's record calls answer (docs/API.md "Entity record calls"), made from its
// definition like the bodies they take (input.ts): the OpenAPI document shows it, and the tests
// check every answer against it.
import { z } from 'zod';
import { count, dateTime, date, deleted, flag, id, listOf } from '../../http/answers/shapes.js';
import { ImportAnswer } from '../../http/answers/records.js';
import { filesKey } from '../../files/records.js';
import { isFileField } from '../language/file-fields.js';
import { computedKind, displayKey, liveFields, type EntityDefinition, type EntityOperation, type FieldDefinition } from '../language/document.js';

const FileFacts = z.strictObject({ id: z.string(), name: z.string(), size: count(), type: z.string(), thumbnail: z.boolean() });

/** A stored value as answered; every column may be empty (a field made required later, a null cell). */
function valueOf(field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'number':
      return z.number();
    case 'boolean':
    case 'status':
      return flag();
    case 'date':
      return date();
    case 'datetime':
      return dateTime();
    case 'reference':
      return field.multiple ? z.array(id()) : id();
    case 'city':
      return id();
    case 'file':
    case 'image':
      return field.multiple ? z.array(z.string()) : z.string();
    case 'computed': {
      const kind = computedKind(field);
      return kind === 'code' ? z.string() : kind === 'count' ? count() : id();
    }
    case 'items':
      return z.array(z.strictObject(Object.fromEntries([['id', id()], ...liveFields({ fields: field.fields ?? [] }).map((f) => [f.name, valueOf(f).nullable().optional()])])));
    default:
      return z.string();
  }
}

/** The keys one field brings to a record: its value, and its title(s) or its files' facts. */
function keysOf(field: FieldDefinition, withItems: boolean): [string, z.ZodType][] {
  if (field.type === 'items') return withItems ? [[field.name, valueOf(field)]] : [];
  const keys: [string, z.ZodType][] = [[field.name, valueOf(field).nullable()]];
  const kind = computedKind(field);
  if (field.type === 'reference' && field.multiple) keys.push([displayKey(field), z.array(z.string().nullable()).nullable()]);
  else if (field.type === 'reference' || field.type === 'city' || kind === 'createdBy' || kind === 'changedBy') keys.push([displayKey(field), z.string().nullable()]);
  if (isFileField(field)) keys.push([filesKey(field), z.array(FileFacts)]);
  return keys;
}

/** A Record of the entity: rows of `items` come with one record (detail, create, update), not in lists. */
export function recordSchema(d: EntityDefinition, withItems: boolean) {
  return z.strictObject({
    id: id(),
    ...Object.fromEntries(liveFields(d).flatMap((f) => keysOf(f, withItems))),
    created_at: dateTime(),
    updated_at: dateTime(),
    version: z.number().int().positive(),
  });
}

/** What each record call of the entity answers. */
export function answerOf(d: EntityDefinition, op: EntityOperation): z.ZodType {
  switch (op) {
    case 'list':
      return listOf(recordSchema(d, false));
    case 'delete':
      return deleted();
    case 'import':
      return ImportAnswer;
    default:
      return recordSchema(d, true);
  }
}
