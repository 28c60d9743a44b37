import { describe, expect, it } from 'vitest';
import { sampleRows } from '../../src/pages/designer/sampleRows';
import type { EntityDefinition, FieldDefinition } from '../../server/src/entities/language/document';

const words = (en: string) => ({ zh: en, en, es: en });
const field = (name: string, type: FieldDefinition['type'], more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type, label: words(name), ...more });

/** The preview's rows: a value of every kind of field, such as the list will show. */
describe('the preview’s sample rows', () => {
  it('gives each kind of field a value of its kind, and leaves files and items empty', () => {
    const doc = {
      name: 'samples',
      version: 1,
      labels: { name: words('Samples'), item: words('Sample'), create: words('New sample') },
      recordTitle: 'title',
      fields: [
        field('title', 'text'),
        field('phone', 'phone'),
        field('cost', 'number', { decimals: 2 }),
        field('kind', 'choice', { choices: [{ value: 'a', label: words('A') }, { value: 'b', label: words('B') }] }),
        field('empty_kind', 'choice'),
        field('done', 'boolean'),
        field('day', 'date'),
        field('at', 'datetime'),
        field('company_id', 'reference', { reference: { entity: 'companies' } }),
        field('staff_ids', 'reference', { reference: { entity: 'staff' }, multiple: true }),
        field('code', 'computed', { computed: { kind: 'code', prefix: 'S-', digits: 3 } }),
        field('visits', 'computed', { computed: { kind: 'count', entity: 'samples', field: 'company_id' } }),
        field('photo', 'image'),
        field('old', 'text', { retired: true }),
      ],
    } as EntityDefinition;
    const [first, second] = sampleRows(doc, 'en', 2);
    expect(first).toEqual({
      id: 1,
      version: 1,
      created_at: '2026-01-01 08:00:00',
      title: 'title 1',
      phone: '13800000000',
      cost: 12.5,
      kind: 'a',
      done: 1,
      day: '2026-01-10',
      at: '2026-01-10 09:30:00',
      company_id: 1,
      company_name: '#1',
      staff_ids: [1],
      staff_names: ['#1'],
      code: 'S-001',
    });
    expect(second).toMatchObject({ kind: 'b', done: 0, cost: 25 });
  });
});
