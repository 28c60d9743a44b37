import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FieldEditor } from '../../src/pages/designer/FieldEditor';
import { ProblemsContext, draftProblems } from '../../src/pages/designer/problems';
import { emptyDocument, referenceTargets, type DraftDocument, type DraftField } from '../../src/pages/designer/draft';
import { renderDesigner } from './helpers/designerHarness';
import type { Language } from '../../src/i18n/languages';

/**
 * One field in the designer: the inputs its type takes, each problem of the language's checker
 * (the server's own) at its input as typed, in the designer's language.
 */

const words = (en: string) => ({ zh: `${en}（中）`, en, es: `${en} (es)` });

function draftWith(field: DraftField): DraftDocument {
  return { ...emptyDocument(), name: 'work_orders', labels: { name: words('Work orders'), item: words('Work order'), create: words('New work order') }, recordTitle: 'title', fields: [{ name: 'title', type: 'text', label: words('Title') }, field] };
}

/** The field editor over a draft whose problems the checker finds on every change, as the editor does. */
function Editing({ field, seen }: { field: DraftField; seen?: (f: DraftField) => void }) {
  const [doc, setDoc] = useState(() => draftWith(field));
  const problems = useMemo(() => draftProblems(doc, []), [doc]);
  const own = doc.fields[1]!;
  return (
    <ProblemsContext.Provider value={problems}>
      <FieldEditor
        field={own}
        index={1}
        fields={doc.fields}
        targets={referenceTargets([], doc.name!)}
        stored={false}
        wordsOnly={false}
        onChange={(next) => {
          seen?.(next);
          setDoc((d) => ({ ...d, fields: [d.fields[0]!, next] }));
        }}
      />
    </ProblemsContext.Provider>
  );
}

const show = (field: DraftField, language: Language = 'en', seen?: (f: DraftField) => void) => renderDesigner(<Editing field={field} seen={seen} />, language);
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the field editor', () => {
  it('offers a text field its lengths and pattern, and says at the shortest length that it exceeds the longest', () => {
    show({ name: 'code', type: 'text', label: words('Code') });
    expect(screen.queryByLabelText('Smallest value')).toBeNull();
    type('Longest length', '5');
    expect(screen.queryByText('Must not exceed maxLength.')).toBeNull();
    type('Shortest length', '8');
    const shortest = screen.getByLabelText('Shortest length');
    expect(shortest).toHaveAttribute('aria-invalid', 'true');
    expect(shortest.closest('.MuiFormControl-root')).toHaveTextContent('Must not exceed maxLength.');
    type('Shortest length', '3');
    expect(screen.getByLabelText('Shortest length')).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a pattern the linear-time engine cannot run, and asks for its message in the three languages', () => {
    show({ name: 'code', type: 'text', label: words('Code') });
    type('Pattern (regular expression)', '^(?=A)[A-Z]{2}$');
    expect(screen.getByLabelText('Pattern (regular expression)').closest('.MuiFormControl-root')).toHaveTextContent(/linear-time engine \(RE2\)/);
    type('Pattern (regular expression)', '^[A-Z]{2}\\d{4}$');
    expect(screen.getByLabelText('Pattern (regular expression)')).toHaveAttribute('aria-invalid', 'false');
    const es = screen.getByLabelText(/What the form says .* · Spanish/);
    expect(es.closest('.MuiFormControl-root')).toHaveTextContent('The word in es is missing.');
    type(/What the form says .* · Spanish/, 'Como AB1234');
    expect(screen.getByLabelText(/What the form says .* · Spanish/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('gives a number its range and decimals instead of lengths, reading what is typed as numbers', () => {
    const seen: DraftField[] = [];
    show({ name: 'cost', type: 'number', label: words('Cost') }, 'en', (f) => seen.push(f));
    expect(screen.queryByLabelText('Longest length')).toBeNull();
    type('Digits after the point', '2');
    expect(seen.at(-1)!.decimals).toBe(2);
    type('Digits after the point', '9');
    expect(screen.getByLabelText('Digits after the point').closest('.MuiFormControl-root')).toHaveTextContent('Must be a whole number from 0 to 6.');
    type('Default value', '12.5');
    expect(seen.at(-1)!.default).toBe(12.5);
  });

  it('says the problems in the designer’s language, in the server’s words', () => {
    show({ name: 'cost', type: 'number', label: words('Cost') }, 'es');
    type('Valor mínimo', '10');
    type('Valor máximo', '1');
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
    const seen: DraftField[] = [];
    show({ name: 'code', type: 'text', label: words('Code'), maxLength: 20 }, 'en', (f) => seen.push(f));
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
