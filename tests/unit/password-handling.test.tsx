import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Received, type TestServer } from './helpers/apiServer';
import { passwordStrength } from '../../src/schema/passwordStrength';

/**
 * Passwords of accounts (the real government web account declaration, its generic screens and
 * the reset-password row action) against a real local server: typed twice, strength shown,
 * never shown again, and an empty password on edit leaves it unchanged.
 */

const GOVERNMENTS = [{ id: 7, name: 'Yanta office', level: 'district', city_id: 610113, city_name: 'Yanta' }];
const ACCOUNT = { id: 5, owner_id: 7, owner_name: 'Yanta office', type: 'web', account: 'gov.yanta', name: 'Li Lei', phone: '13800000000', status: 1, created_at: '2024-01-02 03:04:05' };

let server: TestServer;
/** What the next create answers: the record, or a refusal. */
let createAnswer: 'ok' | 'short' = 'ok';
const calls = (path: string) => server.received.filter((r) => r.path === `operate/government/${path}`);

const page = (list: object[]) => ok({ list, total: list.length, page: 1, limit: 20 });
const table = {
  'operate/government/government-list': () => page(GOVERNMENTS),
  'operate/government/government-detail': () => ok(GOVERNMENTS[0]),
  'operate/government/account-list': (r: Received) => page(r.body.id && r.body.id !== '5' ? [] : [ACCOUNT]),
  'operate/government/account-create': (r: Received) =>
    createAnswer === 'short'
      ? refuse(2001, 'Invalid input', { fields: { password: 'Must be at least 8 characters.' } })
      : ok({ ...ACCOUNT, id: 6, account: r.body.account, name: r.body.name }),
  'operate/government/account-update': (r: Received) =>
    r.body.password === 'server-says-no' ? refuse(2001, 'Invalid input', { fields: { password: 'Too common.' } }) : ok({ ...ACCOUNT, name: r.body.name ?? ACCOUNT.name }),
};

let h: Harness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  createAnswer = 'ok';
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('passwordStrength', () => {
  it.each([
    ['', null],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['12345678', 'weak'],
    ['password', 'weak'],
    ['aaaaaaaaaaaa', 'weak'],
    ['kettle42', 'fair'],
    ['Kettle42', 'good'],
    ['kettle42boats', 'good'],
    ['Kettle42!', 'strong'],
    ['Quiet-River-Stone-2024', 'strong'],
  ])('%s is %s', (password, level) => {
    expect(passwordStrength(password)?.level ?? null).toBe(level);
  });
});

describe('creating an account', () => {
  async function fillCreateForm() {
    await h.renderAdmin('/account/web-gov-account/create');
    await waitFor(() => expect(input('account')).toBeTruthy());
    type('account', 'gov.new');
    type('name', 'Wang Fang');
    const owner = screen.getByRole('combobox', { name: /Government/ });
    fireEvent.change(owner, { target: { value: 'Yanta' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Yanta office' }));
  }

  it('shows the strength while typing and refuses a confirmation that differs', async () => {
    await fillCreateForm();
    // The password boxes are as tall as the form's other inputs (the size selector's size).
    const sizeOf = (name: string) => input(name).closest('.MuiInputBase-root')!.classList.contains('MuiInputBase-sizeSmall');
    expect([sizeOf('password'), sizeOf('password_confirm')]).toEqual([sizeOf('account'), sizeOf('account')]);
    const meter = screen.getByTestId('password-strength');
    expect(meter).toBeEmptyDOMElement();
    type('password', 'abc');
    expect(meter).toHaveTextContent('Strength: weak');
    type('password', 'Kettle42!');
    expect(meter).toHaveTextContent('Strength: strong');
    // The hint says the declared length (8 for accounts, 12 for console users).
    expect(screen.getByText('Stored encrypted and never shown again. 8 to 64 characters.')).toBeInTheDocument();

    type('password_confirm', 'Kettle42?');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(calls('account-create')).toHaveLength(0);
  });

  it('sends the password once (no confirmation field), then never shows it again', async () => {
    await fillCreateForm();
    type('password', 'Kettle42!');
    type('password_confirm', 'Kettle42!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('account-create')).toHaveLength(1));
    const sent = calls('account-create')[0].body;
    expect(sent).toMatchObject({ account: 'gov.new', name: 'Wang Fang', government_id: '7', password: 'Kettle42!', type: 'web' });
    expect(sent).not.toHaveProperty('password_confirm');

    // On the new account's page: the password is nowhere on it.
    await waitFor(() => expect(h.currentPath()).toMatch(/^\/account\/web-gov-account\/\d+\/show$/));
    await screen.findAllByText('gov.new');
    expect(document.body.innerHTML).not.toContain('Kettle42!');
  });

  it('shows the server’s refusal under the password and keeps what was typed', async () => {
    createAnswer = 'short';
    await fillCreateForm();
    type('password', 'Kettle42!');
    type('password_confirm', 'Kettle42!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 8 characters.')).toBeInTheDocument();
    expect(input('account')).toHaveValue('gov.new');
    expect(input('password')).toHaveValue('Kettle42!');
    expect(h.currentPath()).toBe('/account/web-gov-account/create');
  });
});

describe('editing an account', () => {
  it('starts with an empty password; saving it empty leaves the password out of the call', async () => {
    await h.renderAdmin('/account/web-gov-account/5');
    await waitFor(() => expect(input('name')).toHaveValue('Li Lei'));
    expect(input('password')).toHaveValue('');
    expect(input('password_confirm')).toHaveValue('');
    expect(screen.getByText('Leave empty to keep the current password')).toBeInTheDocument();

    type('name', 'Li Lei 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('account-update')).toHaveLength(1));
    const sent = calls('account-update')[0].body;
    expect(sent).toMatchObject({ id: '5', name: 'Li Lei 2' });
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('password_confirm');
    // The owner and the login name are not changed by an edit.
    expect(sent).not.toHaveProperty('account');
    expect(sent).not.toHaveProperty('government_id');
  });

  it('a new password on edit must be confirmed', async () => {
    await h.renderAdmin('/account/web-gov-account/5');
    await waitFor(() => expect(input('name')).toHaveValue('Li Lei'));
    type('password', 'Kettle42!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(calls('account-update')).toHaveLength(0);
  });
});

describe('reset password (row action)', () => {
  async function openReset() {
    await h.renderAdmin('/account/web-gov-account');
    const row = (await screen.findByText('gov.yanta')).closest('tr')!;
    // The row's buttons appear once access is known.
    fireEvent.click(await within(row).findByRole('button', { name: 'Reset password' }));
    return screen.findByRole('dialog', { name: 'New password for “gov.yanta”' });
  }

  it('asks twice, shows the strength and sends only the new password; the form is empty next time', async () => {
    const dialog = await openReset();
    // The row behind did not open the edit page.
    expect(h.currentPath()).toBe('/account/web-gov-account');
    type('password', 'Kettle42!');
    expect(within(dialog).getByTestId('password-strength')).toHaveTextContent('Strength: strong');
    type('password_confirm', 'nope');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The two passwords differ')).toBeInTheDocument();
    expect(calls('account-update')).toHaveLength(0);

    type('password_confirm', 'Kettle42!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('account-update')).toHaveLength(1));
    expect(calls('account-update')[0].body).toEqual({ id: '5', password: 'Kettle42!' });
    expect(await screen.findByText('The password of “gov.yanta” has been changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await (async () => {
      fireEvent.click(await within(screen.getByText('gov.yanta').closest('tr')!).findByRole('button', { name: 'Reset password' }));
      return screen.findByRole('dialog');
    })();
    expect(within(again).getByLabelText(/^Password/)).toHaveValue('');
  });

  it('keeps the dialog open with the server’s reason under the input', async () => {
    const dialog = await openReset();
    type('password', 'server-says-no');
    type('password_confirm', 'server-says-no');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too common.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
