import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { ok, refuse, routes, startApiServer, type TestServer } from './helpers/apiServer';
import type { SystemUserRow } from '../../src/resources/roles/calls';

/** Binding an existing system user to a government body from the user's screen (`account-update`). */

let server: TestServer;
let harness: typeof import('./helpers/authorityHarness');
let UserJurisdiction: typeof import('../../src/resources/systemUsers/UserJurisdiction').UserJurisdiction;

const BODIES = [
  { id: 1, name: 'City office', version: 1 },
  { id: 2, name: 'West district office', version: 1 },
];
const USER: SystemUserRow = { id: 7, account: 'zhou', name: 'Zhou', roles: [], status: 1, created_at: '2026-01-01 00:00:00', version: 4, government_id: 1 };

/** The picker's bodies, whatever key the registry reads governments under. */
const bodies: DataProvider = {
  getList: async () => ({ data: BODIES as never, total: BODIES.length }),
  getOne: async (_r, p) => ({ data: BODIES.find((b) => b.id === Number(p.id)) as never }),
  getMany: async (_r, p) => ({ data: BODIES.filter((b) => p.ids.map(Number).includes(b.id)) as never }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  updateMany: async () => ({ data: [] }),
  delete: async () => ({ data: {} as never }),
  deleteMany: async () => ({ data: [] }),
};

beforeAll(async () => {
  server = await startApiServer();
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  harness = await import('./helpers/authorityHarness');
  UserJurisdiction = (await import('../../src/resources/systemUsers/UserJurisdiction')).UserJurisdiction;
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  localStorage.clear();
});

const updates = () => server.received.filter((r) => r.path === 'operate/auth/account-update').map((r) => r.body);

async function show(user: SystemUserRow, permissions = ['user:view', 'user:update'], self = false) {
  cleanup();
  await harness.renderScreen(<UserJurisdiction user={user} self={self} />, { session: harness.roleSession(permissions), resource: 'systemUsers', data: bodies });
  return screen.findByTestId('user-jurisdiction');
}

async function openPicker() {
  fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
  const dialog = await screen.findByRole('dialog', { name: 'Jurisdiction of zhou' });
  const picker = within(dialog).getByRole('combobox', { name: 'Jurisdiction' });
  await waitFor(() => expect(picker).toHaveValue('City office'));
  return { dialog, picker };
}

describe('the jurisdiction of a system user', () => {
  it('names the bound body, and the whole installation for an unbound user', async () => {
    const bound = await show(USER);
    await waitFor(() => expect(bound).toHaveTextContent('City office'));
    expect(await show({ ...USER, id: 8, government_id: null })).toHaveTextContent('None: the whole installation');
  });

  it('moves the user to another body with the new-user form\'s picker, sending the version', async () => {
    server.handle(routes({ 'operate/auth/account-update': () => ok({ ...USER, government_id: 2, version: 5 }) }));
    await show(USER);
    const { dialog, picker } = await openPicker();
    fireEvent.change(picker, { target: { value: 'West' } });
    fireEvent.click(await screen.findByRole('option', { name: 'West district office' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toEqual([{ id: '7', government_id: '2', version: '4' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('unbinds with the picker emptied (an empty value: none), and sends nothing when the body did not change', async () => {
    server.handle(routes({ 'operate/auth/account-update': () => ok({ ...USER, government_id: null, version: 5 }) }));
    await show(USER);
    let { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates()).toEqual([]);
    ({ dialog } = await openPicker());
    const picker = within(dialog).getByRole('combobox', { name: 'Jurisdiction' });
    fireEvent.change(picker, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toEqual([{ id: '7', government_id: '', version: '4' }]));
  });

  it('shows a refusal at the picker, and another in the dialog', async () => {
    server.handle(routes({ 'operate/auth/account-update': () => refuse(2001, 'Some fields are invalid.', { fields: { government_id: 'Outside your jurisdiction.' } }) }));
    await show(USER);
    const { dialog, picker } = await openPicker();
    fireEvent.change(picker, { target: { value: 'West' } });
    fireEvent.click(await screen.findByRole('option', { name: 'West district office' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Outside your jurisdiction.')).toBeInTheDocument();
    server.handle(routes({ 'operate/auth/account-update': () => refuse(2005, 'The record does not exist.') }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/does not exist/);
  });

  it('offers no change to a user without user:update, nor on one\'s own account', async () => {
    await show(USER, ['user:view']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    await show(USER, ['user:view', 'user:update'], true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });
});
