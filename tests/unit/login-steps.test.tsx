import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ok, refuse, routes, startApiServer, type TestServer } from './helpers/apiServer';

/** The login page's further steps: the second factor, then a password of one's own, before any token. */

let server: TestServer;
let token: typeof import('../../src/auth/token');
let i18n: typeof import('../../src/i18n');
let LoginPage: typeof import('../../src/pages/LoginPage').default;

beforeAll(async () => {
  server = await startApiServer(
    routes({
      'operate/auth/login': () => ok({ step: 'code', challenge: 'ch-1' }),
      'operate/auth/login-code': (r) =>
        r.body.code === '123456' ? ok({ step: 'password', challenge: 'ch-1' }) : refuse(2001, 'The code is incorrect.', { fields: { code: 'The code is incorrect.' } }),
      'operate/auth/login-password': () => ok({ token: 'tok-stepped', name: 'Stepper', roles: [], permissions: [], idle_minutes: 30 }),
    }),
  );
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  token = await import('../../src/auth/token');
  i18n = await import('../../src/i18n');
  LoginPage = (await import('../../src/pages/LoginPage')).default;
  await i18n.initI18n('en');
  await i18n.changeLanguage('en');
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  token.removeToken();
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('a login in steps', () => {
  it('asks for the code, then a new password, and keeps the token only at the end', async () => {
    render(
      <MemoryRouter initialEntries={['/login?redirect=%2Fgov%2Findex']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'stepper' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'their password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(token.getToken()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'my own long passphrase' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'something else entirely' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'my own long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('at /gov/index')).toBeInTheDocument();
    expect(token.getToken()).toBe('tok-stepped');
    const sent = server.received.find((r) => r.path.endsWith('login-password'))!;
    expect(sent.body).toMatchObject({ challenge: 'ch-1', password: 'my own long passphrase' });
  });
});
