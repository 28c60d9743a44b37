import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DefinitionDiff } from '../../src/pages/designer/DefinitionDiff';
import { diffDefinitions } from '../../src/pages/designer/diff';
import { rebaseDraft } from '../../src/pages/designer/rebase';
import { renderDesigner } from './helpers/designerHarness';

/**
 * Two versions of a definition compared as `npm run entities -- diff` does: fields matched by
 * name (never by position), each change at its place, the order of fields apart, the version aside.
 */

const words = (en: string) => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const v1 = {
  name: 'work_orders',
  version: 1,
  labels: { name: words('Work orders'), item: words('Work order'), create: words('New work order') },
  recordTitle: 'title',
  fields: [
    { name: 'title', type: 'text', label: words('Title'), maxLength: 80 },
    { name: 'cost', type: 'number', label: words('Cost') },
    { name: 'notes', type: 'longText', label: words('Notes') },
  ],
};
const v2 = {
  ...v1,
  version: 2,
  labels: { ...v1.labels, name: { ...v1.labels.name, es: 'Órdenes de trabajo' } },
  fields: [
    { name: 'cost', type: 'number', label: words('Cost'), min: 0 },
    { name: 'title', type: 'text', label: words('Title'), maxLength: 80 },
    { name: 'technician', type: 'text', label: words('Technician') },
  ],
};

describe('the diff of two definitions', () => {
  it('names each change by its place, fields by name', () => {
    expect(diffDefinitions(v1, v2)).toEqual([
      { place: 'labels.name.es', kind: 'changed', before: 'Work orders (es)', after: 'Órdenes de trabajo' },
      { place: 'fields.cost.min', kind: 'added', after: 0 },
      { place: 'fields.notes', kind: 'removed', before: v1.fields[2] },
      { place: 'fields.technician', kind: 'added', after: v2.fields[2] },
      { place: 'fields', kind: 'changed', before: ['title', 'cost'], after: ['cost', 'title'] },
    ]);
  });

  it('finds nothing between two saves of the same document', () => {
    expect(diffDefinitions(v1, { ...v1, version: 7, $schema: '../docs/entity.schema.json' })).toEqual([]);
  });

  it('shows the changes as a table, and says when there is none', () => {
    renderDesigner(<DefinitionDiff before={v1} after={v2} label="v1 → v2" />);
    const table = screen.getByRole('table', { name: 'v1 → v2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('labels.name.es');
    expect(rows[0]).toHaveTextContent('Changed');
    expect(rows[0]).toHaveTextContent('Work orders (es)');
    expect(rows[0]).toHaveTextContent('Órdenes de trabajo');
    expect(within(rows[2]!).getByText('Removed')).toBeInTheDocument();
    renderDesigner(<DefinitionDiff before={v1} after={v1} label="same" />, 'es');
    expect(screen.getByText('No hay diferencias.')).toBeInTheDocument();
  });

  it('shows a new entity as every key added', () => {
    const changes = diffDefinitions(undefined, v1);
    expect(changes.map((c) => c.place)).toEqual(['name', 'labels', 'recordTitle', 'fields.title', 'fields.cost', 'fields.notes']);
    expect(changes.every((c) => c.kind === 'added')).toBe(true);
  });

  it('carries a draft’s changes onto a version published meantime, keeping theirs where the draft did not touch', () => {
    // The draft (from v1): the Spanish title, a maximum for the cost, the notes taken out.
    const mine = { ...v1, labels: { ...v1.labels, name: { ...v1.labels.name, es: 'Órdenes' } }, fields: [v1.fields[0]!, { ...v1.fields[1]!, max: 100 }] };
    // Theirs (v2 from v1): the English title, a minimum for the cost, a field added.
    const theirs = { ...v1, version: 2, labels: { ...v1.labels, name: { ...v1.labels.name, en: 'Jobs' } }, fields: [...v1.fields.slice(0, 2).map((f) => (f.name === 'cost' ? { ...f, min: 0 } : f)), v1.fields[2]!, { name: 'crew', type: 'text', label: words('Crew') }] };
    const rebased = rebaseDraft(v1, mine, theirs);
    expect(rebased.version).toBe(2);
    expect(rebased.labels.name).toEqual({ zh: 'Work orders（中）', en: 'Jobs', es: 'Órdenes' });
    expect(rebased.fields.map((f) => f.name)).toEqual(['title', 'cost', 'crew']);
    expect(rebased.fields[1]).toEqual({ name: 'cost', type: 'number', label: words('Cost'), min: 0, max: 100 });
    expect(diffDefinitions(theirs, rebased).map((c) => c.place)).toEqual(['labels.name.es', 'fields.cost.max', 'fields.notes']);
  });
});
