// operate/entity/reference-options: the records of a built-in reference target as the console's
// pickers offer them, `{ id, title }` by title, for a caller who may view their titles (the same
// rule as a record's display key, records/titles.ts), so that no picker shows more than a record would;
// a caller bound to a government body is offered the records of its jurisdiction.
import { defineCall } from '../../http/call.js';
import { forbidden } from '../../http/errors.js';
import { countRows, listFilters, listResult, listSchema, pageAndSort, type ListParams } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { BUILT_IN_TARGETS, type BuiltInTarget } from '../../entities/language/document.js';
import { loose, ofTarget, targetOf } from '../../entities/records/query.js';
import { mayViewTitles } from '../../records/titles.js';
import { z } from 'zod';
import { id, listOf } from '../../http/answers/shapes.js';
import { withinJurisdiction, type ScopedKind } from '../../security/jurisdiction.js';
import { citiesOf } from '../government/cities.js';

/** What each target's records are inside the caller's jurisdiction by. */
const SCOPE_OF_TABLE: Readonly<Record<string, ScopedKind>> = {
  companies: 'companies',
  check_points: 'check_points',
  staff: 'staff',
  system_users: 'system_users',
  accounts: 'accounts',
  governments: 'governments',
};

const TARGET_NAMES = Object.keys(BUILT_IN_TARGETS) as [BuiltInTarget, ...BuiltInTarget[]];

const referenceOptions = defineCall({
  path: 'operate/entity/reference-options',
  permission: 'login-only',
  answer: listOf(z.strictObject({ id: id(), title: z.string() })),
  body: listSchema({ id: 'x.id', title: 'x.title' }, { target: v.oneOf(TARGET_NAMES) }, { sort: 'title', order: 'asc' }),
  async handler(q, ctx) {
    const target = targetOf({ name: 'target', type: 'reference', label: { zh: '', en: '', es: '' }, reference: { entity: q.target } }, [])!;
    if (!mayViewTitles(ctx.auth, target.view)) throw forbidden();
    const title = `x.${target.title}`;
    // Cities as the city tree shows them (get-city-data); every other target by what it belongs to.
    const cities = target.table === 'cities' && ctx.auth.jurisdiction ? await citiesOf(ctx.db, ctx.auth.jurisdiction) : undefined;
    const rows = ofTarget(loose(ctx.db).selectFrom(`${target.table} as x`), target, 'x')
      .$if(cities !== undefined, (qb) => qb.where('x.id', 'in', cities!.length > 0 ? cities! : [0]))
      .$if(target.table !== 'cities', (qb) => qb.$call(withinJurisdiction(ctx.auth, SCOPE_OF_TABLE[target.table]!, 'x.id')))
      .$call(listFilters(q as ListParams, { id: 'x.id', keyword: [title] }));
    const total = await countRows(rows);
    const sorts = { id: 'x.id', title } as const;
    const page = await rows.select(['x.id as id', `${title} as title`]).$call(pageAndSort(q as ListParams, sorts)).execute();
    return listResult(page.map((row) => ({ id: Number(row.id), title: String(row.title) })), total, q as ListParams);
  },
});

export const referenceOptionCalls = [referenceOptions];
