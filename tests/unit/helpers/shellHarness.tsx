import { useEffect, useMemo, type ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import Cookies from 'js-cookie';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, type AuthProvider, type Store } from 'react-admin';
import { AppLayout } from '../../../src/layout/AppLayout';
import RedirectPage from '../../../src/pages/RedirectPage';
import { initI18n, changeLanguage, type Language } from '../../../src/i18n';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { featureMessages } from '../../../src/featureMessages';
import { resources } from '../../../src/resources';
import { customPages } from '../../../src/customRoutes';
import { entityDeclarations } from '../../../src/schema/definitions/store';
import { ResourceRegistry, accessRule } from '../../../src/schema/registry';
import { RegistryContext } from '../../../src/schema/RegistryContext';
import { sessionCan, writeSession, type Session } from '../../../src/auth/session';
import { customPageRule } from '../../../src/routing/navigation';
import { createShellStore } from '../../../src/layout/shellStore';
import { useLiveTheme } from '../../../src/theme/useLiveTheme';
import { reloadSettings } from '../../../src/settings';
import { createPlaceStore, ShellRouter, useRouterPlace } from '../../../src/routing/shellRouter';

export const registry = new ResourceRegistry(resources, entityDeclarations());


export const ADMIN: Session = { account: 'admin', name: 'Super Admin', avatar: '', roles: ['admin'], permissions: [] };

export function sessionWith(permissions: string[], roles = ['editor']): Session {
  return { account: roles[0], name: roles[0], avatar: '', roles, permissions };
}

/** The real access rules (declarations and custom pages) over a fixed session, with no server. */
export function authProviderFor(session: Session): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => '/login',
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: session.account ?? 'me', fullName: session.name, government: session.government }),
    getPermissions: async () => session,
    canAccess: async ({ resource, action }) => {
      const rule = accessRule(registry, resource, action) ?? customPageRule(customPages, resource);
      return sessionCan(session, rule?.permission, rule?.roles);
    },
  };
}

/** Shows the router's location, so that tests can see where a click led. */
export function LocationProbe() {
  const { location } = useRouterPlace();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** react-admin's context with the theme the settings describe, as AdminApp has it. */
function LiveAdminContext({ authProvider, store, children }: { authProvider: AuthProvider; store: Store; children: ReactNode }) {
  const theme = useLiveTheme();
  // Built after i18next is initialised; it adds react-admin's and the features' messages once.
  const i18nProvider = useMemo(() => createI18nProvider(featureMessages), []);
  return (
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      {children}
    </AdminContext>
  );
}

export async function switchLanguage(language: Language): Promise<void> {
  await initI18n(language);
  await changeLanguage(language);
}

export interface ShellOptions {
  session?: Session;
  path?: string;
  language?: Language;
  store?: Store;
}

/** Renders shell parts inside react-admin's context, a memory router and the registry. */
export async function renderInShell(ui: ReactNode, options: ShellOptions = {}): Promise<RenderResult & { store: Store }> {
  const session = options.session ?? ADMIN;
  await switchLanguage(options.language ?? 'en');
  writeSession(session);
  const store = options.store ?? createShellStore(memoryStore());
  const result = render(
    <RegistryContext.Provider value={registry}>
      {/* The console's router (Root.tsx), over a history in memory. */}
      <ShellRouter store={createPlaceStore(createMemoryHistory({ initialEntries: [options.path ?? '/'], v5Compat: true }), () => 'console')}>
        <LiveAdminContext authProvider={authProviderFor(session)} store={store}>
          {ui}
          <LocationProbe />
        </LiveAdminContext>
      </ShellRouter>
    </RegistryContext.Provider>,
  );
  return { ...result, store };
}

let mounts = 0;
/** How many times a page was mounted (a refresh through /redirect mounts it again). */
export const pageMounts = () => mounts;

function Page() {
  const { pathname } = useLocation();
  useEffect(() => {
    mounts++;
  }, []);
  return <p data-testid="page">{pathname}</p>;
}

/** The whole shell around a stand-in page (`page` at every path), with /redirect and the notification bar. */
export function renderLayout(options: ShellOptions = {}, page: ReactNode = <Page />) {
  return renderInShell(
    <>
      <AppLayout>
        <Routes>
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="*" element={page} />
        </Routes>
      </AppLayout>
      <Notification />
    </>,
    options,
  );
}

/** The path shown by the LocationProbe. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** A fresh browser session for the shell: no tabs, stored preferences or sidebar cookie; scrolls recorded, not done. */
export function resetShellState(): void {
  sessionStorage.clear();
  localStorage.clear();
  Cookies.remove('sidebarStatus');
  reloadSettings();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
