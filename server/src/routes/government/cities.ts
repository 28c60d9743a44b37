// operate/government/get-city-data: the city tree, reference data for company and government
// forms. Governments themselves are an entity (entities/governments.json, server/src/entities/).
import { z } from 'zod';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { City } from '../../http/answers/records.js';

const getCityData = defineCall({
  path: 'operate/government/get-city-data',
  permission: ['company:view', 'government:view'],
  answer: z.array(City),
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

export const cityCalls = [getCityData];
