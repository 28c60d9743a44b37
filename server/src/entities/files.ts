// Definitions as files: one `<name>.json` per entity, written as language/format.ts formats it
// (a change reads well in a git diff), and read back with each file's own problems.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityDefinition } from './language/document.js';
import { formatDefinition, orderedDefinition } from './language/format.js';

/** docs/entity.schema.json, from server/src/entities (tsx) and server/dist/entities (the build) alike. */
const SCHEMA_FILE = fileURLToPath(new URL('../../../docs/entity.schema.json', import.meta.url));

type Json = unknown;

/** The same definition, whatever the order of keys and where the schema is said to be. */
export function sameDefinition(a: Json, b: Json): boolean {
  const strip = (doc: Json) => {
    const { $schema: _, ...rest } = doc as Record<string, Json>;
    return JSON.stringify(orderedDefinition(rest));
  };
  return strip(a) === strip(b);
}

export interface DefinitionFile {
  file: string;
  /** The parsed document (any JSON: checkDefinition judges it). */
  doc?: Json;
  /** Why the file could not be read as JSON. */
  unreadable?: string;
}

/** Every `*.json` of a folder, by file name. */
export function readDefinitionFiles(dir: string): DefinitionFile[] {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  return names.map((file) => {
    try {
      return { file, doc: JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json };
    } catch (err) {
      return { file, unreadable: (err as Error).message };
    }
  });
}

/** Writes `<name>.json` per definition, its `$schema` pointing at the schema from there; answers the files written. */
export function writeDefinitionFiles(dir: string, docs: readonly EntityDefinition[]): string[] {
  mkdirSync(dir, { recursive: true });
  const $schema = relative(dir, SCHEMA_FILE).split('\\').join('/');
  return docs.map((doc) => {
    const file = `${doc.name}.json`;
    writeFileSync(join(dir, file), formatDefinition({ ...doc, $schema }));
    return file;
  });
}
