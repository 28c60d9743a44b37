// What a record write checks against the database, inside its transaction: the records its
// links point at exist, its server rules hold, its unique values are free; and a delete waits
// until no record of any entity points at it.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflictFromDbError } from '../../http/db-errors.js';
import { conflict, invalid, type FieldErrors } from '../../http/errors.js';
import type { Language } from '../../http/i18n.js';
import { entityNames, liveFields, type EntityDefinition } from '../language/document.js';
import { rulesOf, type WriteCheck } from '../rules.js';
import { linksTo, missingTargets } from './links.js';
import { isLink, loose, ofTarget, targetOf } from './query.js';

export const MISSING_REFERENCE = 'The referenced record does not exist.';
export const VALUE_IN_USE = 'The value is already in use.';

async function exists(trx: Kysely<DB>, table: string, column: string, value: unknown, exceptId?: number): Promise<boolean> {
  let query = loose(trx).selectFrom(table).select('id').where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** 2001 for links to nothing and broken rules (one answer names them all), then 2009 for values in use. */
export async function checkWrite(
  trx: Kysely<DB>,
  d: EntityDefinition,
  definitions: readonly EntityDefinition[],
  write: WriteCheck,
  current?: Record<string, unknown>,
): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of liveFields(d).filter(isLink)) {
    const value = write.values[field.name];
    const target = targetOf(field, definitions);
    if (field.multiple) {
      if (Array.isArray(value) && (await missingTargets(trx, field, definitions, value as number[])).length > 0) errors[field.name] = MISSING_REFERENCE;
    } else if (typeof value === 'number' && target && !(await ofTarget(loose(trx).selectFrom(target.table).select('id').where('id', '=', value), target).executeTakeFirst())) {
      errors[field.name] = MISSING_REFERENCE;
    }
  }
  for (const rule of rulesOf(d)) await rule.checkWrite?.(trx, write, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const taken: FieldErrors = {};
  for (const field of liveFields(d).filter((f) => f.unique)) {
    const value = write.values[field.name];
    if (value === undefined || value === null || (current && current[field.name] === value)) continue;
    if (await exists(trx, entityNames(d).table, field.name, value, write.id)) taken[field.name] = VALUE_IN_USE;
  }
  if (Object.keys(taken).length > 0) throw conflict(VALUE_IN_USE, taken);
}

/** A unique index caught what the check missed (two writes racing): the same 2009 as the check. */
export function raceConflict(error: unknown, d: EntityDefinition): unknown {
  const fields = conflictFromDbError(error)?.fields;
  const field = fields ? Object.keys(fields)[0] : undefined;
  if (field && liveFields(d).some((f) => f.unique && f.name === field)) return conflict(VALUE_IN_USE, { [field]: VALUE_IN_USE });
  return error;
}

/** 2009 while the record is in use: its rules' own words first, then any entity's reference to it. */
export async function checkDelete(trx: Kysely<DB>, d: EntityDefinition, definitions: readonly EntityDefinition[], id: number, lang: Language): Promise<void> {
  for (const rule of rulesOf(d)) await rule.checkDelete?.(trx, id);
  for (const other of definitions) {
    for (const field of liveFields(other)) {
      if (field.type !== 'reference' || field.reference?.entity !== d.name) continue;
      if (field.multiple) continue;
      if (await exists(trx, entityNames(other).table, field.name, id)) throw conflict(`Records of ${other.labels.name[lang]} still point at it.`);
    }
    if (await linksTo(trx, other, d.name, id)) throw conflict(`Records of ${other.labels.name[lang]} still point at it.`);
  }
}
