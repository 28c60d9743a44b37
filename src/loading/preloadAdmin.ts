// The first module of every page (main.tsx imports it before anything else), kept to a few small
// imports: a signed-in page asks for the admin's code, its messages and the HTTP client as soon as
// the boot file has arrived, not once React, MUI and the router in it have run (~100 ms later on
// a cold list page, which then waited for them).
import { preloadApiClient } from '../api/client';
import { getToken } from '../auth/token';
import { ADMIN_CATALOGS } from '../i18n/adminCatalogLoaders';
import { detectLanguage } from '../i18n/languages';

/** The status pages, drawn without react-admin like /login and /auth-redirect. */
export const STATUS_CODES = [404, 401] as const;
export const PUBLIC_PATHS = ['/login', '/auth-redirect', ...STATUS_CODES.map((code) => `/${code}`)];

export const loadAdmin = () => import('../AdminApp');

/** On a signed-in page, asks for the admin's code, its messages and the HTTP client at once. */
export function preloadAdmin(pathname: string): void {
  if (!getToken() || PUBLIC_PATHS.includes(pathname)) return;
  preloadApiClient();
  loadAdmin().catch(() => undefined); // a failed download is reported when Root asks again
  ADMIN_CATALOGS[detectLanguage()]().catch(() => undefined); // likewise, when the admin asks
}

preloadAdmin(window.location.pathname);
