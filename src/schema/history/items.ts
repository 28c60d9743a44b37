// A change of a list of items in words: the audit log keeps the rows before and after (one entry
// for the whole change of the record); the history names the rows added, changed and removed,
// each by its first text value, matched by the id the server gave it.
import type { FieldDef } from '../types';

type Row = Record<string, unknown>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => typeof r === 'object' && r !== null) : []);

/** A row by its first field holding text (its name, usually), else its place. */
function rowName(field: FieldDef, row: Row, place: number): string {
  const named = field.items?.fields.find((f) => typeof row[f.source] === 'string' && row[f.source] !== '');
  return named ? String(row[named.source]) : `#${place + 1}`;
}

/** "Added: Tank · Changed: Pipe · Removed: Pump", and the rows as they were before. */
export function itemsChange(field: FieldDef, from: unknown, to: unknown, translate: Translate): { from: string; to: string } {
  const before = rowsOf(from);
  const after = rowsOf(to);
  const byId = new Map<unknown, Row>(before.map((row) => [row.id, row]));
  const kept = new Set<unknown>(after.map((row) => row.id).filter((id) => id !== undefined));
  const same = (a: Row, b: Row) => JSON.stringify({ ...a, id: undefined }) === JSON.stringify({ ...b, id: undefined });
  const had = (row: Row) => row.id !== undefined && byId.has(row.id);
  const added = after.filter((row) => !had(row)).map((row) => rowName(field, row, after.indexOf(row)));
  const changed = after.filter((row) => had(row) && !same(byId.get(row.id)!, row)).map((row) => rowName(field, row, after.indexOf(row)));
  const removed = before.filter((row) => !kept.has(row.id)).map((row) => rowName(field, row, before.indexOf(row)));
  const parts = [
    ['added_rows', added],
    ['changed_rows', changed],
    ['removed_rows', removed],
  ] as const;
  const said = parts.filter(([, rows]) => rows.length > 0).map(([key, rows]) => translate(`resources.auditLog.diff.${key}`, { rows: rows.join(', ') }));
  return { from: before.length === 0 ? '—' : before.map((row, i) => rowName(field, row, i)).join(', '), to: said.length === 0 ? '—' : said.join(' · ') };
}
