import { lazy, Suspense, useState, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { getToken } from './auth/token';
import { loginPathFor } from './auth/redirect';
import { createAppTheme } from './theme';
import { loadAdmin, PUBLIC_PATHS, STATUS_CODES } from './loading/preloadAdmin';
import { readSettings } from './settings';
import { PageProgress } from './pages/PageProgress';
import { lazyScreen } from './loading/onDemand';
import { browserPlaces, ShellRouter, useRouterPlace } from './routing/shellRouter';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const AuthRedirect = lazy(() => import('./pages/AuthRedirect'));
const StatusPage = lazy(() => import('./pages/StatusPage'));
// The admin's code and its messages in the current language arrive together.
const AdminApp = lazyScreen(() => loadAdmin().then((m) => m.adminReady.then(() => m)), <PageProgress />);

/**
 * Without a token only /login and /auth-redirect open; anything else asks to log in first. Asked
 * again on every navigation.
 */
function RequireToken({ children }: { children: ReactNode }) {
  const { location } = useRouterPlace();
  if (!getToken()) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}

// The pages outside the console each draw a tree of their own (ShellRouter), matched as the
// routes below match them (any case, a trailing slash).
const treeOf = (pathname: string) => PUBLIC_PATHS.find((page) => matchPath(page, pathname)) ?? 'console';

/** The stored theme, for the pages drawn without react-admin (which builds its own). */
function PageTheme({ baseline = false, children }: { baseline?: boolean; children: ReactNode }) {
  const [theme] = useState(() => createAppTheme(readSettings()));
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}

/** The public pages stay outside react-admin, so that /login loads little. */
export function Root() {
  const [places] = useState(() => browserPlaces(treeOf));
  return (
    // Each navigation commits as it happens (not as a transition, which React merges with the
    // next one): every visited route gets its tab, and the URL, tab and breadcrumb move together.
    <ShellRouter store={places}>
      <Routes>
        <Route
          path="/login"
          element={
            <PageTheme baseline>
              <Suspense fallback={<PageProgress />}>
                <LoginPage />
              </Suspense>
            </PageTheme>
          }
        />
        <Route
          path="/auth-redirect"
          element={
            <PageTheme>
              <Suspense fallback={<PageProgress />}>
                <AuthRedirect />
              </Suspense>
            </PageTheme>
          }
        />
        {STATUS_CODES.map((code) => (
          <Route
            key={code}
            path={`/${code}`}
            element={
              <RequireToken>
                <PageTheme baseline>
                  <Suspense fallback={<PageProgress />}>
                    <StatusPage code={code} />
                  </Suspense>
                </PageTheme>
              </RequireToken>
            }
          />
        ))}
        <Route
          path="/*"
          element={
            <RequireToken>
              <Suspense fallback={<PageProgress />}>
                <AdminApp />
              </Suspense>
            </RequireToken>
          }
        />
      </Routes>
    </ShellRouter>
  );
}
