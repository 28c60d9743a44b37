import { memo, useEffect, type ReactNode } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { SkipNavigationButton, useTranslate } from 'react-admin';
import { useSettings } from '../settings';
import { ApiFeedback } from './ApiFeedback';
import { Navbar } from './navbar/Navbar';
import { NavigationProgress } from './NavigationProgress';
import { OutageNotice } from './OutageNotice';
import { SETTINGS_HANDLE_WIDTH, SETTINGS_IN_TOOLBAR_QUERY, SettingsDrawer } from './SettingsDrawer';
import { Sidebar } from './Sidebar';
import { TabScreens } from '../routing/tagsView/TabScreens';
import { TagsView } from '../routing/tagsView/TagsView';
import { TabsProvider, useOpenTabs } from '../routing/tagsView/useTagsView';
import { FrameFollowsRouter, ScreenPlaceProvider } from '../routing/screenPlace';
import { TourProvider } from './tour/ShellTour';
import { pathTitle, usePathInfo, useRecordName } from '../routing/useNavRoutes';
import { useDrawerClosesOnNavigation, useResponsiveSidebar } from './useSidebar';
import { LiveChanges } from '../live/LiveChanges';
import { IdleWatch } from '../auth/IdleWatch';
import { ReauthDialog } from '../auth/ReauthDialog';

// The frame's parts follow the page through their own hooks (location, store, settings): held
// apart from the layout, a navigation re-renders only what shows the page.
const FrameSidebar = memo(Sidebar);
const FrameNavbar = memo(Navbar);
const FrameSettings = memo(SettingsDrawer);
const FrameFeedback = memo(ApiFeedback);
const FrameProgress = memo(NavigationProgress);
const FrameOutage = memo(OutageNotice);

/** "<page> - <product>" in the browser's tab, in the current language. */
function DocumentTitle() {
  const translate = useTranslate();
  const info = usePathInfo();
  const page = pathTitle(info, translate, useRecordName(info));
  const product = translate('app.title');
  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
  return null;
}

/** On a phone or tablet, a navigation closes the open drawer. */
function DrawerClosesOnNavigation({ mobile }: { mobile: boolean }) {
  useDrawerClosesOnNavigation(mobile);
  return null;
}

/** The tags bar: it draws again when the tabs change; each tab follows the page itself. */
function FrameTags() {
  return <TagsView state={useOpenTabs()} />;
}

/**
 * The console's frame around every screen (react-admin's `layout`): sidebar, navbar, tags
 * view, settings panel, progress bar and guided tour. A navigation draws its screen and, in the
 * same pass, only the parts of the frame that change with the page (FrameFollowsRouter).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenPlaceProvider routes={children}>
      <TabsProvider>
        <TourProvider>
          <Frame />
        </TourProvider>
      </TabsProvider>
    </ScreenPlaceProvider>
  );
}

/**
 * The frame, with the screens (TabScreens) in its main area. It reads no location itself, so a
 * navigation does not draw it again: the parts that show the page follow the router themselves
 * (FrameFollowsRouter), as the screens do.
 */
const Frame = memo(function Frame() {
  const settings = useSettings();
  const mobile = useResponsiveSidebar();
  const phone = useMediaQuery(SETTINGS_IN_TOOLBAR_QUERY, { noSsr: true });

  return (
    <Box data-device={mobile ? 'mobile' : 'desktop'} data-testid="shell" sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipNavigationButton />
      <FrameFollowsRouter>
        <FrameProgress />
        <FrameSidebar mobile={mobile} />
        <DrawerClosesOnNavigation mobile={mobile} />
      </FrameFollowsRouter>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {/* Not a <header>: the app bar inside is the page's one banner landmark. */}
        <Box
          data-testid="shell-header"
          sx={(theme) => ({ position: settings.fixedHeader ? 'sticky' : 'relative', top: 0, zIndex: theme.zIndex.appBar })}
        >
          <FrameFollowsRouter>
            <FrameNavbar mobile={mobile} settings={phone} />
            {settings.tagsView && <FrameTags />}
            <DocumentTitle />
          </FrameFollowsRouter>
          {/* Under the top bar, and kept in view with it while the service is out of reach. */}
          <FrameOutage />
        </Box>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          // The right padding keeps clear of the settings handle fixed on the right edge (on a
          // phone the handle is in the top bar instead).
          sx={{ flex: 1, minWidth: 0, p: { xs: 1, md: 2 }, pr: phone ? 1 : { xs: `${SETTINGS_HANDLE_WIDTH + 8}px`, md: `${SETTINGS_HANDLE_WIDTH + 12}px` }, outline: 'none' }}
        >
          <TabScreens keepScreens={settings.tagsView} />
        </Box>
      </Box>
      {!phone && <FrameSettings />}
      <FrameFeedback />
      <LiveChanges />
      <IdleWatch />
      <ReauthDialog />
    </Box>
  );
});
