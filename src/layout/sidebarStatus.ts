import Cookies from 'js-cookie';

// Cookie name fixed by spec §9; '1' open, '0' closed, as the template it descends from wrote it.
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Spec §9: under this width the layout is in mobile mode. */
export const MOBILE_BREAKPOINT = 992;
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT - 0.05}px)`;

/** Spec §3's sidebar state. */
export interface SidebarStatus {
  opened: boolean;
  withoutAnimation: boolean;
}

/** The desktop sidebar's remembered state; open when nothing was remembered. */
export function readSidebarOpened(value: string | undefined = Cookies.get(SIDEBAR_COOKIE)): boolean {
  return value === undefined ? true : value === '1';
}

export function writeSidebarOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { sameSite: 'Lax', expires: 365 });
}

export function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * The sidebar as one small state machine: on desktop every change is remembered in the
 * cookie; in mobile mode the sidebar is an overlay drawer whose open state is not remembered,
 * so growing back past 992 px restores what the desktop had.
 */
export function createSidebarStatus(mobile: () => boolean = isMobileViewport) {
  let status: SidebarStatus = { opened: mobile() ? false : readSidebarOpened(), withoutAnimation: false };
  return {
    get: (): SidebarStatus => status,
    set(opened: boolean, withoutAnimation = status.withoutAnimation): SidebarStatus {
      status = { opened, withoutAnimation };
      if (!mobile()) writeSidebarOpened(opened);
      return status;
    },
    /** Whether the next change should skip the sidebar's width animation (device switches). */
    setWithoutAnimation(withoutAnimation: boolean): SidebarStatus {
      status = { ...status, withoutAnimation };
      return status;
    },
  };
}

export type SidebarStatusMachine = ReturnType<typeof createSidebarStatus>;
