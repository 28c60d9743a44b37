// operate/view/* (project additions): each user's saved list views. A view is a preference of
// its owner, not a business record: any logged-in user keeps their own, sees only their own,
// and the audit log does not record them.
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { defineCall } from '../http/call.js';
import { conflict, invalidField, notFound } from '../http/errors.js';
import { v } from '../http/validate.js';
import { currentFor, nextVersion, versionField } from '../http/versions.js';
import { SavedView, ViewState as viewState } from '../http/answers/records.js';
import { deleted } from '../http/answers/shapes.js';

/** A list is named by the console's resource name. */
const LIST_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const MAX_VIEWS_PER_LIST = 50;
const MAX_STATE_CHARS = 8000;
const BAD_STATE = 'Has an invalid format.';
const NAME_TAKEN = 'The name is already in use.';

type ViewState = z.infer<typeof viewState>;

/** The list's filters, sort and columns; a form body may carry it as JSON text. */
const state = () =>
  z.unknown().transform((input, ctx): ViewState => {
    let value = input;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        value = undefined;
      }
    }
    const parsed = viewState.safeParse(value);
    if (!parsed.success || JSON.stringify(parsed.data).length > MAX_STATE_CHARS) {
      ctx.addIssue({ code: 'custom', message: input === undefined || input === null || input === '' ? 'This field is required.' : BAD_STATE });
      return z.NEVER;
    }
    return parsed.data;
  });

const listName = () => v.text(64, { pattern: LIST_PATTERN });
const viewName = () => v.text(40);

const COLUMNS = ['id', 'list', 'name', 'state', 'created_at', 'updated_at', 'version'] as const;

function answer(row: { id: number; list: string; name: string; state: string; created_at: string; updated_at: string; version: number }) {
  return { ...row, state: JSON.parse(row.state) as ViewState };
}

async function own(db: Kysely<DB>, userId: number, id: number) {
  const row = await db.selectFrom('saved_views').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  // Another user's view answers as if it did not exist.
  if (!row) throw notFound();
  return row;
}

async function nameTaken(db: Kysely<DB>, userId: number, list: string, name: string, except?: number): Promise<boolean> {
  let query = db.selectFrom('saved_views').select('id').where('user_id', '=', userId).where('list', '=', list).where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

const viewList = defineCall({
  path: 'operate/view/view-list',
  permission: 'login-only',
  answer: z.array(SavedView),
  body: z.object({ list: listName() }),
  async handler({ list }, { db, auth }) {
    const rows = await db
      .selectFrom('saved_views')
      .select(COLUMNS)
      .where('user_id', '=', auth.userId)
      .where('list', '=', list)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(answer);
  },
});

const viewCreate = defineCall({
  path: 'operate/view/view-create',
  permission: 'login-only',
  answer: SavedView,
  json: true,
  body: z.object({ list: listName(), name: viewName(), state: state() }),
  async handler({ list, name, state }, { db, auth }) {
    return db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('saved_views')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', auth.userId)
        .where('list', '=', list)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_VIEWS_PER_LIST) throw invalidField('name', `Each list keeps at most ${MAX_VIEWS_PER_LIST} views.`);
      if (await nameTaken(trx, auth.userId, list, name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      const now = nowText();
      const row = await trx
        .insertInto('saved_views')
        .values({ user_id: auth.userId, list, name, state: JSON.stringify(state), created_at: now, updated_at: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return answer(row);
    });
  },
});

const viewUpdate = defineCall({
  path: 'operate/view/view-update',
  permission: 'login-only',
  answer: SavedView,
  json: true,
  body: z.object({ id: v.id(), name: v.optional(viewName()), state: v.optional(state()), ...versionField }),
  async handler({ id, name, state, version }, { db, dialect, auth }) {
    return db.transaction().execute(async (trx) => {
      const row = (await currentFor(trx, dialect, { table: 'saved_views', id, version }, async () => answer(await own(trx, auth.userId, id))))!;
      if (name !== undefined && (await nameTaken(trx, auth.userId, row.list, name, id))) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      const changed = await trx
        .updateTable('saved_views')
        .set({ name: name ?? row.name, state: JSON.stringify(state ?? row.state), updated_at: nowText(), version: nextVersion })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return answer(changed);
    });
  },
});

const viewDelete = defineCall({
  path: 'operate/view/view-delete',
  permission: 'login-only',
  answer: deleted(),
  body: z.object({ id: v.id(), ...versionField }),
  async handler({ id, version }, { db, dialect, auth }) {
    return db.transaction().execute(async (trx) => {
      await currentFor(trx, dialect, { table: 'saved_views', id, version }, async () => answer(await own(trx, auth.userId, id)));
      await trx.deleteFrom('saved_views').where('id', '=', id).where('user_id', '=', auth.userId).execute();
      return { id };
    });
  },
});

export const savedViewCalls = [viewList, viewCreate, viewUpdate, viewDelete];
