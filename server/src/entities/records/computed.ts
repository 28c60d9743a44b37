// The values the server computes for a definition's `computed` fields (docs/ENTITIES.md,
// "Computed values"): a code from a database counter on create, who created and who last
// changed a record, and, when a field is added, the same values for the rows already stored.
// Counts are read with the record (query.ts), never stored.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { computedKind, entityNames, liveFields, type EntityDefinition, type FieldDefinition } from '../language/document.js';

type Values = Record<string, unknown>;

/** The counter row of a code field: its table and column. */
export const counterName = (table: string, field: Pick<FieldDefinition, 'name'>) => `${table}.${field.name}`;

/** A code as stored: the prefix, and the number padded with zeros to `digits` (longer past it). */
export function codeText(field: FieldDefinition, n: number): string {
  const spec = field.computed?.kind === 'code' ? field.computed : { prefix: '', digits: 1 };
  return `${spec.prefix}${String(n).padStart(spec.digits, '0')}`;
}

/**
 * Takes the next `count` numbers of a counter, inside the caller's transaction: the row's lock
 * holds a second writer (another instance) until this one commits, so no number is given twice.
 * Answers the first.
 */
export async function takeNumbers(trx: Kysely<DB>, name: string, count: number): Promise<number> {
  const { rows } = await sql<{ value: number | string }>`
    insert into entity_counters (name, value) values (${name}, ${count})
    on conflict (name) do update set value = entity_counters.value + ${count}
    returning value`.execute(trx);
  return Number(rows[0]!.value) - count + 1;
}

const fieldsOf = (d: EntityDefinition, ...kinds: string[]) => liveFields(d).filter((f) => kinds.includes(computedKind(f) ?? ''));

/** The values a create adds for `rows` new records (in order): codes, and who created them. */
export async function createdValues(trx: Kysely<DB>, d: EntityDefinition, userId: number, rows: number): Promise<Values[]> {
  const out: Values[] = Array.from({ length: rows }, () => ({}));
  const who = userId === 0 ? null : userId;
  for (const field of fieldsOf(d, 'createdBy', 'changedBy')) for (const values of out) values[field.name] = who;
  for (const field of fieldsOf(d, 'code')) {
    if (rows === 0) break;
    const first = await takeNumbers(trx, counterName(entityNames(d).table, field), rows);
    out.forEach((values, i) => (values[field.name] = codeText(field, first + i)));
  }
  return out;
}

/** The values an update sets: who changed the record. */
export function changedValues(d: EntityDefinition, userId: number): Values {
  return Object.fromEntries(fieldsOf(d, 'changedBy').map((f) => [f.name, userId === 0 ? null : userId]));
}

/**
 * Fills a computed column for the rows lacking a value, when the field is added: codes in id
 * order, continuing its counter; who created and who last changed each record, from the audit
 * log's entries about it (none: left empty).
 */
export async function fillComputed(trx: Kysely<DB>, d: EntityDefinition, table: string, field: FieldDefinition): Promise<void> {
  const column = sql.ref(field.name);
  const kind = computedKind(field);
  if (kind === 'code') {
    const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} where ${column} is null order by id`.execute(trx);
    if (rows.length === 0) return;
    const first = await takeNumbers(trx, counterName(table, field), rows.length);
    for (const [i, row] of rows.entries()) await sql`update ${sql.table(table)} set ${column} = ${codeText(field, first + i)} where id = ${row.id}`.execute(trx);
    return;
  }
  if (kind !== 'createdBy' && kind !== 'changedBy') return;
  const actions = kind === 'createdBy' ? ['create'] : ['create', 'update'];
  const order = kind === 'createdBy' ? sql`a.id asc` : sql`a.id desc`;
  await sql`
    update ${sql.table(table)} set ${column} = (
      select a.user_id from audit_log a
      where a.resource = ${entityNames(d).audit} and a.record_id = ${sql.ref(`${table}.id`)} and a.action in (${sql.join(actions)})
      order by ${order} limit 1)
    where ${column} is null`.execute(trx);
}
