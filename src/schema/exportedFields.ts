import type { FieldDef, ResourceDef } from './types';

/** The fields an export writes: the listed ones with a plain value, and those declaring one in words. */
export function exportedFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.exportValue || (f.list !== false && f.type !== 'password' && !f.view));
}
