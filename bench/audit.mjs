// The audit log at scale for `bench:server`: fills audit_log (migration 0009, applied by the
// server at start) with synthetic entries over the last year, then answers the filtered pages the
// operation log and the history panels ask for.
import Database from 'better-sqlite3';
import { call, formatDate } from './load.mjs';

const RESOURCES = ['company', 'government', 'check_point', 'account', 'role', 'system_user'];

/** Tops audit_log up to `rows` entries in one statement; answers how many it added. */
export function fillAuditLog(dbFile, rows, now) {
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 60000');
    // As the seeder does: the random inserts into (resource, record_id, id) thrash a small page
    // cache, which then spills into the log again and again; the pages are only taken as used.
    db.pragma('cache_size = -262144');
    const have = db.prepare('select count(*) as n from audit_log').get().n;
    if (have >= rows) return 0;
    const start = now.getTime() - 365 * 86_400_000;
    const step = (365 * 86_400_000) / rows;
    // Users 1-50, records 1-100,000 of six kinds, mostly updates, oldest first (ids follow time).
    // Each is stamped with a jurisdiction as audit/record.ts does (a government its own body; the
    // others, as if they named company <record_id>, that company's body), so that a bound user's
    // log holds its share of the entries.
    db.prepare(
      `with recursive n(i) as (select cast(? as integer) union all select i + 1 from n where i < cast(? as integer))
       insert into audit_log (created_at, user_id, account, ip, call, action, resource, record_id, record_name, changes, government_id)
       select strftime('%Y-%m-%d %H:%M:%S', (? + i * ?) / 1000, 'unixepoch', 'localtime'), i % 50 + 1, 'user' || (i % 50 + 1),
              '10.0.' || (i % 200) || '.' || (i % 250), 'operate/company/company-update',
              case when i % 20 = 0 then 'create' when i % 20 = 1 then 'login' when i % 50 = 2 then 'delete' else 'update' end,
              json_extract(?, '$[' || (i % 6) || ']'), i % 100000 + 1, 'Record ' || (i % 100000 + 1),
              '[{"field":"phone","from":"1380000' || (i % 10000) || '","to":"1390000' || (i % 10000) || '"}]',
              case when i % 6 = 1 then i % 100000 + 1 else (select government_id from companies where id = i % 100000 + 1) end
       from n`,
    ).run(have, rows - 1, start, step, JSON.stringify(RESOURCES));
    return rows - have;
  } finally {
    db.close();
  }
}

/**
 * The pages the operation log and the history panels ask for: narrow filters (a user, a record,
 * a user's updates over 30 days), and broad ones whose matches run to hundreds of thousands (one
 * action, one kind of record, 30 days, a keyword most entries hold, no filter at all), answered
 * with a total counted up to the server's cap.
 */
export async function auditScenarios(base, token, now) {
  const dateTo = formatDate(now);
  const dateFrom = formatDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29));
  const probe = await call(base, 'operate/audit/log-list', { limit: 1 }, token);
  const entry = probe.data?.list?.[0];
  if (probe.error !== 2000 || !entry) throw new Error(`no audit entries: ${JSON.stringify(probe).slice(0, 200)}`);
  const path = 'operate/audit/log-list';
  return [
    {
      name: 'audit_list_filtered',
      path,
      bodies: [
        { user_id: entry.user_id, page: 1, limit: 20 },
        { resource: entry.resource, record_id: entry.record_id, page: 1, limit: 20 },
        { user_id: entry.user_id, action: 'update', date_from: dateFrom, date_to: dateTo, page: 1, limit: 20 },
      ],
    },
    {
      name: 'audit_list_broad',
      path,
      bodies: [
        { action: 'update', page: 1, limit: 20 },
        { resource: entry.resource, page: 1, limit: 20 },
        { date_from: dateFrom, date_to: dateTo, page: 1, limit: 20 },
        { keyword: 'phone', page: 1, limit: 20 },
        { page: 1, limit: 20 },
      ],
    },
    // Keywords a few entries hold: a record's name, a phone number in the changes, an address.
    // Most of their trigrams are in most entries ("10.0.", "1380000"); the server reads the lists
    // of the rarest few (see the README's audit log section). Held to 100 ms at p95: the first
    // answer of a keyword also counts its trigrams.
    { name: 'audit_list_keyword_rare', path, bodies: ['Record 54321', '13800001234', '10.0.17.3'].map((keyword) => ({ keyword, page: 1, limit: 20 })), budget: 100 },
  ];
}
