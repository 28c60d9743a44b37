import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import AppDevicesPanel from '../../src/resources/accounts/AppDevicesPanel';
import { renderInShell } from './helpers/shellHarness';

// The panel talks through the API client's `call`: here a phone list the test keeps.
let failing = false;
let devices: { device_id: string; device_name: string; created_at: string; last_used_at: string; expires_at: string }[] = [];
const calls: [string, unknown][] = [];
vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return {
    ...actual,
    call: vi.fn(async (path: string, body: { id: number; device_id?: string }) => {
      calls.push([path, body]);
      if (failing) throw new Error('The server could not be reached.');
      if (path === 'operate/company/account-device-end') {
        devices = devices.filter((d) => d.device_id !== body.device_id);
        return { id: body.id, device_id: body.device_id, ended: 1 };
      }
      return { id: body.id, devices };
    }),
  };
});

beforeEach(() => {
  failing = false;
  calls.length = 0;
  devices = [
    { device_id: 'phone-1', device_name: 'Li Si’s phone', created_at: '2026-11-20 08:00:00', last_used_at: '2026-11-28 09:30:00', expires_at: '2026-12-20 08:00:00' },
    { device_id: 'phone-2', device_name: '', created_at: '2026-11-21 08:00:00', last_used_at: '2026-11-21 08:05:00', expires_at: '2026-12-21 08:00:00' },
  ];
});

const renderPanel = () =>
  renderInShell(
    <ResourceContextProvider value="companyAppAccounts">
      <RecordContextProvider value={{ id: 7 }}>
        <AppDevicesPanel />
      </RecordContextProvider>
    </ResourceContextProvider>,
  );

describe('an app account’s phones', { timeout: 60_000 }, () => {
  it('lists the phones it is signed in on, and signs one out after asking', async () => {
    await renderPanel();
    const table = await screen.findByRole('table', { name: 'Signed-in phones' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Li Si’s phone', 'phone-2']);
    expect(calls).toEqual([['operate/company/account-devices', { id: 7 }]]);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Li Si’s phone will have to sign in again with the password.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Signed-in phones' })).getAllByRole('row')).toHaveLength(2));
    expect(calls).toContainEqual(['operate/company/account-device-end', { id: 7, device_id: 'phone-1' }]);
  });

  it('says so when the account is signed in on no phone', async () => {
    devices = [];
    await renderPanel();
    expect(await screen.findByText('Not signed in on any phone.')).toBeInTheDocument();
  });

  it('says when the phones cannot be read, and reads them again when asked', async () => {
    failing = true;
    await renderPanel();
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Signed-in phones' })).toBeInTheDocument();
  });
});
