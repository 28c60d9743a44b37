import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DraftField } from '../../src/pages/designer/draft';
import { editField, shownWith, words } from './helpers/fieldEditorHarness';

/** Rules across fields in the designer: a comparison with another field of the same type, and requiredIf. */

const before: DraftField[] = [
  { name: 'issued', type: 'date', label: words('Issued') },
  { name: 'cost', type: 'number', label: words('Cost') },
  { name: 'revoked', type: 'boolean', label: words('Revoked') },
  { name: 'old_date', type: 'date', label: words('Old date'), retired: true },
];

const pick = (name: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(option));
};
const optionsOf = (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const texts = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return texts;
};

describe('the rules across fields', () => {
  it('compares a date with another date in use only, and requires it while another field has a value', () => {
    const seen = editField({ name: 'expiry', type: 'date', label: words('Expiry') }, { before });
    expect(optionsOf('Later than')).toEqual(['None', 'Issued (issued)']);
    pick('Later than', 'Issued (issued)');
    expect(seen.at(-1)!.compare).toEqual({ after: 'issued' });
    expect(screen.getByRole('combobox', { name: 'Later than' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(optionsOf('To be filled in while this field has a value (a switch: while it is on)')).toEqual(['None', 'Title (title)', 'Issued (issued)', 'Cost (cost)', 'Revoked (revoked)']);
    pick('To be filled in while this field has a value (a switch: while it is on)', 'Revoked (revoked)');
    expect(seen.at(-1)!.requiredIf).toBe('revoked');
    pick('Later than', 'None');
    expect(seen.at(-1)).not.toHaveProperty('compare');
  });

  it('says at the rule that a required field needs no requiredIf, as the server does', () => {
    editField({ name: 'expiry', type: 'date', label: words('Expiry'), requiredIf: 'revoked' }, { before });
    const rule = screen.getByRole('combobox', { name: 'To be filled in while this field has a value (a switch: while it is on)' });
    expect(shownWith(rule)).not.toHaveTextContent('A required field is required always.');
    fireEvent.click(screen.getByLabelText('Required'));
    expect(shownWith(rule)).toHaveTextContent('A required field is required always.');
  });

  it('words a number’s comparisons as sizes, in Chinese, and shows a name no field has at its rule', () => {
    editField({ name: 'price', type: 'number', label: words('Price'), compare: { min: 'gone' } }, { before, language: 'zh' });
    expect(optionsOf('大于')).toEqual(['无', 'Cost（中） (cost)']);
    const rule = screen.getByRole('combobox', { name: '不小于' });
    expect(rule).toHaveTextContent('gone');
    expect(shownWith(rule)).toHaveTextContent('定义中没有该字段。');
  });

  it('offers a text field no comparison, only requiredIf', () => {
    editField({ name: 'reason', type: 'text', label: words('Reason') }, { before });
    const group = within(screen.getByRole('group', { name: 'Rules across fields' }));
    expect(group.getAllByRole('combobox')).toHaveLength(1);
    expect(group.getByRole('combobox', { name: 'To be filled in while this field has a value (a switch: while it is on)' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Later than' })).toBeNull();
  });
});
