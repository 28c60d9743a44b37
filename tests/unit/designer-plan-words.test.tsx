import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PlanInWords } from '../../src/pages/designer/PlanInWords';
import { confirmable, refusalsAtFields } from '../../src/pages/designer/planWords';
import { designerI18n } from './helpers/designerHarness';
import type { Refusal, SaveAnswer } from '../../src/pages/designer/calls';
import { emptyDocument, type DraftDocument } from '../../src/pages/designer/draft';
import { renderDesigner } from './helpers/designerHarness';

/**
 * A dry run's plan as an administrator reads it: each refusal says how many records stand in the
 * way of which field (by its words), links the first records, and gives the way out this draft has.
 */

const doc = (technician: Partial<DraftDocument['fields'][number]> = {}): DraftDocument => ({
  ...emptyDocument(),
  name: 'work_orders',
  route: '/maintenance/orders',
  fields: [
    { name: 'title', type: 'text', label: { zh: '标题', en: 'Title', es: 'Título' } },
    { name: 'technician', type: 'text', label: { zh: '技术员', en: 'Technician', es: 'Técnico' }, required: true, ...technician },
  ],
});

const required: Refusal = { field: 'technician', kind: 'required', rows: 3, ids: [4, 7, 9], message: 'technician becomes required, and some rows hold no value.', wayOut: null, fix: 'default' };
/** The same refusal, the draft now giving the field a default: confirming fills the rows. */
const filled: Refusal = { ...required, fix: 'confirm' };
const plan = (refusals: Refusal[]): SaveAnswer => ({
  name: 'work_orders',
  version: 4,
  applied: false,
  refusals,
  steps: [{ kind: 'add-column', table: 'entity_work_orders', field: 'technician', says: 'Add the column technician.' }],
});

describe('the plan in words', () => {
  it('tells a required field lacking values by its words, with the first records as links and the way out', () => {
    renderDesigner(<PlanInWords plan={plan([required])} doc={doc()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('3 records have no value for Technician.');
    expect(alert).toHaveTextContent('Give Technician a default to fill them, then publish again.');
    const links = within(alert).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['#4', '#7', '#9']);
    expect(links[0]).toHaveAttribute('href', '/maintenance/orders/4/show');
    expect(screen.getByText('Add Technician to every record (at once, whatever their number).')).toBeInTheDocument();
    expect(confirmable([required])).toBe(false);
  });

  it('says a draft with a default fills those records on publish, which may then confirm', () => {
    renderDesigner(<PlanInWords plan={plan([filled])} doc={doc({ default: 'Li' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Publishing fills them with the default (Li).');
    expect(confirmable([filled])).toBe(true);
  });

  it('speaks Chinese and Spanish, one record or many', () => {
    const one = { ...required, rows: 1, ids: [4] };
    renderDesigner(<PlanInWords plan={plan([one])} doc={doc()} />, 'es');
    expect(screen.getByRole('alert')).toHaveTextContent('1 registro no tiene valor en «Técnico».');
    expect(screen.getByRole('alert')).toHaveTextContent('Dé a «Técnico» un valor por defecto para rellenarlos y vuelva a publicar.');
    renderDesigner(<PlanInWords plan={plan([required])} doc={doc()} />, 'zh');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('有 3 条记录没有填写“技术员”。');
  });

  it('has no way out for a changed type but a new field, and a removed field is retired on confirm', () => {
    const typed: Refusal = { ...required, kind: 'type', rows: 2, ids: [1, 2], fix: 'new-field' };
    const removed: Refusal = { field: 'notes', kind: 'removed', rows: 5, ids: [1], message: '', wayOut: '', fix: 'confirm' };
    renderDesigner(<PlanInWords plan={plan([typed, removed])} doc={doc()} />);
    const [first, second] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent('The type of Technician changes, and 2 records hold a value for it.');
    expect(first).toHaveTextContent('There is no way out but a new field');
    // A field no longer in the draft is named as the plan names it.
    expect(second).toHaveTextContent('notes was taken out of the definition, and 5 records hold a value for it.');
    expect(confirmable([typed, removed])).toBe(false);
    expect(confirmable([removed])).toBe(true);
  });

  it('says when nothing changes in the database, and keeps the server’s line for a step it does not know', () => {
    renderDesigner(<PlanInWords plan={{ ...plan([]), steps: [] }} doc={doc()} />);
    expect(screen.getByText('Nothing changes in the database.')).toBeInTheDocument();
    renderDesigner(<PlanInWords plan={{ ...plan([]), steps: [{ kind: 'reticulate', table: 't', says: 'Reticulate the splines.' }] }} doc={doc()} />);
    expect(screen.getAllByText('Reticulate the splines.').length).toBeGreaterThan(0);
  });

  it('leaves each refusal at its field’s input, a removed field’s in the dialog only', () => {
    const removed: Refusal = { field: 'notes', kind: 'removed', rows: 5, ids: [1], message: '', wayOut: '', fix: 'confirm' };
    const t = designerI18n('en').t;
    expect(refusalsAtFields([required, removed], doc(), 'en', t)).toEqual({
      'fields.1.required': '3 records have no value for Technician. Give Technician a default to fill them, then publish again.',
    });
  });
});
