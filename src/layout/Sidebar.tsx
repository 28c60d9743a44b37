import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Box, Drawer, Typography, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSettings } from '../settings';
import { AppMenu } from './AppMenu';
import { useSidebar } from './useSidebar';
import { PlainLink } from '../widgets/PlainLink';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_FOLDED_WIDTH = 54;

/** The logo and product name at the top of the sidebar (switchable in the settings). */
function SidebarLogo({ folded }: { folded: boolean }) {
  const translate = useTranslate();
  const name = translate('app.title');
  return (
    <Box
      component={PlainLink}
      to="/"
      aria-label={folded ? name : undefined}
      data-testid="sidebar-logo"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: folded ? 'center' : 'flex-start',
        gap: 1,
        minHeight: 56,
        px: folded ? 0 : 1.5,
        py: 0.75,
        bgcolor: theme.shell.logoBg,
        color: theme.shell.logoText,
        textDecoration: 'none',
        '&:focus-visible': { outline: `2px solid ${theme.shell.sidebarActiveText}`, outlineOffset: -2 },
      })}
    >
      <RocketLaunchIcon sx={(theme) => ({ color: theme.shell.sidebarActiveText, fontSize: 26, flexShrink: 0 })} />
      {!folded && (
        <Typography
          component="span"
          sx={{ fontWeight: 600, fontSize: 13, lineHeight: 1.3, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical' }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}

function SidebarContent({ folded }: { folded: boolean }) {
  const { sidebarLogo } = useSettings();
  return (
    <>
      {sidebarLogo && <SidebarLogo folded={folded} />}
      <AppMenu />
    </>
  );
}

/**
 * Desktop: a column 210 px wide (54 px folded) beside the page. Mobile: an overlay drawer that
 * the hamburger opens and a click outside or a navigation closes.
 */
export function Sidebar({ mobile }: { mobile: boolean }) {
  const { opened, withoutAnimation, setOpened } = useSidebar();
  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={opened}
        onClose={() => setOpened(false)}
        data-testid="sidebar-drawer"
        slotProps={{ paper: { sx: (theme: Theme) => ({ width: SIDEBAR_WIDTH, bgcolor: theme.shell.sidebarBg, backgroundImage: 'none' }), 'data-tour': 'menu' } as object }}
      >
        <SidebarContent folded={false} />
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-tour="menu"
      data-opened={opened}
      sx={(theme) => ({
        width: opened ? SIDEBAR_WIDTH : SIDEBAR_FOLDED_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowX: 'hidden',
        overflowY: 'auto',
        scrollbarWidth: 'none',
        bgcolor: theme.shell.sidebarBg,
        transition: withoutAnimation ? 'none' : theme.transitions.create('width', { duration: 280 }),
        zIndex: theme.zIndex.appBar + 1,
      })}
    >
      <SidebarContent folded={!opened} />
    </Box>
  );
}
