import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, useCanAccess, type AuthProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { useCanAccessAtOnce } from '../../src/auth/useCanAccessAtOnce';

/** Renders an asker of `export` on companies; answers what each of its renders saw. */
async function ask(known: boolean | undefined) {
  const seen: (boolean | undefined)[] = [];
  const alsoSeen: (boolean | undefined)[] = [];
  const authProvider = {
    checkAuth: async () => undefined,
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    canAccess: async () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20)),
    canAccessNow: () => known,
  } as AuthProvider;
  function Asker() {
    seen.push(useCanAccessAtOnce({ action: 'export' }).canAccess);
    // react-admin's own askers of the same question share the answer.
    alsoSeen.push(useCanAccess({ action: 'export' }).canAccess);
    return <p>{String(seen.at(-1))}</p>;
  }
  render(
    <AdminContext queryClient={new QueryClient()} authProvider={authProvider}>
      <ResourceContextProvider value="company/index">
        <Asker />
      </ResourceContextProvider>
    </AdminContext>,
  );
  await screen.findByText('true');
  return { seen, alsoSeen };
}

describe('an access question asked when the session’s roles are in (useCanAccessAtOnce)', () => {
  it('has its answer in its first render, shared with react-admin’s askers', async () => {
    const { seen, alsoSeen } = await ask(true);
    expect(seen[0]).toBe(true);
    expect(alsoSeen[0]).toBe(true);
  });

  it('waits for canAccess while the roles are still being asked for', async () => {
    const { seen } = await ask(undefined);
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe(true);
  });
});
