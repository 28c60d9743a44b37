// Buffered multi-row inserts for the seeder.
//
// Rows get their ids here (max(id) + 1 onwards), so generators can link rows without
// reading anything back and can stream millions of rows through a small buffer. Buffers
// are flushed together in parent-first table order, so foreign keys always point at rows
// that are already written.
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';

type Table = keyof DB & string;
/** Tables whose rows carry an `id` the seeder assigns. */
export type IdTable = Exclude<Table, 'role_permissions' | 'user_roles'>;
type AnyRow = Record<string, unknown>;

/**
 * Bound parameters per statement. SQLite allows 32766 variables (better-sqlite3's build)
 * and PostgreSQL 65535; smaller statements keep query compilation cheap.
 */
export const MAX_PARAMS = 4000;

/** Tables in the order their buffers are flushed: every parent before its children. */
export const TABLE_ORDER: readonly Table[] = [
  'cities', 'governments', 'companies', 'accounts', 'check_points', 'check_items', 'staff', 'clock_records',
  'trail_points', 'inspections', 'handling_steps', 'standing_books', 'standing_entries',
  'system_users', 'roles', 'permissions', 'role_permissions', 'user_roles', 'tokens',
];

export function detectDialect(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export class Writer {
  private readonly buffers = new Map<Table, AnyRow[]>();
  private readonly limits = new Map<Table, number>();
  private readonly nextIds = new Map<Table, number>();
  private readonly firstIds = new Map<Table, number>();
  private pending = 0;
  private due = false;
  private inflight: Promise<void> | null = null;
  private failure: unknown = undefined;
  /** Rows written per table. */
  readonly counts: Partial<Record<Table, number>> = {};

  /** `pipelined`: overlap generating rows with writing them (for PostgreSQL). */
  constructor(
    private db: Kysely<DB>,
    private readonly pipelined = false,
  ) {}

  /** Reads the current max(id) of each id table, so new ids follow existing rows. */
  async init(tables: readonly IdTable[]): Promise<void> {
    for (const table of tables) {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.max<number | null>('id').as('max'))
        .executeTakeFirst();
      const next = Number(row?.max ?? 0) + 1;
      this.nextIds.set(table, next);
      this.firstIds.set(table, next);
    }
  }

  /** Writes through `db` from now on (e.g. a transaction). */
  use(db: Kysely<DB>): void {
    this.db = db;
  }

  /** The next id of `table`. */
  id(table: IdTable): number {
    const next = this.nextIds.get(table);
    if (next === undefined) throw new Error(`writer: ids of ${table} were not initialised`);
    this.nextIds.set(table, next + 1);
    return next;
  }

  /** The id the next call to id() would answer, without taking it. */
  peekId(table: IdTable): number {
    return this.nextIds.get(table) ?? 1;
  }

  /** Reserves `id` explicitly (for tables whose ids are natural keys, like city codes). */
  reserve(table: IdTable, id: number): void {
    if (id >= (this.nextIds.get(table) ?? 1)) this.nextIds.set(table, id + 1);
  }

  /** Buffers one row; answers true when the buffers should be flushed (see flushIfDue). */
  push<T extends Table>(table: T, row: Insertable<DB[T]>): boolean {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = [];
      this.buffers.set(table, buffer);
      const columns = Object.keys(row).length;
      this.limits.set(table, Math.max(1, Math.floor(MAX_PARAMS / columns)));
    }
    buffer.push(row as AnyRow);
    this.pending++;
    if (buffer.length >= this.limits.get(table)!) this.due = true;
    return this.due;
  }

  async flushIfDue(): Promise<void> {
    if (this.due) await this.flush();
  }

  /**
   * Writes every buffered row, parents first. When pipelined, the rows are sent while the
   * caller goes on generating the next ones (one batch in flight at most): PostgreSQL works
   * in its own process, so both cores stay busy. drain() waits for the batch in flight.
   */
  async flush(): Promise<void> {
    if (this.pending === 0) return this.pipelined ? undefined : this.drain();
    const batches: [Table, AnyRow[]][] = [];
    for (const table of TABLE_ORDER) {
      const buffer = this.buffers.get(table);
      if (!buffer || buffer.length === 0) continue;
      const limit = this.limits.get(table)!;
      for (let i = 0; i < buffer.length; i += limit) batches.push([table, buffer.slice(i, i + limit)]);
      this.counts[table] = (this.counts[table] ?? 0) + buffer.length;
      buffer.length = 0;
    }
    this.pending = 0;
    this.due = false;
    await this.drain();
    // Failures are kept and rethrown by the next drain(), never left as unhandled rejections.
    this.inflight = this.write(batches).catch((err: unknown) => {
      this.failure ??= err;
    });
    if (!this.pipelined) await this.drain();
  }

  /** Waits until everything flushed so far is written; rethrows a write failure. */
  async drain(): Promise<void> {
    const inflight = this.inflight;
    this.inflight = null;
    if (inflight) await inflight;
    if (this.failure !== undefined) throw this.failure;
  }

  private async write(batches: [Table, AnyRow[]][]): Promise<void> {
    for (const [table, rows] of batches) await this.db.insertInto(table).values(rows as never).execute();
  }

  /**
   * PostgreSQL `serial` sequences do not see explicitly written ids: move each one past
   * the largest id, so rows created later through the API get fresh ids.
   */
  async syncSequences(dialect: DialectName): Promise<void> {
    await this.drain();
    if (dialect !== 'postgres') return;
    for (const table of this.nextIds.keys()) {
      if (this.nextIds.get(table) === this.firstIds.get(table)) continue;
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        this.db,
      );
    }
  }
}
