import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useCanAccess, type AuthProvider } from 'react-admin';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../src/auth/queryClient';
import { removeToken, setToken } from '../../src/auth/token';

/**
 * A list page mounts its access askers (its buttons, each row's delete) on every visit; the
 * cached answer shows at once. Answers `state.allowed` on every ask and counts the asker's
 * renders; `between` runs between the visits (another sign-in).
 */
async function visitTwice(queryClient: QueryClient, allowedOnSecondVisit = true, between = () => undefined as void) {
  const state = { allowed: true, asks: 0, renders: 0 };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async () => {
      state.asks++;
      return state.allowed;
    },
  };
  function Asker() {
    state.renders++;
    const { canAccess } = useCanAccess({ resource: 'companies', action: 'delete' });
    return <p>{canAccess === undefined ? 'asking' : canAccess ? 'allowed' : 'denied'}</p>;
  }
  const page = (key: string) => (
    <AdminContext queryClient={queryClient} authProvider={authProvider}>
      <Asker key={key} />
    </AdminContext>
  );
  const view = render(page('first'));
  expect(await screen.findByText('allowed')).toBeInTheDocument();
  state.allowed = allowedOnSecondVisit;
  state.renders = 0;
  between();
  view.rerender(page('second'));
  // Let a background answer land, if one was asked.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return state;
}

describe('access answers on a revisit', () => {
  beforeEach(() => setToken('first-token', 'https:'));
  afterEach(() => removeToken());

  it('are not asked again while the token is the same, and their askers draw once', async () => {
    const state = await visitTwice(createQueryClient());
    expect(screen.getByText('allowed')).toBeInTheDocument();
    expect(state.asks).toBe(1);
    expect(state.renders).toBe(1);
  });

  it('are asked again once the token changed (another sign-in), and the new answer is drawn', async () => {
    const state = await visitTwice(createQueryClient(), false, () => setToken('second-token', 'https:'));
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(state.asks).toBe(2);
  });

  it('were asked on every visit, drawing their askers twice, with react-admin’s defaults', async () => {
    const state = await visitTwice(new QueryClient());
    await waitFor(() => expect(state.asks).toBe(2));
    expect(state.renders).toBe(2);
  });

  it('are fresh from the moment they land, so that a screen shown again finds them as it left them', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['auth', 'canAccess', { action: 'delete' }], queryFn: async () => true });
    const stop = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe(true));
    const landed = observer.getCurrentResult();
    expect(landed.isStale).toBe(false);
    stop();
    observer.subscribe(() => undefined)();
    expect(observer.getCurrentResult()).toBe(landed);
  });
});
