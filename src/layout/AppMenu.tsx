import { Fragment } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { ListSubheader } from '@mui/material';
import { Menu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { useRegistry } from '../schema/RegistryContext';
import { resourceLabel } from '../schema/labels';
import { MENU_GROUPS, resourceKey } from '../schema/types';

/** The sidebar: the declarations' menu places, grouped, limited to what the user may open. */
export function AppMenu() {
  const registry = useRegistry();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const shown = registry.all.filter((def) => def.menu && !def.menu.hidden);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: shown.map(resourceKey) });

  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('menu.home')} leftIcon={<DashboardIcon />} />
      {MENU_GROUPS.filter((group) => group !== 'home').map((group) => {
        const items = shown
          .filter((def) => def.menu!.group === group && canAccess?.[resourceKey(def)])
          .sort((a, b) => a.menu!.order - b.menu!.order);
        if (items.length === 0) return null;
        return (
          <Fragment key={group}>
            {open && <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{translate(`menu.${group}`)}</ListSubheader>}
            {items.map((def) => (
              <Menu.Item key={def.name} to={def.route} primaryText={translate(resourceLabel(def))} leftIcon={def.menu && <def.menu.icon />} />
            ))}
          </Fragment>
        );
      })}
    </Menu>
  );
}
