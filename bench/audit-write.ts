// What an audit entry adds to a write (budget: 1 ms), on the benchmark's database with its
// million entries and their keyword index: the same company update in a transaction, timed
// without and with the entry (audit/record.ts) in pairs, each pair's order alternating, and
// held by the median of the pairs' differences (load.mjs, medianAdded): each write waits for the
// disk, and a difference of the two kinds' p95s was decided by its stalls. Prints `name: value unit`.
//
//   node --import tsx bench/audit-write.ts <sqlite file | postgres url> [rounds]
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/index.js';
import { recordChange } from '../server/src/audit/record.js';
import { budget } from './budget.mjs';
import { medianAdded, percentile } from './load.mjs';

const [file, roundsText = '2000'] = process.argv.slice(2);
if (!file) throw new Error('usage: audit-write.ts <sqlite file | postgres url> [rounds]');
const rounds = Number(roundsText);
const { db, dialect, close } = openDatabase({ databaseUrl: file.startsWith('postgres') ? file : undefined, dbFile: file });
const request = { ip: '127.0.0.1', url: '/api/operate/company/company-update', routeOptions: { url: '/api/operate/company/company-update' } } as unknown as FastifyRequest;
const company = await db.selectFrom('companies').select(['id', 'name', 'phone']).orderBy('id').executeTakeFirstOrThrow();

async function update(audited: boolean, phone: string): Promise<number> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('companies').selectAll().where('id', '=', company.id).executeTakeFirstOrThrow();
    await trx.updateTable('companies').set({ phone }).where('id', '=', company.id).execute();
    if (audited) {
      await recordChange(trx, { request, auth: { userId: 1, account: 'admin' } }, { action: 'update', resource: 'company', recordId: company.id, name: before.name, before, after: { ...before, phone } });
    }
  });
  return performance.now() - started;
}

const plain: number[] = [];
const audited: number[] = [];
for (let i = 0; i < rounds; i++) {
  const phone = `1390000${String(i % 10000).padStart(4, '0')}`;
  if (i % 2) audited.push(await update(true, phone));
  plain.push(await update(false, phone));
  if (!(i % 2)) audited.push(await update(true, phone));
}
// The benchmark's own entries go again, and the company keeps its phone.
await db.deleteFrom('audit_log').where('account', '=', 'admin').where('resource', '=', 'company').where('record_id', '=', company.id).where('ip', '=', '127.0.0.1').execute();
await db.updateTable('companies').set({ phone: company.phone }).where('id', '=', company.id).execute();
// Its thousands of writes left both keyword indexes in many small segments, which cost the next
// run on this file about twice the CPU per keyword call: merged into one again, as seeded
// (SQLite's FTS5; PostgreSQL's GIN indexes merge their pending entries themselves).
if (dialect === 'sqlite') {
  for (const index of ['companies_search', 'audit_search']) await sql`insert into ${sql.table(index)}(${sql.table(index)}) values ('optimize')`.execute(db);
}
await close();

const at = (values: number[], p: number) => percentile([...values].sort((a, b) => a - b), p);
const p95 = (values: number[]) => at(values, 95);
console.log(`company_update_plain_p50: ${at(plain, 50).toFixed(2)} ms`);
console.log(`company_update_audited_p50: ${at(audited, 50).toFixed(2)} ms`);
console.log(`company_update_plain_p95: ${p95(plain).toFixed(2)} ms`);
console.log(`company_update_audited_p95: ${p95(audited).toFixed(2)} ms`);
const added = medianAdded(plain, audited);
console.log(`audit_write_added_median: ${added.toFixed(2)} ms`);
process.exit(budget('audit_write_added_median', added, 'ms', 1) ? 0 : 1);
