// A system user bound to a government body (system_users.government_id) oversees that body, every
// body under it (parent_id, recursively) and the cities of those bodies: their jurisdiction. It is
// read once per request, for bound users only (http/auth.ts), and every call narrows its reads and
// refuses its writes through the conditions below, so that one place says what "inside" means.
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Auth } from '../http/auth.js';
import { invalidField, notFound } from '../http/errors.js';
import { cachedUntilChange } from '../http/table-cache.js';

export interface Jurisdiction {
  /** The body the user is bound to. */
  governmentId: number;
  /** It and every body under it. */
  governmentIds: readonly number[];
  /** The cities of those bodies. */
  cityIds: readonly number[];
}

/** The subtree in one recursive query; `union` (not `union all`) ends even on a looped tree. */
export async function jurisdictionOf(db: Kysely<DB>, governmentId: number): Promise<Jurisdiction> {
  const { rows } = await sql<{ id: number; city_id: number }>`
    with recursive tree(id) as (
      select id from governments where id = ${governmentId}
      union
      select g.id from governments g join tree on g.parent_id = tree.id
    )
    select g.id, g.city_id from governments g join tree on tree.id = g.id`.execute(db);
  return {
    governmentId,
    governmentIds: rows.map((r) => Number(r.id)),
    cityIds: [...new Set(rows.map((r) => Number(r.city_id)))],
  };
}

/** What an id can name; each is inside through the company or government it belongs to. */
export type ScopedKind = 'governments' | 'cities' | 'companies' | 'staff' | 'check_points' | 'inspections' | 'standing_books' | 'accounts' | 'system_users';

/** `(1, 2, 3)`, or `(null)` for none: `x in (null)` holds for no row. */
const idList = (ids: readonly number[]) => (ids.length === 0 ? sql`(null)` : sql`(${sql.join(ids.map((id) => sql.lit(id)))})`);

/** The condition "the `kind` at `value` is inside `j`"; `value` a column reference or an id. */
export function insideCondition(j: Jurisdiction, kind: ScopedKind, value: Expression<unknown>): Expression<SqlBool> {
  const governments = idList(j.governmentIds);
  const companies = sql`(select id from companies where government_id in ${governments})`;
  switch (kind) {
    case 'governments':
      return sql<SqlBool>`${value} in ${governments}`;
    case 'cities':
      return sql<SqlBool>`${value} in ${idList(j.cityIds)}`;
    case 'companies':
      return sql<SqlBool>`${value} in ${companies}`;
    case 'system_users':
      return sql<SqlBool>`${value} in (select id from system_users where government_id in ${governments})`;
    case 'accounts':
      return sql<SqlBool>`${value} in (select id from accounts where company_id in ${companies} or government_id in ${governments})`;
    default:
      return sql<SqlBool>`${value} in (select id from ${sql.table(kind)} where company_id in ${companies})`;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** `$call(withinJurisdiction(auth, 'companies', 'i.company_id'))`: the rows inside; all of them for an unbound user. */
export function withinJurisdiction(auth: Auth, kind: ScopedKind, column: string) {
  return <QB extends AnySelect>(qb: QB): QB => (auth.jurisdiction ? (qb.where(insideCondition(auth.jurisdiction, kind, sql.ref(column))) as QB) : qb);
}

/**
 * The share of all companies (0 to 1) that are inside `j`, counted again only after companies
 * change: a list of a large share is read along its sort's index, a small one collected and sorted.
 */
export async function companyShare(db: Kysely<DB>, j: Jurisdiction): Promise<number> {
  const count = (inside: boolean) =>
    cachedUntilChange(db, 'companies', `jurisdiction-share\u0000${inside ? j.governmentIds.join(',') : ''}`, async () => {
      const query = db.selectFrom('companies').select((eb) => eb.fn.countAll<number | string>().as('n'));
      const row = await (inside ? query.where(insideCondition(j, 'governments', sql.ref('government_id'))) : query).executeTakeFirstOrThrow();
      return Number(row.n);
    });
  const all = await count(false);
  return all === 0 ? 0 : (await count(true)) / all;
}

/** True when the record is inside the caller's jurisdiction (always, for an unbound user). */
export async function isInside(db: Kysely<DB>, auth: Auth, kind: ScopedKind, id: number): Promise<boolean> {
  if (!auth.jurisdiction) return true;
  const { rows } = await sql<{ one: number }>`select 1 as one where ${insideCondition(auth.jurisdiction, kind, sql.val(id))}`.execute(db);
  return rows.length > 0;
}

/** 2005, as if the record did not exist, when it is outside: a detail, update, delete or export. */
export async function requireInside(db: Kysely<DB>, auth: Auth, kind: ScopedKind, id: number, message?: string): Promise<void> {
  if (!(await isInside(db, auth, kind, id))) throw notFound(message);
}

/** 2001 at the field when a create or an import names a record outside. */
export async function requireInsideField(db: Kysely<DB>, auth: Auth, kind: ScopedKind, id: number, field: string): Promise<void> {
  if (!(await isInside(db, auth, kind, id))) throw invalidField(field, OUTSIDE_MESSAGE);
}

export const OUTSIDE_MESSAGE = 'Outside your jurisdiction.';

/**
 * The body a user is bound to, as the session answers name it (null: unbound). A body deleted
 * since the binding keeps its id with no name: the user still oversees nothing else.
 */
export async function boundBody(db: Kysely<DB>, governmentId: number | null): Promise<{ id: number; name: string } | null> {
  if (governmentId === null) return null;
  const body = await db.selectFrom('governments').select('name').where('id', '=', governmentId).executeTakeFirst();
  return { id: governmentId, name: body?.name ?? '' };
}

/**
 * The body a user is to be bound to, checked so that nobody widens their reach: a bound caller
 * binds only inside its jurisdiction (2001 at `government_id`), never unbinds (null), and a user
 * it creates without a body gets its own. Answers the body (null: unbound).
 */
export async function checkBinding(db: Kysely<DB>, auth: Auth, requested: number | null | undefined): Promise<number | null> {
  if (requested === undefined) return auth.jurisdiction?.governmentId ?? null;
  if (requested === null) {
    if (auth.jurisdiction) throw invalidField('government_id', 'You cannot unbind a user from a government body.');
    return null;
  }
  const body = await db.selectFrom('governments').select('id').where('id', '=', requested).executeTakeFirst();
  if (!body) throw invalidField('government_id', 'The government does not exist.');
  await requireInsideField(db, auth, 'governments', requested, 'government_id');
  return requested;
}
