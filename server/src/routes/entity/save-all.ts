// operate/entity/definition-save-all: several definitions saved together, all or none (the
// designer's upload of several files). A dry run plans each against what the ones before it leave.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { applyDefinition, type ApplyResult } from '../../entities/apply.js';
import type { DB } from '../../db/schema.js';
import { SaveAnswer } from '../../http/answers/definitions.js';
import { defineCall, type CallContext } from '../../http/call.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { REQUIRED, v } from '../../http/validate.js';
import { assertMayChangeDefinitions, DESIGN_PERMISSION } from './definitions.js';

/** At most this many definitions in one call (the designer uploads a handful of files). */
export const MAX_SAVE_ITEMS = 20;

const Item = z.object({
  definition: z.unknown().refine((x) => x !== undefined && x !== null && x !== '', 'This field is required.'),
  base_version: v.optional(v.int({ min: 0, max: 1_000_000 })),
  confirm: v.optional(v.flag()),
});
type Item = z.output<typeof Item>;

/** Ends a dry run's transaction, so that nothing it applied stays. */
class Planned extends Error {
  constructor(readonly plans: ApplyResult[]) {
    super('planned');
  }
}

/** An item's error names the item: `data.item`, and its places under `items.<i>.` (the document's under `definition.`). */
function ofItem(err: unknown, index: number): unknown {
  if (!(err instanceof ApiError)) return err;
  const place = (field: string) => `items.${index}.${field === 'base_version' ? field : `definition.${field}`}`;
  const fields = err.fields && Object.fromEntries(Object.entries(err.fields).map(([field, message]) => [place(field), message]));
  return new ApiError(err.code, err.message, fields, { ...err.extra, item: index });
}

async function saveItem(trx: Kysely<DB>, ctx: CallContext, item: Item, dryRun: boolean): Promise<ApplyResult> {
  // Changing a stored definition (or one an earlier item made) says which version it was made from.
  const name = (item.definition as { name?: unknown }).name;
  if (item.base_version === undefined && typeof name === 'string' && (await trx.selectFrom('entity_definitions').select('name').where('name', '=', name).executeTakeFirst())) {
    throw invalidField('base_version', REQUIRED);
  }
  const input = { next: item.definition, base_version: item.base_version, author: ctx.auth.account, confirm: item.confirm === 1, source: ctx };
  if (!dryRun) return applyDefinition(trx, ctx.dialect, input);
  const plan = await applyDefinition(trx, ctx.dialect, { ...input, dry_run: true });
  // Applied inside the dry run's transaction, so that the items after it plan against it.
  if (plan.refusals.length === 0) await applyDefinition(trx, ctx.dialect, input);
  return plan;
}

const definitionSaveAll = defineCall({
  path: 'operate/entity/definition-save-all',
  permission: DESIGN_PERMISSION,
  answer: z.array(SaveAnswer),
  json: true,
  body: z.object({
    items: z.array(Item, { error: 'Must be a list.' }).min(1, REQUIRED).max(MAX_SAVE_ITEMS, `Must have at most ${MAX_SAVE_ITEMS} items.`),
    dry_run: v.optional(v.flag()),
  }),
  async handler(input, ctx) {
    const dryRun = input.dry_run === 1;
    assertMayChangeDefinitions(ctx);
    let plans: ApplyResult[];
    try {
      // One transaction for every item: applyDefinition joins it, so the first refusal undoes them all.
      plans = await ctx.db.transaction().execute(async (trx) => {
        const out: ApplyResult[] = [];
        for (const [index, item] of input.items.entries()) {
          try {
            out.push(await saveItem(trx, ctx, item, dryRun));
          } catch (err) {
            throw ofItem(err, index);
          }
        }
        if (dryRun) throw new Planned(out);
        return out;
      });
    } catch (err) {
      if (err instanceof Planned) return err.plans;
      throw err;
    }
    // Saved: a failed read is tried again at the catalog's next use, not answered as a failure.
    await ctx.entities.reload().catch(() => undefined);
    return plans;
  },
});

export const definitionSaveAllCalls = [definitionSaveAll];
