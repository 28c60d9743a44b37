import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '@mui/material';
import { useStore } from 'react-admin';
import { SIDEBAR_INSTANT_KEY, SIDEBAR_OPEN_KEY } from './shellStore';
import { MOBILE_QUERY, readSidebarOpened } from './sidebarStatus';

/** Spec §4's device: mobile under 992 px, desktop above. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}

/** The sidebar's state, shared with react-admin's Menu through its store key. */
export function useSidebar() {
  const [opened, setOpened] = useStore<boolean>(SIDEBAR_OPEN_KEY, true);
  const [withoutAnimation, setWithoutAnimation] = useStore<boolean>(SIDEBAR_INSTANT_KEY, false);
  return {
    opened,
    withoutAnimation,
    setOpened,
    /** The hamburger: an animated toggle. */
    toggle: () => {
      setWithoutAnimation(false);
      setOpened(!opened);
    },
    /** A device switch: closes (mobile) or restores the remembered desktop state, without animation. */
    switchDevice: (mobile: boolean) => {
      setWithoutAnimation(true);
      setOpened(mobile ? false : readSidebarOpened());
    },
  };
}

/**
 * Going under 992 px closes the sidebar (it then opens as an overlay drawer that closes on
 * navigation, useDrawerClosesOnNavigation); growing past it restores the desktop sidebar as it
 * was. Returns the device the layout shows: it changes in the same render as the sidebar's
 * state, so the mobile drawer never mounts open with the desktop's state for a frame (which left
 * its modal layer behind).
 */
export function useResponsiveSidebar(): boolean {
  const viewportMobile = useIsMobile();
  const [mobile, setMobile] = useState(viewportMobile);
  const { switchDevice } = useSidebar();

  useEffect(() => {
    if (viewportMobile === mobile) return;
    switchDevice(viewportMobile);
    setMobile(viewportMobile);
  }, [viewportMobile, mobile, switchDevice]);

  return mobile;
}

/** On a phone or tablet, a navigation closes the open drawer (the sidebar reads the location, not the layout). */
export function useDrawerClosesOnNavigation(mobile: boolean): void {
  const { opened, setOpened } = useSidebar();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (mobile && opened) setOpened(false);
  }, [pathname, mobile, opened, setOpened]);
}
