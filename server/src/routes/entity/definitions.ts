// operate/entity/definition-*: the entity definitions in force, and saving one (which plans the
// change, refuses what would break stored rows, and applies the rest at once).
import { z } from 'zod';
import { applyDefinition } from '../../entities/apply.js';
import { entityNames, type EntityDefinition } from '../../entities/language/document.js';
import { Definition, SaveAnswer } from '../../http/answers/definitions.js';
import { defineCall, type CallContext } from '../../http/call.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import { REQUIRED, v } from '../../http/validate.js';
import { requireRecentAuth } from '../../security/reauth.js';

/** Designers see every definition; others those whose records they may view. */
export const DESIGN_PERMISSION = 'entity:design';

export interface DefinitionAnswer {
  name: string;
  route: string;
  version: number;
  document: EntityDefinition;
}

const mayView = (auth: CallContext['auth'], doc: EntityDefinition) => auth.isAdmin || auth.permissions.has(DESIGN_PERMISSION) || auth.permissions.has(`${entityNames(doc).permission}:view`);

const answer = (doc: EntityDefinition): DefinitionAnswer => ({ name: doc.name, route: entityNames(doc).route, version: doc.version, document: doc });

/** The definitions the caller may see (also part of operate/auth/info's answer). */
export async function visibleDefinitions(ctx: Pick<CallContext, 'auth' | 'entities'>): Promise<DefinitionAnswer[]> {
  return (await ctx.entities.all()).filter((doc) => mayView(ctx.auth, doc)).map(answer);
}

const definitionList = defineCall({
  path: 'operate/entity/definition-list',
  permission: 'login-only',
  answer: z.array(Definition),
  body: z.object({}),
  async handler(_input, ctx) {
    return visibleDefinitions(ctx);
  },
});

const definitionDetail = defineCall({
  path: 'operate/entity/definition-detail',
  permission: 'login-only',
  answer: Definition,
  body: z.object({ name: v.text(40) }),
  async handler({ name }, ctx) {
    const doc = await ctx.entities.byName(name);
    if (!doc) throw notFound('The entity does not exist.');
    if (!mayView(ctx.auth, doc)) throw forbidden();
    return answer(doc);
  },
});

/** The checks of every save, its dry run included (a dry run's counts and ids read the rows). */
export function assertMayChangeDefinitions(ctx: Pick<CallContext, 'auth'>): void {
  requireRecentAuth(ctx);
  // A definition applies to the whole installation (its scope among it): a bound user would widen its reach.
  if (ctx.auth.jurisdiction) throw forbidden('Definitions apply to the whole installation: a user bound to a government body cannot change them.');
}

const definitionSave = defineCall({
  path: 'operate/entity/definition-save',
  permission: DESIGN_PERMISSION,
  answer: SaveAnswer,
  json: true,
  body: z.object({
    definition: z.unknown().refine((x) => x !== undefined && x !== null && x !== '', 'This field is required.'),
    base_version: v.optional(v.int({ min: 0, max: 1_000_000 })),
    dry_run: v.optional(v.flag()),
    confirm: v.optional(v.flag()),
  }),
  async handler(input, ctx) {
    const dryRun = input.dry_run === 1;
    assertMayChangeDefinitions(ctx);
    // Changing a stored definition says which version it was made from: a blind save would undo another's.
    const name = (input.definition as { name?: unknown }).name;
    if (input.base_version === undefined && typeof name === 'string' && (await ctx.entities.byName(name))) throw invalidField('base_version', REQUIRED);
    return applyDefinition(
      ctx.db,
      ctx.dialect,
      { next: input.definition, base_version: input.base_version, author: ctx.auth.account, confirm: input.confirm === 1, dry_run: dryRun, source: ctx },
      ctx.entities,
    );
  },
});

export const definitionCalls = [definitionList, definitionDetail, definitionSave];
