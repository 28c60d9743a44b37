// operate/audit/* (project additions): reading the audit log. Entries are written by
// audit/record.ts in the transaction of each change; no call edits or deletes them.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../audit/record.js';
import { restoreCall } from '../audit/restore.js';
import { AUDIT_SEARCH } from '../db/migrations/0013_audit_search.js';
import type { DB } from '../db/schema.js';
import { defineCall } from '../http/call.js';
import { DEFINITION_AUDIT, type EntityCatalog } from '../entities/catalog.js';
import { entityNames } from '../entities/language/document.js';
import { invalidField, notFound } from '../http/errors.js';
import { columnRef, countRowsUpTo, keywordMatch, listResult, listSchema, pageAndSort, type SortMap } from '../http/list.js';
import { cachedUntilChange } from '../http/table-cache.js';
import { rareTrigramQuery, textSearch } from '../http/text-search.js';
import { v } from '../http/validate.js';
import { dateRange, dateRangeFields } from '../http/date-range.js';
import { AuditEntry } from '../http/answers/records.js';
import { listOf } from '../http/answers/shapes.js';
import { withinJurisdiction } from '../security/jurisdiction.js';

const AUDIT_SORTS: SortMap = { id: 'l.id', created_at: 'l.created_at' };
/** Totals above this answer as "at least" (`total_capped`). */
export const AUDIT_COUNT_CAP = 10_000;

function selectEntries(db: Kysely<DB>) {
  return db.selectFrom('audit_log as l');
}

/**
 * SQLite: the entries an FTS5 query matches, read off the index (`f`, newest first by
 * `f.rowid`) and then by id. CROSS JOIN keeps that order: with an indexed filter beside it,
 * SQLite would otherwise walk that filter's index and probe the text index once per entry.
 */
function byIndexOrder(db: Kysely<DB>, fts: string): ReturnType<typeof selectEntries> {
  const query = db
    .selectFrom(sql`${sql.table(AUDIT_SEARCH.name)}`.as('f'))
    .crossJoin('audit_log as l')
    .where(sql<SqlBool>`l.id = f.rowid and f.${sql.raw(AUDIT_SEARCH.name)} match ${fts}`);
  // The same entries under `l` as selectEntries answers; `f` is only read through raw SQL.
  return query as unknown as ReturnType<typeof selectEntries>;
}

/** An entry as answered: its changes parsed, and the user's current name where the user still exists. */
async function entries(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db)
    .leftJoin('system_users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.created_at', 'l.user_id', 'l.account', 'u.name as user_name', 'l.ip', 'l.call', 'l.action', 'l.resource', 'l.record_id', 'l.record_name', 'l.changes'])
    .where('l.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, { ...r, user_name: r.user_name ?? r.account, changes: JSON.parse(r.changes) as unknown[] }]));
  return ids.map((id) => byId.get(id)!);
}

/** The hand-written resources, saved definitions and the entities' audit names; else 2001. */
async function knownResource(resource: string, entities: EntityCatalog): Promise<void> {
  const names = [...AUDIT_RESOURCES, DEFINITION_AUDIT, ...(await entities.all()).map((d) => entityNames(d).audit)];
  if (!names.includes(resource)) throw invalidField('resource', `Must be one of: ${[...new Set(names)].join(', ')}.`);
}

const logList = defineCall({
  path: 'operate/audit/log-list',
  permission: 'audit:view',
  answer: listOf(AuditEntry),
  body: listSchema(AUDIT_SORTS, {
    user_id: v.optional(v.id()),
    resource: v.optional(v.text(64)),
    record_id: v.optional(v.id()),
    action: v.optional(v.oneOf(AUDIT_ACTIONS)),
    ...dateRangeFields,
  }),
  async handler(q, { db, dialect, entities, auth }) {
    if (q.resource !== undefined) await knownResource(q.resource, entities);
    const search = q.keyword ? await textSearch(db, dialect, AUDIT_SEARCH, 'l', q.keyword) : undefined;
    // Whatever SQLite's statistics say (a copied-in file may have none: db/statistics.ts), it may
    // drive a query by a broad filter (an action) over a narrow one (a user): only the narrowest
    // filters' index stays usable, `+column` hides the others.
    // A date range alone is counted off its index but paged newest first, walking ids. A keyword
    // of the trigram index drives the broad filters: the index answers newest first.
    const dated = q.date_from !== undefined || q.date_to !== undefined;
    const driver =
      q.record_id !== undefined ? 'record' : q.user_id !== undefined ? 'user' : search?.fts ? 'keyword' : dated ? 'date' : q.resource !== undefined ? 'resource' : 'action';
    const indexed: Record<typeof driver, string[]> = {
      record: ['l.resource', 'l.record_id'],
      user: ['l.user_id', 'l.created_at'],
      keyword: [],
      date: ['l.created_at'],
      resource: ['l.resource'],
      action: ['l.action'],
    };
    const range = dateRange(q);
    // The keyword's rarest trigrams drive instead of its phrase where it has some; the entries
    // they find are then read for the keyword itself.
    const rare = driver === 'keyword' ? await rareTrigramQuery(db, AUDIT_SEARCH, q.keyword!) : null;
    const searched = AUDIT_SEARCH.columns.map((c) => `l.${c}`);
    const filtered = (paging: boolean) => {
      const usable = paging && driver === 'date' ? [] : indexed[driver];
      const col = (name: string) => columnRef(name, dialect !== 'sqlite' || usable.includes(name));
      // A bound caller reads the entries of its jurisdiction's records (stamped by audit/record.ts).
      let query = (driver === 'keyword' ? byIndexOrder(db, rare ?? search!.fts!) : selectEntries(db)).$call(withinJurisdiction(auth, 'governments', 'l.government_id'));
      if (rare) query = query.where(keywordMatch(searched, q.keyword!));
      if (range.from !== undefined) query = query.where(col('l.created_at'), '>=', range.from);
      if (range.to !== undefined) query = query.where(col('l.created_at'), '<=', range.to);
      if (q.id !== undefined) query = query.where('l.id', '=', q.id);
      if (q.user_id !== undefined) query = query.where(col('l.user_id'), '=', q.user_id);
      if (q.resource !== undefined) query = query.where(col('l.resource'), '=', q.resource);
      if (q.record_id !== undefined) query = query.where(col('l.record_id'), '=', q.record_id);
      if (q.action !== undefined) query = query.where(col('l.action'), '=', q.action);
      // A narrow filter's few entries are read for the keyword; the index serves the others.
      if (q.keyword && driver !== 'keyword') query = query.where(search?.fts ? keywordMatch(searched, q.keyword) : search!.where);
      return query;
    };
    // A broad filter matches most of a long log: counting stops past the page after this one.
    const cap = Math.max(AUDIT_COUNT_CAP, (q.page + 1) * q.limit);
    const offset = (q.page - 1) * q.limit;
    const sorts = driver === 'keyword' ? { ...AUDIT_SORTS, id: 'f.rowid' } : AUDIT_SORTS;
    // A keyword's matches come off the trigram index in id order: one walk up to the cap counts
    // them and, when they are fewer, holds the page too, where a count and then a page would each
    // match the keyword. The walk goes up the ids: FTS5 reads its lists backwards several times
    // slower (a phrase no entry holds, at a million entries: 21 ms up, 34 ms down).
    let walked: number[] | undefined;
    const countKey = JSON.stringify([cap, q.keyword ?? null, q.id, q.user_id, q.resource, q.record_id, q.action, range.from, range.to, auth.jurisdiction?.governmentIds]);
    // A count that reached the cap stays reached while entries are only appended: kept until
    // entries are removed (audit_log's version, migration 0015). A smaller one is counted anew.
    const { total, capped } = await cachedUntilChange(
      db,
      'audit_log',
      countKey,
      async () => {
        if (driver !== 'keyword' || q.sort !== 'id') return countRowsUpTo(db, filtered(false), cap);
        const ids = (await filtered(true).select('l.id').orderBy(sql.ref(sorts.id), 'asc').limit(cap + 1).execute()).map((r) => r.id);
        // Past the cap the walk holds the oldest matches, not the page: the page is read on its own.
        if (ids.length > cap) return { total: cap, capped: true };
        walked = q.order === 'desc' ? ids.reverse() : ids;
        return { total: ids.length, capped: false };
      },
      (counted) => counted.capped,
    );
    if (offset >= total) return listResult([], total, q, capped);
    // The page's ids first, off the filter's index; then their entries.
    const ids = walked ? walked.slice(offset, offset + q.limit) : (await filtered(true).select('l.id').$call(pageAndSort(q, sorts)).execute()).map((r) => r.id);
    return listResult(await entries(db, ids), total, q, capped);
  },
});

const logDetail = defineCall({
  path: 'operate/audit/log-detail',
  permission: 'audit:view',
  answer: AuditEntry,
  body: z.object({ id: v.id() }),
  async handler({ id }, { db, auth }) {
    const inside = await selectEntries(db).select('l.id').where('l.id', '=', id).$call(withinJurisdiction(auth, 'governments', 'l.government_id')).executeTakeFirst();
    const [found] = inside ? await entries(db, [id]) : [];
    if (!found) throw notFound('The audit entry does not exist.');
    return found;
  },
});

export const auditCalls = [logList, logDetail, restoreCall];
