import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { editField, shownWith, typeInto, words } from './helpers/fieldEditorHarness';

/** A computed field in the designer: a code with its prefix and digits, who created or changed the record, a count. */

const pick = (name: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(option));
};

describe('the computed options', () => {
  it('makes a running code whose prefix and digits the checker judges, with none of a written value’s rules', () => {
    const seen = editField({ name: 'number', type: 'computed', label: words('Number'), computed: { kind: 'createdBy' } });
    expect(screen.queryByLabelText('Required')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Rules across fields' })).toBeNull();
    pick('What the server fills in', 'A running code');
    expect(seen.at(-1)!.computed).toEqual({ kind: 'code', prefix: '', digits: 6 });
    typeInto('Prefix of the code', 'WO #');
    expect(shownWith(screen.getByLabelText('Prefix of the code'))).toHaveTextContent('Use at most 20 letters, digits and . _ - /');
    typeInto('Prefix of the code', 'WO-');
    expect(screen.getByLabelText('Prefix of the code')).toHaveAttribute('aria-invalid', 'false');
    typeInto('Digits of its number', '20');
    expect(shownWith(screen.getByLabelText('Digits of its number'))).toHaveTextContent('Must be a whole number from 1 to 12.');
    typeInto('Digits of its number', '5');
    expect(seen.at(-1)!.computed).toEqual({ kind: 'code', prefix: 'WO-', digits: 5 });
  });

  it('counts the records pointing here through a reference field the checker finds, and neither sorts nor filters by it', () => {
    const seen = editField(
      { name: 'children', type: 'computed', label: words('Sub-orders'), computed: { kind: 'createdBy' } },
      { before: [{ name: 'parent_id', type: 'reference', label: words('Parent'), reference: { entity: 'work_orders' } }] },
    );
    expect(screen.getByLabelText('The list sorts by it')).toBeInTheDocument();
    pick('What the server fills in', 'How many records point at this one');
    expect(seen.at(-1)!.computed).toEqual({ kind: 'count', entity: 'work_orders', field: '' });
    expect(screen.queryByLabelText('The list sorts by it')).toBeNull();
    // Nothing chosen yet: the checker asks for it; the choices are the reference fields pointing here.
    const by = 'Their reference field pointing here';
    expect(shownWith(screen.getByRole('combobox', { name: by }))).toHaveTextContent('Names no reference field of that entity pointing at this one.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: by }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Parent (parent_id)']);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Parent (parent_id)'));
    expect(seen.at(-1)!.computed).toEqual({ kind: 'count', entity: 'work_orders', field: 'parent_id' });
    expect(screen.getByRole('combobox', { name: by })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps offering a count’s field that points nowhere, for the checker to name', () => {
    editField(
      { name: 'children', type: 'computed', label: words('Sub-orders'), computed: { kind: 'count', entity: 'work_orders', field: 'title' } },
      { before: [{ name: 'parent_id', type: 'reference', label: words('Parent'), reference: { entity: 'work_orders' } }] },
    );
    const by = screen.getByRole('combobox', { name: 'Their reference field pointing here' });
    expect(by).toHaveTextContent('title');
    expect(shownWith(by)).toHaveTextContent('Names no reference field of that entity pointing at this one.');
  });

  it('words the kinds in Chinese', () => {
    const seen = editField({ name: 'author', type: 'computed', label: words('Author'), computed: { kind: 'createdBy' } }, { language: 'zh' });
    pick('由服务器填写的内容', '最后修改人');
    expect(seen.at(-1)!.computed).toEqual({ kind: 'changedBy' });
  });
});
