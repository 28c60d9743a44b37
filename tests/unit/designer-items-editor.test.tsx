import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FIELD_TYPES } from '../../server/src/entities/language/document';
import { DESIGNED_TYPES, missingWords } from '../../src/pages/designer/draft';
import { editField, shownWith, typeInto, words } from './helpers/fieldEditorHarness';

/** Rows of items in the designer: their most, and the fields of each row with their type's rules. */

const lines = () => ({ name: 'lines', type: 'items' as const, label: words('Lines'), max: 20, fields: [{ name: 'part', type: 'text' as const, label: words('Part') }] });

describe('the rows of items', () => {
  it('is offered with every other type of the language', () => {
    expect([...DESIGNED_TYPES].sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('bounds the rows as the checker does and gives each row field its type’s rules, never uniqueness', () => {
    const seen = editField(lines());
    typeInto('Most rows', '500');
    expect(shownWith(screen.getByLabelText('Most rows'))).toHaveTextContent('Must be a whole number from 1 to 200.');
    typeInto('Most rows', '50');
    expect(screen.getByLabelText('Most rows')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByLabelText('The list sorts by it')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a field to the rows' }));
    const second = within(screen.getByRole('group', { name: 'Row field 2' }));
    fireEvent.mouseDown(second.getByRole('combobox', { name: 'Type' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(7);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Number'));
    expect(within(screen.getByRole('group', { name: 'Row field 2' })).getByLabelText('Smallest value')).toBeInTheDocument();
    expect(screen.queryByLabelText('No two records alike')).toBeNull();
    expect(seen.at(-1)).toMatchObject({ max: 50, fields: [{ name: 'part', type: 'text' }, { name: 'field_2', type: 'number' }] });
    // Publishing needs the new row field's words.
    expect(missingWords({ fields: [seen.at(-1)!] }).filter((m) => m.place.startsWith('fields.0.fields')).map((m) => `${m.place}.${m.lang}`)).toEqual(['fields.0.fields.1.label.zh', 'fields.0.fields.1.label.en', 'fields.0.fields.1.label.es']);
  });

  it('shows a reserved row field name at the name, and asks for one field at least, in Spanish', () => {
    editField(lines(), { language: 'es' });
    const first = within(screen.getByRole('group', { name: 'Campo de fila 1' }));
    fireEvent.change(first.getByLabelText('Nombre (no cambia una vez publicado)'), { target: { value: 'position' } });
    expect(shownWith(within(screen.getByRole('group', { name: 'Campo de fila 1' })).getByLabelText('Nombre (no cambia una vez publicado)'))).toHaveTextContent('Este nombre está reservado.');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar este campo de las filas' }));
    expect(screen.queryByRole('group', { name: 'Campo de fila 1' })).toBeNull();
    expect(screen.getByText('Una lista de elementos necesita al menos un campo.')).toBeInTheDocument();
  });
});
