// A small entity the definition tests design, save, change and roll back.
import type { EntityDefinition, FieldDefinition, Words } from '../../src/entities/language/document.js';

export const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
export const field = (name: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type: 'text', label: words(name), ...more });

export const inspectors = (fields: FieldDefinition[] = [field('full_name', { required: true, maxLength: 40 })], title = 'Inspectors'): EntityDefinition => ({
  name: 'inspectors',
  version: 1,
  labels: { name: words(title), item: words('Inspector'), create: words('New inspector') },
  recordTitle: 'full_name',
  fields,
});

/** The answer of definition-save and definition-rollback. */
export interface Applied {
  name: string;
  version: number;
  steps: { kind: string; says: string }[];
  refusals: { field: string; kind: string; rows: number; ids: number[]; fix: string; wayOut: string | null }[];
  applied: boolean;
}
