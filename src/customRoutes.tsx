import { lazy } from 'react';
import { Route } from 'react-router-dom';
import Placeholder from './pages/Placeholder';
import RedirectPage from './pages/RedirectPage';

/**
 * Screens that are not a declared resource, at the spec's URLs (spec §2). Each loads on demand.
 * `menu` places the page in the sidebar beside the resources.
 */
export const customPages = [
  { path: '/statistic/index', title: 'menu.statistic', element: <Placeholder title="menu.statistic" /> },
  { path: '/account/index', title: 'menu.accounts', element: <Placeholder title="menu.accounts" /> },
  { path: '/documentation/index', title: 'menu.documentation', element: <Placeholder title="menu.documentation" /> },
  { path: '/guide/index', title: 'menu.guide', element: <Placeholder title="menu.guide" /> },
];

export const Dashboard = lazy(() => import('./pages/Dashboard'));

export function customRoutes() {
  return [
    ...customPages.map((page) => <Route key={page.path} path={page.path} element={page.element} />),
    <Route key="redirect" path="/redirect/*" element={<RedirectPage />} />,
  ];
}
