import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Divider, ListItemIcon, MenuItem, Typography } from '@mui/material';
import { Menu, useStore, useTranslate } from 'react-admin';
import { menuSections, type MenuSection } from '../routing/navigation';
import { useRouterSelect } from '../routing/shellRouter';
import { isActive, ShellMenuItem } from './ShellMenuItem';
import { useAccessibleRoutes } from '../routing/useNavRoutes';
import { useSidebar } from './useSidebar';

const EXPANDED_KEY = 'shell.menu.expanded';

const NONE_EXPANDED: string[] = [];

/** A group of several routes: a header that folds its items (spec §2's top navigation entry). */
const MenuGroup = memo(function MenuGroup({ section, open, onToggle }: { section: MenuSection; open: boolean; onToggle: (group: string) => void }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <>
      <MenuItem className="shell-group" onClick={() => onToggle(section.group)} aria-expanded={open} aria-controls={id} data-group={section.group}>
        <ListItemIcon>
          <section.icon />
        </ListItemIcon>
        <Typography variant="inherit" sx={{ flexGrow: 1 }}>
          {translate(section.title)}
        </Typography>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} id={id} role="group" aria-label={translate(section.title)} className="shell-nested">
        {section.items.map((item) => (
          <ShellMenuItem key={item.path} to={item.path} title={translate(item.title)} icon={item.icon} folded={false} />
        ))}
      </Collapse>
    </>
  );
});

/**
 * Opens the group holding the current page when the page changes group: a component of its own,
 * so that the menu is not drawn again for it.
 */
function ActiveGroupOpens({ sections, expanded, setExpanded }: { sections: MenuSection[]; expanded: string[]; setExpanded: (groups: string[]) => void }) {
  const activeGroup = useRouterSelect(({ pathname }) => sections.find((s) => s.items.some((item) => isActive(item.path, pathname)))?.group);
  const lastActive = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (activeGroup === lastActive.current) return;
    lastActive.current = activeGroup;
    if (activeGroup && !expanded.includes(activeGroup)) setExpanded([...expanded, activeGroup]);
  }, [activeGroup, expanded, setExpanded]);
  return null;
}

/**
 * The sidebar menu: the routes this user may open, grouped as the spec's top navigation.
 * A group of one is a single entry named after the group; folded groups remember their state.
 * A navigation draws again only the entries it leaves and enters (ShellMenuItem), not the menu.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { routes } = useAccessibleRoutes();
  const { opened } = useSidebar();
  const [expanded, setExpanded] = useStore<string[]>(EXPANDED_KEY, NONE_EXPANDED);
  const sections = useMemo(() => menuSections(routes, () => true), [routes]);
  const toggle = useCallback((group: string) => setExpanded(expanded.includes(group) ? expanded.filter((g) => g !== group) : [...expanded, group]), [expanded, setExpanded]);

  return (
    <Box
      component="nav"
      aria-label={translate('shell.sidebar.label')}
      data-testid="app-menu"
      sx={(theme) => ({
        color: theme.shell.sidebarText,
        '& .RaMenu-root': { mt: 0, py: 0 },
        // Doubled classes: these must win over react-admin's own MenuItemLink colours.
        '& .RaMenuItemLink-root.RaMenuItemLink-root, & .shell-group': {
          color: theme.shell.sidebarText,
          minHeight: 48,
          fontSize: 14,
          // Long English and Spanish titles wrap instead of being cut off at 210 px.
          whiteSpace: opened ? 'normal' : 'nowrap',
          '& .MuiTypography-root': { whiteSpace: opened ? 'normal' : 'nowrap', lineHeight: 1.3 },
          '&:hover': { bgcolor: theme.shell.sidebarHover },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.shell.sidebarActiveText}`, outlineOffset: -2 },
        },
        '& .RaMenuItemLink-root .RaMenuItemLink-icon.RaMenuItemLink-icon, & .shell-group .MuiListItemIcon-root': { color: 'inherit', minWidth: 34 },
        '& .RaMenuItemLink-root.RaMenuItemLink-active': { color: theme.shell.sidebarActiveText, fontWeight: 600 },
        '& .shell-nested': { bgcolor: theme.shell.sidebarNestedBg },
        '& .shell-nested .RaMenuItemLink-root.RaMenuItemLink-root': { pl: opened ? 4 : undefined, '&:hover': { bgcolor: theme.shell.sidebarHover } },
        '& .MuiDivider-root': { borderColor: 'rgba(255,255,255,.08)' },
      })}
    >
      <ActiveGroupOpens sections={sections} expanded={expanded} setExpanded={setExpanded} />
      <Menu>
        {sections.map((section, index) => {
          if (!opened) {
            // Folded sidebar: icons only (react-admin shows each title as a tooltip). MenuList
            // wants a flat list of items, hence an array rather than a fragment.
            return [
              ...(index > 0 ? [<Divider key={`${section.group}-divider`} component="li" />] : []),
              ...section.items.map((item) => (
                <ShellMenuItem key={item.path} to={item.path} title={translate(item.title)} icon={item.icon} folded />
              )),
            ];
          }
          if (section.items.length === 1) {
            const [item] = section.items;
            return <ShellMenuItem key={section.group} to={item.path} title={translate(section.title)} icon={item.icon} folded={false} />;
          }
          return (
            <MenuGroup key={section.group} section={section} open={expanded.includes(section.group)} onToggle={toggle} />
          );
        })}
      </Menu>
    </Box>
  );
}
