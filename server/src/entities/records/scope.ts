// An entity's records inside the caller's jurisdiction (security/jurisdiction.ts). A record is
// inside through its references to companies, governments, staff, check points or accounts: at
// least one set, and every one set inside. A definition with none is seen by unbound users only;
// one saying `scope: "none"` is seen by everyone. A built-in table that is itself one of those
// (governments) is inside by its own id.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Auth } from '../../http/auth.js';
import { forbidden, invalidField } from '../../http/errors.js';
import { columnRef } from '../../http/list.js';
import { insideCondition, OUTSIDE_MESSAGE, type Jurisdiction, type ScopedKind } from '../../security/jurisdiction.js';
import { entityNames, hasColumn, isLinkList, liveFields, type EntityDefinition, type FieldDefinition } from '../language/document.js';
import { isLink, loose, selectRecords, targetOf, type AnySelect } from './query.js';

const KIND_OF_TABLE: Readonly<Record<string, ScopedKind>> = {
  companies: 'companies',
  governments: 'governments',
  staff: 'staff',
  check_points: 'check_points',
  accounts: 'accounts',
};

/**
 * Does a jurisdiction read this field? A reference to a built-in table it is bounded by (a
 * reference to a defined entity adopting one is not known without the definitions).
 */
export function scopesRecords(field: FieldDefinition): boolean {
  return KIND_OF_TABLE[targetOf(field, [])?.table ?? ''] !== undefined;
}

/** The reference fields a record is inside through, with what each names. */
export function scopedFields(d: EntityDefinition, definitions: readonly EntityDefinition[]): { name: string; kind: ScopedKind }[] {
  return liveFields(d).flatMap((field) => {
    if (!isLink(field) || isLinkList(field) || !hasColumn(field)) return [];
    const kind = KIND_OF_TABLE[targetOf(field, definitions)?.table ?? ''];
    return kind ? [{ name: field.name, kind }] : [];
  });
}

/** How a list reads the scope (calls.ts list). */
export interface ScopeReading {
  /**
   * On SQLite, a scope matching many records reads better along the sort's index than along the
   * reference's (which would sort them all for one page): `+column` keeps its index out (calls.ts withFilters).
   */
  unindexed?: boolean;
  /** The jurisdiction's companies as a temporary table (security/jurisdiction-companies.ts), for references to companies. */
  companies?: string | undefined;
}

/** The condition on `t`, or undefined where the caller sees every record. */
function recordCondition(j: Jurisdiction, d: EntityDefinition, definitions: readonly EntityDefinition[], reading: ScopeReading) {
  const own = KIND_OF_TABLE[entityNames(d).table];
  if (own) return insideCondition(j, own, sql.ref('t.id'));
  const fields = scopedFields(d, definitions);
  if (fields.length === 0) return sql<SqlBool>`1 = 0`;
  const ref = (name: string) => columnRef(`t.${name}`, !reading.unindexed);
  const inside = (f: { name: string; kind: ScopedKind }) =>
    f.kind === 'companies' && reading.companies ? sql<SqlBool>`${ref(f.name)} in ${sql.table(`temp.${reading.companies}`)}` : insideCondition(j, f.kind, ref(f.name));
  // One reference: inside means set and inside, with no OR that would keep its index out of a narrow scope.
  if (fields.length === 1) return inside(fields[0]!);
  const anySet = sql.join(fields.map((f) => sql`${ref(f.name)} is not null`), sql` or `);
  const eachInside = fields.map((f) => sql`(${ref(f.name)} is null or ${inside(f)})`);
  return sql<SqlBool>`(${anySet}) and ${sql.join(eachInside, sql` and `)}`;
}

/** `$call(recordsInside(auth, d, definitions))` on a select of `t`: the records the caller may see. */
export function recordsInside(auth: Auth, d: EntityDefinition, definitions: readonly EntityDefinition[], reading: ScopeReading = {}) {
  return (query: AnySelect): AnySelect => {
    if (!auth.jurisdiction || d.scope === 'none') return query;
    const condition = recordCondition(auth.jurisdiction, d, definitions, reading);
    return condition ? query.where(condition) : query;
  };
}

/** True when the record exists and the caller may see it. */
export async function recordInside(db: Kysely<DB>, auth: Auth, d: EntityDefinition, definitions: readonly EntityDefinition[], id: number): Promise<boolean> {
  const found = await selectRecords(loose(db), d).select('t.id').where('t.id', '=', id).$call(recordsInside(auth, d, definitions)).executeTakeFirst();
  return found !== undefined;
}

/**
 * A create or update keeps the record inside: each reference it sets inside (2001 at the field),
 * and one at least set once written (`merged`: the record as it will be). A definition with no
 * such reference takes no write from a bound caller (2003).
 */
export async function checkInside(
  db: Kysely<DB>,
  auth: Auth,
  d: EntityDefinition,
  definitions: readonly EntityDefinition[],
  sent: Record<string, unknown>,
  merged: Record<string, unknown>,
): Promise<void> {
  if (!auth.jurisdiction || d.scope === 'none') return;
  const fields = scopedFields(d, definitions);
  if (fields.length === 0) {
    if (!KIND_OF_TABLE[entityNames(d).table]) throw forbidden(OUTSIDE_MESSAGE);
    return;
  }
  const j = auth.jurisdiction;
  for (const f of fields) {
    const value = sent[f.name];
    if (value === undefined || value === null) continue;
    const { rows } = await sql`select 1 as one where ${insideCondition(j, f.kind, sql.val(value))}`.execute(db);
    if (rows.length === 0) throw invalidField(f.name, OUTSIDE_MESSAGE);
  }
  if (fields.every((f) => merged[f.name] === undefined || merged[f.name] === null)) throw invalidField(fields[0]!.name, OUTSIDE_MESSAGE);
}
