import { memo, type ComponentType, type MouseEvent } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useStartListOnClick } from '../schema/earlyList';
import { PlainLink } from '../widgets/PlainLink';

interface ShellMenuItemProps {
  to: string;
  title: string;
  icon: ComponentType;
  active: boolean;
  /** Folded sidebar: the icon alone, its title as a tooltip. */
  folded: boolean;
}

/**
 * A menu entry that renders again only when its own props change. react-admin's MenuItemLink
 * follows the location itself (and react-router's Link with it), so every entry of the menu
 * rendered again on every navigation; the menu passes `active` instead, and the link does not
 * read the location (PlainLink). Same markup and classes as MenuItemLink.
 */
export const ShellMenuItem = memo(function ShellMenuItem({ to, title, icon: Icon, active, folded }: ShellMenuItemProps) {
  const startList = useStartListOnClick();
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
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
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
