import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useCanAccess, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

const SYSTEM_AUTHORITY = '/sys_permission/role';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(function LinkItem({ to, label, icon }, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/**
 * The avatar dropdown: dashboard, system authority (the /sys_permission screens are hidden from
 * the sidebar, spec §2) and log out, which goes to /login?redirect={current path}.
 */
export function AvatarMenu() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: SYSTEM_AUTHORITY.slice(1), action: 'list' });
  const { identity } = useGetIdentity();
  // The button shows the user's name, so its accessible name must contain it too.
  const label = identity?.fullName ? translate('shell.avatar.menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <LinkItem to="/" label={translate('shell.avatar.dashboard')} icon={<DashboardIcon fontSize="small" />} />
      {canAccess && <LinkItem to={SYSTEM_AUTHORITY} label={translate('shell.avatar.system')} icon={<AdminPanelSettingsIcon fontSize="small" />} />}
      <Logout />
    </UserMenu>
  );
}
