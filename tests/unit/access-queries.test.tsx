import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useCanAccess, type AuthProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/auth/queryClient';

/**
 * A list page mounts its access askers (its buttons, each row's delete) on every visit; the
 * cached answer shows at once and react-admin asks again in the background. Answers
 * `state.allowed` on every ask and counts the asker's renders.
 */
async function visitTwice(queryClient: QueryClient, allowedOnSecondVisit = true) {
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
  view.rerender(page('second'));
  await waitFor(() => expect(state.asks).toBe(2));
  // Let the background answer land.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return state;
}

describe('access answers asked again on a revisit', () => {
  it('draw their askers once when the answer is the same', async () => {
    const state = await visitTwice(createQueryClient());
    expect(screen.getByText('allowed')).toBeInTheDocument();
    expect(state.renders).toBe(1);
  });

  it('draw them again when the answer changed', async () => {
    await visitTwice(createQueryClient(), false);
    expect(await screen.findByText('denied')).toBeInTheDocument();
  });

  it('drew them a second time with react-admin’s defaults', async () => {
    const state = await visitTwice(new QueryClient());
    expect(state.renders).toBe(2);
  });
});
