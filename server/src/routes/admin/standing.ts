// admin/standing/* for standing books (台账): a company's books as a tree, and one book
// with its child books and entries.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { requireCompany, toCount } from './subjects.js';
import { StandingBook, StandingBookWithParts } from '../../http/answers/records.js';
import { withinJurisdiction } from '../../security/jurisdiction.js';

/** StandingBook records, children counted through the parent_id index. */
function selectBooks(db: Kysely<DB>) {
  return db
    .selectFrom('standing_books as b')
    .select((eb) => [
      'b.id',
      'b.company_id',
      'b.parent_id',
      'b.name',
      'b.year',
      'b.type',
      eb
        .selectFrom('standing_books as k')
        .select((k) => k.fn.countAll<number>().as('n'))
        .whereRef('k.parent_id', '=', 'b.id')
        .as('children_count'),
      'b.updated_at',
    ]);
}

type BookRow = Awaited<ReturnType<ReturnType<typeof selectBooks>['execute']>>[number];

const toBook = (row: BookRow) => ({ ...row, children_count: toCount(row.children_count) });

const standingList = defineCall({
  path: 'admin/standing/standing-list',
  permission: 'standing:view',
  answer: z.array(StandingBook),
  body: z.object({ company_id: v.id() }),
  async handler({ company_id }, { db, auth }) {
    await requireCompany(db, auth, company_id);
    const rows = await selectBooks(db)
      .where('b.company_id', '=', company_id)
      .where('b.parent_id', 'is', null)
      .orderBy('b.year', 'desc')
      .orderBy('b.id')
      .execute();
    return rows.map(toBook);
  },
});

const standingBook = defineCall({
  path: 'admin/standing/standing-book',
  permission: 'standing:view',
  answer: StandingBookWithParts,
  body: z.object({ id: v.id() }),
  async handler({ id }, { db, auth }) {
    const book = await selectBooks(db).where('b.id', '=', id).$call(withinJurisdiction(auth, 'companies', 'b.company_id')).executeTakeFirst();
    if (!book) throw notFound('The standing book does not exist.');
    const children = await selectBooks(db).where('b.parent_id', '=', id).orderBy('b.id').execute();
    const entries = await db
      .selectFrom('standing_entries')
      .select(['id', 'book_id', 'title', 'content', 'recorded_by', 'recorded_at'])
      .where('book_id', '=', id)
      .orderBy('recorded_at')
      .orderBy('id')
      .execute();
    return { ...toBook(book), children: children.map(toBook), entries };
  },
});

const getStandingBook = defineCall({
  path: 'admin/standing/get-standing-book',
  permission: 'standing:view',
  answer: z.array(StandingBook),
  body: z.object({
    company_id: v.id(),
    year: v.optional(v.int({ min: 1900, max: 9999 })),
    type: v.optional(v.text(32)),
  }),
  async handler({ company_id, year, type }, { db, auth }) {
    await requireCompany(db, auth, company_id);
    let query = selectBooks(db).where('b.company_id', '=', company_id);
    if (year !== undefined) query = query.where('b.year', '=', year);
    if (type !== undefined) query = query.where('b.type', '=', type);
    const rows = await query.orderBy('b.year', 'desc').orderBy('b.id').execute();
    return rows.map(toBook);
  },
});

export const standingCalls = [standingList, standingBook, getStandingBook];
