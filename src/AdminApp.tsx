import { useState, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, Resource, ResourceDefinitionContext, type ResourceDefinitionContextValue } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { Navigate } from 'react-router-dom';
import type { ResourceDef } from './schema/types';
import { resources } from './resources';
import { customPages, customRoutes, Dashboard } from './customRoutes';
import { ResourceRegistry, accessRule } from './schema/registry';
import { RegistryContext } from './schema/RegistryContext';
import { buildResources } from './schema/buildResources';
import { EarlyListContext, startListEarly } from './loading/listFirstPage';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './auth/authProvider';
import { createQueryClient } from './auth/queryClient';
import { i18nextProvider } from './i18n/i18nProvider';
import { loadAdminCatalogs } from './i18n/adminCatalogs';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { useLiveTheme } from './theme/useLiveTheme';
import { customPageRule } from './routing/navigation';
import { createShellStore } from './layout/shellStore';
import { preloadApiClient } from './api';
import { reactRouterProvider } from './routing/routerProvider';
import { useOnNavigation, useRouterSelect } from './routing/shellRouter';
import { checkDefinitionsOnNavigation, definitionsSettled, entityDeclarations, onDefinitionsChange, onDefinitionsSettled, receiveDefinitions, refreshDefinitions, settleDefinitions } from './schema/definitions/store';
import { AuthCallbackPage, AuthenticationErrorPage, ErrorPage } from './loading/raPagesOnDemand';

// The admin calls the server at once: its HTTP client downloads alongside.
preloadApiClient();

// The built-in declarations are checked here, naming any resource at fault; those made from entity
// definitions start as this browser last saw them and follow every change (schema/definitions).
const registry = new ResourceRegistry(resources, entityDeclarations());
onDefinitionsChange(() => registry.replaceEntities(entityDeclarations()));
const dataProvider = createDataProvider(registry);
const authProvider = createAuthProvider((resource, action) => accessRule(registry, resource, action) ?? customPageRule(customPages, resource), {
  entities: receiveDefinitions,
  loggedIn: () => void refreshDefinitions(),
});
const i18nProvider = i18nextProvider();
const catalogs = loadAdminCatalogs();
// Preferences (list filters, sort, page…) survive a reload; sidebar and language keep their cookies.
const store = createShellStore();
// The first admin of the page takes this query cache (a later one, after signing in again, starts
// anew): a list opened cold asks for its code and first page now, beside the session's calls, and
// finds its first page there when it mounts.
let firstQueryClient: QueryClient | undefined = createQueryClient();
const startFirstPage = (cache?: QueryClient) => startListEarly(registry, dataProvider, store, window.location, cache);
let firstPage = startFirstPage(firstQueryClient);
const takeQueryClient = () => {
  const client = firstQueryClient ?? createQueryClient();
  firstQueryClient = undefined;
  return client;
};
// The session's roles too: no screen draws before its access is known.
const roles = authProvider.getPermissions?.({}).catch(() => undefined);
void Promise.resolve(roles).finally(settleDefinitions);
// A list of a definition this browser has not seen yet starts once the session answer names it.
if (!firstPage && !isKnownPath(window.location.pathname)) {
  const cache = firstQueryClient;
  firstPage = Promise.resolve(roles).then(() => startFirstPage(cache));
}

/** How long the first draw waits for the roles and a cold list's first page at most. */
const FIRST_DRAW_WAIT_MS = 300;
/**
 * Resolves once the admin's messages for the current language are in, and the session's roles
 * and a cold list's first page have come (or FIRST_DRAW_WAIT_MS has passed): the first draw then
 * has the menu, the access answers and the rows, instead of a frame drawn again as each comes
 * in, which on a cold load drew the list a second time after its first page had come. Root
 * waits for it.
 */
export const adminReady: Promise<void> = Promise.all([
  catalogs,
  Promise.race([Promise.all([roles, firstPage]), new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS))]),
]).then(() => undefined);

// React-admin's routes and its resource definitions are given whole, not registered by each
// <Resource> in an effect after the first draw (and again when the roles arrive, which drew the
// whole frame twice more on a cold load). Built once per set of declarations: at load, and again
// when an entity definition changes.
const builtFor = new WeakMap<readonly ResourceDef[], { resourceRoutes: ReturnType<typeof buildResources>; definitions: ResourceDefinitionContextValue }>();
function adminResources(all: readonly ResourceDef[]) {
  let built = builtFor.get(all);
  if (!built) {
    const resourceRoutes = buildResources(all);
    built = {
      resourceRoutes,
      definitions: {
        definitions: Object.fromEntries(resourceRoutes.map((route) => [route.props.name, Resource.registerResource(route.props)])),
        register: () => undefined,
        unregister: () => undefined,
      },
    };
    builtFor.set(all, built);
  }
  return built;
}
adminResources(registry.all);
const pageRoutes = <CustomRoutes>{customRoutes()}</CustomRoutes>;

function isKnownPath(pathname: string): boolean {
  return registry.all.some((def) => pathname === def.route || pathname.startsWith(`${def.route}/`));
}

/**
 * An unknown path is /404 once the session has answered: before, it may be an entity's this
 * browser has not seen yet, whose routes come with the answer.
 */
function NotFoundRedirect() {
  const settled = useSyncExternalStore(onDefinitionsSettled, definitionsSettled);
  const known = useRouterSelect(({ pathname }) => isKnownPath(pathname));
  return settled && !known ? <Navigate to="/404" replace /> : <LoadingPage />;
}
const AccessDenied = () => <Navigate to="/401" replace />;

/** The signed-in console: react-admin with every declared resource at the spec's URLs. */
export default function AdminApp() {
  // Rebuilt live when the settings panel or the size selector changes a setting.
  const theme = useLiveTheme();
  const [queryClient] = useState(takeQueryClient);
  // A link in the shell to a generic list starts its first page on the click (useStartListOnClick).
  const [startListOnClick] = useState(() => (location: Pick<Location, 'pathname' | 'search'>) => startListEarly(registry, dataProvider, store, location, queryClient));
  const { resourceRoutes, definitions } = adminResources(useSyncExternalStore(registry.subscribe, () => registry.all));
  // While the live stream is down, a navigation is when a definition saved elsewhere shows.
  useOnNavigation(checkDefinitionsOnNavigation);
  return (
    <RegistryContext.Provider value={registry}>
      <EarlyListContext.Provider value={startListOnClick}>
        {/* What react-admin's <Admin> renders, with the console's own pages in place of its defaults
            (<Admin> would bring its default login page, layout and rare pages into the first download). */}
        <AdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme} routerProvider={reactRouterProvider}>
          <CssBaseline enableColorScheme>
            <ResourceDefinitionContext.Provider value={definitions}>
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
                {resourceRoutes}
                {pageRoutes}
              </CoreAdminUI>
            </ResourceDefinitionContext.Provider>
            <AppNotification />
          </CssBaseline>
        </AdminContext>
      </EarlyListContext.Provider>
    </RegistryContext.Provider>
  );
}
