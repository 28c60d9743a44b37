// A definition-driven list at scale for `bench:server`: fills the shipped maintenance records'
// table (`entity_maintenance_records`, made by entities/maintenance_records.json when the seeder
// or the server starts) with synthetic rows, then answers the pages its console list asks for:
// the first page, filters, sorts, and a keyword.
import Database from 'better-sqlite3';
import { call } from './load.mjs';

const TABLE = 'entity_maintenance_records';
const PATH = 'operate/entity/maintenance_records/list';

/** Tops the table up to `rows` records in one statement; answers how many it added. */
export function fillMaintenanceRecords(dbFile, rows, companies, now) {
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 60000');
    db.pragma('cache_size = -262144');
    const have = db.prepare(`select count(*) as n from ${TABLE}`).get().n;
    if (have >= rows) return 0;
    const day = 86_400_000;
    const start = now.getTime() - 3 * 365 * day;
    const step = (3 * 365 * day) / rows;
    // Companies 1..n, four kinds, mostly passed, a tenth failed, dates over three years (ids
    // follow time); the newest 3% pending, at the far end of an oldest-first list.
    db.prepare(
      `with recursive n(i) as (select cast(? as integer) union all select i + 1 from n where i < cast(? as integer))
       insert into ${TABLE} (company_id, equipment, kind, date, result, technician, cost, notes, created_at, updated_at, version)
       select i % cast(? as integer) + 1, 'Equipment ' || (i % 50000), json_extract('["routine","repair","overhaul","calibration"]', '$[' || (i % 4) || ']'),
              strftime('%Y-%m-%d', (? + i * ?) / 1000, 'unixepoch', 'localtime'),
              case when i >= cast(? as integer) then 'pending' when i % 10 = 0 then 'failed' else 'passed' end,
              'Tech ' || (i % 300), round((i % 100000) / 7.0, 2), null,
              strftime('%Y-%m-%d %H:%M:%S', (? + i * ?) / 1000, 'unixepoch', 'localtime'),
              strftime('%Y-%m-%d %H:%M:%S', (? + i * ?) / 1000, 'unixepoch', 'localtime'), 1
       from n`,
    ).run(have, rows - 1, companies, start, step, Math.floor(rows * 0.97), start, step, start, step);
    db.pragma('analysis_limit = 1000');
    db.exec('analyze');
    return rows - have;
  } finally {
    db.close();
  }
}

/** The pages the maintenance list asks for, over a table of a million records. */
export async function entityScenarios(base, token) {
  const probe = await call(base, PATH, { limit: 1 }, token);
  const record = probe.data?.list?.[0];
  if (probe.error !== 2000 || !record) throw new Error(`no maintenance records: ${JSON.stringify(probe).slice(0, 200)}`);
  return [
    { name: 'entity_list_first_page', path: PATH, bodies: [{ page: 1, limit: 20 }] },
    {
      name: 'entity_list_filtered',
      path: PATH,
      bodies: [
        { company_id: record.company_id, page: 1, limit: 20 },
        { kind: 'repair', page: 1, limit: 20 },
        { result: 'failed', page: 1, limit: 20 },
      ],
    },
    {
      name: 'entity_list_sorted',
      path: PATH,
      bodies: [
        { sort: 'cost', order: 'desc', page: 1, limit: 20 },
        { sort: 'equipment', order: 'asc', page: 50, limit: 20 },
        { sort: 'date', order: 'asc', page: 1, limit: 20 },
      ],
    },
    // A broad filter whose rows sit at the far end of the sort's order: read off the filter's
    // index, which holds the default sort's column (date), not along the sort's.
    { name: 'entity_list_far_filter', path: PATH, bodies: [{ result: 'pending', sort: 'date', order: 'asc', page: 1, limit: 20 }, { result: 'pending', sort: 'date', order: 'asc', page: 5, limit: 20 }] },
    // "Contains" over the searched fields, off the entity's trigram index (a few records hold
    // the equipment name; a few percent the technician's).
    { name: 'entity_list_keyword', path: PATH, bodies: ['Equipment 4321', 'Tech 17'].map((keyword) => ({ keyword, page: 1, limit: 20 })) },
  ];
}
