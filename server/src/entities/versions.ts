// The history of each entity definition: every apply (a save, a rollback, an import, a shipped
// file) writes the version it put in force in the transaction that applies it, so the history
// is exactly what was in force, in order. A rollback applies one of them again, as a new version.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { staleVersion } from '../http/versions.js';
import type { EntityDefinition } from './language/document.js';

export interface DefinitionVersion {
  version: number;
  author: string;
  created_at: string;
  document: EntityDefinition;
  /** `rollback:<version>` for a rollback, else null. */
  note: string | null;
}

/** The note of a rollback's version: the version whose document it applied again. */
export const rollbackNote = (version: number) => `rollback:${version}`;

export async function writeVersion(trx: Kysely<DB>, row: { name: string; version: number; document: string; author: string; created_at: string; note?: string | undefined }): Promise<void> {
  await trx.insertInto('entity_definition_versions').values({ ...row, note: row.note ?? null }).execute();
}

/** Newest first. */
export async function definitionVersions(db: Kysely<DB>, name: string): Promise<DefinitionVersion[]> {
  const rows = await db.selectFrom('entity_definition_versions').select(['version', 'author', 'created_at', 'document', 'note']).where('name', '=', name).orderBy('version', 'desc').execute();
  return rows.map((r) => ({ ...r, document: JSON.parse(r.document) as EntityDefinition }));
}

export async function definitionVersion(db: Kysely<DB>, name: string, version: number): Promise<EntityDefinition | undefined> {
  const row = await db.selectFrom('entity_definition_versions').select('document').where('name', '=', name).where('version', '=', version).executeTakeFirst();
  return row ? (JSON.parse(row.document) as EntityDefinition) : undefined;
}

/**
 * Saves of one entity wait for each other (PostgreSQL; SQLite writes one transaction at a time):
 * the second then reads the version the first put in force and answers 2009, instead of failing
 * on the first's table changes.
 */
export async function holdDefinition(trx: Kysely<DB>, dialect: DialectName, name: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`entity_definition:${name}`}))`.execute(trx);
}

/**
 * 2009 for a save made from another version: `current` the document in force (as for every
 * record), and `in_force` its version, who applied it and when, so a designer can rebase on it.
 */
export async function staleDefinition(db: Kysely<DB>, name: string): Promise<ApiError> {
  const row = await db.selectFrom('entity_definitions').select(['version', 'document', 'updated_by', 'updated_at']).where('name', '=', name).executeTakeFirst();
  const stale = staleVersion(row ? (JSON.parse(row.document) as object) : {});
  const inForce = row ? { version: row.version, author: row.updated_by, updated_at: row.updated_at } : null;
  return new ApiError(stale.code, stale.message, stale.fields, { ...stale.extra, in_force: inForce });
}
