// Jurisdictions at scale for `bench:server` (docs/API.md "Jurisdictions"): two government
// bodies, a district whose jurisdiction holds a few hundred companies and a province holding tens
// of thousands, each overseen by a system user the benchmark makes through the API; the company
// list, the warnings, the audit log and the maintenance records are then driven with each user's
// token, as `scoped_<district|province>_<list>`.
//
// The seeder's district bodies each hold thousands of companies at 100,000 (it has a dozen
// bodies), so the benchmark adds one, once per cached file, before the server starts: a district
// body for the district with the fewest companies that has no body of its own, taking a few
// hundred of its companies (the seeder gives a company to the most local body), with their audit
// entries stamped again as audit/record.ts would have stamped them. On PostgreSQL
// (BENCH_DATABASE=postgres) the same, in the kept cluster's database (scopedBodiesPostgres).
import Database from 'better-sqlite3';
import pg from 'pg';
import { call, formatDate } from './load.mjs';

const ROLE = 'bench_scoped';
const PASSWORD = 'Scoped#bench-2026';
/** What the four lists need. */
const PERMISSIONS = ['company:view', 'warning:view', 'audit:view', 'maintenance:view'];
/** The sizes aimed at (companies in the jurisdiction), and the bounds a body must fall in. */
const WANTED = [
  { kind: 'district', level: 'district', aim: 300, min: 100, max: 999 },
  { kind: 'province', level: 'province', aim: 30_000, min: 10_000, max: 99_999 },
];

const CARVED = 300;

/** Adds a district body taking a few hundred companies of its district; answers its id. */
function carveDistrict(dbFile) {
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 60000');
    const district = db
      .prepare(
        `select d.id, d.name, p.name as city_name, g.id as government_id, count(*) as companies
         from companies c join cities d on d.id = c.city_id join cities p on p.id = d.parent_id join governments g on g.id = c.government_id
         where d.level = 'district' and g.level = 'city' and not exists (select 1 from governments o where o.city_id = d.id)
         group by d.id having count(*) >= ? order by count(*), d.id limit 1`,
      )
      .get(CARVED);
    if (!district) throw new Error(`no district without a body of its own holds ${CARVED} companies`);
    const now = db.prepare(`select max(updated_at) as at from governments`).get().at;
    return db.transaction(() => {
      const body = db
        .prepare(
          `insert into governments (name, level, city_id, parent_id, contact, phone, address, created_at, updated_at)
           select ?, 'district', ?, id, contact, phone, address, ?, ? from governments where id = ?`,
        )
        .run(`${district.city_name}${district.name}应急管理局`, district.id, now, now, district.government_id).lastInsertRowid;
      const moved = db.prepare(`select id from companies where city_id = ? and government_id = ? order by id limit ?`).all(district.id, district.government_id, CARVED).map((r) => r.id);
      const ids = `(${moved.join(',')})`;
      db.prepare(`update companies set government_id = ? where id in ${ids}`).run(body);
      db.prepare(`update audit_log set government_id = ? where resource <> 'government' and record_id in ${ids}`).run(body);
      return Number(body);
    })();
  } finally {
    db.close();
  }
}

/** Each body's companies: those of the body and of every body under it. */
const BODY_COUNTS = `with recursive tree(root, id) as (
    select id, id from governments
    union
    select tree.root, g.id from governments g join tree on g.parent_id = tree.id
  )
  select g.id, g.name, g.level, (select count(*) from companies c where c.government_id in (select id from tree where root = g.id)) as companies
  from governments g order by g.id`;

function bodyCounts(dbFile) {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(BODY_COUNTS).all();
  } finally {
    db.close();
  }
}

const fitting = (counts, { level, min, max }) => counts.filter((b) => b.level === level && b.companies >= min && b.companies <= max);

/** The body of each wanted size nearest the size aimed at. */
function chosen(counts) {
  return WANTED.map((wanted) => {
    const fit = fitting(counts, wanted);
    if (fit.length === 0) throw new Error(`no ${wanted.level} body with ${wanted.min}-${wanted.max} companies in the seeded file`);
    const body = fit.reduce((best, b) => (Math.abs(b.companies - wanted.aim) < Math.abs(best.companies - wanted.aim) ? b : best));
    return { kind: wanted.kind, id: body.id, name: body.name, level: body.level, companies: body.companies };
  });
}

/**
 * The bodies to bind, chosen by counting in the seeded file, nearest the size aimed at; the
 * district body is added first when the file has none of that size (carveDistrict).
 */
export function scopedBodies(dbFile) {
  let counts = bodyCounts(dbFile);
  if (fitting(counts, WANTED[0]).length === 0) {
    carveDistrict(dbFile);
    counts = bodyCounts(dbFile);
  }
  return chosen(counts);
}

/** carveDistrict in a PostgreSQL database, through a connected pg client. */
async function carveDistrictPostgres(client) {
  const { rows } = await client.query(
    `select d.id, d.name, p.name as city_name, g.id as government_id, count(*) as companies
     from companies c join cities d on d.id = c.city_id join cities p on p.id = d.parent_id join governments g on g.id = c.government_id
     where d.level = 'district' and g.level = 'city' and not exists (select 1 from governments o where o.city_id = d.id)
     group by d.id, d.name, p.name, g.id having count(*) >= $1 order by count(*), d.id limit 1`,
    [CARVED],
  );
  const district = rows[0];
  if (!district) throw new Error(`no district without a body of its own holds ${CARVED} companies`);
  await client.query('begin');
  try {
    const now = (await client.query(`select max(updated_at) as at from governments`)).rows[0].at;
    const body = (
      await client.query(
        `insert into governments (name, level, city_id, parent_id, contact, phone, address, created_at, updated_at)
         select $1, 'district', $2, id, contact, phone, address, $3, $3 from governments where id = $4 returning id`,
        [`${district.city_name}${district.name}应急管理局`, district.id, now, district.government_id],
      )
    ).rows[0].id;
    const moved = (await client.query(`select id from companies where city_id = $1 and government_id = $2 order by id limit $3`, [district.id, district.government_id, CARVED])).rows.map((r) => r.id);
    await client.query(`update companies set government_id = $1 where id = any($2::int[])`, [body, moved]);
    await client.query(`update audit_log set government_id = $1 where resource <> 'government' and record_id = any($2::int[])`, [body, moved]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/** scopedBodies in the PostgreSQL database at `url`. */
export async function scopedBodiesPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts = async () => (await client.query(BODY_COUNTS)).rows.map((b) => ({ ...b, companies: Number(b.companies) }));
    let found = await counts();
    if (fitting(found, WANTED[0]).length === 0) {
      await carveDistrictPostgres(client);
      found = await counts();
    }
    return chosen(found);
  } finally {
    await client.end();
  }
}

async function ok(base, path, body, token) {
  const res = await call(base, path, body, token);
  if (res.error !== 2000) throw new Error(`${path}: ${res.error} ${res.message} ${JSON.stringify(res.data ?? null).slice(0, 200)}`);
  return res.data;
}

/** The role holding what the lists need: made once, kept on the cached file. */
async function scopedRole(base, token) {
  const permissions = (await ok(base, 'operate/permission/permission-list', {}, token)).filter((p) => PERMISSIONS.includes(p.name));
  if (permissions.length !== PERMISSIONS.length) throw new Error(`permissions missing: ${PERMISSIONS.join(', ')}`);
  const existing = (await ok(base, 'operate/permission/roles', { keyword: ROLE }, token)).find((r) => r.name === ROLE);
  return ok(base, 'operate/permission/update-role', { ...(existing ? { id: existing.id } : {}), name: ROLE, title: 'Scoped bench', permission_ids: permissions.map((p) => p.id) }, token);
}

/**
 * A user bound to `body` holding the role, logged in: a user left by an earlier run on the
 * cached file is made again. A new user sets a password of their own first (login-password).
 */
async function scopedToken(base, adminToken, roleId, body) {
  const account = `bench_${body.kind}`;
  const found = await ok(base, 'operate/auth/account-list', { keyword: account, page: 1, limit: 20 }, adminToken);
  for (const user of found.list.filter((u) => u.account === account)) await ok(base, 'operate/auth/account-delete', { id: user.id }, adminToken);
  await ok(base, 'operate/auth/register', { account, name: account, password: PASSWORD, role_ids: [roleId], government_id: body.id }, adminToken);
  let session = await ok(base, 'operate/auth/login', { account, password: PASSWORD });
  if (session.step === 'password') session = await ok(base, 'operate/auth/login-password', { challenge: session.challenge, password: `${PASSWORD}-own` });
  if (!session.token) throw new Error(`${account}: no session after login (${JSON.stringify(session)})`);
  return session.token;
}

/** The four lists as each bound user reads them, with that user's token. */
export async function scopedScenarios(base, adminToken, bodies, seedNow) {
  const dateTo = formatDate(seedNow);
  const dateFrom = formatDate(new Date(seedNow.getFullYear(), seedNow.getMonth(), seedNow.getDate() - 29));
  const range = { date_from: dateFrom, date_to: dateTo };
  const role = await scopedRole(base, adminToken);
  const scenarios = [];
  for (const body of bodies) {
    const token = await scopedToken(base, adminToken, role.id, body);
    // A company of the jurisdiction with warnings in the last 30 days, as its user finds it.
    const recent = await ok(base, 'admin/standing/error-inspect-list', { ...range, limit: 1 }, token);
    const warning = recent.list[0];
    if (!warning) throw new Error(`${body.name}: no warnings in the last 30 days`);
    const { company_id: companyId } = await ok(base, 'admin/standing/inspect-detail', { id: warning.id }, adminToken);
    // A deep page the jurisdiction still fills.
    const deep = Math.max(1, Math.min(50, Math.floor(body.companies / 20 / 2)));
    const name = (list) => `scoped_${body.kind}_${list}`;
    scenarios.push(
      {
        name: name('company_list'),
        path: 'operate/company/company-list',
        token,
        bodies: [{ page: 1, limit: 20 }, ...['有限责任公司', '航空', '精密'].map((keyword) => ({ keyword, page: 1, limit: 20 })), { sort: 'name', order: 'desc', page: deep, limit: 20 }],
      },
      {
        name: name('error_inspect_list'),
        path: 'admin/standing/error-inspect-list',
        token,
        bodies: [{ page: 1, limit: 20 }, { ...range, page: 1, limit: 20 }, { company_id: companyId, ...range, page: 1, limit: 20 }],
      },
      {
        name: name('audit_list'),
        path: 'operate/audit/log-list',
        token,
        bodies: [{ page: 1, limit: 20 }, { action: 'update', page: 1, limit: 20 }, { resource: 'company', page: 1, limit: 20 }, { ...range, page: 1, limit: 20 }],
      },
      {
        name: name('maintenance_list'),
        path: 'operate/entity/maintenance_records/list',
        token,
        bodies: [{ page: 1, limit: 20 }, { company_id: companyId, page: 1, limit: 20 }, { result: 'failed', page: 1, limit: 20 }, { sort: 'cost', order: 'desc', page: 1, limit: 20 }],
      },
    );
  }
  return scenarios;
}
