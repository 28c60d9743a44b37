// Optimistic concurrency (docs/API.md, "Record versions"): an update or delete that names the
// `version` it was based on is refused with 2009 and the record as it is now when another write
// came in between. A call without `version` writes as before.
import { sql, type Kysely } from 'kysely';
import type { VERSIONED_TABLES } from '../db/migrations/0016_record_versions.js';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { ApiError, ErrorCode } from './errors.js';
import { v } from './validate.js';

export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/** The body field: optional, so that outside clients of the contract keep working. */
export const versionField = { version: v.optional(v.int({ min: 1, max: 2_147_483_647 })) };

/** `set({ version: nextVersion })`: each write makes the record one version newer. */
export const nextVersion = sql<number>`version + 1`;

const STALE_MESSAGE = 'Someone else changed this record after you opened it.';

/** 2009 with `data: { fields: { version }, current }`. */
export function staleVersion(current: object): ApiError {
  return new ApiError(ErrorCode.conflict, STALE_MESSAGE, { version: STALE_MESSAGE }, { current });
}

/**
 * Loads the record a write is about, holding its row until the transaction ends (PostgreSQL;
 * SQLite transactions already write one at a time), and refuses a write based on another version.
 * Answers undefined where the record does not exist: the caller says 2005 in its own words.
 */
export async function currentFor<T extends { version: number }>(
  trx: Kysely<DB>,
  dialect: DialectName,
  target: { table: VersionedTable; id: number; version: number | undefined },
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (dialect === 'postgres') await trx.selectFrom(target.table).select('id').where('id', '=', target.id).forUpdate().execute();
  const current = await load();
  if (current && target.version !== undefined && current.version !== target.version) throw staleVersion(current);
  return current;
}
