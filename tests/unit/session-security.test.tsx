import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ok, refuse, routes, startApiServer, type TestServer } from './helpers/apiServer';

/**
 * The console's side of session security: /auth-redirect exchanges a one-time ticket, never a
 * token, and always asks first (before starting a session, and before replacing an open one),
 * the token cookie is Secure over HTTPS, and a user changes their own password.
 */

let server: TestServer;
let token: typeof import('../../src/auth/token');
let session: typeof import('../../src/auth/session');
let i18n: typeof import('../../src/i18n');
let harness: typeof import('./helpers/authorityHarness');
let AuthRedirect: typeof import('../../src/pages/AuthRedirect').default;
let ChangePassword: typeof import('../../src/pages/ChangePassword').default;

beforeAll(async () => {
  server = await startApiServer(
    routes({
      'operate/auth/ticket-exchange': (r) =>
        r.body.ticket === 'ticket-good' ? ok({ token: 'tok-from-ticket', name: 'Handed Over', roles: [], permissions: ['company:view'] }) : refuse(2001, 'This link has expired or was already used.', { fields: { ticket: 'x' } }),
      'operate/auth/password-change': (r) =>
        r.body.old_password === 'not-my-password'
          ? refuse(2001, 'Some fields are invalid.', { fields: { old_password: 'The current password is incorrect.' } })
          : ok(null),
    }),
  );
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  token = await import('../../src/auth/token');
  session = await import('../../src/auth/session');
  i18n = await import('../../src/i18n');
  harness = await import('./helpers/authorityHarness');
  AuthRedirect = (await import('../../src/pages/AuthRedirect')).default;
  ChangePassword = (await import('../../src/pages/ChangePassword')).default;
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  localStorage.clear();
  token.removeToken();
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

async function openLink(url: string) {
  await i18n.initI18n('en');
  await i18n.changeLanguage('en');
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auth-redirect" element={<AuthRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/auth-redirect', () => {
  it('never takes a token from the link', async () => {
    await openLink('/auth-redirect?token=tok-new&redirect=%2Fgov%2Findex');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(token.getToken()).toBeUndefined();
  });

  it('asks before starting a session from a ticket, and exchanges it by a POST only when told to', async () => {
    await openLink('/auth-redirect?ticket=ticket-good&redirect=%2Fgov%2Findex');
    expect(await screen.findByRole('dialog', { name: 'Log in from this link?' })).toBeInTheDocument();
    expect(server.received.filter((r) => r.path.endsWith('ticket-exchange'))).toHaveLength(0);
    expect(token.getToken()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /gov/index')).toBeInTheDocument();
    expect(token.getToken()).toBe('tok-from-ticket');
    expect(session.readSession()).toMatchObject({ name: 'Handed Over', permissions: ['company:view'] });
  });

  it('cancelling a ticket starts nothing', async () => {
    await openLink('/auth-redirect?ticket=ticket-good&redirect=%2Fgov%2Findex');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(token.getToken()).toBeUndefined();
  });

  it('asks before replacing an open session; keeping it leaves the token alone', async () => {
    token.setToken('tok-mine');
    session.writeSession({ name: 'Me', avatar: '', roles: ['admin'], permissions: [] });
    await openLink('/auth-redirect?ticket=ticket-good&redirect=%2Fgov%2Findex');
    expect(await screen.findByRole('dialog', { name: 'Replace the open session?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my session' }));
    expect(await screen.findByText('at /gov/index')).toBeInTheDocument();
    expect(token.getToken()).toBe('tok-mine');
    expect(session.readSession()?.name).toBe('Me');
  });

  it('replaces the session only when asked to; a used ticket says so and changes nothing', async () => {
    token.setToken('tok-mine');
    session.writeSession({ name: 'Me', avatar: '', roles: ['admin'], permissions: [] });
    await openLink('/auth-redirect?ticket=ticket-used&redirect=%2Fgov%2Findex');
    fireEvent.click(await screen.findByRole('button', { name: 'Replace it' }));
    expect(await screen.findByText('This link has expired or was already used.')).toBeInTheDocument();
    expect(token.getToken()).toBe('tok-mine');
  });
});

describe('the token cookie', () => {
  it('is Secure over HTTPS only', () => {
    const set = vi.spyOn(Cookies, 'set');
    token.setToken('tok-a', 'https:');
    token.setToken('tok-b', 'http:');
    expect(set.mock.calls.map((c) => c[2])).toEqual([
      { sameSite: 'Lax', secure: true },
      { sameSite: 'Lax', secure: false },
    ]);
    set.mockRestore();
  });
});

describe('changing one’s own password', { timeout: 60_000 }, () => {
  async function fillAndSubmit(current: string, next: string) {
    fireEvent.change(await screen.findByLabelText(/Current password/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: next } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('sends the current and the new password, and shows the server’s field error', async () => {
    await harness.renderScreen(<ChangePassword />, { session: harness.roleSession([]), resource: 'profile/password' });
    await fillAndSubmit('not-my-password', 'a-brand-new-passphrase');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    await fillAndSubmit('my-old-password', 'a-brand-new-passphrase');
    await waitFor(() => expect(server.received).toHaveLength(2));
    expect(server.received.map((r) => r.path)).toEqual(['operate/auth/password-change', 'operate/auth/password-change']);
    expect(server.received[1]!.body).toMatchObject({ old_password: 'my-old-password', password: 'a-brand-new-passphrase' });
    expect(Object.keys(server.received[1]!.body)).not.toContain('password_confirm');
  });

  it('holds the new password to 12 characters before sending anything', async () => {
    await harness.renderScreen(<ChangePassword />, { session: harness.roleSession([]), resource: 'profile/password' });
    await fillAndSubmit('my-old-password', 'eleven-char');
    expect(await screen.findByText(/at least 12 characters/i)).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
  });
});
