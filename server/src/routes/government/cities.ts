// operate/government/get-city-data: the city tree, reference data for company and government
// forms; a caller bound to a government body sees the part of the tree of its jurisdiction.
// Governments themselves are an entity (entities/governments.json, server/src/entities/).
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Jurisdiction } from '../../security/jurisdiction.js';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { City } from '../../http/answers/records.js';

/**
 * The cities a bound caller sees: those of its bodies, the areas above them (the way down the
 * tree) and below them (a company's district).
 */
export async function citiesOf(db: Kysely<DB>, j: Jurisdiction): Promise<number[]> {
  if (j.cityIds.length === 0) return [];
  const own = sql.join(j.cityIds.map((id) => sql.lit(id)));
  const { rows } = await sql<{ id: number }>`
    with recursive up(id, parent_id) as (
      select id, parent_id from cities where id in (${own})
      union select c.id, c.parent_id from cities c join up on c.id = up.parent_id
    ), down(id) as (
      select id from cities where id in (${own})
      union select c.id from cities c join down on c.parent_id = down.id
    )
    select id from up union select id from down`.execute(db);
  return rows.map((r) => Number(r.id));
}

const getCityData = defineCall({
  path: 'operate/government/get-city-data',
  permission: ['company:view', 'government:view'],
  answer: z.array(City),
  body: z.object({ parent_id: v.optional(v.id()) }),
  async handler({ parent_id }, { db, auth }) {
    const seen = auth.jurisdiction ? await citiesOf(db, auth.jurisdiction) : undefined;
    if (parent_id !== undefined) {
      const parent = await db.selectFrom('cities').select('id').where('id', '=', parent_id).executeTakeFirst();
      if (!parent || (seen && !seen.includes(parent_id))) throw notFound('The city does not exist.');
    }
    const shown = seen === undefined ? undefined : seen.length > 0 ? seen : [0];
    const rows = await db
      .selectFrom('cities as c')
      .$if(shown !== undefined, (qb) => qb.where('c.id', 'in', shown!))
      .select((eb) => [
        'c.id',
        'c.name',
        'c.parent_id',
        eb.exists(eb.selectFrom('cities as k').select('k.id').whereRef('k.parent_id', '=', 'c.id').$if(shown !== undefined, (qb) => qb.where('k.id', 'in', shown!))).as('has_children'),
      ])
      .where((eb) => (parent_id === undefined ? eb('c.parent_id', 'is', null) : eb('c.parent_id', '=', parent_id)))
      .orderBy('c.id')
      .execute();
    // SQLite answers 0/1, PostgreSQL true/false.
    return rows.map((r) => ({ ...r, has_children: Boolean(r.has_children) }));
  },
});

export const cityCalls = [getCityData];
