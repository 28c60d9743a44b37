// What a definition change would break in the rows already stored: each refusal names its field,
// the rows (how many, and the first ids) and the way out, if there is one.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { FieldDefinition } from './language/document.js';
import { isTextual } from './introspect.js';

export const REFUSAL_KINDS = ['removed', 'type', 'maxLength', 'required', 'choice', 'unique', 'multiple', 'max'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/**
 * The way out, for a console to say in its own words: save again with `confirm`; give the field a
 * `default`, then confirm; change the records named first; or none but a new field.
 */
export const REFUSAL_FIXES = ['confirm', 'default', 'edit-records', 'new-field'] as const;
export type RefusalFix = (typeof REFUSAL_FIXES)[number];

export interface Refusal {
  field: string;
  kind: RefusalKind;
  /** How many rows stand in the way, and the ids of the first ten. */
  rows: number;
  ids: number[];
  message: string;
  /** What would let the change through, in English; null: none but a new field. */
  wayOut: string | null;
  fix: RefusalFix;
}

const IDS_SHOWN = 10;

/** The rows of `table` matching `where`: their count and first ids. */
export async function rowsWhere(db: Kysely<DB>, table: string, where: RawBuilder<unknown>): Promise<{ rows: number; ids: number[] }> {
  const counted = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db);
  const rows = Number(counted.rows[0]?.n ?? 0);
  if (rows === 0) return { rows, ids: [] };
  const first = await sql<{ id: number }>`select id from ${sql.table(table)} where ${where} order by id limit ${IDS_SHOWN}`.execute(db);
  return { rows, ids: first.rows.map((r) => Number(r.id)) };
}

/** Rows holding a value in the field's column. */
export function holdsValue(field: Pick<FieldDefinition, 'name' | 'type'>): RawBuilder<unknown> {
  const column = sql.ref(field.name);
  return isTextual(field) ? sql`(${column} is not null and ${column} <> '')` : sql`${column} is not null`;
}

export function lacksValue(field: Pick<FieldDefinition, 'name' | 'type'>): RawBuilder<unknown> {
  const column = sql.ref(field.name);
  return isTextual(field) ? sql`(${column} is null or ${column} = '')` : sql`${column} is null`;
}

/** `before`: the rules the rows were kept to (none known: every rule of `next` is checked). */
export async function ruleRefusals(db: Kysely<DB>, table: string, before: FieldDefinition | undefined, next: FieldDefinition, columnExists: boolean): Promise<Refusal[]> {
  const found: Refusal[] = [];
  const add = async (kind: RefusalKind, where: RawBuilder<unknown>, message: string, wayOut: string | null, fix: RefusalFix = 'edit-records') => {
    const rows = await rowsWhere(db, table, where);
    if (rows.rows > 0) found.push({ field: next.name, kind, ...rows, message, wayOut, fix });
  };
  const column = sql.ref(next.name);
  if (next.required && !before?.required) {
    // A new column holds no value in any row yet.
    const where = columnExists ? lacksValue(next) : sql`1 = 1`;
    const wayOut = next.default === undefined ? 'Give the field a default, then save again with confirm to fill those rows with it.' : `Save again with confirm to fill those rows with the default (${String(next.default)}).`;
    await add('required', where, `${next.name} becomes required, and some rows hold no value.`, wayOut, next.default === undefined ? 'default' : 'confirm');
  }
  if (!columnExists) return found;
  if (next.maxLength !== undefined && (before?.maxLength === undefined || next.maxLength < before.maxLength)) {
    await add('maxLength', sql`length(${column}) > ${next.maxLength}`, `Some values of ${next.name} are longer than ${next.maxLength} characters.`, 'Shorten those values first, or keep the longer limit.');
  }
  if (next.type === 'choice' && next.choices) {
    const kept = next.choices.map((c) => c.value);
    const removed = before?.choices ? before.choices.some((c) => !kept.includes(c.value)) : true;
    if (removed) {
      await add('choice', sql`${column} is not null and ${column} <> '' and ${column} not in (${sql.join(kept)})`, `Some rows use a choice of ${next.name} that is no longer offered.`, 'Change those rows to another choice first, or keep the choice.');
    }
  }
  if (next.unique && !before?.unique) {
    const repeats = sql`${column} in (select ${column} from ${sql.table(table)} where ${column} is not null group by ${column} having count(*) > 1)`;
    await add('unique', repeats, `Some values of ${next.name} repeat.`, 'Make those values different first.');
  }
  return found;
}
