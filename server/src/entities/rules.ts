// Server rules a definition names by registered name (SERVER_RULES of the language): checks the
// language cannot say, run by the record calls inside the write's transaction.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { conflict, type FieldErrors } from '../http/errors.js';
import type { EntityDefinition, ServerRule } from './language/document.js';

export interface WriteCheck {
  /** The record written; none on create. */
  id?: number | undefined;
  /** The fields sent (undefined: unchanged, null: cleared). */
  values: Record<string, unknown>;
}

export interface RuleHandlers {
  /** Adds field problems (2001), after the references were checked: its words replace theirs. */
  checkWrite?(trx: Kysely<DB>, write: WriteCheck, errors: FieldErrors): Promise<void>;
  /** Throws 2009 while the record is in use; runs before the generic reference check. */
  checkDelete?(trx: Kysely<DB>, id: number): Promise<void>;
}

/** Walks up from `parentId`: 'missing' if it does not exist, 'loop' if `selfId` is on the way. */
async function parentChainHas(db: Kysely<DB>, parentId: number, selfId?: number): Promise<'ok' | 'missing' | 'loop'> {
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null && depth < 100; depth++) {
    if (cursor === selfId) return 'loop';
    const row: { parent_id: number | null } | undefined = await db.selectFrom('governments').select('parent_id').where('id', '=', cursor).executeTakeFirst();
    if (!row) return depth === 0 ? 'missing' : 'ok';
    cursor = row.parent_id;
  }
  return cursor === null ? 'ok' : 'loop';
}

/** Governments under governments: the chain of parents never loops; a government in use stays. */
const governmentTree: RuleHandlers = {
  async checkWrite(trx, { id, values }, errors) {
    const parent = values.parent_id;
    if (typeof parent !== 'number') return;
    const chain = await parentChainHas(trx, parent, id);
    if (chain === 'missing') errors.parent_id = 'The parent government does not exist.';
    else if (chain === 'loop') errors.parent_id = 'A government cannot be placed under itself.';
  },
  async checkDelete(trx, id) {
    const uses = [
      { table: 'companies', column: 'government_id', message: 'The government still has companies.' },
      { table: 'accounts', column: 'government_id', message: 'The government still has accounts.' },
      { table: 'governments', column: 'parent_id', message: 'The government still has subordinate governments.' },
    ] as const;
    for (const use of uses) {
      const used = await trx.selectFrom(use.table).select('id').where(use.column, '=', id).limit(1).executeTakeFirst();
      if (used) throw conflict(use.message);
    }
  },
};

export const SERVER_RULE_HANDLERS: Record<ServerRule, RuleHandlers> = {
  'government-tree': governmentTree,
};

export const rulesOf = (d: EntityDefinition): RuleHandlers[] => (d.rules ?? []).map((name) => SERVER_RULE_HANDLERS[name]);
