// What an entity's record calls answer (docs/API.md "Entity record calls"), made from its
// definition like the bodies they take (input.ts): the OpenAPI document shows it, and the tests
// check every answer against it.
import { z } from 'zod';
import { AT, count, dateTime, date, deleted, flag, id, listOf } from '../../http/answers/shapes.js';
import { ImportAnswer } from '../../http/answers/records.js';
import { filesKey } from '../../files/records.js';
import { isFileField } from '../language/file-fields.js';
import { computedKind, displayKey, liveFields, type EntityDefinition, type EntityOperation, type FieldDefinition } from '../language/document.js';

/** What an upload answers of its file, and a record of each file it holds. */
export const FileFacts = z.strictObject({ id: z.string(), name: z.string(), size: count(), type: z.string(), thumbnail: z.boolean() });

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

/** A value of the field as an example shows it (the document's lint holds it to the schema). */
function sampleOf(field: FieldDefinition): unknown {
  switch (field.type) {
    case 'number':
      return field.decimals ? 12.5 : 12;
    case 'boolean':
    case 'status':
      return 1;
    case 'date':
      return AT.slice(0, 10);
    case 'datetime':
      return AT;
    case 'reference':
      return field.multiple ? [12, 13] : 12;
    case 'city':
      return 330108;
    case 'file':
    case 'image':
      return field.multiple ? ['f1a2b3c4'] : 'f1a2b3c4';
    case 'computed': {
      const kind = computedKind(field);
      return kind === 'code' ? 'NO-000012' : kind === 'count' ? 3 : 1;
    }
    case 'items':
      return [{ id: 1, ...Object.fromEntries(liveFields({ fields: field.fields ?? [] }).map((f) => [f.name, sampleOf(f)])) }];
    case 'choice':
      return field.choices?.[0]?.value ?? 'a';
    case 'phone':
      return '13800000000';
    default:
      return field.label.zh;
  }
}

type Key = [name: string, schema: z.ZodType, sample: unknown];

/** The keys one field brings to a record: its value, and its title(s) or its files' facts. */
function keysOf(field: FieldDefinition, withItems: boolean): Key[] {
  if (field.type === 'items') return withItems ? [[field.name, valueOf(field), sampleOf(field)]] : [];
  const sample = sampleOf(field);
  const keys: Key[] = [[field.name, valueOf(field).nullable(), sample]];
  const kind = computedKind(field);
  if (field.type === 'reference' && field.multiple) keys.push([displayKey(field), z.array(z.string().nullable()).nullable(), ['#12', '#13']]);
  else if (field.type === 'reference' || field.type === 'city' || kind === 'createdBy' || kind === 'changedBy') keys.push([displayKey(field), z.string().nullable(), `#${String(sample)}`]);
  if (isFileField(field)) keys.push([filesKey(field), z.array(FileFacts), [{ id: 'f1a2b3c4', name: field.type === 'image' ? 'scan.jpg' : 'report.pdf', size: 204800, type: field.type === 'image' ? 'image/jpeg' : 'application/pdf', thumbnail: field.type === 'image' }]]);
  return keys;
}

/** A Record of the entity: rows of `items` come with one record (detail, create, update), not in lists. */
export function recordSchema(d: EntityDefinition, withItems: boolean) {
  const keys = liveFields(d).flatMap((f) => keysOf(f, withItems));
  const example = { id: 12, ...Object.fromEntries(keys.map(([name, , sample]) => [name, sample])), created_at: AT, updated_at: AT, version: 1 };
  return z
    .strictObject({
      id: id(),
      ...Object.fromEntries(keys.map(([name, schema]) => [name, schema])),
      created_at: dateTime(),
      updated_at: dateTime(),
      version: z.number().int().positive(),
    })
    .meta({ examples: [example] });
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
