import type { RaRecord } from 'react-admin';

/**
 * Record versions (docs/API.md, "Record versions"): every update and delete names the version the
 * user's copy was read at, and an update sends only what the user changed, so that a save never
 * writes back, unseen, what someone else changed meanwhile.
 */

type Values = Record<string, unknown>;

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** Equal as a form sees it: empty is empty, 5 is "5", arrays and objects by their content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' || typeof b === 'object') {
    if (typeof a !== 'object' || typeof b !== 'object') return false;
    const keys = new Set([...Object.keys(a as Values), ...Object.keys(b as Values)]);
    return [...keys].every((key) => sameValue((a as Values)[key], (b as Values)[key]));
  }
  return String(a) === String(b);
}

/** The fields of `data` whose value differs from `previous` (a field `previous` lacks differs). */
export function changedFields(data: Values, previous: Values | undefined): Values {
  if (!previous) return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => key !== 'id' && key !== 'version' && !(key in previous && sameValue(value, previous[key]))));
}

/** The version a record was read at, when it has one. */
export function versionOf(record: unknown): number | undefined {
  const version = (record as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}

/** `{ version }` when known, else nothing (the call then writes as before). */
export function versionBody(version: number | undefined): { version?: number } {
  return version === undefined ? {} : { version };
}

/**
 * The versions of the rows the lists and details have shown, for the calls that are given ids
 * alone (react-admin's deleteMany and updateMany). The newest answer wins; bounded, oldest first out.
 */
export class SeenVersions {
  private readonly seen = new Map<string, number>();
  constructor(private readonly limit = 5000) {}

  private key(resource: string, id: RaRecord['id']) {
    return `${resource}\u0000${String(id)}`;
  }

  note(resource: string, rows: readonly unknown[]): void {
    for (const row of rows) {
      const version = versionOf(row);
      const id = (row as { id?: RaRecord['id'] } | null)?.id;
      if (version === undefined || id === undefined) continue;
      const key = this.key(resource, id);
      this.seen.delete(key);
      this.seen.set(key, version);
    }
    while (this.seen.size > this.limit) this.seen.delete(this.seen.keys().next().value!);
  }

  get(resource: string, id: RaRecord['id']): number | undefined {
    return this.seen.get(this.key(resource, id));
  }
}
