import { memo, useMemo, type ComponentType, type MouseEvent } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useRouterSelect } from '../routing/shellRouter';
import { useStartListOnClick } from '../loading/listFirstPage';
import { PlainLink } from '../widgets/PlainLink';

/** Whether the menu entry for `path` is the page at `pathname` (or holds it). */
export function isActive(path: string, pathname: string): boolean {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

interface ShellMenuItemProps {
  to: string;
  title: string;
  icon: ComponentType;
  /** Folded sidebar: the icon alone, its title as a tooltip. */
  folded: boolean;
}

/**
 * A menu entry that renders again only when its props change or a navigation enters or leaves
 * its page. react-admin's MenuItemLink follows the location itself (and react-router's Link with
 * it), so every entry of the menu rendered again on every navigation; this one asks the router
 * only whether it is the page, and the link does not read the location (PlainLink). Same markup
 * and classes as MenuItemLink.
 */
export const ShellMenuItem = memo(function ShellMenuItem({ to, title, icon: Icon, folded }: ShellMenuItemProps) {
  const active = useRouterSelect((location) => isActive(to, location.pathname));
  const startList = useStartListOnClick();
  // The same element while the title and icon stay: a navigation draws the entry's own element
  // again, not what is in it.
  const content = useMemo(
    () => (
      <>
        <ListItemIcon className="RaMenuItemLink-icon">
          <Icon />
        </ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      </>
    ),
    [Icon, title],
  );
  const item = (
    <MenuItem
      component={PlainLink}
      to={to}
      tabIndex={0}
      // The entry's highlight is the feedback, as in the template: MUI's ripple drew itself four
      // times per click (mounting, growing, leaving) while the new screen was being drawn.
      disableRipple
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      aria-current={active ? 'page' : undefined}
      onClick={(event: MouseEvent) => startList(to, event)}
    >
      {content}
    </MenuItem>
  );
  return folded ? (
    <Tooltip title={title} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});
