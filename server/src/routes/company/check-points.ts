// operate/company/*code*: check points (the QR codes placed on a company's site) and their
// check items.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChange } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import { nowText } from '../../db/time.js';
import { defineCall } from '../../http/call.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { countRows, keywordMatch, listResult, listSchema, pageAndSort, type SortMap } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { currentFor, versionField } from '../../http/versions.js';
import { CheckPoint } from '../../http/answers/records.js';
import { deleted, listOf } from '../../http/answers/shapes.js';
import type { Auth } from '../../http/auth.js';
import { requireInside, withinJurisdiction } from '../../security/jurisdiction.js';

const CHECK_POINT_SORTS: SortMap = {
  id: 'cp.id',
  name: 'cp.name',
  code: 'cp.code',
  items_count: 'cp.items_count',
  created_at: 'cp.created_at',
};

export const MAX_CHECK_ITEMS = 50;
/** A check point's reach in metres (docs/API.md): GPS is good to about 5 m; a plant is rarely 2 km across. */
export const RADIUS = { min: 5, max: 1000, default: 30 } as const;
/** QR payload characters: upper case letters and digits without the easily confused 0, O, 1, I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function selectCheckPoints(db: Kysely<DB>) {
  return db.selectFrom('check_points as cp');
}

/** The CheckPoint record of docs/API.md. */
function withCheckPointColumns(query: ReturnType<typeof selectCheckPoints>) {
  return query
    .innerJoin('companies as co', 'co.id', 'cp.company_id')
    .select(['cp.id', 'cp.company_id', 'co.name as company_name', 'cp.name', 'cp.code', 'cp.lng', 'cp.lat', 'cp.radius', 'cp.items_count', 'cp.created_at', 'cp.version']);
}

export function findCheckPoint(db: Kysely<DB>, id: number) {
  return withCheckPointColumns(selectCheckPoints(db)).where('cp.id', '=', id).executeTakeFirst();
}

/** The company exists, inside the caller's jurisdiction. */
async function companyExists(db: Kysely<DB>, auth: Auth, id: number): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').where('id', '=', id).$call(withinJurisdiction(auth, 'governments', 'government_id')).executeTakeFirst()) !== undefined;
}

/** `CP-<company id, 6 digits>-<8 random characters>`: 40 random bits per company. */
function newCode(companyId: number): string {
  const random = [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `CP-${String(companyId).padStart(6, '0')}-${random}`;
}

export async function uniqueCode(db: Kysely<DB>, companyId: number): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newCode(companyId);
    if (!(await db.selectFrom('check_points').select('id').where('code', '=', code).executeTakeFirst())) return code;
  }
  throw new Error('no free check point code after 10 attempts');
}

const checkItem = z.object(
  { name: v.text(64), standard: v.withDefault(v.text(255), '') },
  { error: 'Each item must be a name or an object with name and standard.' },
);

/** A form item is a name, or JSON text of `{ name, standard }`; JSON bodies may send the object. */
function toItem(item: unknown): unknown {
  if (typeof item === 'number') return { name: String(item) };
  if (typeof item !== 'string') return item;
  const text = item.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON: a name that starts with a brace.
    }
  }
  return { name: text };
}

/**
 * `items[]`: the check items of a new check point, in order (sort 1, 2, ...). Each is a check
 * item name (its standard left empty) or `{ name, standard }`. Blank entries are dropped.
 */
const checkItems = z.preprocess(
  (x) => {
    if (x === undefined || x === null || x === '') return undefined;
    const items = Array.isArray(x) ? x : [x];
    return items.filter((item) => !(typeof item === 'string' && item.trim() === '')).map(toItem);
  },
  z.array(checkItem).max(MAX_CHECK_ITEMS, `Must have at most ${MAX_CHECK_ITEMS} items.`).optional(),
);

const codeList = defineCall({
  path: 'operate/company/code-list',
  permission: 'check:view',
  answer: listOf(CheckPoint),
  body: listSchema(CHECK_POINT_SORTS, { company_id: v.optional(v.id()) }),
  async handler(q, { db, auth }) {
    let query = selectCheckPoints(db).$call(withinJurisdiction(auth, 'companies', 'cp.company_id'));
    if (q.id !== undefined) query = query.where('cp.id', '=', q.id);
    if (q.company_id !== undefined) query = query.where('cp.company_id', '=', q.company_id);
    const keyword = q.keyword;
    if (keyword) {
      // The company name through a subquery, so that counting needs no join.
      query = query.where((eb) =>
        eb.or([
          keywordMatch(['cp.name', 'cp.code'], keyword),
          eb('cp.company_id', 'in', eb.selectFrom('companies as k').select('k.id').where(keywordMatch(['k.name'], keyword))),
        ]),
      );
    }
    const total = await countRows(query);
    const list = await withCheckPointColumns(query).$call(pageAndSort(q, CHECK_POINT_SORTS)).execute();
    return listResult(list, total, q);
  },
});

const codeByCompany = defineCall({
  path: 'operate/company/code-by-company',
  permission: 'check:view',
  answer: z.array(CheckPoint),
  body: z.object({ company_id: v.id() }),
  async handler({ company_id }, { db, auth }) {
    if (!(await companyExists(db, auth, company_id))) throw notFound('The company does not exist.');
    return withCheckPointColumns(selectCheckPoints(db)).where('cp.company_id', '=', company_id).orderBy('cp.id').execute();
  },
});

const createCode = defineCall({
  path: 'operate/company/create-code',
  permission: 'check:create',
  answer: CheckPoint,
  body: z.object({
    company_id: v.id(),
    name: v.text(64),
    lng: v.optional(v.number({ min: -180, max: 180 })),
    lat: v.optional(v.number({ min: -90, max: 90 })),
    radius: v.optional(v.int({ min: RADIUS.min, max: RADIUS.max })),
    items: checkItems,
  }),
  async handler({ company_id, name, lng, lat, radius = RADIUS.default, items = [] }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      // A company outside the caller's jurisdiction is as if it did not exist: 2001 at the field.
      if (!(await companyExists(trx, ctx.auth, company_id))) throw invalidField('company_id', 'The company does not exist.');
      const row = await trx
        .insertInto('check_points')
        .values({ company_id, name, code: await uniqueCode(trx, company_id), lng: lng ?? null, lat: lat ?? null, radius, created_at: nowText() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (items.length > 0) {
        await trx
          .insertInto('check_items')
          .values(items.map((item, i) => ({ check_point_id: row.id, name: item.name, standard: item.standard, sort: i + 1 })))
          .execute();
      }
      const created = (await findCheckPoint(trx, row.id))!;
      const itemNames = items.map((item) => item.name);
      await recordChange(trx, ctx, { action: 'create', resource: 'check_point', recordId: row.id, name, after: { ...created, items: itemNames } });
      return created;
    });
  },
});

const codeDelete = defineCall({
  path: 'operate/company/code-delete-company',
  permission: 'check:delete',
  answer: deleted(),
  body: z.object({ id: v.id(), ...versionField }),
  async handler({ id, version }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      const current = await currentFor(trx, ctx.dialect, { table: 'check_points', id, version }, () => findCheckPoint(trx, id));
      if (!current) throw notFound('The check point does not exist.');
      await requireInside(trx, ctx.auth, 'check_points', id, 'The check point does not exist.');
      const inspected = await trx.selectFrom('inspections').select('id').where('check_point_id', '=', id).limit(1).executeTakeFirst();
      if (inspected) throw conflict('The check point still has inspections.');
      // The items are parts of the point and go with it; its entry keeps them, for a restore.
      const items = await trx.selectFrom('check_items').select(['name', 'standard']).where('check_point_id', '=', id).orderBy('sort').execute();
      await trx.deleteFrom('check_items').where('check_point_id', '=', id).execute();
      await trx.deleteFrom('check_points').where('id', '=', id).execute();
      await recordChange(trx, ctx, { action: 'delete', resource: 'check_point', recordId: id, name: current.name, before: { ...current, items } });
      return { id };
    });
  },
});

export const checkPointCalls = [createCode, codeByCompany, codeList, codeDelete];
