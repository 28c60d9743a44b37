import { Navigate, Route } from 'react-router-dom';
import { CanAccess } from 'react-admin';
import BarChartIcon from '@mui/icons-material/BarChart';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import TourIcon from '@mui/icons-material/Tour';
import ApiIcon from '@mui/icons-material/Api';
import KeyIcon from '@mui/icons-material/Key';
import SecurityIcon from '@mui/icons-material/Security';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import RedirectPage from './pages/RedirectPage';
import { pageAccessKey, type CustomPage } from './routing/navigation';
import { onDemandScreen } from './loading/onDemandScreen';

const Documentation = onDemandScreen(() => import('./pages/Documentation'));
const Guide = onDemandScreen(() => import('./pages/Guide'));
const ApiReference = onDemandScreen(() => import('./pages/Documentation/ApiReference'));
const StatisticsPage = onDemandScreen(() => import('./pages/statistics/StatisticsPage'));
const AccountsOverview = onDemandScreen(() => import('./resources/accounts/AccountsOverview'));
const ChangePassword = onDemandScreen(() => import('./pages/ChangePassword'));
const SecurityPage = onDemandScreen(() => import('./pages/Security'));
const DesignerPage = onDemandScreen(() => import('./pages/designer'));

/**
 * Screens that are not a declared resource, at the spec's URLs (spec §2). Each loads on demand.
 * `menu` places the page in the sidebar beside the resources; `access` limits who may open it
 * (checked like a resource's permission; admin bypasses).
 */
export const customPages: CustomPage[] = [
  {
    path: '/statistic/index',
    title: 'menu.statistic',
    element: <StatisticsPage />,
    menu: { group: 'safetyInspection', order: 60, icon: BarChartIcon },
    access: { permission: 'statistic:view' },
  },
  {
    path: '/account/index',
    title: 'menu.accounts',
    element: <AccountsOverview />,
    menu: { group: 'personnel', order: 40, icon: SupervisorAccountIcon },
    access: { permission: 'account:view' },
  },
  {
    path: '/documentation/index',
    title: 'menu.documentation',
    element: <Documentation />,
    menu: { group: 'help', order: 90, icon: MenuBookIcon },
  },
  {
    // The API's own description (GET /api/openapi.json), for integrators.
    path: '/documentation/api',
    title: 'menu.apiReference',
    element: <ApiReference />,
    menu: { group: 'help', order: 92, icon: ApiIcon },
    access: { permission: 'system:api' },
  },
  {
    path: '/guide/index',
    title: 'menu.guide',
    element: <Guide />,
    menu: { group: 'help', order: 91, icon: TourIcon },
  },
  {
    // Every logged-in user's own page, opened from the avatar menu (and the route search).
    path: '/profile/password',
    title: 'profile.password.title',
    element: <ChangePassword />,
    menu: { group: 'help', order: 95, icon: KeyIcon, hidden: true },
  },
  {
    // Second factor and sessions, from the avatar menu too.
    path: '/profile/security',
    title: 'security.title',
    element: <SecurityPage />,
    menu: { group: 'help', order: 96, icon: SecurityIcon, hidden: true },
  },
  {
    // The entity designer, with the other system authority screens (their tabs, the route search).
    path: '/sys_permission/entity',
    title: 'designer.title',
    element: <DesignerPage />,
    menu: { group: 'permission', order: 84, icon: DesignServicesIcon, hidden: true },
    access: { permission: 'entity:design' },
  },
];

export const Dashboard = onDemandScreen(() => import('./pages/Dashboard'));

const denied = <Navigate to="/401" replace />;

export function customRoutes() {
  return [
    ...customPages.map((page) => (
      <Route
        key={page.path}
        path={page.path}
        element={
          page.access ? (
            <CanAccess resource={pageAccessKey(page.path)} action="list" accessDenied={denied}>
              {page.element}
            </CanAccess>
          ) : (
            page.element
          )
        }
      />
    )),
    <Route key="redirect" path="/redirect/*" element={<RedirectPage />} />,
  ];
}
