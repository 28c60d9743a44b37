// operate/import/*: many creates from one spreadsheet, all or nothing (docs/API.md, Project
// additions). A resource names its row schema, its checks against the database and its write;
// this module checks every row, answers 2001 with `<row>.<field>` for every problem, and writes
// all rows in one transaction (or, on a dry run, nothing).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { keepStatistics } from '../db/statistics.js';
import { defineCall, type CallContext, type ContractCall } from '../http/call.js';
import { ApiError, invalid, type FieldErrors } from '../http/errors.js';
import { v } from '../http/validate.js';

/** Rows one call takes; the body limit (BODY_LIMIT) may stop a wide file earlier. */
export const MAX_IMPORT_ROWS = 10_000;

/** Problems by row number (1 = the first row sent) and field. */
export class RowErrors {
  readonly fields: FieldErrors = {};

  add(row: number, field: string, message: string): void {
    this.fields[`${row}.${field}`] ??= message;
  }

  has(row: number): boolean {
    return Object.keys(this.fields).some((key) => key.startsWith(`${row}.`));
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

export interface ImportSpec<S extends z.ZodObject, P = undefined> {
  path: string;
  permission: string;
  /** One row, by column name (the create call's fields). */
  row: S;
  /**
   * Resolves names to ids and checks the rows against the database and each other; returns
   * the rows as they will be written. Runs inside the import's transaction.
   */
  check(rows: z.output<S>[], db: Kysely<DB>, errors: RowErrors): Promise<z.output<S>[]>;
  /** Slow work that needs no database (password hashes), done before the transaction. */
  prepare?(rows: z.output<S>[]): Promise<P>;
  /** Inserts the checked rows and records each create in the audit log. */
  write(rows: z.output<S>[], trx: Kysely<DB>, ctx: CallContext, prepared: P): Promise<void>;
}

const body = z.object({
  columns: z.array(z.string().max(64), { error: 'Must be a list.' }).min(1, 'This field is required.').max(64, 'Must have at most 64 items.'),
  rows: z.array(z.array(z.unknown()), { error: 'Must be a list.' }).min(1, 'This field is required.').max(MAX_IMPORT_ROWS, `Must have at most ${MAX_IMPORT_ROWS} items.`),
  dry_run: v.withDefault(v.flag(), 0),
});

/** Thrown inside the transaction so that it rolls back; carries what a dry run answers. */
class DryRun extends Error {}

export function defineImport<S extends z.ZodObject, P = undefined>(spec: ImportSpec<S, P>): ContractCall {
  return defineCall({
    path: spec.path,
    permission: spec.permission,
    json: true,
    body,
    async handler({ columns, rows, dry_run }, ctx) {
      const errors = new RowErrors();
      const parsed: z.output<S>[] = [];
      rows.forEach((cells, index) => {
        const record = Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
        const result = spec.row.safeParse(record);
        if (result.success) parsed.push(result.data);
        else for (const issue of result.error.issues) errors.add(index + 1, String(issue.path[0] ?? '_'), issue.message);
      });
      if (!errors.empty) throw invalid(errors.fields, 'Some rows are invalid.');
      // Hashing is slow and needs no lock: done before the transaction, and only when writing.
      const prepared = (dry_run ? undefined : await spec.prepare?.(parsed)) as P;
      try {
        await ctx.db.transaction().execute(async (trx) => {
          const checked = await spec.check(parsed, trx, errors);
          if (!errors.empty) throw invalid(errors.fields, 'Some rows are invalid.');
          if (dry_run) throw new DryRun();
          await spec.write(checked, trx, ctx, prepared);
        });
      } catch (error) {
        if (!(error instanceof DryRun)) throw error;
      }
      // Up to MAX_IMPORT_ROWS rows at once: a bulk write, after which the planner's statistics
      // are brought up to date where it moved a table a lot (db/statistics.ts). The rows are in
      // either way: a failure here is logged, not answered.
      if (!dry_run) {
        const analysed = await keepStatistics(ctx.db, ctx.dialect).catch((err: unknown) => {
          ctx.log.warn({ err }, 'statistics not brought up to date after an import');
          return [];
        });
        if (analysed.length > 0) ctx.log.info({ analysed }, 'statistics brought up to date after an import');
      }
      return { rows: rows.length, created: dry_run ? 0 : rows.length, dry_run: dry_run === 1 };
    },
  });
}

/**
 * Resolves a reference cell: an id, or the exact name of one record. `byName` maps each name
 * to the ids bearing it, `ids` holds every id.
 */
export function resolveReference(value: string | number, byName: Map<string, number[]>, ids: Set<number>): number | ApiError {
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const id = Number(value);
    if (ids.has(id)) return id;
  }
  const named = byName.get(String(value).trim()) ?? [];
  if (named.length === 1) return named[0]!;
  return new ApiError(2001, named.length > 1 ? 'Several records have this name; use the id.' : 'No record has this name or id.');
}

/** A name or an id in a spreadsheet cell. */
export const referenceCell = z.preprocess(
  (x) => (typeof x === 'string' ? x.trim() : x),
  z.union([z.number().int().positive(), z.string().min(1, 'This field is required.').max(128, 'Must be at most 128 characters.')], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required.' : 'Must be text.'),
  }),
);

/** Reads `id` and `name` of a table into the maps resolveReference takes. */
export async function nameIndex(db: Kysely<DB>, table: 'cities' | 'governments' | 'companies') {
  const rows = await db.selectFrom(table).select(['id', 'name']).execute();
  const byName = new Map<string, number[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  return { byName, ids: new Set(rows.map((r) => r.id)) };
}

/** Marks a value used twice in the file, and values the database already holds. */
export async function checkUnique(
  rows: readonly Record<string, unknown>[],
  field: string,
  errors: RowErrors,
  taken: (values: string[]) => Promise<string[]>,
  message: string,
): Promise<void> {
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const value = row[field];
    if (typeof value !== 'string') return;
    if (seen.has(value)) errors.add(i + 1, field, 'The same value is on another row of the file.');
    else seen.set(value, i);
  });
  const values = [...seen.keys()];
  // A few hundred at a time: PostgreSQL and SQLite both cap the parameters of one statement.
  for (let start = 0; start < values.length; start += 500) {
    for (const value of await taken(values.slice(start, start + 500))) errors.add(seen.get(value)! + 1, field, message);
  }
}

/** Hashes each distinct password once (scrypt is slow); rows sharing a password share its hash. */
export async function hashDistinct(passwords: readonly string[], hash: (password: string) => Promise<string>): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = new Map<string, string>();
  // As many at once as libuv has threads for scrypt.
  for (let start = 0; start < distinct.length; start += 4) {
    const batch = distinct.slice(start, start + 4);
    const done = await Promise.all(batch.map(hash));
    batch.forEach((password, i) => hashes.set(password, done[i]!));
  }
  return hashes;
}
