import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import type { FieldDef } from '../../types';

/** What a user chose for a list's columns, by field source: their order, and which are hidden. */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
}

/** Kept per user under `prefs.` (userStore), so that a logout keeps it. */
export const columnsKey = (list: string) => `prefs.columns.${list}`;

/**
 * The declared columns in the chosen order: sources no longer declared are dropped, columns
 * declared since come after in declaration order. At least one column always stays shown.
 */
export function arrange(columns: readonly FieldDef[], choice: Partial<ColumnChoice> | undefined) {
  const bySource = new Map(columns.map((field) => [field.source, field]));
  const order = (choice?.order ?? []).filter((source, i, all) => bySource.has(source) && all.indexOf(source) === i);
  for (const field of columns) if (!order.includes(field.source)) order.push(field.source);
  let hidden = (choice?.hidden ?? []).filter((source) => bySource.has(source));
  if (hidden.length >= order.length) hidden = [];
  const ordered = order.map((source) => bySource.get(source)!);
  return { order, hidden, ordered, visible: ordered.filter((field) => !hidden.includes(field.source)) };
}

/** Moves `source` one place up (-1) or down (+1). */
export function moved(order: readonly string[], source: string, step: -1 | 1): string[] {
  const from = order.indexOf(source);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Shows a hidden column or hides a shown one; the last shown column stays. */
export function toggled(order: readonly string[], hidden: readonly string[], source: string): string[] {
  if (hidden.includes(source)) return hidden.filter((s) => s !== source);
  return hidden.length + 1 >= order.length ? [...hidden] : [...hidden, source];
}

/** A list's columns as the user arranged them, and the ways to change them. */
export function useColumnChoice(list: string, columns: readonly FieldDef[]) {
  const [stored, setStored] = useStore<ColumnChoice | undefined>(columnsKey(list));
  const arranged = useMemo(() => arrange(columns, stored), [columns, stored]);
  const { order, hidden } = arranged;
  const set = useCallback((choice: ColumnChoice | undefined) => setStored(choice), [setStored]);
  return {
    ...arranged,
    set,
    move: (source: string, step: -1 | 1) => set({ order: moved(order, source, step), hidden }),
    toggle: (source: string) => set({ order, hidden: toggled(order, hidden, source) }),
    reset: () => set(undefined),
  };
}

export type ColumnChoiceState = ReturnType<typeof useColumnChoice>;
