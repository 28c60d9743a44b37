// Definition changes on a table of a million records (`npm run bench:entities`): the shipped
// maintenance records filled by one SQL statement, then, through applyDefinition as a save does,
// (a) adding an optional text field, (b) a filter on it (its index; and one on a field every row
// holds), (c) a loosened rule and (d) a dry run removing a field every row holds (its refusal
// counts them). On SQLite (a temp file) and PostgreSQL (a private cluster; skipped when its
// binaries are missing). Prints `name: value unit` lines; exits 1 when a change is over budget.
//
//   BENCH_ENTITY_RECORDS   rows (default 1000000)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { bootstrap } from '../server/src/db/bootstrap.js';
import { openDatabase, type DatabaseHandle, type DialectName } from '../server/src/db/index.js';
import { migrateToLatest } from '../server/src/db/migrations/index.js';
import type { DB } from '../server/src/db/schema.js';
import { applyDefinition, storedDefinitions } from '../server/src/entities/apply.js';
import type { EntityDefinition, FieldDefinition } from '../server/src/entities/language/document.js';
import { applyShippedDefinitions } from '../server/src/entities/shipped.js';
import { seed } from '../server/src/seed/index.js';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { budget } from './budget.mjs';
import { loadAfterLine, machineLines } from './machine.mjs';

const ROWS = Number(process.env.BENCH_ENTITY_RECORDS || 1_000_000);
const TABLE = 'entity_maintenance_records';
const NAME = 'maintenance_records';
const COMPANIES = 20;
/** Seconds: a change a save makes must not take minutes. */
const BUDGET = { add_field: 5, add_index: 60, add_index_filled: 60, loosen_rule: 5 } as const;

const failures: string[] = [];
const log = (msg: string) => process.stderr.write(`[bench:entities] ${msg}\n`);

/** One statement: companies 1..COMPANIES, four kinds, mostly passed, dates over three years. */
async function fill(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  const columns = sql`company_id, equipment, kind, date, result, technician, cost, created_at, updated_at, version`;
  const kind = sql`case i % 4 when 0 then 'routine' when 1 then 'repair' when 2 then 'overhaul' else 'calibration' end`;
  const result = sql`case when i % 10 = 0 then 'failed' when i % 10 = 1 then 'pending' else 'passed' end`;
  if (dialect === 'postgres') {
    const at = sql`timestamp '2023-01-01 00:00:00' + i * interval '90 seconds'`;
    await sql`insert into ${sql.table(TABLE)} (${columns})
      select i % ${COMPANIES} + 1, 'Equipment ' || (i % 50000), ${kind}, to_char(${at}, 'YYYY-MM-DD'), ${result},
             'Tech ' || (i % 300), round((i % 100000) / 7.0, 2), to_char(${at}, 'YYYY-MM-DD HH24:MI:SS'), to_char(${at}, 'YYYY-MM-DD HH24:MI:SS'), 1
      from generate_series(1, ${ROWS}) as i`.execute(db);
    await sql`analyze ${sql.table(TABLE)}`.execute(db);
    return;
  }
  const at = (format: string) => sql`strftime(${format}, 1672531200 + i * 90, 'unixepoch')`;
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    insert into ${sql.table(TABLE)} (${columns})
    select i % ${COMPANIES} + 1, 'Equipment ' || (i % 50000), ${kind}, ${at('%Y-%m-%d')}, ${result},
           'Tech ' || (i % 300), round((i % 100000) / 7.0, 2), ${at('%Y-%m-%d %H:%M:%S')}, ${at('%Y-%m-%d %H:%M:%S')}, 1
    from n`.execute(db);
  await sql`analyze`.execute(db);
}

async function stored(db: Kysely<DB>): Promise<EntityDefinition> {
  return (await storedDefinitions(db)).find((d) => d.name === NAME)!.document;
}

/** Applies `change` to the stored document; answers the seconds it took and what the plan said. */
async function timed(db: Kysely<DB>, dialect: DialectName, change: (doc: EntityDefinition) => EntityDefinition, dryRun = false) {
  const next = change(structuredClone(await stored(db)));
  const started = performance.now();
  const result = await applyDefinition(db, dialect, { next, author: 'bench', dry_run: dryRun });
  return { seconds: (performance.now() - started) / 1000, result };
}

const withField = (doc: EntityDefinition, name: string, edit: (f: FieldDefinition) => FieldDefinition) => ({ ...doc, fields: doc.fields.map((f) => (f.name === name ? edit(f) : f)) });

async function run(handle: DatabaseHandle, label: string): Promise<void> {
  const { db, dialect } = handle;
  const line = (name: string, value: number, unit: string) => console.log(`entity_${name}_${label}: ${value.toFixed(unit === 's' ? 2 : 0)} ${unit}`);
  await migrateToLatest(db, dialect);
  await bootstrap(db, { adminPassword: 'admin123' });
  await applyShippedDefinitions(db, dialect, { info: log });
  await seed(db, { companies: COMPANIES, inspections: 100 });
  const started = performance.now();
  await fill(db, dialect);
  const { n } = await db.selectFrom(TABLE as 'companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  line('rows', Number(n), 'rows');
  line('fill', (performance.now() - started) / 1000, 's');

  const field: FieldDefinition = { name: 'supplier', type: 'text', label: { zh: '供应商', en: 'Supplier', es: 'Proveedor' }, maxLength: 64 };
  const added = await timed(db, dialect, (doc) => ({ ...doc, fields: [...doc.fields, field] }));
  line('add_field', added.seconds, 's');
  const indexed = await timed(db, dialect, (doc) => withField(doc, field.name, (f) => ({ ...f, filter: true })));
  line('add_index', indexed.seconds, 's');
  // The new column holds no value yet: an index over one every row fills reads and sorts them all.
  const filled = await timed(db, dialect, (doc) => withField(doc, 'technician', (f) => ({ ...f, filter: true })));
  line('add_index_filled', filled.seconds, 's');
  // Longer equipment names, an optional technician: the rows already kept to them, nothing read.
  const loosened = await timed(db, dialect, (doc) => withField(withField(doc, 'equipment', (f) => ({ ...f, maxLength: 128 })), 'technician', (f) => ({ ...f, required: false })));
  line('loosen_rule', loosened.seconds, 's');
  // Every row holds a technician: the refusal counts them (off its index, made above) and names the first.
  const removal = await timed(db, dialect, (doc) => ({ ...doc, fields: doc.fields.filter((f) => f.name !== 'technician') }), true);
  const refusal = removal.result.refusals.find((r) => r.field === 'technician');
  line('remove_field_dry_run', removal.seconds, 's');
  line('remove_field_refused', refusal?.rows ?? 0, 'rows');
  log(`${label}: add ${added.result.steps.map((s) => s.kind).join(', ')}; index ${indexed.result.steps.map((s) => s.kind).join(', ')}; filled column's index ${filled.result.steps.map((s) => `${s.kind} ${s.index}`).join(', ')}; loosen ${loosened.result.steps.length} steps; removal refused: ${refusal?.message} (${refusal?.rows} rows, ids ${refusal?.ids.join(', ')})`);
  if (!refusal || refusal.rows !== Number(n)) failures.push(`${label}: the removal's dry run did not name every row holding a technician`);
  for (const [name, limit] of Object.entries(BUDGET)) {
    const seconds = { add_field: added, add_index: indexed, add_index_filled: filled, loosen_rule: loosened }[name as keyof typeof BUDGET].seconds;
    if (!budget(`entity_${name}_${label}`, seconds, 's', limit)) failures.push(`entity_${name}_${label}: ${seconds.toFixed(2)} s over the ${limit} s budget`);
  }
}

async function onSqlite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ops-bench-entities-'));
  const handle = openDatabase({ dbFile: join(dir, 'bench.sqlite') });
  try {
    await run(handle, 'sqlite');
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  let cluster;
  try {
    cluster = await startCluster({ log: () => undefined });
  } catch (err) {
    if ((err as { code?: string }).code !== 'PG_MISSING') throw err;
    console.log(`# entity_*_postgres skipped: ${(err as Error).message}`);
    return;
  }
  const handle = openDatabase({ databaseUrl: cluster.url, dbFile: '' });
  try {
    await run(handle, 'postgres');
  } finally {
    await handle.close();
    await cluster.stop();
  }
}

for (const line of machineLines()) console.log(line);
try {
  await onSqlite();
  await onPostgres();
} catch (err) {
  failures.push(err instanceof Error ? (err.stack ?? err.message) : String(err));
}
console.log(loadAfterLine());
if (failures.length) {
  console.error(`Entity migration benchmark failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
