// operate/audit/* (project additions): reading the audit log. Entries are written by
// audit/record.ts in the transaction of each change; no call edits or deletes them.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../audit/record.js';
import type { DB } from '../db/schema.js';
import { defineCall } from '../http/call.js';
import { notFound } from '../http/errors.js';
import { countRows, keywordMatch, listResult, listSchema, pageAndSort, type SortMap } from '../http/list.js';
import { v } from '../http/validate.js';
import { dateRange, dateRangeFields, withinRange } from './admin-shared.js';

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
  async handler(q, { db }) {
    let query = selectEntries(db).$call(withinRange('l.created_at', dateRange(q)));
    if (q.id !== undefined) query = query.where('l.id', '=', q.id);
    if (q.user_id !== undefined) query = query.where('l.user_id', '=', q.user_id);
    if (q.resource !== undefined) query = query.where('l.resource', '=', q.resource);
    if (q.record_id !== undefined) query = query.where('l.record_id', '=', q.record_id);
    if (q.action !== undefined) query = query.where('l.action', '=', q.action);
    if (q.keyword) query = query.where(keywordMatch(['l.account', 'l.record_name', 'l.call', 'l.ip', 'l.changes'], q.keyword));
    const total = await countRows(query);
    if ((q.page - 1) * q.limit >= total) return listResult([], total, q);
    // The page's ids first, off the filter's index; then their entries.
    const ids = (await query.select('l.id').$call(pageAndSort(q, AUDIT_SORTS)).execute()).map((r) => r.id);
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
