// operate/import/*: many creates from one spreadsheet, all or nothing (docs/API.md, Project
// additions). A resource names its row schema, its checks against the database and its write;
// this module checks every row, answers 2001 with `<row>.<field>` for every problem, and writes
// all rows in one transaction (or, on a dry run, nothing). Password hashing, the costly part,
// comes last, for a few distinct passwords, within the logins' concurrency ceiling; one import
// per user runs at a time; a refused import is a security event.
import type { Kysely } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { withinJurisdiction } from '../security/jurisdiction.js';
import { keepStatistics } from '../db/statistics.js';
import { ImportAnswer } from '../http/answers/records.js';
import { defineRunTimeCall, type CallContext, type ContractCall } from '../http/call.js';
import type { Auth } from '../http/auth.js';
import { ApiError, ErrorCode, invalid, type FieldErrors } from '../http/errors.js';
import { v } from '../http/validate.js';
import { securityEvent } from '../security/events.js';
import { mayViewTitles, TITLE_VIEW } from '../records/titles.js';
import { hashPassword } from '../security/password.js';

/** Rows one call takes; the body limit (BODY_LIMIT) may stop a wide file earlier. */
export const MAX_IMPORT_ROWS = 10_000;
/** Distinct passwords one file may carry: each costs a login's worth of hashing. */
export const MAX_IMPORT_PASSWORDS = 5;
/** An import still marked running after this long died with its process: another may start. */
const RUN_STALE_MS = 10 * 60_000;

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
   * the rows as they will be written. Runs inside the import's transaction. Names are looked up
   * only where `auth` may view the records they name (records/titles.ts).
   */
  check(rows: z.output<S>[], db: Kysely<DB>, errors: RowErrors, auth: Auth): Promise<z.output<S>[]>;
  /** Slow work that needs no database (password hashes, made with `hash`), done once the rows passed their checks. */
  prepare?(rows: z.output<S>[], hash: (password: string) => Promise<string>): Promise<P>;
  /** Inserts the checked rows and records each create in the audit log. */
  write(rows: z.output<S>[], trx: Kysely<DB>, ctx: CallContext, prepared: P): Promise<void>;
}

const body = z.object({
  columns: z.array(z.string().max(64), { error: 'Must be a list.' }).min(1, 'This field is required.').max(64, 'Must have at most 64 items.'),
  rows: z.array(z.array(z.unknown()), { error: 'Must be a list.' }).min(1, 'This field is required.').max(MAX_IMPORT_ROWS, `Must have at most ${MAX_IMPORT_ROWS} items.`),
  dry_run: v.withDefault(v.flag(), 0),
});

export function defineImport<S extends z.ZodObject, P = undefined>(spec: ImportSpec<S, P>): ContractCall {
  return defineRunTimeCall({
    path: spec.path,
    permission: spec.permission,
    json: true,
    body,
    answer: ImportAnswer,
    async handler({ columns, rows, dry_run }, ctx) {
      try {
        return await oneAtATime(ctx, () => runImport(spec, columns, rows, dry_run === 1, ctx));
      } catch (error) {
        if (error instanceof ApiError && error.code !== ErrorCode.serverFault) {
          securityEvent(ctx, { event: 'import.refused', outcome: 'denied', path: spec.path, rows: rows.length, dry_run: dry_run === 1, reason: error.message });
        }
        throw error;
      }
    },
  });
}

/** How long the row checks run before the process answers other calls. */
const CHECK_SLICE_MS = 20;

async function runImport<S extends z.ZodObject, P>(spec: ImportSpec<S, P>, columns: string[], rows: unknown[][], dryRun: boolean, ctx: CallContext) {
  const errors = new RowErrors();
  const parsed: z.output<S>[] = [];
  let since = performance.now();
  for (const [index, cells] of rows.entries()) {
    const record = Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
    const result = spec.row.safeParse(record);
    if (result.success) parsed.push(result.data);
    else for (const issue of result.error.issues) errors.add(index + 1, String(issue.path[0] ?? '_'), issue.message);
    // A long file's checks (a pattern on each of thousands of values) give the other calls their turn.
    if (performance.now() - since > CHECK_SLICE_MS) {
      await setImmediate();
      since = performance.now();
    }
  }
  if (!errors.empty) throw invalid(errors.fields, 'Some rows are invalid.');
  const passwords = new Set(parsed.map((row) => (row as { password?: unknown }).password).filter((p) => typeof p === 'string'));
  if (passwords.size > MAX_IMPORT_PASSWORDS) {
    throw invalid({ password: `A file may carry at most ${MAX_IMPORT_PASSWORDS} different passwords; users change theirs later.` }, 'Some rows are invalid.');
  }
  // Against the database and the rest of the file before any hashing, dry run or not.
  await ctx.db.transaction().execute(async (trx) => {
    await spec.check(parsed, trx, errors, ctx.auth);
    if (!errors.empty) throw invalid(errors.fields, 'Some rows are invalid.');
  });
  if (dryRun) return { rows: rows.length, created: 0, dry_run: true };
  const prepared = (await spec.prepare?.(parsed, (password) => ctx.throttle.verify(() => hashPassword(password)))) as P;
  // Checked again with the write: another call may have taken a name meanwhile.
  const again = new RowErrors();
  await ctx.db.transaction().execute(async (trx) => {
    const checked = await spec.check(parsed, trx, again, ctx.auth);
    if (!again.empty) throw invalid(again.fields, 'Some rows are invalid.');
    await spec.write(checked, trx, ctx, prepared);
  });
  // Up to MAX_IMPORT_ROWS rows at once: a bulk write, after which the planner's statistics
  // are brought up to date where it moved a table a lot (db/statistics.ts). The rows are in
  // either way: a failure here is logged, not answered.
  const analysed = await keepStatistics(ctx.db, ctx.dialect).catch((err: unknown) => {
    ctx.log.warn({ err }, 'statistics not brought up to date after an import');
    return [];
  });
  if (analysed.length > 0) ctx.log.info({ analysed }, 'statistics brought up to date after an import');
  return { rows: rows.length, created: rows.length, dry_run: false };
}

/** One import per user at a time, across instances (table import_runs); another answers 2029. */
async function oneAtATime<T>(ctx: CallContext, run: () => Promise<T>): Promise<T> {
  const { db, auth } = ctx;
  const started = Date.now();
  const taken = await db
    .insertInto('import_runs')
    .values({ user_id: auth.userId, started_at: started })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ started_at: started }).where('import_runs.started_at', '<', started - RUN_STALE_MS))
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new ApiError(ErrorCode.throttled, 'An import of yours is still running. Try again when it has finished.');
  }
  try {
    return await run();
  } finally {
    await db.deleteFrom('import_runs').where('user_id', '=', auth.userId).where('started_at', '=', started).execute();
  }
}

/** Where to find the records a reference cell names: by id, and by name where the caller may view them. */
export interface ReferenceIndex {
  /** The ids bearing each name (empty where names are not looked up). */
  byName: Map<string, number[]>;
  /** Every id the cells could name. */
  ids: Set<number>;
  /** The caller may view these records: a cell may name one. */
  named: boolean;
}

/**
 * Resolves a reference cell: an id, or the exact name of one record. A caller who may not view the
 * records gives ids: a name is refused before any look-up, so that it says nothing of what exists.
 */
export function resolveReference(value: string | number, index: ReferenceIndex): number | ApiError {
  const numeric = typeof value === 'number' || /^\d+$/.test(value);
  if (numeric && index.ids.has(Number(value))) return Number(value);
  if (!index.named) return new ApiError(2001, numeric ? 'No record has this id.' : 'You may not look these records up by name; use the id.');
  const named = index.byName.get(String(value).trim()) ?? [];
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

/** The separators of several names or ids in one cell: a semicolon (`;` or `；`) or a new line. */
export const CELL_SEPARATOR = /[\n;；]/;

/** Several names or ids in one cell (CELL_SEPARATOR between them), or one id. */
export const referenceCells = (max: number, required: boolean) =>
  z.preprocess(
    (x) => (typeof x === 'string' ? x.split(CELL_SEPARATOR).map((s) => s.trim()).filter(Boolean) : typeof x === 'number' ? [x] : x),
    z.array(referenceCell, { error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required.' : 'Must be text.') }).min(required ? 1 : 0, 'This field is required.').max(max, `Must have at most ${max} items.`),
  );

/** Reads `id` of a table, and `name` where `auth` may view its records, into a ReferenceIndex. */
export async function nameIndex(db: Kysely<DB>, table: 'cities' | 'governments' | 'companies', auth: Auth): Promise<ReferenceIndex> {
  const named = mayViewTitles(auth, TITLE_VIEW[table]);
  // Bodies and companies outside the caller's jurisdiction are as if they did not exist.
  const inside = table === 'cities' ? <QB,>(qb: QB) => qb : withinJurisdiction(auth, table, 'id');
  if (!named) return { byName: new Map(), ids: new Set((await db.selectFrom(table).select('id').$call(inside).execute()).map((r) => r.id)), named };
  const rows = await db.selectFrom(table).select(['id', 'name']).$call(inside).execute();
  const byName = new Map<string, number[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  return { byName, ids: new Set(rows.map((r) => r.id)), named };
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

/** Hashes each distinct password once (scrypt is slow); rows sharing a password share its hash. `hash` bounds how many run at once. */
export async function hashDistinct(passwords: readonly string[], hash: (password: string) => Promise<string>): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const done = await Promise.all(distinct.map(hash));
  return new Map(distinct.map((password, i) => [password, done[i]!]));
}
