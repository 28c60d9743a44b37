import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api';
import { renderAdmin } from './helpers/adminHarness';

/**
 * Uploading several definition files in the designer (English), over a backend the test keeps:
 * one dry run of them all, one call that applies them all, and a refusal that names its file
 * and leaves the dialog open.
 */

const doc = (name: string) => ({ name, version: 1, labels: {}, fields: [{ name: 'title', type: 'text' }] });
const plan = (name: string, applied: boolean) => ({ name, version: 1, applied, refusals: [], steps: [{ kind: 'create-table', table: `entity_${name}`, says: `Create the table entity_${name}.` }] });
const calls: [string, Record<string, unknown>][] = [];
/** What definition-save-all answers: the plans, or a refusal of an item. */
let answer: (dryRun: boolean) => unknown;

vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return {
    ...actual,
    call: vi.fn(async (path: string, body: Record<string, unknown>) => {
      calls.push([path, body]);
      switch (path) {
        case 'operate/entity/definition-list':
        case 'operate/entity/definition-draft-list':
          return [];
        case 'operate/entity/definition-save-all':
          return answer(body.dry_run === 1);
        default:
          return actual.call(path, body as never);
      }
    }),
  };
});

const saveAllCalls = () => calls.filter(([p]) => p === 'operate/entity/definition-save-all').map(([, b]) => b);
const refusal = (item: number, code: number, message: string, fields: Record<string, string> = {}) => new ApiError(code, message, fields, undefined, undefined, { item, fields });

async function upload(...names: string[]) {
  await renderAdmin('/sys_permission/entity');
  const input = await screen.findByLabelText('Upload files');
  const files = names.map((name) => new File([JSON.stringify(doc(name))], `${name}.json`, { type: 'application/json' }));
  fireEvent.change(input, { target: { files } });
  return screen.findByRole('dialog');
}

beforeEach(() => {
  calls.length = 0;
  answer = (dryRun) => [plan('depots', !dryRun), plan('crews', !dryRun)];
});

describe('uploading definition files', { timeout: 60_000 }, () => {
  it('plans every file with one dry run, and applies them all with one call', async () => {
    const dialog = await upload('depots', 'crews');
    expect(await within(dialog).findByText('The files are applied together: if one of them is refused, none is applied.')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply all' });
    await waitFor(() => expect(apply).toBeEnabled());
    expect(saveAllCalls()).toEqual([{ items: [{ definition: doc('depots') }, { definition: doc('crews') }], dry_run: 1 }]);
    expect(calls.some(([p]) => p === 'operate/entity/definition-save')).toBe(false);

    fireEvent.click(apply);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saveAllCalls()).toHaveLength(2);
    expect(saveAllCalls()[1]).toEqual({ items: [{ definition: doc('depots') }, { definition: doc('crews') }] });
  });

  it('names the file a refused apply came from, and stays open with nothing applied', async () => {
    const dialog = await upload('depots', 'crews');
    const apply = within(dialog).getByRole('button', { name: 'Apply all' });
    await waitFor(() => expect(apply).toBeEnabled());
    answer = (dryRun) => {
      if (dryRun) return [plan('depots', false), plan('crews', false)];
      throw refusal(1, 2009, 'Someone else changed this record after you opened it.');
    };
    fireEvent.click(apply);
    expect(await within(dialog).findByText('Nothing was applied: crews.json was refused. Someone else changed this record after you opened it.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(saveAllCalls()).toHaveLength(2);
  });

  it('shows a dry run’s refusal under its file, with the places in that file, and applies nothing', async () => {
    answer = () => {
      throw refusal(1, 2001, 'Some fields are invalid.', { 'items.1.definition.fields.0.type': 'This field is required.' });
    };
    const dialog = await upload('depots', 'crews');
    expect(await within(dialog).findByText('fields.0.type: This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply all' })).toBeDisabled();
    expect(saveAllCalls()).toHaveLength(1);
  });
});
