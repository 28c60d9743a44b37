import { forwardRef, type ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import KeyIcon from '@mui/icons-material/Key';
import SecurityIcon from '@mui/icons-material/Security';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { Logout, UserMenu, useCanAccess, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { PlainLink } from '../../widgets/PlainLink';
import { jurisdictionName, useJurisdiction } from '../../auth/useJurisdiction';

const SYSTEM_AUTHORITY = '/sys_permission/role';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(function LinkItem({ to, label, icon }, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem component={PlainLink} to={to} ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/** A bound user's body, at the top of the menu; not an item the keys stop at. */
function JurisdictionHeader() {
  const translate = useTranslate();
  const body = useJurisdiction();
  if (!body) return null;
  return (
    <ListSubheader data-testid="avatar-jurisdiction" sx={{ lineHeight: 1.5, py: 1, maxWidth: 280, whiteSpace: 'normal' }}>
      {translate('shell.avatar.jurisdiction', { name: jurisdictionName(body) })}
    </ListSubheader>
  );
}

/**
 * The avatar dropdown: the bound user's jurisdiction, dashboard, system authority (the /sys_permission screens are hidden from
 * the sidebar, spec §2), change password, sign-in and sessions, and log out, which goes to /login?redirect={current path}.
 */
export function AvatarMenu() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: SYSTEM_AUTHORITY.slice(1), action: 'list' });
  const { identity } = useGetIdentity();
  // react-admin shows the user's name from 600 px up (its 'sm'): the button's accessible name
  // must then contain that visible name (WCAG 2.5.3). Narrow screens show only the icon button,
  // whose label must stay a key: react-admin would fall back to 'Profile' for any other string.
  const nameShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm')) && !!identity?.fullName;
  const label = nameShown ? translate('shell.avatar.menu_of', { name: identity!.fullName }) : 'shell.avatar.menu';
  return (
    <UserMenu label={label}>
      <JurisdictionHeader />
      <LinkItem to="/" label={translate('shell.avatar.dashboard')} icon={<DashboardIcon fontSize="small" />} />
      {canAccess && <LinkItem to={SYSTEM_AUTHORITY} label={translate('shell.avatar.system')} icon={<AdminPanelSettingsIcon fontSize="small" />} />}
      <LinkItem to="/profile/password" label={translate('profile.password.menu')} icon={<KeyIcon fontSize="small" />} />
      <LinkItem to="/profile/security" label={translate('security.menu')} icon={<SecurityIcon fontSize="small" />} />
      <Logout />
    </UserMenu>
  );
}
