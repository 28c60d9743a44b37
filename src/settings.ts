import Cookies from 'js-cookie';
import { DEFAULT_PRIMARY, UI_SIZES, type ThemeOptions, type UiSize } from './theme';

// Cookie name fixed by spec §9; the rest of the settings live in localStorage.
const SIZE_COOKIE = 'size';
const SETTINGS_KEY = 'ops-settings';

export interface Settings extends Required<ThemeOptions> {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  primary: DEFAULT_PRIMARY,
  mode: 'light',
  size: 'medium',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

function isSize(value: unknown): value is UiSize {
  return typeof value === 'string' && (UI_SIZES as readonly string[]).includes(value);
}

export function readSettings(): Settings {
  let stored: Partial<Settings> = {};
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
  } catch {
    stored = {};
  }
  const size = Cookies.get(SIZE_COOKIE);
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    primary: /^#[0-9a-f]{6}$/i.test(stored.primary ?? '') ? stored.primary! : DEFAULT_PRIMARY,
    mode: stored.mode === 'dark' ? 'dark' : 'light',
    size: isSize(size) ? size : DEFAULT_SETTINGS.size,
  };
}

export function writeSettings(settings: Settings): void {
  const { size, ...rest } = settings;
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(rest));
  Cookies.set(SIZE_COOKIE, size, { sameSite: 'Lax', expires: 365 });
}
