// Writing audit entries. Every write call records its change with recordChange(), inside the
// transaction that makes it: the entry commits with the change or rolls back with it, so an
// entry never exists without its change, nor a change without its entry.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction, DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import type { Auth } from '../http/auth.js';

/** What the log calls the hand-written records it is about; the console's `history` declarations name these. */
export const AUDIT_RESOURCES = ['company', 'government', 'check_point', 'account', 'role', 'system_user'] as const;
/** One of AUDIT_RESOURCES, or an entity's audit name (entityNames(d).audit). */
export type AuditResource = string;
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'password'] as const satisfies readonly AuditAction[];

export interface FieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
  /** A password, hash or token: that it changed, never its value. */
  secret?: true;
}

type Fields = Record<string, unknown>;

export interface Change {
  action: AuditAction;
  /** An AuditResource, or an entity's audit name (server/src/entities/). */
  resource: string;
  recordId: number | null;
  /** The record's title (name, account...) at the time. */
  name: string;
  /** The record before the write (none on create) and after it (none on delete). */
  before?: object | undefined;
  after?: object | undefined;
  /** Secret fields the write set, recorded as changed without their value. */
  secrets?: readonly string[];
  /**
   * What the record belongs to, where its fields do not say it (an account's owner): its entry is
   * stamped with that government body (jurisdictionOf below).
   */
  within?: { company: number } | { government: number };
}

/** Who writes and from where: the call's context (or a login's user). */
export interface AuditSource {
  /** The call's request; the command line and the start give their own address and path. */
  request: Pick<FastifyRequest, 'ip' | 'url'> & { routeOptions: { url?: string | undefined } };
  auth: Pick<Auth, 'userId' | 'account'>;
}

/** Bookkeeping columns that change on every write and say nothing a reader needs. */
const IGNORED = new Set(['id', 'version', 'created_at', 'updated_at', 'staff_count', 'items_count']);
const SECRET = /password|hash|token/i;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field by field, before -> after; only the fields that differ (all of them on create and delete). */
export function diff(before: Fields | undefined, after: Fields | undefined, secrets: readonly string[] = []): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (SECRET.test(field)) {
      if (!same(from, to)) changes.push({ field, secret: true });
    } else if (!same(from, to)) {
      changes.push({ field, from, to });
    }
  }
  for (const field of secrets) if (!changes.some((c) => c.field === field)) changes.push({ field, secret: true });
  return changes;
}

/** The call's path: its route's, or the path itself under a wildcard route (entity calls). */
function callOf(request: AuditSource['request']): string {
  const route = request.routeOptions.url;
  const path = route === undefined || route.includes('*') ? request.url.split('?')[0]! : route;
  return path.replace(/^\/api\//, '');
}

const idOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/**
 * The government body a change's record belongs to (security/jurisdiction.ts reads the log by
 * it): a government is its own; a record naming a government body, that body; one naming a
 * company, the company's. A company is looked up in `companies` (answered by companyBodies).
 */
function jurisdictionOf(change: Change): { government: number } | { company: number } | undefined {
  if (change.within) return change.within;
  if (change.resource === 'government' && change.recordId !== null) return { government: change.recordId };
  const fields = (change.after ?? change.before ?? {}) as Fields;
  const government = idOf(fields.government_id);
  if (government !== undefined) return { government };
  const company = idOf(fields.company_id);
  return company === undefined ? undefined : { company };
}

async function companyBodies(trx: Kysely<DB>, changes: readonly Change[]): Promise<Map<number, number>> {
  const ids = [...new Set(changes.map(jurisdictionOf).flatMap((j) => (j && 'company' in j ? [j.company] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('companies').select(['id', 'government_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.government_id]));
}

/** The audit_log row of one change; `bodies`: the government body of each company it may name. */
function entryOf(source: AuditSource, change: Change, bodies: Map<number, number>) {
  const within = jurisdictionOf(change);
  return {
    government_id: within === undefined ? null : 'government' in within ? within.government : (bodies.get(within.company) ?? null),
    created_at: nowText(),
    user_id: source.auth.userId === 0 ? null : source.auth.userId,
    account: source.auth.account,
    ip: source.request.ip,
    call: callOf(source.request),
    action: change.action,
    resource: change.resource,
    record_id: change.recordId,
    record_name: change.name,
    changes: JSON.stringify(diff(change.before as Fields | undefined, change.after as Fields | undefined, change.secrets)),
  };
}

/** Appends the entry of one write; refuses to run outside the write's transaction. */
export async function recordChange(trx: Kysely<DB>, source: AuditSource, change: Change): Promise<void> {
  await recordChanges(trx, source, [change]);
}

/** Appends the entries of many writes of one call (an import), a few hundred per statement. */
export async function recordChanges(trx: Kysely<DB>, source: AuditSource, changes: readonly Change[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('An audit entry is written in the transaction of its change.');
  for (let start = 0; start < changes.length; start += 500) {
    const chunk = changes.slice(start, start + 500);
    const bodies = await companyBodies(trx, chunk);
    await trx
      .insertInto('audit_log')
      .values(chunk.map((change) => entryOf(source, change, bodies)))
      .execute();
  }
}
