import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ok, refuse, routes, startApiServer, type TestServer } from './helpers/apiServer';

/**
 * A sensitive call answered `reauth_required` asks for the password (ReauthDialog) and is sent
 * again once the server took it; cancelled, it fails as it was. Setting up a second factor from
 * the account page goes the same way. The idle warning shows a minute
 * before the session ends, and staying tells the server.
 */

const logout = vi.fn();
vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), useLogout: () => logout }));
// jsdom draws no canvas: the QR image is not what this file tests.
vi.mock('../../src/widgets/qrPng', () => ({ qrDataUrl: async () => 'data:image/png;base64,' }));

let server: TestServer;
let api: typeof import('../../src/api');
let session: typeof import('../../src/auth/session');
let i18n: typeof import('../../src/i18n');
let ReauthDialog: typeof import('../../src/auth/ReauthDialog').ReauthDialog;
let IdleWatch: typeof import('../../src/auth/IdleWatch').IdleWatch;
let MfaSetup: typeof import('../../src/auth/steps/MfaSetup').MfaSetup;
let confirmed = false;

beforeAll(async () => {
  server = await startApiServer(
    routes({
      'operate/auth/account-mfa-reset': () => (confirmed ? ok({ id: 7, reset: true }) : refuse(2003, 'Confirm your password to continue.', { reason: 'reauth_required' })),
      'operate/auth/mfa-create': () =>
        confirmed ? ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Ops:me?secret=JBSWY3DPEHPK3PXP' }) : refuse(2003, 'Confirm your password to continue.', { reason: 'reauth_required' }),
      'operate/auth/reauth': (r) => {
        if (r.body.password !== 'my password here') return refuse(2001, 'The password is incorrect.', { fields: { password: 'The password is incorrect.' } });
        confirmed = true;
        return ok({ valid_minutes: 5 });
      },
      'operate/auth/info': () => ok({ name: 'Me', roles: [], permissions: [], idle_minutes: 30 }),
    }),
  );
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  api = await import('../../src/api');
  session = await import('../../src/auth/session');
  i18n = await import('../../src/i18n');
  ReauthDialog = (await import('../../src/auth/ReauthDialog')).ReauthDialog;
  IdleWatch = (await import('../../src/auth/IdleWatch')).IdleWatch;
  MfaSetup = (await import('../../src/auth/steps/MfaSetup')).MfaSetup;
  await i18n.initI18n('en');
  await i18n.changeLanguage('en');
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  confirmed = false;
  localStorage.clear();
});

const sent = (path: string) => server.received.filter((r) => r.path.endsWith(path)).length;

describe('a call that needs the password again', () => {
  it('asks for it, then is sent again and answers', async () => {
    render(<ReauthDialog />);
    const answer = api.call('operate/auth/account-mfa-reset', { id: 7 });
    const field = await screen.findByLabelText('Password or authenticator code');
    fireEvent.change(field, { target: { value: 'not it at all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'my password here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toEqual({ id: 7, reset: true });
    expect(sent('account-mfa-reset')).toBe(2);
  });

  it('fails as it was when the user cancels', async () => {
    render(<ReauthDialog />);
    const answer = api.call('operate/auth/account-mfa-reset', { id: 7 }, { silent: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).rejects.toMatchObject({ code: 2003 });
    expect(sent('account-mfa-reset')).toBe(1);
  });
});

describe('setting up a second factor from the account page', () => {
  it('asks for the password when the server wants it, then shows the key', async () => {
    render(
      <>
        <ReauthDialog />
        <MfaSetup onDone={() => undefined} />
      </>,
    );
    expect(screen.queryByTestId('mfa-secret')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Password or authenticator code'), { target: { value: 'my password here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(sent('mfa-create')).toBe(2);
  });
});

describe('the idle warning', () => {
  it('shows a minute before the session ends, staying tells the server, and the end logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      session.writeSession({ name: 'Me', avatar: '', roles: [], permissions: [], idle_minutes: 2 });
      render(<IdleWatch />);
      await act(async () => vi.advanceTimersByTime(58_000));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => vi.advanceTimersByTime(3_000));
      expect(screen.getByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => vi.advanceTimersByTime(121_000));
      expect(logout).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(sent('operate/auth/info')).toBeGreaterThan(0));
  });
});
