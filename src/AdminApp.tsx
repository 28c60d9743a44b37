import { useState } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { resources } from './resources';
import { customPages, customRoutes, Dashboard } from './customRoutes';
import { ResourceRegistry, accessRule } from './schema/registry';
import { RegistryContext } from './schema/RegistryContext';
import { buildResources } from './schema/buildResources';
import { EarlyListContext, startListEarly } from './schema/earlyList';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './auth/authProvider';
import { createQueryClient } from './auth/queryClient';
import { i18nextProvider } from './i18n/i18nProvider';
import { loadAdminCatalogs } from './i18n/adminCatalogs';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { useLiveTheme } from './theme/useLiveTheme';
import { customPageRule } from './layout/navigation';
import { createShellStore } from './layout/shellStore';
import { preloadApiClient } from './api';
import { AuthCallbackPage, AuthenticationErrorPage, ErrorPage } from './layout/raPagesOnDemand';

// The admin calls the server at once: its HTTP client downloads alongside.
preloadApiClient();

// Built once per page load: declarations are checked here, naming any resource at fault.
const registry = new ResourceRegistry(resources);
const dataProvider = createDataProvider(registry);
const authProvider = createAuthProvider((resource, action) => accessRule(registry, resource, action) ?? customPageRule(customPages, resource));
const i18nProvider = i18nextProvider();
/** Resolves once the admin's messages for the current language are in; Root waits for it. */
export const adminReady = loadAdminCatalogs();
// Preferences (list filters, sort, page…) survive a reload; sidebar and language keep their cookies.
const store = createShellStore();
// A list opened cold asks for its code and first page now, beside the session's calls.
startListEarly(registry, dataProvider, store);
// The session's roles too: no screen draws before its access is known.
authProvider.getPermissions?.({}).catch(() => undefined);

const NotFoundRedirect = () => <Navigate to="/404" replace />;
const AccessDenied = () => <Navigate to="/401" replace />;

/** The signed-in console: react-admin with every declared resource at the spec's URLs. */
export default function AdminApp() {
  // Rebuilt live when the settings panel or the size selector changes a setting.
  const theme = useLiveTheme();
  const [queryClient] = useState(createQueryClient);
  // A link in the shell to a generic list starts its first page on the click (useStartListOnClick).
  const [startListOnClick] = useState(() => (location: Pick<Location, 'pathname' | 'search'>) => startListEarly(registry, dataProvider, store, location, queryClient));
  return (
    <RegistryContext.Provider value={registry}>
      <EarlyListContext.Provider value={startListOnClick}>
        {/* What react-admin's <Admin> renders, with the console's own pages in place of its defaults
            (<Admin> would bring its default login page, layout and rare pages into the first download). */}
        <AdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              layout={AppLayout}
              dashboard={Dashboard}
              loginPage={false}
              requireAuth
              disableTelemetry
              catchAll={NotFoundRedirect}
              accessDenied={AccessDenied}
              loading={LoadingPage}
              error={ErrorPage}
              authenticationError={AuthenticationErrorPage}
              authCallbackPage={AuthCallbackPage}
              title="app.title"
            >
              {buildResources(registry.all)}
              <CustomRoutes>{customRoutes()}</CustomRoutes>
            </CoreAdminUI>
            <AppNotification />
          </CssBaseline>
        </AdminContext>
      </EarlyListContext.Provider>
    </RegistryContext.Provider>
  );
}
