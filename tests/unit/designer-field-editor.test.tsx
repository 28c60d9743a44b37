import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DraftField } from '../../src/pages/designer/draft';
import { editField, typeInto, words } from './helpers/fieldEditorHarness';
import type { Language } from '../../src/i18n/languages';

/**
 * One field in the designer: the inputs its type takes, each problem of the language's checker
 * (the server's own) at its input as typed, in the designer's language.
 */

const show = (field: DraftField, language: Language = 'en') => editField(field, { language });

describe('the field editor', () => {
  it('offers a text field its lengths and pattern, and says at the shortest length that it exceeds the longest', () => {
    show({ name: 'code', type: 'text', label: words('Code') });
    expect(screen.queryByLabelText('Smallest value')).toBeNull();
    typeInto('Longest length', '5');
    expect(screen.queryByText('Must not exceed maxLength.')).toBeNull();
    typeInto('Shortest length', '8');
    const shortest = screen.getByLabelText('Shortest length');
    expect(shortest).toHaveAttribute('aria-invalid', 'true');
    expect(shortest.closest('.MuiFormControl-root')).toHaveTextContent('Must not exceed maxLength.');
    typeInto('Shortest length', '3');
    expect(screen.getByLabelText('Shortest length')).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a pattern the linear-time engine cannot run, and asks for its message in the three languages', () => {
    show({ name: 'code', type: 'text', label: words('Code') });
    typeInto('Pattern (regular expression)', '^(?=A)[A-Z]{2}$');
    expect(screen.getByLabelText('Pattern (regular expression)').closest('.MuiFormControl-root')).toHaveTextContent(/linear-time engine \(RE2\)/);
    typeInto('Pattern (regular expression)', '^[A-Z]{2}\\d{4}$');
    expect(screen.getByLabelText('Pattern (regular expression)')).toHaveAttribute('aria-invalid', 'false');
    const es = screen.getByLabelText(/What the form says .* · Spanish/);
    expect(es.closest('.MuiFormControl-root')).toHaveTextContent('The word in es is missing.');
    typeInto(/What the form says .* · Spanish/, 'Como AB1234');
    expect(screen.getByLabelText(/What the form says .* · Spanish/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('gives a number its range and decimals instead of lengths, reading what is typed as numbers', () => {
    const seen = show({ name: 'cost', type: 'number', label: words('Cost') });
    expect(screen.queryByLabelText('Longest length')).toBeNull();
    typeInto('Digits after the point', '2');
    expect(seen.at(-1)!.decimals).toBe(2);
    typeInto('Digits after the point', '9');
    expect(screen.getByLabelText('Digits after the point').closest('.MuiFormControl-root')).toHaveTextContent('Must be a whole number from 0 to 6.');
    typeInto('Default value', '12.5');
    expect(seen.at(-1)!.default).toBe(12.5);
  });

  it('says the problems in the designer’s language, in the server’s words', () => {
    show({ name: 'cost', type: 'number', label: words('Cost') }, 'es');
    typeInto('Valor mínimo', '10');
    typeInto('Valor máximo', '1');
    expect(screen.getByLabelText('Valor mínimo').closest('.MuiFormControl-root')).toHaveTextContent('No debe superar max.');
  });

  it('finds a choice given twice at the second one', () => {
    show({ name: 'kind', type: 'choice', label: words('Kind'), choices: [{ value: 'repair', label: words('Repair') }] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    const values = screen.getAllByLabelText('Value');
    fireEvent.change(values[1]!, { target: { value: 'repair' } });
    expect(screen.getAllByLabelText('Value')[1]!.closest('.MuiFormControl-root')).toHaveTextContent('Is given twice.');
    expect(screen.getAllByLabelText('Value')[0]).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps the words and drops the old type’s rules when the type changes', () => {
    const seen = show({ name: 'code', type: 'text', label: words('Code'), maxLength: 20 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Reference to a record'));
    // A new reference points at the companies until another target is picked among the built-in resources.
    expect(seen.at(-1)).toEqual({ name: 'code', type: 'reference', label: words('Code'), reference: { entity: 'companies' } });
    expect(screen.queryByLabelText('Longest length')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Points at' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('staff'));
    expect(seen.at(-1)!.reference).toEqual({ entity: 'staff' });
    expect(screen.getByRole('combobox', { name: 'Points at' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a reference without its target at the target', () => {
    show({ name: 'lead_id', type: 'reference', label: words('Lead') });
    expect(screen.getByRole('combobox', { name: 'Points at' }).closest('.MuiFormControl-root')).toHaveTextContent('A reference names its entity.');
  });
});
