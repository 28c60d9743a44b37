import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useCanAccess, useTranslate, useUserMenu } from 'react-admin';

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
  // A key, not a translated string: react-admin translates the label itself (narrow screens show
  // only the icon button, whose name would otherwise fall back to 'Profile').
  return (
    <UserMenu label="shell.avatar.menu">
      <LinkItem to="/" label={translate('shell.avatar.dashboard')} icon={<DashboardIcon fontSize="small" />} />
      {canAccess && <LinkItem to={SYSTEM_AUTHORITY} label={translate('shell.avatar.system')} icon={<AdminPanelSettingsIcon fontSize="small" />} />}
      <Logout />
    </UserMenu>
  );
}
