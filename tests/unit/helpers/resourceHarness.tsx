import type { ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, AdminUI, memoryStore, type AuthProvider, type Store } from 'react-admin';
import { resources } from '../../../src/resources';
import { entityDeclarations } from '../../../src/schema/definitions/store';
import { ResourceRegistry } from '../../../src/schema/registry';
import { RegistryContext } from '../../../src/schema/RegistryContext';
import { buildResources } from '../../../src/schema/buildResources';
import { createDataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { changeLanguage, initI18n, type Language } from '../../../src/i18n';
import { featureMessages } from '../../../src/featureMessages';
import { appThemeOptions } from '../../../src/theme';

/**
 * The declared resources as the console runs them (real declarations, generic and custom
 * screens, the real data provider and API client) without the shell around them. Import it
 * after pointing VITE_API_BASE at a test server, so that its calls reach that server.
 */
export const registry = new ResourceRegistry(resources, entityDeclarations());


/** Everyone may do everything: access rules are tested elsewhere (auth, shell). */
const openAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'admin', fullName: 'Super Admin' }),
  canAccess: async () => true,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const Bare = ({ children }: { children?: ReactNode }) => <main>{children}</main>;

export async function setLanguage(language: Language): Promise<void> {
  await initI18n(language);
  await changeLanguage(language);
}

/** What a test may add: the console's own query cache, and parts of the shell beside the screens. */
export interface AdminExtras {
  queryClient?: QueryClient;
  beside?: ReactNode;
}

/** Renders the admin at `path` (e.g. '/gov/index/create'); pass a store to keep preferences across renders. */
export async function renderAdmin(path: string, language: Language = 'en', store: Store = memoryStore(), extras: AdminExtras = {}): Promise<RenderResult> {
  await setLanguage(language);
  return render(
    <RegistryContext.Provider value={registry}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={createDataProvider(registry)}
          authProvider={openAuth}
          i18nProvider={createI18nProvider(featureMessages)}
          store={store}
          theme={appThemeOptions()}
          queryClient={extras.queryClient}
        >
          {extras.beside}
          <AdminUI layout={Bare} disableTelemetry requireAuth={false}>
            {buildResources(registry.all)}
          </AdminUI>
          <LocationProbe />
        </AdminContext>
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}

/** Renders a piece of UI inside react-admin's context (for inputs and widgets). */
export async function renderInAdmin(ui: ReactNode, language: Language = 'en'): Promise<RenderResult> {
  await setLanguage(language);
  return render(
    <RegistryContext.Provider value={registry}>
      <MemoryRouter>
        <AdminContext
          dataProvider={createDataProvider(registry)}
          authProvider={openAuth}
          i18nProvider={createI18nProvider(featureMessages)}
          store={memoryStore()}
          theme={appThemeOptions()}
        >
          {ui}
        </AdminContext>
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
