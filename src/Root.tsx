import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { getToken } from './auth/token';
import { loginPathFor } from './auth/redirect';
import { createAppTheme } from './theme';
import { loadAdmin, STATUS_CODES } from './preloadAdmin';
import { readSettings } from './settings';
import { PageProgress } from './pages/PageProgress';
import { lazyScreen } from './widgets/onDemand';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const AuthRedirect = lazy(() => import('./pages/AuthRedirect'));
const StatusPage = lazy(() => import('./pages/StatusPage'));
// The admin's code and its messages in the current language arrive together.
const AdminApp = lazyScreen(() => loadAdmin().then((m) => m.adminReady.then(() => m)), <PageProgress />);

/** Without a token only /login and /auth-redirect open; anything else asks to log in first. */
function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}

/** The public pages stay outside react-admin, so that /login loads little. */
export function Root() {
  const theme = createAppTheme(readSettings());
  return (
    // Each navigation commits as it happens (not as a transition, which React merges with the
    // next one): every visited route gets its tab, and the URL, tab and breadcrumb move together.
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route
          path="/login"
          element={
            <ThemeProvider theme={theme}>
              <CssBaseline />
              <Suspense fallback={<PageProgress />}>
                <LoginPage />
              </Suspense>
            </ThemeProvider>
          }
        />
        <Route
          path="/auth-redirect"
          element={
            <ThemeProvider theme={theme}>
              <Suspense fallback={<PageProgress />}>
                <AuthRedirect />
              </Suspense>
            </ThemeProvider>
          }
        />
        {STATUS_CODES.map((code) => (
          <Route
            key={code}
            path={`/${code}`}
            element={
              <RequireToken>
                <ThemeProvider theme={theme}>
                  <CssBaseline />
                  <Suspense fallback={<PageProgress />}>
                    <StatusPage code={code} />
                  </Suspense>
                </ThemeProvider>
              </RequireToken>
            }
          />
        ))}
        <Route
          path="/*"
          element={
            <RequireToken>
              {/* The stored theme colours the progress bar while the admin's code loads. */}
              <ThemeProvider theme={theme}>
                <Suspense fallback={<PageProgress />}>
                  <AdminApp />
                </Suspense>
              </ThemeProvider>
            </RequireToken>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
