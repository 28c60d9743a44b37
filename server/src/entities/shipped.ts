// The definitions shipped with the product (entities/*.json), applied at start: a file newer than
// the stored definition is applied; an older or equal one never overwrites what was saved since.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { applyDefinition, storedDefinitions } from './apply.js';
import type { EntityDefinition } from './language/document.js';
import type { Refusal } from './refusals.js';

/** The repository's entities/ folder, from server/src/entities (tsx) and server/dist/entities (the build) alike. */
export const SHIPPED_DIR = fileURLToPath(new URL('../../../entities', import.meta.url));

export const SHIPPED_AUTHOR = 'shipped';

interface ShippedFile {
  file: string;
  doc: EntityDefinition;
}

function readShipped(dir: string): ShippedFile[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.map((file) => {
    try {
      return { file, doc: JSON.parse(readFileSync(join(dir, file), 'utf8')) as EntityDefinition };
    } catch (err) {
      throw new Error(`entities/${file} is not valid JSON: ${(err as Error).message}`);
    }
  });
}

/** Files referring to another shipped entity come after it. */
export function inDependencyOrder<T extends { doc: EntityDefinition }>(files: readonly T[]): T[] {
  const ordered: T[] = [];
  const visiting = new Set<string>();
  const visit = (item: T) => {
    if (ordered.includes(item) || visiting.has(item.doc.name)) return;
    visiting.add(item.doc.name);
    for (const field of item.doc.fields ?? []) {
      const target = field.type === 'reference' ? files.find((f) => f.doc.name === field.reference?.entity) : undefined;
      if (target && target !== item) visit(target);
    }
    ordered.push(item);
  };
  for (const item of files) visit(item);
  return ordered;
}

const describe = (refusals: readonly Refusal[]) => refusals.map((r) => `${r.field}: ${r.message} (${r.rows} rows, ids ${r.ids.join(', ')})`).join('; ');

function whyNot(file: string, err: unknown): Error {
  if (!(err instanceof ApiError)) return err as Error;
  const refusals = (err.extra?.refusals ?? []) as Refusal[];
  if (refusals.length > 0) return new Error(`entities/${file} cannot be applied: ${describe(refusals)}`);
  const problems = Object.entries(err.fields ?? {}).map(([place, message]) => `${place}: ${message}`);
  return new Error(`entities/${file} cannot be applied: ${problems.length > 0 ? problems.join('; ') : err.message}`);
}

export async function applyShippedDefinitions(db: Kysely<DB>, dialect: DialectName, log: { info(msg: string): void }, dir = SHIPPED_DIR): Promise<void> {
  // Read once: each file names its own entity, so applying one leaves the others' rows as read.
  const storedByName = new Map((await storedDefinitions(db)).map((d) => [d.name, d]));
  for (const { file, doc } of inDependencyOrder(readShipped(dir))) {
    const stored = storedByName.get(doc.name);
    if (stored && !(doc.version > stored.version)) {
      if (JSON.stringify(stored.document) !== JSON.stringify(doc)) log.info(`kept the stored definition of ${doc.name} (version ${stored.version}) over entities/${file} (version ${doc.version})`);
      continue;
    }
    try {
      const result = await applyDefinition(db, dialect, { next: doc, author: SHIPPED_AUTHOR, keepVersion: true, shipped: true });
      log.info(`applied entities/${file} (version ${result.version}): ${result.steps.length} steps`);
    } catch (err) {
      throw whyNot(file, err);
    }
  }
}
