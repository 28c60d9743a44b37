// The PostgreSQL database `BENCH_DATABASE=postgres npm run bench:server` runs on: a private
// cluster (scripts/pg-cluster.mjs, fsync off) whose data directory is kept under the OS temp dir
// beside the SQLite cache, named by the same key (scale and the seeder's sources, plus this
// file), and started again on its data by the next run. The seeder writes it through
// DATABASE_URL; the audit entries and maintenance records bench/audit.mjs and bench/entities.mjs
// load into SQLite are loaded here by one INSERT ... SELECT over generate_series each, the same
// rows, with the table's secondary indexes dropped during the load and made again after it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster, stopCluster } from '../scripts/pg-cluster.mjs';
import { cpuSeconds } from './load.mjs';

const DATABASE = 'ops_bench';
const RESOURCES = ['company', 'government', 'check_point', 'account', 'role', 'system_user'];
const KINDS = ['routine', 'repair', 'overhaul', 'calibration'];
/**
 * A small server's settings rather than the distribution's defaults: the pages the lists read
 * stay in shared buffers (the database is about 2.4 GB), and the bulk load neither checkpoints
 * every gigabyte of WAL nor sorts its index builds on disk.
 */
const SETTINGS = ['shared_buffers=1GB', 'maintenance_work_mem=512MB', 'max_wal_size=8GB', 'wal_level=minimal', 'max_wal_senders=0'];

/**
 * The seeded cluster for `key`: started on the kept data, or made and seeded now by `seed(url)`
 * (then `meta()` is written beside it). Other keys' clusters are removed: never used again.
 */
export async function seededPostgres({ cacheDir, key, reseed, seed, meta, log }) {
  const dir = join(cacheDir, `pg-${key}`);
  const metaFile = join(cacheDir, `pg-${key}.json`);
  const cached = !reseed && existsSync(join(dir, 'data', 'PG_VERSION')) && existsSync(metaFile);
  if (!cached) {
    // Another version's cluster (or this one's, its seed interrupted) is stopped if it still runs, and removed.
    for (const name of readdirSync(cacheDir)) {
      if (/^pg-[0-9a-f]+$/.test(name)) stopCluster(join(cacheDir, name));
      else if (/^pg-[0-9a-f]+\.json$/.test(name)) rmSync(join(cacheDir, name), { force: true });
    }
  }
  const cluster = await startCluster({ dir, settings: SETTINGS, install: process.getuid?.() === 0, log });
  const url = cluster.url.replace(/\/[^/]*$/, `/${DATABASE}`);
  try {
    if (cached) {
      log(`reusing the cluster in ${dir} (BENCH_RESEED=1 seeds again)`);
      return { cluster, url, meta: JSON.parse(readFileSync(metaFile, 'utf8')), cached };
    }
    // The cluster's C locale would keep pg_trgm from taking CJK characters as letters (a Chinese
    // keyword then yields no trigram, and scans): classified as a UTF-8 locale does, ordered as C.
    await query(cluster.url, `create database ${DATABASE} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
    log(`seeding into ${url} (data in ${dir}; takes minutes; kept afterwards)`);
    await seed(url);
    const written = meta();
    writeFileSync(metaFile, JSON.stringify(written, null, 2));
    return { cluster, url, meta: written, cached };
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const query = (url, text, params) => withClient(url, (client) => client.query(text, params));

/**
 * The CPU seconds the cluster's processes have used so far (Linux /proc): the postmaster's own,
 * its children's that have ended (parallel workers, autovacuum: the postmaster waited for them),
 * and those of the children running now (its backends). The children are read first: one that
 * ends before the postmaster is read is then counted in its ended children's time alone.
 */
export function clusterCpuSeconds(cluster) {
  try {
    const postmaster = readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0];
    const children = execFileSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const running = children.map((pid) => [pid, cpuSeconds(pid) ?? 0]);
    const fields = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100; // utime, stime, cutime, cstime in USER_HZ
    return running.filter(([pid]) => existsSync(`/proc/${pid}`)).reduce((sum, [, seconds]) => sum + seconds, own);
  } catch {
    return null;
  }
}

/** The database's size on disk, in bytes. */
export const databaseBytes = async (url) => Number((await query(url, 'select pg_database_size(current_database()) as n')).rows[0].n);

/**
 * Adds rows to `table` with `insert` (one statement) when it holds fewer than `rows`, its
 * secondary indexes made again afterwards, and vacuums and analyses it; answers the rows added.
 * `insert` gets the first and last row number, and the session runs as a replica: the rows'
 * references are right by construction, and a million foreign-key checks would double the load.
 */
async function bulkLoad(url, table, rows, insert) {
  return withClient(url, async (client) => {
    const have = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    if (have >= rows) return 0;
    // The times are written as SQLite's 'localtime' writes them: in this process's time zone.
    await client.query(`set timezone = '${Intl.DateTimeFormat().resolvedOptions().timeZone}'`);
    const { rows: indexes } = await client.query(
      `select i.relname as name, pg_get_indexdef(x.indexrelid) as def, obj_description(x.indexrelid, 'pg_class') as comment
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = $1::regclass and not x.indisprimary and not x.indisunique`,
      [table],
    );
    await client.query('begin');
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query(`set local session_replication_role = replica`);
    await insert(client, have, rows - 1);
    await client.query(`set local session_replication_role = origin`);
    for (const index of indexes) {
      await client.query(index.def);
      // An entity's keyword reads its trigram index only while the comment names the columns it covers (entities/search-index.ts).
      if (index.comment !== null) await client.query(`comment on index ${index.name} is ${client.escapeLiteral(index.comment)}`);
    }
    await client.query('commit');
    await client.query(`vacuum (analyze) ${table}`);
    return rows - have;
  });
}

/** bench/audit.mjs fillAuditLog's entries, on PostgreSQL. */
export function fillAuditLogPostgres(url, rows, now) {
  const start = now.getTime() - 365 * 86_400_000;
  const step = (365 * 86_400_000) / rows;
  return bulkLoad(url, 'audit_log', rows, (client, first, last) =>
    client.query(
      `insert into audit_log (created_at, user_id, account, ip, call, action, resource, record_id, record_name, changes, government_id)
       select to_char(to_timestamp(($3::float8 + i * $4::float8) / 1000), 'YYYY-MM-DD HH24:MI:SS'), i % 50 + 1, 'user' || (i % 50 + 1),
              '10.0.' || (i % 200) || '.' || (i % 250), 'operate/company/company-update',
              case when i % 20 = 0 then 'create' when i % 20 = 1 then 'login' when i % 50 = 2 then 'delete' else 'update' end,
              ($5::text[])[i % 6 + 1], i % 100000 + 1, 'Record ' || (i % 100000 + 1),
              '[{"field":"phone","from":"1380000' || (i % 10000) || '","to":"1390000' || (i % 10000) || '"}]',
              case when i % 6 = 1 then i % 100000 + 1 else c.government_id end
       from generate_series($1::bigint, $2::bigint) i left join companies c on c.id = i % 100000 + 1
       order by i`,
      [first, last, start, step, RESOURCES],
    ),
  );
}

/** bench/entities.mjs fillMaintenanceRecords's records, on PostgreSQL. */
export function fillMaintenanceRecordsPostgres(url, rows, companies, now) {
  const day = 86_400_000;
  const start = now.getTime() - 3 * 365 * day;
  const step = (3 * 365 * day) / rows;
  return bulkLoad(url, 'entity_maintenance_records', rows, (client, first, last) =>
    client.query(
      `insert into entity_maintenance_records (company_id, equipment, kind, date, result, technician, cost, notes, created_at, updated_at, version)
       select i % $3 + 1, 'Equipment ' || (i % 50000), ($7::text[])[i % 4 + 1], to_char(t, 'YYYY-MM-DD'),
              case when i >= $6 then 'pending' when i % 10 = 0 then 'failed' else 'passed' end,
              'Tech ' || (i % 300), round((i % 100000) / 7.0, 2), null,
              to_char(t, 'YYYY-MM-DD HH24:MI:SS'), to_char(t, 'YYYY-MM-DD HH24:MI:SS'), 1
       from generate_series($1::bigint, $2::bigint) i cross join lateral (select to_timestamp(($4::float8 + i * $5::float8) / 1000) as t) ts
       order by i`,
      [first, last, companies, start, step, Math.floor(rows * 0.97), KINDS],
    ),
  );
}
