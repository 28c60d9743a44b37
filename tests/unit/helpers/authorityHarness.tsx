import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, memoryStore, type DataProvider } from 'react-admin';
import { changeLanguage, initI18n } from '../../../src/i18n';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { featureMessages } from '../../../src/featureMessages';
import { resources } from '../../../src/resources';
import { customPages } from '../../../src/customRoutes';
import { customPageRule } from '../../../src/routing/navigation';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { removeToken } from '../../../src/auth/token';
import { writeSession, type Session } from '../../../src/auth/session';
import { entityDeclarations } from '../../../src/schema/definitions/store';
import { ResourceRegistry, accessRule } from '../../../src/schema/registry';
import { RegistryContext } from '../../../src/schema/RegistryContext';
import { pageArray } from '../../../src/dataProvider/params';


export const registry = new ResourceRegistry(resources, entityDeclarations());

/** A session holding one role with these permissions. */
export function roleSession(permissions: string[], roles = ['custom'], id = 99): Session {
  return { id, account: roles[0] ?? 'nobody', name: 'Tester', avatar: '', roles, permissions };
}

/**
 * The console's real authProvider and the lookup AdminApp uses, with the session as login left
 * it (no token, so no info call: canAccess reads the stored session).
 */
export function authProviderFor(session: Session, reg: ResourceRegistry = registry) {
  removeToken();
  writeSession(session);
  const provider = createAuthProvider((resource, action) => accessRule(reg, resource, action) ?? customPageRule(customPages, resource));
  // Without a token checkAuth would log out (and clear the session); the decisions stay real.
  return { ...provider, checkAuth: async () => undefined };
}

/** Rows per react-admin resource name; lists are paged and searched as the array shape is. */
export function memoryData(rows: Record<string, Record<string, unknown>[]>): DataProvider {
  const table = (resource: string) => rows[resource] ?? [];
  return {
    getList: async (resource, params) => pageArray(table(resource), params, ['name', 'title', 'account']) as never,
    getOne: async (resource, params) => ({ data: table(resource).find((r) => String(r.id) === String(params.id)) as never }),
    getMany: async (resource, params) => ({ data: table(resource).filter((r) => params.ids.map(String).includes(String(r.id))) as never }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: {} as never }),
    deleteMany: async () => ({ data: [] }),
  };
}

export interface ScreenOptions {
  session: Session;
  resource: string;
  data?: DataProvider;
  path?: string;
  reg?: ResourceRegistry;
}

/** Renders a screen as react-admin would at its route, with an /access-denied stand-in. */
export async function renderScreen(screen: ReactNode, { session, resource, data, path, reg = registry }: ScreenOptions) {
  await initI18n('en');
  await changeLanguage('en');
  const i18nProvider = createI18nProvider(featureMessages);
  return render(
    <RegistryContext.Provider value={reg}>
      <MemoryRouter initialEntries={[path ?? `/${resource}`]}>
        <AdminContext authProvider={authProviderFor(session, reg)} dataProvider={data ?? memoryData({})} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/access-denied" element={<p>access denied</p>} />
            <Route path="*" element={<ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}
