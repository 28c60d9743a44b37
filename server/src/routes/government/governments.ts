// operate/government/*: government bodies and the city tree (their accounts: accounts.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import { nowText } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { conflict, invalid, notFound, type FieldErrors } from '../../http/errors.js';
import { countRows, listFilters, listResult, listSchema, pageAndSort, type SortMap } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { currentFor, nextVersion, versionField } from '../../http/versions.js';

const LEVELS = ['province', 'city', 'district'] as const;

const GOVERNMENT_SORTS: SortMap = {
  id: 'g.id',
  name: 'g.name',
  level: 'g.level',
  city_id: 'g.city_id',
  created_at: 'g.created_at',
};

function selectGovernments(db: Kysely<DB>) {
  return db.selectFrom('governments as g').innerJoin('cities as c', 'c.id', 'g.city_id');
}

function withGovernmentColumns(query: ReturnType<typeof selectGovernments>) {
  return query.select([
    'g.id',
    'g.name',
    'g.level',
    'g.city_id',
    'c.name as city_name',
    'g.parent_id',
    'g.contact',
    'g.phone',
    'g.address',
    'g.created_at',
    'g.version',
  ]);
}

function findGovernment(db: Kysely<DB>, id: number) {
  return withGovernmentColumns(selectGovernments(db)).where('g.id', '=', id).executeTakeFirst();
}

const governmentFields = {
  name: v.text(64),
  level: v.oneOf(LEVELS),
  city_id: v.id(),
  parent_id: v.nullable(v.id()),
  contact: v.text(32),
  phone: v.phone(),
  address: v.text(128),
};

interface GovernmentInput {
  id?: number;
  name?: string | undefined;
  city_id?: number | undefined;
  parent_id?: number | null | undefined;
}

/** Referenced rows must exist, the parent chain must not loop and names stay unique. */
async function checkGovernment(db: Kysely<DB>, input: GovernmentInput, current?: { name: string }): Promise<void> {
  const fields: FieldErrors = {};
  if (input.city_id !== undefined) {
    const city = await db.selectFrom('cities').select('id').where('id', '=', input.city_id).executeTakeFirst();
    if (!city) fields.city_id = 'The city does not exist.';
  }
  if (input.parent_id !== undefined && input.parent_id !== null) {
    const loop = await parentChainHas(db, input.parent_id, input.id);
    if (loop === 'missing') fields.parent_id = 'The parent government does not exist.';
    if (loop === 'loop') fields.parent_id = 'A government cannot be placed under itself.';
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (input.name !== undefined && input.name !== current?.name) {
    const same = await db.selectFrom('governments').select('id').where('name', '=', input.name).executeTakeFirst();
    if (same) throw conflict('The name is already in use.', { name: 'The name is already in use.' });
  }
}

/** Walks up from `parentId`: 'missing' if it does not exist, 'loop' if `selfId` is on the way. */
async function parentChainHas(db: Kysely<DB>, parentId: number, selfId?: number): Promise<'ok' | 'missing' | 'loop'> {
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null && depth < 100; depth++) {
    if (cursor === selfId) return 'loop';
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom('governments')
      .select('parent_id')
      .where('id', '=', cursor)
      .executeTakeFirst();
    if (!row) return depth === 0 ? 'missing' : 'ok';
    cursor = row.parent_id;
  }
  return cursor === null ? 'ok' : 'loop';
}

const governmentList = defineCall({
  path: 'operate/government/government-list',
  permission: 'government:view',
  body: listSchema(GOVERNMENT_SORTS, {
    city_id: v.optional(v.id()),
    level: v.optional(v.oneOf(LEVELS)),
    parent_id: v.optional(v.id()),
  }),
  async handler(q, { db }) {
    let query = selectGovernments(db).$call(
      listFilters(q, { id: 'g.id', keyword: ['g.name', 'g.contact', 'g.phone', 'g.address'] }),
    );
    if (q.city_id !== undefined) query = query.where('g.city_id', '=', q.city_id);
    if (q.level !== undefined) query = query.where('g.level', '=', q.level);
    if (q.parent_id !== undefined) query = query.where('g.parent_id', '=', q.parent_id);
    const total = await countRows(query);
    const list = await withGovernmentColumns(query).$call(pageAndSort(q, GOVERNMENT_SORTS)).execute();
    return listResult(list, total, q);
  },
});

const governmentDetail = defineCall({
  path: 'operate/government/government-detail',
  permission: 'government:view',
  body: z.object({ id: v.id() }),
  async handler({ id }, { db }) {
    const found = await findGovernment(db, id);
    if (!found) throw notFound('The government does not exist.');
    return found;
  },
});

const getCityData = defineCall({
  path: 'operate/government/get-city-data',
  permission: ['company:view', 'government:view'],
  body: z.object({ parent_id: v.optional(v.id()) }),
  async handler({ parent_id }, { db }) {
    if (parent_id !== undefined) {
      const parent = await db.selectFrom('cities').select('id').where('id', '=', parent_id).executeTakeFirst();
      if (!parent) throw notFound('The city does not exist.');
    }
    const rows = await db
      .selectFrom('cities as c')
      .select((eb) => [
        'c.id',
        'c.name',
        'c.parent_id',
        eb.exists(eb.selectFrom('cities as k').select('k.id').whereRef('k.parent_id', '=', 'c.id')).as('has_children'),
      ])
      .where((eb) => (parent_id === undefined ? eb('c.parent_id', 'is', null) : eb('c.parent_id', '=', parent_id)))
      .orderBy('c.id')
      .execute();
    // SQLite answers 0/1, PostgreSQL true/false.
    return rows.map((r) => ({ ...r, has_children: Boolean(r.has_children) }));
  },
});

const governmentCreate = defineCall({
  path: 'operate/government/government-create',
  permission: 'government:create',
  body: z.object(governmentFields),
  async handler(input, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      await checkGovernment(trx, input);
      const now = nowText();
      const row = await trx
        .insertInto('governments')
        .values({ ...input, parent_id: input.parent_id ?? null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = (await findGovernment(trx, row.id))!;
      await recordChange(trx, ctx, { action: 'create', resource: 'government', recordId: row.id, name: created.name, after: created });
      return created;
    });
  },
});

const governmentUpdateSchema = z.object({
  id: v.id(),
  name: v.optional(governmentFields.name),
  level: v.optional(governmentFields.level),
  city_id: v.optional(governmentFields.city_id),
  parent_id: governmentFields.parent_id,
  contact: v.optional(governmentFields.contact),
  phone: v.optional(governmentFields.phone),
  address: v.optional(governmentFields.address),
  ...versionField,
});

const governmentUpdate = defineCall({
  path: 'operate/government/government-update',
  permission: 'government:update',
  body: governmentUpdateSchema,
  async handler({ id, version, ...changes }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      const current = await currentFor(trx, ctx.dialect, { table: 'governments', id, version }, () => findGovernment(trx, id));
      if (!current) throw notFound('The government does not exist.');
      await checkGovernment(trx, { id, ...changes }, current);
      // Kysely skips undefined values, so only the fields sent change; parent_id null clears it.
      await trx.updateTable('governments').set({ ...changes, updated_at: nowText(), version: nextVersion }).where('id', '=', id).execute();
      const updated = (await findGovernment(trx, id))!;
      await recordChange(trx, ctx, { action: 'update', resource: 'government', recordId: id, name: updated.name, before: current, after: updated });
      return updated;
    });
  },
});

const governmentDelete = defineCall({
  path: 'operate/government/government-delete',
  permission: 'government:delete',
  body: z.object({ id: v.id(), ...versionField }),
  async handler({ id, version }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      const current = await currentFor(trx, ctx.dialect, { table: 'governments', id, version }, () => findGovernment(trx, id));
      if (!current) throw notFound('The government does not exist.');
      const uses = [
        { table: 'companies', column: 'government_id', message: 'The government still has companies.' },
        { table: 'accounts', column: 'government_id', message: 'The government still has accounts.' },
        { table: 'governments', column: 'parent_id', message: 'The government still has subordinate governments.' },
      ] as const;
      for (const use of uses) {
        const used = await trx.selectFrom(use.table).select('id').where(use.column, '=', id).limit(1).executeTakeFirst();
        if (used) throw conflict(use.message);
      }
      await trx.deleteFrom('governments').where('id', '=', id).execute();
      await recordChange(trx, ctx, { action: 'delete', resource: 'government', recordId: id, name: current.name, before: current });
      return { id };
    });
  },
});

export const governmentRecordCalls = [
  governmentList,
  governmentDetail,
  getCityData,
  governmentCreate,
  governmentUpdate,
  governmentDelete,
];
