// Maintenance records for the demo companies: a few per company over the last year, in the
// table the shipped definition made (entities/maintenance_records.json). Written only where that
// definition is in force, and only into the fields it still has in use.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { entityNames, liveFields, type EntityDefinition } from '../../entities/language/document.js';
import { EQUIPMENT, KIND_WEIGHTS, KINDS, NOTES } from '../data/maintenance.js';
import { type Rng, formatDate, formatDateTime, workingTime } from '../random.js';
import type { SeedContext } from './context.js';
import { personName } from './identity.js';

const ENTITY = 'maintenance_records';
const DAY_MS = 86_400_000;
const ROWS_PER_INSERT = 200;

/** Answers how many records it wrote (none when the definition is not in force). */
export async function writeMaintenanceRecords(ctx: SeedContext, rng: Rng, trx: Kysely<DB>): Promise<number> {
  const stored = await trx.selectFrom('entity_definitions').select('document').where('name', '=', ENTITY).executeTakeFirst();
  if (!stored) return 0;
  const definition = JSON.parse(stored.document) as EntityDefinition;
  const columns = new Set(liveFields(definition).map((f) => f.name));
  const { companies, staff, now } = ctx;
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
  const rows: Record<string, unknown>[] = [];

  for (let c = 0; c < ctx.plan.detailed; c++) {
    const from = new Date(Math.max(yearAgo.getTime(), companies.createdAt[c]!));
    if (from >= now) continue;
    const technicians = staff.companyCount[c]! > 0
      ? staff.name.slice(staff.companyFirst[c]!, staff.companyFirst[c]! + staff.companyCount[c]!)
      : [personName(rng)];
    const machines = rng.sample(EQUIPMENT, 3);
    const times = Array.from({ length: rng.int(2, 5) }, () => workingTime(rng, from, now)).sort((a, b) => a.getTime() - b.getTime());
    for (const at of times) {
      const kind = rng.weighted(KINDS, KIND_WEIGHTS);
      // Work of the last fortnight may still wait for its acceptance.
      const recent = now.getTime() - at.getTime() < 14 * DAY_MS;
      const result = recent && rng.chance(0.4) ? 'pending' : rng.chance(0.1) ? 'failed' : 'passed';
      const cost = kind === 'overhaul' ? rng.float(20_000, 180_000) : kind === 'repair' ? rng.float(800, 30_000) : rng.float(200, 3_000);
      const written = formatDateTime(at);
      const row: Record<string, unknown> = {
        company_id: companies.firstId + c,
        equipment: `${rng.pick(machines)} ${rng.int(1, 6)}号`,
        kind,
        date: formatDate(at),
        result,
        technician: rng.pick(technicians),
        cost: Math.round(cost * 100) / 100,
        notes: rng.pick(NOTES[kind]).replace('{m}', String(rng.int(2, 8))).replace('{n}', String(rng.int(4, 24))).replace('{h}', String(rng.int(2, 12))),
      };
      rows.push({ ...Object.fromEntries(Object.entries(row).filter(([key]) => columns.has(key))), created_at: written, updated_at: written, version: 1 });
    }
  }
  // The table is the definition's, not one of the typed ones.
  const loose = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const table = entityNames(definition).table;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await loose.insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
  return rows.length;
}
