// Live changes (docs/API.md, "Live changes"): what was written, told to every open event stream
// that may see it. The source is what every write leaves anyway: the audit entry written in its
// transaction, and the inspections the field app's backend adds. PostgreSQL notifies every
// instance when such rows commit (migration 0017); on SQLite one process writes, and the hub reads
// what is new after each call and once a second (another program may add inspections).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { AuditResource } from '../audit/record.js';
import { CHANGE_CHANNEL } from '../db/migrations/0017_change_notifications.js';
import type { DB } from '../db/schema.js';
import { DEFINITION_AUDIT, type EntityCatalog } from '../entities/catalog.js';
import { entityNames } from '../entities/language/document.js';
import { takeNext, type IdRange, type Source } from './notified.js';
import { readPositions, type PositionEvent } from './positions.js';

export type ChangeEvent =
  | { kind: 'record'; action: 'create' | 'update' | 'delete'; resource: AuditResource; id: number | null; name: string; by: string; at: string; government_id: number | null }
  | { kind: 'warning'; id: number; company_id: number; at: string; government_id: number | null }
  /** Many writes of one resource at once (an import): read the lists again rather than each row. */
  | { kind: 'bulk'; resource: AuditResource; count: number }
  /** More was missed than can be told: read everything again. */
  | { kind: 'reset' }
  | PositionEvent;

/** Where a stream stands: the last audit entry and inspection told. */
export interface Cursor {
  audit: number;
  inspection: number;
}

export interface Subscriber {
  /**
   * May this subscriber see events about this resource (or warnings, positions), of a record of
   * this government body (security/jurisdiction.ts; null: of none, undefined: of many at once)?
   */
  sees(resource: AuditResource | 'warning' | 'position', governmentId?: number | null): boolean;
  send(cursor: Cursor, event: ChangeEvent): void;
  /** Every change the hub reads, seen or not (a stream re-reads its caller when roles or users change). */
  heard?(event: ChangeEvent): void;
}

/** The view permission of each hand-written audited resource; warnings need warning:view. */
const VIEW_PERMISSION: Record<string, string> = {
  company: 'company:view',
  government: 'government:view',
  check_point: 'check:view',
  account: 'account:view',
  role: 'role:view',
  system_user: 'user:view',
  warning: 'warning:view',
  position: 'staff:view',
};

/**
 * Who sees the events of an audit name: a hand-written resource's permission, an entity's
 * `<prefix>:view`; null: every signed-in stream (a saved definition's event only names the
 * entity); undefined: nobody (a name no definition in force claims).
 */
export function viewPermissionOf(resource: string, entities: EntityCatalog): string | null | undefined {
  if (resource === DEFINITION_AUDIT) return null;
  const builtIn = VIEW_PERMISSION[resource];
  if (builtIn !== undefined) return builtIn;
  const entity = entities.byAudit(resource);
  return entity ? `${entityNames(entity).permission}:view` : undefined;
}

/** Rows read at once; a stream that missed more than this is told to read everything again. */
const BATCH = 500;
/** More changes of one resource than this in one read are told as one `bulk` event. */
const BULK_OVER = 20;
const POLL_MS = 1000;
/** PostgreSQL: a read that failed is tried again after this long. */
const RETRY_MS = 1000;
const RECORD_ACTIONS = new Set(['create', 'update', 'delete']);


interface Read {
  events: ChangeEvent[];
  /** The last id read, or `after` where nothing was. */
  last: number;
  /** The read stopped at BATCH: there is more. */
  more: boolean;
}

export class ChangeHub {
  private readonly subscribers = new Set<Subscriber>();
  private cursor: Cursor & { trail: number } = { audit: 0, inspection: 0, trail: 0 };
  private starting: Promise<void> | null = null;
  /** PostgreSQL: the id ranges notified and not read yet. */
  private readonly notified: IdRange[] = [];
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private stopped = false;
  /** Told when an entity definition was saved, here or in another instance (the catalog reloads). */
  private definitionsSaved: (() => void) | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    /** PostgreSQL: the database to LISTEN on; without it the hub reads on its own schedule. */
    private readonly listenUrl?: string,
  ) {}

  /** Opens a stream: what it missed since `since` first, then every change as it comes. */
  async subscribe(subscriber: Subscriber, since?: Cursor): Promise<() => void> {
    this.starting ??= this.start();
    await this.starting;
    if (since) await this.catchUp(subscriber, since);
    // Points are never replayed: a first stream hears of those sent from now on.
    if (this.subscribers.size === 0) this.cursor.trail = await this.maxId('trail_points');
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Something may have been written (after each call): read it unless notifications tell. */
  nudge(): void {
    if (this.definitionsSaved && !this.starting) this.watch();
    if ((this.subscribers.size > 0 || this.definitionsSaved) && !this.listenUrl) this.pull();
  }

  /**
   * Reads on, streams or none, to tell `listener` of every saved entity definition. Before the
   * database is migrated it cannot start: it tries again at the next call.
   */
  watchDefinitions(listener: () => void): void {
    this.definitionsSaved = listener;
    this.watch();
  }

  private watch(): void {
    this.starting ??= this.start();
    this.starting.catch(() => {
      this.starting = null;
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    void this.listener?.end().catch(() => undefined);
    this.subscribers.clear();
  }

  private async start(): Promise<void> {
    this.cursor = { audit: await this.maxId('audit_log'), inspection: await this.maxId('inspections'), trail: await this.maxId('trail_points') };
    if (this.listenUrl) return this.listen();
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
  }

  private async maxId(table: 'audit_log' | 'inspections' | 'trail_points'): Promise<number> {
    const row = await this.db.selectFrom(table).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  private async catchUp(subscriber: Subscriber, since: Cursor): Promise<void> {
    const audit = await this.read('audit', since.audit, this.cursor.audit);
    const inspections = await this.read('inspection', since.inspection, this.cursor.inspection);
    if (audit.more || inspections.more) return subscriber.send(this.cursor, { kind: 'reset' });
    for (const event of [...audit.events, ...inspections.events]) if (visible(subscriber, event)) subscriber.send(this.cursor, event);
  }

  /** A connection of its own that hears every instance's writes; it comes back by itself after a fault. */
  private async listen(retryMs = 500): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.listenUrl, keepAlive: true });
    const again = (err?: Error) => {
      if (this.listener === client) this.listener = null;
      else if (this.listener !== null) return;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      if (err) this.log.warn({ code: (err as { code?: string }).code ?? err.message }, 'live changes: not listening; trying again');
      setTimeout(() => void this.listen(Math.min(retryMs * 2, 10_000)), retryMs).unref();
    };
    client.on('error', again);
    client.on('end', () => again());
    client.on('notification', ({ payload }) => this.notice(payload));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      this.listener = client;
      // What was written while nobody listened.
      this.notified.push({ source: 'audit', first: this.cursor.audit + 1, last: Infinity }, { source: 'inspection', first: this.cursor.inspection + 1, last: Infinity });
      this.cursor.trail = await this.maxId('trail_points');
      this.pull();
    } catch (err) {
      again(err as Error);
    }
  }

  /** `a:<first id>:<last id>` (audit entries), `i:…` (inspections), from migration 0017; `t:…` (trail points), 0027. */
  private notice(payload: string | undefined): void {
    const [tag, first, last] = (payload ?? '').split(':');
    const source = tag === 'a' ? 'audit' : tag === 'i' ? 'inspection' : tag === 't' ? 'trail' : null;
    if (!source || !Number(first) || !Number(last)) return;
    this.notified.push({ source, first: Number(first), last: Number(last) });
    this.pull();
  }

  /** Reads what is new and tells it; one read at a time, again if asked meanwhile. */
  private pull(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        try {
          await (this.listenUrl ? this.readNotified() : this.readNew());
        } catch (err) {
          this.log.warn({ code: (err as { code?: string }).code ?? (err as Error).message }, 'live changes: reading failed');
          // The ranges not read are kept (a busy pool, a restart): read them again in a moment.
          if (this.notified.length > 0) setTimeout(() => !this.stopped && this.pull(), RETRY_MS).unref();
        }
      } while (this.again && !this.stopped);
      this.reading = null;
    })();
  }

  /** SQLite (one writer: ids commit in order): everything after the cursor. */
  private async readNew(): Promise<void> {
    for (const source of ['audit', 'inspection', 'trail'] as const) {
      const read = await this.read(source, this.cursor[source]);
      this.cursor = { ...this.cursor, [source]: read.last };
      this.dispatch(read.events);
      if (read.more) this.again = true;
    }
  }

  /** PostgreSQL (transactions commit out of id order): exactly the ranges notified. */
  private async readNotified(): Promise<void> {
    for (let range = takeNext(this.notified); range; range = takeNext(this.notified)) {
      let read: Read;
      try {
        read = await this.read(range.source, range.first - 1, range.last);
      } catch (err) {
        this.notified.unshift(range);
        throw err;
      }
      if (read.more) this.notified.unshift({ ...range, first: read.last + 1 });
      this.cursor = { ...this.cursor, [range.source]: Math.max(this.cursor[range.source], read.last) };
      this.dispatch(read.events);
    }
  }

  private dispatch(events: ChangeEvent[]): void {
    if (events.some((e) => (e.kind === 'record' || e.kind === 'bulk') && e.resource === DEFINITION_AUDIT)) this.definitionsSaved?.();
    for (const subscriber of this.subscribers) {
      for (const event of events) {
        subscriber.heard?.(event);
        if (visible(subscriber, event)) subscriber.send(this.cursor, event);
      }
    }
  }

  /** Up to BATCH rows after `after` (up to `upTo`), as events, a burst of one resource folded into `bulk`. */
  private async read(source: Source, after: number, upTo = Infinity): Promise<Read> {
    // Positions only matter to open streams: with none, nothing is read (the first stream starts from the newest point).
    if (source === 'trail') return this.subscribers.size > 0 ? readPositions(this.db, after, upTo) : { events: [], last: after, more: false };
    if (source === 'inspection') {
      let query = this.db
        .selectFrom('inspections as i')
        .leftJoin('companies as c', 'c.id', 'i.company_id')
        .select(['i.id', 'i.company_id', 'i.status', 'i.created_at', 'c.government_id'])
        .where('i.id', '>', after);
      if (upTo !== Infinity) query = query.where('i.id', '<=', upTo);
      const rows = await query.orderBy('i.id').limit(BATCH).execute();
      const events = rows
        .filter((r) => r.status === 'error')
        .map((r): ChangeEvent => ({ kind: 'warning', id: r.id, company_id: r.company_id, at: r.created_at, government_id: r.government_id }));
      return { events, last: rows.at(-1)?.id ?? after, more: rows.length === BATCH };
    }
    let query = this.db.selectFrom('audit_log').select(['id', 'action', 'resource', 'record_id', 'record_name', 'account', 'created_at', 'government_id']).where('id', '>', after);
    if (upTo !== Infinity) query = query.where('id', '<=', upTo);
    const rows = await query.orderBy('id').limit(BATCH).execute();
    const byResource = new Map<AuditResource, typeof rows>();
    for (const row of rows) {
      if (!RECORD_ACTIONS.has(row.action)) continue;
      const same = byResource.get(row.resource as AuditResource);
      if (same) same.push(row);
      else byResource.set(row.resource as AuditResource, [row]);
    }
    const events: ChangeEvent[] = [];
    for (const [resource, changes] of byResource) {
      if (changes.length > BULK_OVER) events.push({ kind: 'bulk', resource, count: changes.length });
      else for (const e of changes) events.push({ kind: 'record', action: e.action as 'create', resource, id: e.record_id, name: e.record_name, by: e.account, at: e.created_at, government_id: e.government_id });
    }
    return { events, last: rows.at(-1)?.id ?? after, more: rows.length === BATCH };
  }
}

function visible(subscriber: Subscriber, event: ChangeEvent): boolean {
  if (event.kind === 'reset') return true;
  if (event.kind === 'bulk') return subscriber.sees(event.resource);
  return subscriber.sees(event.kind === 'warning' || event.kind === 'position' ? event.kind : event.resource, event.government_id);
}
