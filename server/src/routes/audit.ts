// operate/audit/* (project additions): reading the audit log. Entries are written by
// audit/record.ts in the transaction of each change; no call edits or deletes them.
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../audit/record.js';
import type { DB } from '../db/schema.js';
import { defineCall } from '../http/call.js';
import { notFound } from '../http/errors.js';
import { countRows, keywordMatch, listResult, listSchema, pageAndSort, type SortMap } from '../http/list.js';
import { v } from '../http/validate.js';
import { dateRange, dateRangeFields } from './admin-shared.js';

const AUDIT_SORTS: SortMap = { id: 'l.id', created_at: 'l.created_at' };

function selectEntries(db: Kysely<DB>) {
  return db.selectFrom('audit_log as l');
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

const logList = defineCall({
  path: 'operate/audit/log-list',
  permission: 'audit:view',
  body: listSchema(AUDIT_SORTS, {
    user_id: v.optional(v.id()),
    resource: v.optional(v.oneOf(AUDIT_RESOURCES)),
    record_id: v.optional(v.id()),
    action: v.optional(v.oneOf(AUDIT_ACTIONS)),
    ...dateRangeFields,
  }),
  async handler(q, { db, dialect }) {
    // SQLite keeps no statistics and may drive a query by a broad filter (an action) over a narrow
    // one (a user): only the narrowest filters' index stays usable, `+column` hides the others.
    // A date range alone is counted off its index but paged newest first, walking ids.
    const dated = q.date_from !== undefined || q.date_to !== undefined;
    const driver = q.record_id !== undefined ? 'record' : q.user_id !== undefined ? 'user' : dated ? 'date' : q.resource !== undefined ? 'resource' : 'action';
    const indexed: Record<typeof driver, string[]> = {
      record: ['l.resource', 'l.record_id'],
      user: ['l.user_id', 'l.created_at'],
      date: ['l.created_at'],
      resource: ['l.resource'],
      action: ['l.action'],
    };
    const range = dateRange(q);
    const filtered = (paging: boolean) => {
      const usable = paging && driver === 'date' ? [] : indexed[driver];
      const col = (name: string) => (dialect !== 'sqlite' || usable.includes(name) ? sql.ref(name) : sql`+${sql.ref(name)}`);
      let query = selectEntries(db);
      if (range.from !== undefined) query = query.where(col('l.created_at'), '>=', range.from);
      if (range.to !== undefined) query = query.where(col('l.created_at'), '<=', range.to);
      if (q.id !== undefined) query = query.where('l.id', '=', q.id);
      if (q.user_id !== undefined) query = query.where(col('l.user_id'), '=', q.user_id);
      if (q.resource !== undefined) query = query.where(col('l.resource'), '=', q.resource);
      if (q.record_id !== undefined) query = query.where(col('l.record_id'), '=', q.record_id);
      if (q.action !== undefined) query = query.where(col('l.action'), '=', q.action);
      if (q.keyword) query = query.where(keywordMatch(['l.account', 'l.record_name', 'l.call', 'l.ip', 'l.changes'], q.keyword));
      return query;
    };
    const total = await countRows(filtered(false));
    if ((q.page - 1) * q.limit >= total) return listResult([], total, q);
    // The page's ids first, off the filter's index; then their entries.
    const ids = (await filtered(true).select('l.id').$call(pageAndSort(q, AUDIT_SORTS)).execute()).map((r) => r.id);
    return listResult(await entries(db, ids), total, q);
  },
});

const logDetail = defineCall({
  path: 'operate/audit/log-detail',
  permission: 'audit:view',
  body: z.object({ id: v.id() }),
  async handler({ id }, { db }) {
    const [found] = await entries(db, [id]);
    if (!found) throw notFound('The audit entry does not exist.');
    return found;
  },
});

export const auditCalls = [logList, logDetail];
