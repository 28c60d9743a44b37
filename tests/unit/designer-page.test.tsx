import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from './helpers/adminHarness';
import shippedFile from '../../entities/maintenance_records.json';

/**
 * The designer page as an administrator meets it (English), over a backend the test keeps: the
 * entities in force and the drafts, an entity opened in the editor with its preview, versions
 * and the plan of a publish, and a rollback's plan.
 */

// In force at version 2, so that version 1 can be brought back.
const shipped = { ...(shippedFile as { name: string; version: number }), version: 2 };
const entry = { name: shipped.name, route: '/maintenance/records', version: shipped.version, document: shipped };
const version = (n: number) => ({ version: n, author: 'admin', created_at: '2026-11-20 08:00:00', document: { ...shipped, version: n }, note: null });
const plan = { name: shipped.name, version: shipped.version + 1, applied: false, refusals: [], steps: [{ kind: 'add-column', table: 'entity_maintenance_records', field: 'notes', says: 'Add the column notes.' }] };
const calls: [string, unknown][] = [];

vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return {
    ...actual,
    call: vi.fn(async (path: string, body: unknown) => {
      calls.push([path, body]);
      switch (path) {
        case 'operate/entity/definition-list':
          return [entry];
        case 'operate/entity/definition-detail':
          return entry;
        case 'operate/entity/definition-versions':
          return [version(2), version(1)];
        case 'operate/entity/definition-draft-list':
          return [{ name: 'work_orders', author: 'li_si', base_version: null, updated_at: '2026-11-27 10:00:00', document: { name: 'work_orders' }, mine: false }];
        case 'operate/entity/definition-draft-save':
          return { name: shipped.name, author: 'admin', base_version: shipped.version, updated_at: '2026-11-28 10:00:00' };
        case 'operate/entity/definition-save':
        case 'operate/entity/definition-rollback':
          return plan;
        default:
          return actual.call(path, body as never);
      }
    }),
  };
});

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

describe('the designer page', { timeout: 60_000 }, () => {
  it('lists the entities in force with their version, and the drafts with whose they are', async () => {
    await renderAdmin('/sys_permission/entity');
    expect(await screen.findByText('Entities in force')).toBeInTheDocument();
    expect(await screen.findByText('maintenance_records')).toBeInTheDocument();
    expect(await screen.findByText('work_orders')).toBeInTheDocument();
    expect(screen.getByText('Draft by someone else')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New entity/ })).toBeInTheDocument();
  });

  it('opens an entity in the editor with its fields, its preview and its versions, and plans a publish', async () => {
    await renderAdmin(`/sys_permission/entity?edit=${shipped.name}`);
    expect(await screen.findByText('Fields')).toBeInTheDocument();
    expect(await screen.findByText('Preview')).toBeInTheDocument();
    expect(await screen.findByText('Versions')).toBeInTheDocument();
    await waitFor(() => expect(calls.some(([p]) => p === 'operate/entity/definition-versions')).toBe(true));

    const publish = screen.getAllByRole('button', { name: 'Publish' })[0]!;
    fireEvent.click(publish);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Publish the definition')).toBeInTheDocument();
    // The dry run's plan, in words.
    expect(await within(dialog).findByText('What publishing does')).toBeInTheDocument();
    expect(calls.some(([p, b]) => p === 'operate/entity/definition-save' && (b as { dry_run?: number }).dry_run === 1)).toBe(true);
    fireEvent.click(within(dialog).getAllByRole('button', { name: /Cancel|Close/ })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('plans a rollback to an earlier version before bringing it back', async () => {
    await renderAdmin(`/sys_permission/entity?edit=${shipped.name}`);
    const folded = await screen.findByText('Version 1', undefined, { timeout: 10_000 });
    // A folded version's changes are not drawn, nor its way back.
    expect(screen.queryAllByText('Bring this version back')).toHaveLength(0);
    fireEvent.click(folded);
    const back = await screen.findAllByRole('button', { name: 'Bring this version back' });
    fireEvent.click(back[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('What publishing does')).toBeInTheDocument();
    expect(calls.some(([p, b]) => p === 'operate/entity/definition-rollback' && (b as { dry_run?: number }).dry_run === 1)).toBe(true);
  });

  it('continues another’s draft in a copy kept as one’s own, leaving theirs as it is', async () => {
    await renderAdmin('/sys_permission/entity');
    fireEvent.click(await screen.findByRole('link', { name: 'Continue in a copy' }));
    expect(await screen.findByText('Started from li_si’s draft: your changes are kept as your own draft, and theirs stays as it is.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name (never changes)' })).toHaveValue('work_orders');
    // Opening saves nothing; the first change is saved under the editor's own name.
    expect(calls.some(([p]) => p === 'operate/entity/definition-draft-save')).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Address of the list' }), { target: { value: '/maintenance/work-orders' } });
    await waitFor(() => expect(calls.some(([p]) => p === 'operate/entity/definition-draft-save')).toBe(true), { timeout: 5000 });
    const [, body] = calls.find(([p]) => p === 'operate/entity/definition-draft-save')!;
    expect(body).toMatchObject({ name: 'work_orders', document: { name: 'work_orders', route: '/maintenance/work-orders' } });
  });

  it('starts a new entity from nothing', async () => {
    await renderAdmin('/sys_permission/entity?new=1');
    expect(await screen.findByText('Fields')).toBeInTheDocument();
    // An empty draft lacks its name, words and fields: the editor counts what is left to do.
    expect((await screen.findAllByText(/^\d+ problems?$/)).length).toBeGreaterThan(0);
    // Publishing first lists what is left: no dry run is asked for a draft with problems.
    fireEvent.click(screen.getAllByRole('button', { name: 'Publish' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/problems? (is|are) left/)).toBeInTheDocument();
    expect(calls.some(([p]) => p === 'operate/entity/definition-save')).toBe(false);
  });

  it('names each field by its words, or by its name while they are missing: its heading, its preview column and input', async () => {
    await renderAdmin('/sys_permission/entity?new=1');
    // The starting field has no words yet: its name stands for them, and its problems are counted after.
    const heading = await screen.findByRole('button', { name: /^title title Text\b.*\d+ problems?$/ });
    const sample = screen.getByRole('table', { name: 'The list, with sample rows' });
    expect(within(sample).getByRole('columnheader', { name: 'title' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^title\b/ })).toBeInTheDocument();
    fireEvent.click(heading);
    fireEvent.change(screen.getByRole('textbox', { name: 'Words · English' }), { target: { value: 'Instrument' } });
    expect(screen.getByRole('button', { name: /^Instrument title Text\b/ })).toBeInTheDocument();
    expect(await within(sample).findByRole('columnheader', { name: 'Instrument' })).toBeInTheDocument();
    // A wide list scrolls in its own region, which the keyboard reaches.
    expect(screen.getByRole('region', { name: 'The list, with sample rows' })).toHaveAttribute('tabindex', '0');
  });
});
