import type { ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import BuildIcon from '@mui/icons-material/Build';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { MENU_GROUPS, resourceKey, type ResourceDef } from '../schema/types';
import { resourceLabel } from '../schema/labels';
import { screensOf } from '../schema/screens';

/** The spec's top navigation, plus the help pages (documentation, guide) at the end. */
export const SHELL_GROUPS = [...MENU_GROUPS, 'help'] as const;
export type ShellGroup = (typeof SHELL_GROUPS)[number];

export const GROUP_ICONS: Record<ShellGroup, SvgIconComponent> = {
  home: DashboardIcon,
  governmentResources: AccountBalanceIcon,
  partnerCompanies: BusinessIcon,
  personnel: PeopleIcon,
  checkpoints: PlaceIcon,
  safetyInspection: HealthAndSafetyIcon,
  alarms: NotificationsActiveIcon,
  maintenance: BuildIcon,
  permission: AdminPanelSettingsIcon,
  help: HelpOutlineIcon,
};

export function groupTitle(group: ShellGroup): string {
  return group === 'help' ? 'shell.group.help' : `menu.${group}`;
}

/** Who may open a custom page: a permission and/or roles, as for resources (admin bypasses). */
export interface PageAccess {
  permission?: string;
  roles?: readonly string[];
}

/** A screen that is not a declared resource (src/customRoutes.tsx). */
export interface CustomPage {
  path: string;
  title: string;
  element: ReactElement;
  menu?: { group: ShellGroup; order: number; icon: SvgIconComponent; hidden?: boolean };
  access?: PageAccess;
}

/** One place the user can go: in the sidebar (unless hidden), the route search and the tabs. */
export interface NavRoute {
  path: string;
  /** i18n key */
  title: string;
  group: ShellGroup;
  order: number;
  icon: SvgIconComponent;
  hidden: boolean;
  /** The name canAccess is asked about; null: open to every logged-in user. */
  access: string | null;
  /** Affixed tabs cannot be closed (the dashboard). */
  affix?: boolean;
}

export const HOME_ROUTE: NavRoute = {
  path: '/',
  title: 'menu.home',
  group: 'home',
  order: 0,
  icon: DashboardIcon,
  hidden: false,
  access: null,
  affix: true,
};

/** The access name of a custom page: its path without the leading slash. */
export function pageAccessKey(path: string): string {
  return path.replace(/^\//, '');
}

/** Every navigable route: the dashboard, each resource list with a menu place, each custom page. */
export function buildNavRoutes(defs: readonly ResourceDef[], pages: readonly CustomPage[]): NavRoute[] {
  const fromResources = defs
    .filter((def) => def.menu && screensOf(def).list)
    .map((def) => ({
      path: def.route,
      title: resourceLabel(def),
      group: def.menu!.group,
      order: def.menu!.order,
      icon: def.menu!.icon,
      hidden: !!def.menu!.hidden,
      access: resourceKey(def),
    }));
  const fromPages = pages
    .filter((page) => page.menu)
    .map((page) => ({
      path: page.path,
      title: page.title,
      group: page.menu!.group,
      order: page.menu!.order,
      icon: page.menu!.icon,
      hidden: !!page.menu!.hidden,
      access: page.access ? pageAccessKey(page.path) : null,
    }));
  return [HOME_ROUTE, ...fromResources, ...fromPages];
}

/** The access rule of a custom page for authProvider.canAccess, if `resource` names one. */
export function customPageRule(pages: readonly CustomPage[], resource: string): PageAccess | undefined {
  return pages.find((page) => page.access && pageAccessKey(page.path) === resource)?.access;
}

export interface MenuSection {
  group: ShellGroup;
  title: string;
  icon: SvgIconComponent;
  items: NavRoute[];
}

/** The sidebar: visible routes the user may open, grouped in the spec's order, empty groups left out. */
export function menuSections(routes: readonly NavRoute[], allowed: (route: NavRoute) => boolean): MenuSection[] {
  return SHELL_GROUPS.map((group) => ({
    group,
    title: groupTitle(group),
    icon: GROUP_ICONS[group],
    items: routes.filter((r) => r.group === group && !r.hidden && allowed(r)).sort((a, b) => a.order - b.order),
  })).filter((section) => section.items.length > 0);
}

export type PageKind = 'list' | 'create' | 'edit' | 'show' | 'page';

export interface PathInfo {
  /** The navigable route the path belongs to. */
  route: NavRoute;
  kind: PageKind;
  def?: ResourceDef;
  id?: string;
}

/**
 * What a location is: a navigable route itself, or a record page under a resource's list
 * (`<list>/create`, `<list>/:id`, `<list>/:id/show`). Null for anything else.
 */
export function describePath(pathname: string, routes: readonly NavRoute[], defs: readonly ResourceDef[]): PathInfo | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname || '/';
  const exact = routes.find((r) => r.path === path);
  const def = defs.find((d) => path === d.route || path.startsWith(`${d.route}/`));
  if (exact) return { route: exact, kind: def && def.route === path ? 'list' : 'page', def };
  if (!def) return null;
  const route = routes.find((r) => r.path === def.route);
  if (!route) return null;
  const rest = path.slice(def.route.length + 1).split('/').map(decodeURIComponent);
  if (rest.length === 1 && rest[0] === 'create') return { route, kind: 'create', def };
  if (rest.length === 1) return { route, kind: 'edit', def, id: rest[0] };
  if (rest.length === 2 && rest[1] === 'show') return { route, kind: 'show', def, id: rest[0] };
  return null;
}
