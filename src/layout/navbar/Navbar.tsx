import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LanguageMenu } from '../LanguageMenu';
import { RouteSearch } from '../RouteSearch';
import { SettingsDrawer } from '../SettingsDrawer';
import { WarningBadge } from '../../resources/warnings/WarningBadge';
import { useSidebar } from '../useSidebar';
import { AvatarMenu } from './AvatarMenu';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenButton } from './FullscreenButton';
import { SizeMenu } from './SizeMenu';

function Hamburger() {
  const translate = useTranslate();
  const { opened, toggle } = useSidebar();
  const label = translate(opened ? 'shell.navbar.close_sidebar' : 'shell.navbar.open_sidebar');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-expanded={opened} onClick={toggle} data-tour="menu-toggle" data-testid="hamburger">
        {opened ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The top bar: hamburger, breadcrumb, then search, pending warnings, full screen, size, language,
 * the settings handle on a phone (`settings`) and the avatar.
 */
export function Navbar({ mobile, settings = false }: { mobile: boolean; settings?: boolean }) {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', color: 'text.primary', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Toolbar variant="dense" disableGutters sx={{ minHeight: 50, px: 0.5, gap: 0.25 }}>
        <Hamburger />
        <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'flex' }, px: 1 }}>
          <Breadcrumb />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <RouteSearch />
        <WarningBadge />
        {!mobile && <FullscreenButton />}
        <SizeMenu />
        <Box data-tour="language" sx={{ display: 'inline-flex' }}>
          <LanguageMenu />
        </Box>
        {settings && <SettingsDrawer inToolbar />}
        <AvatarMenu />
      </Toolbar>
    </AppBar>
  );
}
