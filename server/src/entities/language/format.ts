// A definition's file text, written so that a change reads well in a git diff: keys in the
// language's order, two spaces, a short object of plain values on one line, as the shipped files
// are written. Pure: the command line writes it to files, the console's designer downloads it.
import type { EntityDefinition } from './document.js';
import { definitionJsonSchema } from './json-schema.js';

type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string };
type Json = unknown;

const SCHEMA = definitionJsonSchema() as Schema & { definitions: Record<string, Schema> };
/** A short object or list of plain values goes on one line up to this width. */
const LINE = 110;

const resolve = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? SCHEMA.definitions[schema.$ref.replace('#/definitions/', '')] : schema;

/** The value with its keys in the schema's order (keys the language lacks last, as found). */
function ordered(value: Json, schema: Schema | undefined): Json {
  const own = resolve(schema);
  if (Array.isArray(value)) return value.map((item) => ordered(item, resolve(own?.items)));
  if (typeof value !== 'object' || value === null) return value;
  const known = Object.keys(own?.properties ?? {});
  const keys = Object.keys(value).sort((a, b) => rank(known, a) - rank(known, b));
  return Object.fromEntries(keys.map((key) => [key, ordered((value as Record<string, Json>)[key], own?.properties?.[key])]));
}

const rank = (known: readonly string[], key: string) => (known.includes(key) ? known.indexOf(key) : known.length);

const plain = (value: Json) => typeof value !== 'object' || value === null;

const entriesOf = (value: object) => (Array.isArray(value) ? value.map((item: Json) => [null, item] as const) : Object.entries(value as Record<string, Json>));
const keyed = (key: string | null, text: string) => `${key === null ? '' : `${JSON.stringify(key)}: `}${text}`;
const brackets = (value: object) => (Array.isArray(value) ? ['[', ']'] : ['{', '}']);

/** One line, for values of plain values nested at most twice (a choice and its words); else null. */
function oneLine(value: Json, depth = 0): string | null {
  if (plain(value)) return JSON.stringify(value);
  if (depth === 2) return null;
  const parts = entriesOf(value as object).map(([key, v]) => {
    const text = oneLine(v, depth + 1);
    return text === null ? null : keyed(key, text);
  });
  if (parts.includes(null)) return null;
  if (Array.isArray(value)) return `[${parts.join(', ')}]`;
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

function write(value: Json, indent: string, key: string | null): string {
  const line = keyed(key, oneLine(value) ?? '\n');
  if (!line.includes('\n') && indent.length + line.length <= LINE) return line;
  const [open, close] = brackets(value as object);
  const inner = `${indent}  `;
  const members = entriesOf(value as object).map(([k, v]) => inner + write(v, inner, k));
  return `${keyed(key, open)}\n${members.join(',\n')}\n${indent}${close}`;
}

/** The text of a definition's file. */
export const formatDefinition = (doc: EntityDefinition | Json): string => `${write(ordered(doc, SCHEMA), '', null)}\n`;

/** A document with its keys in the language's order (to compare two whatever their order). */
export const orderedDefinition = (doc: Json): Json => ordered(doc, SCHEMA);
