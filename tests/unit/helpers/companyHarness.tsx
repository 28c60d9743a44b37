import { Suspense, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Admin, memoryStore } from 'react-admin';
import { createDataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { featureMessages } from '../../../src/featureMessages';
import { buildResources } from '../../../src/schema/buildResources';
import { RegistryContext } from '../../../src/schema/RegistryContext';
import { writeSession } from '../../../src/auth/session';
import type { Language } from '../../../src/i18n';
import { ADMIN, authProviderFor, LocationProbe, registry, switchLanguage } from './shellHarness';

function BareLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>loading</p>}>{children}</Suspense>;
}

/** The browser's back button, for a memory router. */
function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="history-back" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

/**
 * The real admin (declarations, dataProvider, routes) at `path`, e.g. '/company/index/1/show?tab=checks'.
 * The test replaces the API client's `call`, so that every screen talks to a fake backend.
 */
export async function renderCompany(path: string, language: Language = 'en') {
  await switchLanguage(language);
  writeSession(ADMIN);
  return render(
    <RegistryContext.Provider value={registry}>
      <MemoryRouter initialEntries={[path]}>
        <Admin
          dataProvider={createDataProvider(registry)}
          authProvider={authProviderFor(ADMIN)}
          i18nProvider={createI18nProvider(featureMessages)}
          store={memoryStore()}
          layout={BareLayout}
          disableTelemetry
        >
          {buildResources(registry.all)}
        </Admin>
        <LocationProbe />
        <HistoryBack />
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}

export const SHOW = '/company/index/1/show';

/** The router's location (path and query). */
export const location = () => screen.getByTestId('location').textContent ?? '';
/** The query string of the current location as an object. */
export const query = () => Object.fromEntries(new URLSearchParams(location().split('?')[1] ?? ''));

/** Rows of the table with this accessible name, without its header row. */
export const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
