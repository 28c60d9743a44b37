import { Link, useLocation } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { useRegistry } from '../../schema/RegistryContext';
import { resourceLabel } from '../../schema/labels';
import { resourceKey, type ResourceDef } from '../../schema/types';

// The system authority screens, which the sidebar leaves out (spec §2).
const SCREENS = ['roles', 'permissions', 'systemUsers', 'auditLog'];
/** The entity designer, a page of its own (src/customRoutes.tsx): asked about by its path, as custom pages are. */
const DESIGNER = { route: '/sys_permission/entity', title: 'designer.title' };

/** Tabs between roles, permission settings, user authority, the operation log and the entity designer: those this user may open. */
export function AuthorityTabs() {
  const registry = useRegistry();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const defs = SCREENS.map((name) => registry.get(name)).filter((def): def is ResourceDef => !!def);
  const screens = [...defs.map((def) => ({ route: def.route, title: resourceLabel(def) })), DESIGNER];
  const { canAccess } = useCanAccessResources({ action: 'list', resources: screens.map(resourceKey) });
  const shown = screens.filter((screen) => canAccess?.[resourceKey(screen)]);
  if (shown.length < 2) return null;
  const current = shown.find((screen) => pathname === screen.route || pathname.startsWith(`${screen.route}/`));
  return (
    <Tabs
      component="nav"
      value={current?.route ?? false}
      aria-label={translate('resources.permissions.page.sections')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {shown.map((screen) => (
        <Tab key={screen.route} value={screen.route} label={translate(screen.title)} component={Link} to={screen.route} />
      ))}
    </Tabs>
  );
}
