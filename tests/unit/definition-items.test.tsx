// Lists of items and computed values in the console: a definition's `items` field is edited
// inline in the form (rows added up to `max`, moved, removed, each keeping the id the server
// gave it), shown as a small table on the detail and named row by row in the history; computed
// fields are shown, never edited.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider, SaveButton } from 'react-admin';
import { LANGUAGES, type EntityDefinition } from '../../server/src/entities/language/document';
import governmentsDocument from '../../entities/governments.json';
import { CHANGED_BY, CODE, CREATED_BY, VISITS, patrolPoints, patrolRounds } from '../../server/tests/helpers/patrols';
import { toResourceDef } from '../../src/schema/definitions/toResourceDef';
import { FieldInput } from '../../src/schema/FieldInput';
import { FieldValue } from '../../src/schema/FieldValue';
import { resourceKey } from '../../src/schema/types';
import { validateDefinitions } from '../../src/schema/validateDefinition';
import { resources } from '../../src/resources';
import { itemsChange } from '../../src/schema/history/items';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { i18n } from '../../src/i18n';
import { featureMessages } from '../../src/featureMessages';
import { registry, setLanguage } from './helpers/resourceHarness';
import { RegistryContext } from '../../src/schema/RegistryContext';

const rounds = toResourceDef(patrolRounds());
const checks = rounds.def.fields.find((f) => f.source === 'checks')!;

async function renderForm(record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
  await setLanguage('en');
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', { resources: { patrol_rounds: rounds.messages[language] } }, true, true);
  return render(
    <RegistryContext.Provider value={registry}>
      <AdminContext i18nProvider={createI18nProvider(featureMessages)}>
        <ResourceContextProvider value={resourceKey(rounds.def)}>
          {/* As the generic form: the declaration's rules judge it, not the browser's. */}
          <Form record={record} onSubmit={onSubmit} noValidate>
            <FieldInput def={rounds.def} field={checks} mode="edit" />
            <SaveButton alwaysEnable />

          </Form>
        </ResourceContextProvider>
      </AdminContext>
    </RegistryContext.Provider>,
  );
}

const rowsOf = () => screen.getAllByRole('listitem');
/** What the form says under a row's input. */
const helperText = (row: number, source: string) => {
  const input = document.querySelector(`[name="checks.${row}.${source}"]`)!;
  return document.getElementById(`${input.id}-helper-text`)?.textContent;
};
/** A row's action button: the actions show while the pointer is over the row (CSS), so they are found by their label. */
const action = (row: number, label: string) => rowsOf()[row]!.querySelector<HTMLElement>(`button[aria-label="${label}"]`)!;

// Whole forms render here, each step a render: a busy machine takes seconds.
describe('the inline editor of a list of items', () => {
  it('moves, removes and adds rows, and sends them with the ids they had', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm({ id: 9, checks: [{ id: 1, name: 'Valve', result: 'ok' }, { id: 2, name: 'Gauge', result: 'fault' }, { id: 3, name: 'Pipe', result: 'ok' }] }, onSubmit);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    // Three rows of three at most: no room for another.
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    await user.click(action(1, 'Move up'));
    await user.click(action(2, 'Remove'));
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    await user.type(within(rowsOf()[2]!).getByRole('textbox', { name: /Item/ }), 'Tank');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]![0] as { checks: Record<string, unknown>[] };
    expect(sent.checks.map((row) => [row.id, row.name])).toEqual([
      [2, 'Gauge'],
      [1, 'Valve'],
      [undefined, 'Tank'],
    ]);
    // A new row takes its fields' defaults.
    expect(sent.checks[2]!.result).toBe('ok');
  });

  it('holds each row to its fields\' rules before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm({ id: 9, checks: [{ id: 1, name: 'Valve', reading: 250 }] }, onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperText(1, 'name')).toMatch(/Required/));
    expect(helperText(0, 'reading')).toMatch(/100/);
    expect(helperText(0, 'name')).toBe('\u200b');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the rows on the detail', () => {
  it('are a small table, a column per field, choices in words', async () => {
    await setLanguage('zh');
    for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', { resources: { patrol_rounds: rounds.messages[language] } }, true, true);
    render(
      <RegistryContext.Provider value={registry}>
        <AdminContext i18nProvider={createI18nProvider(featureMessages)}>
          <RecordContextProvider value={{ id: 9, checks: [{ id: 1, name: 'Valve', result: 'fault', reading: 12.5, done: 1 }] }}>
            <FieldValue def={rounds.def} field={checks} size="show" />
          </RecordContextProvider>
        </AdminContext>
      </RegistryContext.Provider>,
    );
    const table = await screen.findByRole('table', { name: '检查项' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['检查项', '结果', '读数', '已完成']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Valve', '故障', '12.5', '是']);
  });
});

describe('the history of a list of items', () => {
  it('names the rows added, changed and removed', () => {
    const translate = (key: string, options?: Record<string, unknown>) => `${key.split('.').at(-1)} ${String(options?.rows ?? '')}`;
    const from = [{ id: 1, name: 'Pipe', done: null }, { id: 2, name: 'Pump', done: null }];
    const to = [{ id: 1, name: 'Pipe', done: 1 }, { id: 3, name: 'Tank', done: null }];
    expect(itemsChange(checks, from, to, translate)).toEqual({ from: 'Pipe, Pump', to: 'added_rows Tank · changed_rows Pipe · removed_rows Pump' });
    expect(itemsChange(checks, null, [{ id: 4, name: '' }], translate)).toEqual({ from: '—', to: 'added_rows #1' });
  });
});

describe('computed fields', () => {
  const points = toResourceDef(patrolPoints([CODE, CREATED_BY, CHANGED_BY, VISITS]));
  const field = (source: string) => points.def.fields.find((f) => f.source === source);

  it('are shown and never in a form: a code as text, users by name, a count as a number', () => {
    expect(field('code')).toEqual({ source: 'code', type: 'text', form: false, filter: true, sortable: true });
    expect(field('created_by')).toEqual({ source: 'created_by', type: 'reference', form: false, filter: true, sortable: true, reference: { resource: 'systemUsers', optionText: 'name', display: 'created_by_name' } });
    expect(field('changed_by')).toMatchObject({ type: 'reference', form: false, reference: { display: 'changed_by_name' } });
    expect(field('visits')).toEqual({ source: 'visits', type: 'number', form: false, decimals: 0 });
    expect(points.def.import?.example).toEqual({ name: '名称' });
  });

  it('send a list of items as JSON, and leave it out of the list and the import', () => {
    expect(rounds.def.endpoints).toMatchObject({ create: { path: 'operate/entity/patrol_rounds/create', json: true }, update: { path: 'operate/entity/patrol_rounds/update', json: true } });
    expect(checks).toMatchObject({ type: 'items', list: false, items: { max: 3 } });
    expect(rounds.def.import?.example).toEqual({ title: '标题' });
    expect(rounds.messages.es.items).toMatchObject({ checks: { fields: { name: 'Elemento' }, choices: { result: { fault: 'Avería' } } } });
  });

  it('pass the declarations check beside the built-ins', () => {
    const governments = toResourceDef(governmentsDocument as EntityDefinition).def;
    expect(() => validateDefinitions([...resources, governments, rounds.def, points.def])).not.toThrow();
  });
});
