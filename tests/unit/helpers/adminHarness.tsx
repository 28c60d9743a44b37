import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { createDataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { featureMessages } from '../../../src/featureMessages';
import { buildResources } from '../../../src/schema/buildResources';
import { RegistryContext } from '../../../src/schema/RegistryContext';
import { writeSession, type Session } from '../../../src/auth/session';
import type { Language } from '../../../src/i18n';
import { customRoutes } from '../../../src/customRoutes';
import Dashboard from '../../../src/pages/Dashboard';
import { ADMIN, authProviderFor, LocationProbe, registry, switchLanguage } from './shellHarness';

/** The screens without the shell around them (the shell has tests of its own). */
function BareLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>loading</p>}>{children}</Suspense>;
}

/**
 * The real admin (declarations, dataProvider, access rules, routes) in a memory router. The
 * test replaces the API client's `call`, so that every screen talks to a fake backend.
 */
export async function renderAdmin(path: string, options: { session?: Session; language?: Language } = {}) {
  const session = options.session ?? ADMIN;
  await switchLanguage(options.language ?? 'en');
  writeSession(session);
  return render(
    <RegistryContext.Provider value={registry}>
      <MemoryRouter initialEntries={[path]}>
        <Admin
          dataProvider={createDataProvider(registry)}
          authProvider={authProviderFor(session)}
          i18nProvider={createI18nProvider(featureMessages)}
          store={memoryStore()}
          layout={BareLayout}
          dashboard={Dashboard}
          disableTelemetry
        >
          {buildResources(registry.all)}
          <CustomRoutes>{customRoutes()}</CustomRoutes>
        </Admin>
        <LocationProbe />
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}
