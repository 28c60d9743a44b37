import type { FieldDef, ResourceDef } from './types';

/**
 * The fields an export writes: the columns shown (the user's choice and order, else the listed
 * ones) that have a plain value or declare one in words, then the unlisted fields declaring one.
 */
export function exportedFields(def: ResourceDef, shown?: readonly FieldDef[]): FieldDef[] {
  const columns = shown ?? def.fields.filter((f) => f.list !== false && f.type !== 'password');
  return [...columns.filter((f) => f.exportValue || !f.view), ...def.fields.filter((f) => f.list === false && f.exportValue)];
}
