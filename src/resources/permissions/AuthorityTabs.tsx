import { Link, useLocation } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { useRegistry } from '../../schema/RegistryContext';
import { resourceLabel } from '../../schema/labels';
import { resourceKey, type ResourceDef } from '../../schema/types';

// The system authority screens, which the sidebar leaves out (spec §2).
const SCREENS = ['roles', 'permissions', 'systemUsers', 'auditLog'];

/** Tabs between roles, permission settings, user authority and the operation log: those this user may open. */
export function AuthorityTabs() {
  const registry = useRegistry();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const defs = SCREENS.map((name) => registry.get(name)).filter((def): def is ResourceDef => !!def);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: defs.map(resourceKey) });
  const shown = defs.filter((def) => canAccess?.[resourceKey(def)]);
  if (shown.length < 2) return null;
  const current = shown.find((def) => pathname === def.route || pathname.startsWith(`${def.route}/`));
  return (
    <Tabs
      component="nav"
      value={current?.route ?? false}
      aria-label={translate('resources.permissions.page.sections')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {shown.map((def) => (
        <Tab key={def.name} value={def.route} label={translate(resourceLabel(def))} component={Link} to={def.route} />
      ))}
    </Tabs>
  );
}
