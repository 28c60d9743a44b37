import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { missingWords } from '../../src/pages/designer/draft';
import { editField, shownWith, typeInto, words } from './helpers/fieldEditorHarness';

/** A reference's list on the referenced record's page, and a reference to several records with its most. */

const lead = () => ({ name: 'lead_id', type: 'reference' as const, label: words('Lead'), reference: { entity: 'staff' } });

describe('the reference options', () => {
  it('lists these records on the referenced record’s page under words asked in the three languages', () => {
    const seen = editField(lead());
    expect(screen.queryByRole('group', { name: 'Title of the list there' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show these records on the referenced record’s page' }));
    expect(seen.at(-1)!.reference).toEqual({ entity: 'staff', related: { label: { zh: '', en: '', es: '' } } });
    const spanish = screen.getByLabelText('Title of the list there · Spanish');
    expect(shownWith(spanish)).toHaveTextContent('The word in es is missing.');
    typeInto('Title of the list there · Spanish', 'Órdenes que dirige');
    expect(screen.getByLabelText('Title of the list there · Spanish')).toHaveAttribute('aria-invalid', 'false');
    expect(seen.at(-1)!.reference!.related!.label.es).toBe('Órdenes que dirige');
    // Publishing needs the list's words in every language.
    const doc = { fields: [seen.at(-1)!] };
    expect(missingWords(doc).map((m) => `${m.place}.${m.lang}`)).toEqual(['labels.name.zh', 'labels.name.en', 'labels.name.es', 'labels.item.zh', 'labels.item.en', 'labels.item.es', 'labels.create.zh', 'labels.create.en', 'labels.create.es', 'fields.0.reference.related.label.zh', 'fields.0.reference.related.label.en']);
    fireEvent.click(screen.getByRole('switch', { name: 'Show these records on the referenced record’s page' }));
    expect(seen.at(-1)!.reference).toEqual({ entity: 'staff' });
  });

  it('takes several records up to a most the checker bounds, and drops the most with the switch', () => {
    const seen = editField(lead());
    expect(screen.queryByLabelText('Most records')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Several records' }));
    expect(seen.at(-1)!.multiple).toBe(true);
    typeInto('Most records', '0');
    expect(shownWith(screen.getByLabelText('Most records'))).toHaveTextContent('Must be a whole number from 1 to 1000.');
    typeInto('Most records', '5');
    expect(screen.getByLabelText('Most records')).toHaveAttribute('aria-invalid', 'false');
    expect(seen.at(-1)).toMatchObject({ multiple: true, max: 5 });
    fireEvent.click(screen.getByRole('switch', { name: 'Several records' }));
    expect(seen.at(-1)).not.toHaveProperty('multiple');
    expect(seen.at(-1)).not.toHaveProperty('max');
  });

  it('says a unique reference of several records is refused, at the rule, in Chinese', () => {
    editField({ ...lead(), unique: true }, { language: 'zh' });
    fireEvent.click(screen.getByRole('switch', { name: '可选多条记录' }));
    expect(screen.getByLabelText('不允许重复').closest('.MuiFormControl-root')).toHaveTextContent('多值字段没有这项规则。');
  });
});
