import { Admin, CustomRoutes } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { resources } from './resources';
import { featureMessages } from './messages';
import { customPages, customRoutes, Dashboard } from './customRoutes';
import { ResourceRegistry, accessRule } from './schema/registry';
import { RegistryContext } from './schema/RegistryContext';
import { buildResources } from './schema/buildResources';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './auth/authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { useLiveTheme } from './theme/useLiveTheme';
import { customPageRule } from './layout/navigation';
import { createShellStore } from './layout/shellStore';

// Built once per page load: declarations are checked here, naming any resource at fault.
const registry = new ResourceRegistry(resources);
const dataProvider = createDataProvider(registry);
const authProvider = createAuthProvider((resource, action) => accessRule(registry, resource, action) ?? customPageRule(customPages, resource));
const i18nProvider = createI18nProvider(featureMessages);
// Preferences (list filters, sort, page…) survive a reload; sidebar and language keep their cookies.
const store = createShellStore();

const NotFoundRedirect = () => <Navigate to="/404" replace />;
const AccessDenied = () => <Navigate to="/401" replace />;

/** The signed-in console: react-admin with every declared resource at the spec's URLs. */
export default function AdminApp() {
  // Rebuilt live when the settings panel or the size selector changes a setting.
  const theme = useLiveTheme();
  return (
    <RegistryContext.Provider value={registry}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        dashboard={Dashboard}
        loginPage={false}
        requireAuth
        disableTelemetry
        catchAll={NotFoundRedirect}
        accessDenied={AccessDenied}
        notification={AppNotification}
        store={store}
        theme={theme}
        title="app.title"
      >
        {buildResources(registry.all)}
        <CustomRoutes>{customRoutes()}</CustomRoutes>
      </Admin>
    </RegistryContext.Provider>
  );
}
