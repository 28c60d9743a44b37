// operate/entity/definition-versions and definition-rollback: a definition's history, and putting
// one of its versions in force again, as a new version planned like any save.
import { z } from 'zod';
import { applyDefinition } from '../../entities/apply.js';
import { definitionVersion, definitionVersions, rollbackNote } from '../../entities/versions.js';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { requireRecentAuth } from '../../security/reauth.js';
import { DESIGN_PERMISSION } from './definitions.js';

const NO_ENTITY = 'The entity does not exist.';

const definitionVersionList = defineCall({
  path: 'operate/entity/definition-versions',
  permission: DESIGN_PERMISSION,
  body: z.object({ name: v.text(40) }),
  async handler({ name }, ctx) {
    const versions = await definitionVersions(ctx.db, name);
    if (versions.length === 0) throw notFound(NO_ENTITY);
    return versions;
  },
});

const definitionRollback = defineCall({
  path: 'operate/entity/definition-rollback',
  permission: DESIGN_PERMISSION,
  body: z.object({
    name: v.text(40),
    version: v.int({ min: 1, max: 1_000_000 }),
    base_version: v.int({ min: 1, max: 1_000_000 }),
    dry_run: v.optional(v.flag()),
    confirm: v.optional(v.flag()),
  }),
  async handler(input, ctx) {
    // Held to the save's password, dry run included: the plan reads the rows.
    requireRecentAuth(ctx);
    const document = await definitionVersion(ctx.db, input.name, input.version);
    if (!document) throw notFound('This version of the entity does not exist.');
    return applyDefinition(
      ctx.db,
      ctx.dialect,
      {
        next: document,
        base_version: input.base_version,
        author: ctx.auth.account,
        confirm: input.confirm === 1,
        dry_run: input.dry_run === 1,
        note: rollbackNote(input.version),
        source: ctx,
      },
      ctx.entities,
    );
  },
});

export const definitionVersionCalls = [definitionVersionList, definitionRollback];
