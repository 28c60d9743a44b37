// operate/entity/definition-draft-*: definitions in the making, one per designer and entity, kept
// on the server so that they outlive a session and other designers see what is under way. A
// draft is work in progress: the language checks it only when it is saved as a definition.
import { z } from 'zod';
import { nowText } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { invalidField, notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { DESIGN_PERMISSION } from './definitions.js';

/** Far above any definition the language allows, far below the body limit. */
const MAX_DRAFT_CHARS = 200_000;
const MAX_DRAFTS_PER_DESIGNER = 100;

const draftDocument = () =>
  z.unknown().superRefine((value, ctx) => {
    if (value === undefined || value === null || value === '') ctx.addIssue({ code: 'custom', message: 'This field is required.' });
    else if (typeof value !== 'object' || Array.isArray(value)) ctx.addIssue({ code: 'custom', message: 'Must be a JSON object.' });
    else if (JSON.stringify(value).length > MAX_DRAFT_CHARS) ctx.addIssue({ code: 'custom', message: `Must be at most ${MAX_DRAFT_CHARS} characters.` });
  });

const draftSave = defineCall({
  path: 'operate/entity/definition-draft-save',
  permission: DESIGN_PERMISSION,
  json: true,
  body: z.object({ name: v.text(40), document: draftDocument(), base_version: v.optional(v.int({ min: 0, max: 1_000_000 })) }),
  async handler({ name, document, base_version }, ctx) {
    const author = ctx.auth.account;
    const row = { document: JSON.stringify(document), base_version: base_version ?? null, updated_at: nowText() };
    await ctx.db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom('entity_definition_drafts').select((eb) => eb.fn.countAll<number | string>().as('n')).where('author', '=', author).where('name', '<>', name).executeTakeFirstOrThrow();
      if (Number(held.n) >= MAX_DRAFTS_PER_DESIGNER) throw invalidField('name', `Each designer keeps at most ${MAX_DRAFTS_PER_DESIGNER} drafts.`);
      await trx
        .insertInto('entity_definition_drafts')
        .values({ name, author, ...row })
        .onConflict((oc) => oc.columns(['name', 'author']).doUpdateSet(row))
        .execute();
    });
    return { name, author, base_version: row.base_version, updated_at: row.updated_at };
  },
});

const draftList = defineCall({
  path: 'operate/entity/definition-draft-list',
  permission: DESIGN_PERMISSION,
  body: z.object({}),
  async handler(_input, ctx) {
    const rows = await ctx.db.selectFrom('entity_definition_drafts').selectAll().orderBy('updated_at', 'desc').orderBy('name').orderBy('author').execute();
    return rows.map((r) => ({ name: r.name, author: r.author, base_version: r.base_version, updated_at: r.updated_at, document: JSON.parse(r.document) as unknown, mine: r.author === ctx.auth.account }));
  },
});

const draftDelete = defineCall({
  path: 'operate/entity/definition-draft-delete',
  permission: DESIGN_PERMISSION,
  body: z.object({ name: v.text(40) }),
  async handler({ name }, ctx) {
    const deleted = await ctx.db.deleteFrom('entity_definition_drafts').where('name', '=', name).where('author', '=', ctx.auth.account).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('You have no draft of this entity.');
    return { name };
  },
});

export const draftCalls = [draftSave, draftList, draftDelete];
