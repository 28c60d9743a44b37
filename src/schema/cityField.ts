import type { FieldDef } from './types';

/** The administrative area tree (province -> city -> district), loaded level by level. */
export const cityField = {
  source: 'city_id' as const,
  type: 'tree',
  required: true,
  tree: { endpoint: 'operate/government/get-city-data', parentParam: 'parent_id', display: 'city_name' },
} satisfies FieldDef;
